/**
 * The build's one clock. Whatever a build says about "today" reads it: the footer's year, the firm's
 * age (gatsby/content/computed-facts.ts), and which dated article is out. Days are the firm's, in
 * the time zone content/<lang>/site.json names (`timeZone`): a build just after midnight in Beirut
 * is already the new year there.
 *
 * SITE_BUILD_DATE builds the site as on another day: an ISO date (2027-01-01, that day in the
 * firm's time zone) or date and time (2026-12-31T23:30:00+02:00). Unset, it is the moment this
 * process started, read once, so that every page of one build agrees even across midnight.
 */
export const BUILD_DATE_VARIABLE = "SITE_BUILD_DATE"

const STARTED = new Date()

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

function invalid(value: string): Error {
  return new Error(
    `${BUILD_DATE_VARIABLE}="${value}" is not an ISO date (2027-01-01) or date and time (2027-01-01T09:00:00+02:00)`,
  )
}

/** A date alone names the firm's calendar day as written; anything else is a moment. */
function readClock(env: NodeJS.ProcessEnv): { day: string } | { moment: Date } {
  const value = env[BUILD_DATE_VARIABLE]?.trim()
  if (!value) return { moment: STARTED }
  const day = DAY.exec(value)
  if (day) {
    const [, year, month, date] = day.map(Number)
    const check = new Date(Date.UTC(year, month - 1, date))
    if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) throw invalid(value)
    return { day: value }
  }
  const moment = new Date(value)
  if (!value.includes("T") || Number.isNaN(moment.getTime())) throw invalid(value)
  return { moment }
}

/** The build's day in `timeZone` (an IANA name, e.g. "Asia/Beirut"), as YYYY-MM-DD. */
export function buildDay(timeZone: string, env: NodeJS.ProcessEnv = process.env): string {
  const clock = readClock(env)
  if ("day" in clock) return clock.day
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" })
    .format(clock.moment)
    .replace(/\//g, "-")
}

/** The build's calendar year in `timeZone`: the footer's © year. */
export function buildYear(timeZone: string, env: NodeJS.ProcessEnv = process.env): number {
  return Number(buildDay(timeZone, env).slice(0, 4))
}

/**
 * Years since `year` at the build's date in `timeZone`, counted as the firm counts them: 2008 to
 * 2026 is 18 (the spec's "16+" was written in 2024).
 */
export function yearsSince(year: number, timeZone: string, env: NodeJS.ProcessEnv = process.env): number {
  return Math.max(0, buildYear(timeZone, env) - year)
}
