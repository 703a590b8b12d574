/**
 * Netlify Scheduled Function: once a day, just after midnight in Beirut (the firm's time zone),
 * asks Netlify for a new production build through a build hook, so that an article dated that day
 * is published without anyone acting (gatsby/insights/publish-date.ts). Netlify runs schedules in
 * UTC: 22:15 UTC is 00:15 in Beirut in winter (UTC+2) and 01:15 in summer (UTC+3), after midnight
 * either way. The hook's URL is a setting, DAILY_BUILD_HOOK_URL in the site's environment
 * variables (docs/deploy.md), never committed: whoever has it can start builds. Scheduled functions
 * run on the published deploy only; `netlify functions:invoke daily-build` runs it by hand.
 */

export const BUILD_HOOK_VARIABLE = "DAILY_BUILD_HOOK_URL"

/** Netlify's build hooks live here and nowhere else: any other address is a paste error or worse. */
export const BUILD_HOOK_BASE = "https://api.netlify.com/build_hooks/"

/** How the build log names what started the build. */
const TRIGGER_TITLE = "Daily build: articles dated today"

export type DailyBuildOutcome =
  { outcome: "requested" } | { outcome: "no hook" } | { outcome: "refused"; status: number }

export interface DailyBuildOptions {
  fetch?: typeof fetch
  /** The only prefix a hook may have (tests stand in for Netlify on 127.0.0.1). */
  base?: string
  timeoutMs?: number
}

/**
 * POSTs to the build hook; never logs its address, and no error it throws carries it (the URL
 * parser's error quotes its input, so the value is checked before it is parsed).
 */
export async function requestDailyBuild(
  env: NodeJS.ProcessEnv = process.env,
  { fetch: request = fetch, base = BUILD_HOOK_BASE, timeoutMs = 10_000 }: DailyBuildOptions = {},
): Promise<DailyBuildOutcome> {
  const hook = env[BUILD_HOOK_VARIABLE]?.trim()
  if (!hook) return { outcome: "no hook" }
  if (!hook.startsWith(base) || !URL.canParse(hook))
    throw new Error(`${BUILD_HOOK_VARIABLE} must start with ${base} (its value is not shown)`)
  const url = new URL(hook)
  url.searchParams.set("trigger_title", TRIGGER_TITLE)
  let response: Response
  const signal = AbortSignal.timeout(timeoutMs)
  try {
    // A redirect is answered, not followed: the hook's body never goes to another host.
    response = await request(url, {
      method: "POST",
      body: "{}",
      redirect: "manual",
      signal,
    })
  } catch {
    // Fetch's own error names the address it tried: only what happened is said.
    const why = signal.aborted ? `no answer in ${timeoutMs / 1000} s` : "unreachable"
    throw new Error(`the build hook could not be asked: ${why}`)
  }
  await response.body?.cancel()
  return response.ok ? { outcome: "requested" } : { outcome: "refused", status: response.status }
}

export default async () => {
  const result = await requestDailyBuild().catch((error: Error) => {
    throw new Error(`[daily-build] ${error.message}`)
  })
  if (result.outcome === "no hook")
    console.warn(`[daily-build] ${BUILD_HOOK_VARIABLE} is not set: no daily build, scheduled articles wait`)
  else if (result.outcome === "refused")
    throw new Error(`[daily-build] the build hook refused the request (${result.status})`)
  else console.log("[daily-build] build requested")
}

export const config = { schedule: "15 22 * * *" }
