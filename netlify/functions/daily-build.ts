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

/** How the build log names what started the build. */
const TRIGGER_TITLE = "Daily build: articles dated today"

export type DailyBuildOutcome = "requested" | "no hook" | "refused"

/** POSTs to the build hook; never logs its address. */
export async function requestDailyBuild(
  env: NodeJS.ProcessEnv = process.env,
  request: typeof fetch = fetch,
): Promise<DailyBuildOutcome> {
  const hook = env[BUILD_HOOK_VARIABLE]?.trim()
  if (!hook) return "no hook"
  const url = new URL(hook)
  url.searchParams.set("trigger_title", TRIGGER_TITLE)
  const response = await request(url, { method: "POST", body: "{}" })
  return response.ok ? "requested" : "refused"
}

export default async () => {
  const outcome = await requestDailyBuild()
  if (outcome === "no hook")
    console.warn(`[daily-build] ${BUILD_HOOK_VARIABLE} is not set: no daily build, scheduled articles wait`)
  else if (outcome === "refused") throw new Error("[daily-build] the build hook refused the request")
  else console.log("[daily-build] build requested")
}

export const config = { schedule: "15 22 * * *" }
