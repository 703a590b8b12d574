/**
 * Retention, the same on every store: undelivered enquiries past the failure period are marked
 * `failed` (no further attempts), then every enquiry older than the retention period is deleted,
 * whatever its state. Failing first means an enquiry still waiting for delivery is never deleted
 * before it has failed for good (failedAfterDays ≤ retentionDays, data-policy.ts). Each store does
 * it its own way (store.ts `retain`; Postgres: `purge_enquiries`).
 */
import type { DataPolicy } from "./data-policy.ts"
import type { EnquiryRecords } from "./store.ts"

export interface RetentionReport {
  failed: number
  deleted: number
}

export const applyRetention = (
  store: EnquiryRecords,
  policy: DataPolicy,
  now: number,
): Promise<RetentionReport> => store.retain(policy, now)

/**
 * Runs retention at most once per `everyMs` in this instance, for entries that only wake on a
 * request (Supabase). Answers the run's promise, or undefined when it is not yet due.
 */
export function retentionEvery(
  store: EnquiryRecords,
  policy: DataPolicy,
  now: () => number,
  everyMs = 24 * 60 * 60_000,
) {
  let last = -Infinity
  return (): Promise<RetentionReport> | undefined => {
    if (now() - last < everyMs) return undefined
    last = now()
    return applyRetention(store, policy, now())
  }
}
