/**
 * The scheduled sweep, the same on every deployment that has a schedule (Netlify's scheduled
 * function, Supabase's pg_cron job through pg_net): applies retention, retries what is due, and
 * alerts the firm when enquiries have waited too long. Each step runs even when an earlier one
 * failed. Its report holds counts only. Imports only its neighbours, for Deno.
 */
import { type Alert, alertDue, postAlert } from "./alert.ts"
import type { DataPolicy } from "./data-policy.ts"
import type { RetryReport } from "./delivery.ts"
import type { AlertSettings } from "./settings.ts"
import type { RetainedStore } from "./store.ts"

export interface SweepOptions {
  store: RetainedStore
  retryUndelivered: () => Promise<RetryReport>
  /** The periods, or why they could not be read (then retention is refused, loudly, every sweep). */
  policy: DataPolicy | Error
  alert: AlertSettings | Error
  now: () => number
  log: (line: string) => void
  fetch?: typeof fetch
}

export interface SweepReport {
  retried: number
  delivered: number
  givenUp: number
  deleted: number
  /** Enquiries neither delivered nor handled after the sweep. */
  waiting: number
  alert: "not due" | "sent" | "failed" | "no webhook" | "misconfigured"
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

export async function sweepEnquiries(options: SweepOptions): Promise<SweepReport> {
  const { store, policy, alert, now, log } = options
  const report: SweepReport = {
    retried: 0,
    delivered: 0,
    givenUp: 0,
    deleted: 0,
    waiting: 0,
    alert: "not due",
  }
  // Retention first: the retries read pending records one by one and may run out of the platform's
  // time during a long outage; that run must not be the one that skips retention.
  if (policy instanceof Error) log(`[sweep] retention refused: ${policy.message}`)
  else {
    try {
      const retention = await store.retain(policy, now())
      report.givenUp = retention.failed
      report.deleted = retention.deleted
    } catch (error) {
      log(`[sweep] retention failed: ${message(error)}`)
    }
  }
  try {
    const retry = await options.retryUndelivered()
    report.retried = retry.claimed
    report.delivered = retry.delivered
  } catch (error) {
    log(`[sweep] retries failed: ${message(error)}`)
  }
  try {
    const unhandled = await store.unhandled()
    report.waiting = unhandled.length
    if (alert instanceof Error) {
      log(`[sweep] alert refused: ${alert.message}`)
      report.alert = "misconfigured"
    } else {
      const due: Alert | null = alertDue(
        unhandled,
        await store.alertState(),
        alert,
        policy instanceof Error ? { retentionDays: Infinity, failedAfterDays: Infinity } : policy,
        now(),
      )
      if (due && !alert.webhookUrl) {
        // The function's log is then the only channel: said at the alert's cadence, not every sweep.
        report.alert = "no webhook"
        log(`[sweep] ${unhandled.length} enquiries wait unhandled and no alert webhook is set`)
        await store.saveAlertState(due.next)
      } else if (due && alert.webhookUrl) {
        try {
          await postAlert(alert.webhookUrl, due.text, options.fetch)
          await store.saveAlertState(due.next)
          report.alert = "sent"
        } catch (error) {
          // Not recorded as sent: the next sweep tries again.
          report.alert = "failed"
          log(`[sweep] the alert failed: ${message(error)}`)
        }
      }
    }
  } catch (error) {
    log(`[sweep] reading the backlog failed: ${message(error)}`)
  }
  return report
}
