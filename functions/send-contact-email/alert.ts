/**
 * The alert: a second channel, apart from mail, that tells the firm enquiries are waiting unread.
 * It posts `{"text": …}` to an incoming webhook: the shape Slack, Google Chat, Mattermost,
 * Rocket.Chat, Zulip's Slack-compatible hook and Discord's `/slack` address all accept, so the
 * firm uses the chat tool it has (Microsoft Teams' Workflows webhooks want an Adaptive Card, and
 * ntfy a plain body: not these). The text holds counts, ages and the command to run: never a
 * name, address or message. Imports only its neighbours, with explicit `.ts` extensions, for Deno.
 */
import { type DataPolicy, DELETION_WARNING_DAYS } from "./data-policy.ts"
import type { AlertSettings } from "./settings.ts"
import type { AlertState, StoredEnquiry } from "./store.ts"

const HOUR_MS = 60 * 60_000
const DAY_MS = 24 * HOUR_MS

export interface Alert {
  kind: "waiting" | "deletion"
  text: string
  /** The state to keep once it has gone out. */
  next: AlertState
}

const LIST_COMMAND = "npm run enquiries -- list"

function ago(ms: number): string {
  const hours = Math.floor(ms / HOUR_MS)
  return hours < 48 ? `${hours} h` : `${Math.floor(ms / DAY_MS)} days`
}

/**
 * The alert due now, or null: once the oldest enquiry the firm has not had (pending or failed) has
 * waited `afterMs`, at most every `repeatMs` while any remain; and once per enquiry when retention
 * would delete it within DELETION_WARNING_DAYS, whatever the cadence.
 */
export function alertDue(
  unhandled: Pick<StoredEnquiry, "receivedAt">[],
  state: AlertState,
  settings: AlertSettings,
  policy: DataPolicy,
  now: number,
): Alert | null {
  if (!unhandled.length) return null
  const oldest = unhandled.reduce((a, b) => (a.receivedAt <= b.receivedAt ? a : b)).receivedAt
  const waited = now - Date.parse(oldest)
  if (waited < settings.afterMs) return null
  const count = unhandled.length
  const them = count === 1 ? "1 website enquiry has" : `${count} website enquiries have`
  const head = `${them} not reached the firm by mail; the oldest arrived ${ago(waited)} ago.`
  const read = `Read and handle them: \`${LIST_COMMAND}\` (docs/enquiries.md).`
  const deletesIn = Date.parse(oldest) + policy.retentionDays * DAY_MS - now
  const sentAt = new Date(now).toISOString()
  if (deletesIn <= DELETION_WARNING_DAYS * DAY_MS && state.warnedAbout !== oldest) {
    const when = deletesIn <= DAY_MS ? "within a day" : `in ${Math.floor(deletesIn / DAY_MS)} days`
    return {
      kind: "deletion",
      text: `${head} It will be deleted ${when} (kept ${policy.retentionDays} days). ${read}`,
      next: { lastSentAt: sentAt, warnedAbout: oldest },
    }
  }
  if (state.lastSentAt && now - Date.parse(state.lastSentAt) < settings.repeatMs) return null
  return { kind: "waiting", text: `${head} ${read}`, next: { ...state, lastSentAt: sentAt } }
}

/** Posts the alert; rejects with the status (never the address, which is a secret) when refused. */
export async function postAlert(
  webhookUrl: string,
  text: string,
  send: typeof fetch = fetch,
  timeoutMs = 10_000,
): Promise<void> {
  const response = await send(webhookUrl, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ text }),
    redirect: "error",
    signal: AbortSignal.timeout(timeoutMs),
  }).catch((error: unknown) => {
    throw new Error(
      `the alert webhook could not be reached (${error instanceof Error ? error.name : "error"})`,
    )
  })
  await response.body?.cancel()
  if (!response.ok) throw new Error(`the alert webhook answered ${response.status}`)
}
