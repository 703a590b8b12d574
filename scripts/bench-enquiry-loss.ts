/**
 * `npm run bench:enquiry-loss`: the fourth audit's data-loss simulation, rerun with the sweep and
 * its alert. The real handler, outbox store, retention and sweep (functions/send-contact-email/
 * sweep.ts) on a virtual clock: one enquiry every 3 hours for 20 days (160), a sweep every hour
 * for 60 days (Netlify sweeps every 5 minutes, Supabase every 10), the mail provider down until day
 * D (never: no RESEND_API_KEY). The alert goes to an in-process webhook. Two firms: one that never
 * acts on the alert, and one that, within 8 hours of each alert, reads what waits and marks it done.
 * Prints, per case: answered 200, delivered, alerts, the first alert's wait, and enquiries
 * deleted unread before the first alert and in all.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { ENQUIRY_PATH } from "../functions/send-contact-email/contract"
import { alertSettingsFromEnv } from "../functions/send-contact-email/settings"
import {
  DEFAULT_FAILED_AFTER_DAYS,
  DEFAULT_RETENTION_DAYS,
} from "../functions/send-contact-email/data-policy"
import { createEnquiryHandler } from "../functions/send-contact-email/handler"
import type { MailTransport } from "../functions/send-contact-email/mail"
import { createOutboxStore } from "../functions/send-contact-email/outbox-store"
import type { RetainedStore } from "../functions/send-contact-email/store"
import { sweepEnquiries } from "../functions/send-contact-email/sweep"

const HOUR = 60 * 60_000
const DAY = 24 * HOUR
const T0 = Date.UTC(2026, 0, 5, 8, 0)
const policy = { retentionDays: DEFAULT_RETENTION_DAYS, failedAfterDays: DEFAULT_FAILED_AFTER_DAYS }
const alert = { ...alertSettingsFromEnv(() => undefined), webhookUrl: "http://127.0.0.1/stand-in" }

interface Outcome {
  answered: number
  delivered: number
  alerts: number
  firstAlertWaitH: number | null
  deletedUnreadBeforeAlert: number
  deletedUnread: number
  logLines: number
}

async function simulate(downUntilDay: number, firmActs: boolean): Promise<Outcome> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "enquiry-loss-"))
  let time = T0
  let logLines = 0
  const store: RetainedStore = createOutboxStore(dir, { log: () => logLines++ })
  // Resend's Idempotency-Key is the enquiry's id; the folder names files by their key.
  const deliveredIds = new Set<string>()
  const idOfKey = new Map<string, string>()
  const transport: MailTransport = {
    send: async (mail) => {
      if (time < T0 + downUntilDay * DAY) throw new Error("missing secrets RESEND_API_KEY")
      deliveredIds.add(mail.idempotencyKey)
    },
  }
  // The folder's names (one per enquiry), without reading them.
  const keys = () =>
    new Set(
      fs
        .readdirSync(dir)
        .filter((name) => /^[0-9a-f-]{36}\.json$/.test(name))
        .map((name) => name.slice(0, 36)),
    )
  const handler = createEnquiryHandler({
    store,
    transport,
    now: () => time,
    limits: { maxPerWindow: 1000 },
    sweepEveryMs: Infinity,
    log: () => logLines++,
  })
  const alerts: number[] = []
  const handledKeys = new Set<string>()
  const outcome: Outcome = {
    answered: 0,
    delivered: 0,
    alerts: 0,
    firstAlertWaitH: null,
    deletedUnreadBeforeAlert: 0,
    deletedUnread: 0,
    logLines: 0,
  }
  let firmReadsAt = Infinity
  const webhook = (async () => {
    alerts.push(time)
    if (firmActs) firmReadsAt = Math.min(firmReadsAt, time + 8 * HOUR)
    return new Response("ok")
  }) as typeof fetch

  for (let hour = 0; hour <= 60 * 24; hour++) {
    time = T0 + hour * HOUR
    if (hour % 3 === 0 && hour < 20 * 24) {
      const key = crypto.randomUUID()
      const response = await handler(
        new Request(`http://127.0.0.1${ENQUIRY_PATH}`, {
          method: "POST",
          headers: { "content-type": "application/json", "idempotency-key": key },
          body: JSON.stringify({ name: "Visitor", email: "v@example.org", message: `Enquiry ${hour}` }),
        }),
      )
      if (response.status === 200) {
        outcome.answered++
        idOfKey.set(key, ((await response.json()) as { id: string }).id)
      }
      await handler.settled()
    }
    if (time >= firmReadsAt) {
      // The firm runs `npm run enquiries -- list`, reads each in the store, answers it, `done <id>`.
      for (const record of await store.unhandled()) {
        await store.markHandled(record.key, new Date(time).toISOString())
        handledKeys.add(record.key)
      }
      firmReadsAt = Infinity
    }
    const before = keys()
    await sweepEnquiries({
      store,
      retryUndelivered: handler.retryUndelivered,
      policy,
      alert,
      now: () => time,
      log: () => logLines++,
      fetch: webhook,
    })
    const after = keys()
    for (const key of before) {
      if (after.has(key) || deliveredIds.has(idOfKey.get(key) ?? "") || handledKeys.has(key)) continue
      outcome.deletedUnread++
      if (!alerts.length) outcome.deletedUnreadBeforeAlert++
    }
  }
  // Retention has deleted every record by day 60: count what the provider accepted.
  outcome.delivered = deliveredIds.size
  outcome.alerts = alerts.length
  outcome.firstAlertWaitH = alerts.length ? (alerts[0] - T0) / HOUR : null
  outcome.logLines = logLines
  fs.rmSync(dir, { recursive: true, force: true })
  return outcome
}

async function main() {
  const started = Date.now()
  console.log(
    `160 enquiries (one every 3 h for 20 days), a sweep every hour for 60 days; alert after ` +
      `${alert.afterMs / HOUR} h, repeated at most every ${alert.repeatMs / HOUR} h; retention ${policy.retentionDays} days`,
  )
  console.log(
    "| Mail provider | Firm on an alert | Answered 200 | Delivered | Alerts | First alert after | Deleted unread before the first alert | Deleted unread in all | Log lines |",
  )
  console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
  for (const [label, down] of [
    ["down 10 days", 10],
    ["no `RESEND_API_KEY`", Infinity],
  ] as const) {
    for (const firmActs of [false, true]) {
      const o = await simulate(down, firmActs)
      console.log(
        `| ${label} | ${firmActs ? "reads and marks done within 8 h" : "does nothing"} | ${o.answered} | ${o.delivered} | ${o.alerts} | ` +
          `${o.firstAlertWaitH === null ? "-" : `${o.firstAlertWaitH} h`} | ${o.deletedUnreadBeforeAlert} | ${o.deletedUnread} | ${o.logLines} |`,
      )
    }
  }
  console.log(`(${((Date.now() - started) / 1000).toFixed(0)} s)`)
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
