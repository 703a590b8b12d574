/**
 * Retention, the same on every store: undelivered enquiries older than the failure period are
 * marked `failed` (no further attempts), then every enquiry older than the retention period is
 * deleted, whatever its state. Failing first means an enquiry still waiting for delivery is never
 * deleted before it has failed for good (failedAfterDays ≤ retentionDays, data-policy.ts).
 */
import { type DataPolicy, failureCutoff, retentionCutoff } from "./data-policy.ts"
import type { EnquiryRecords } from "./store.ts"

export interface RetentionReport {
  failed: number
  deleted: number
}

export async function applyRetention(
  store: EnquiryRecords,
  policy: DataPolicy,
  now: number,
): Promise<RetentionReport> {
  const failed = await store.failUndelivered(failureCutoff(now, policy))
  const deleted = await store.deleteReceivedBefore(retentionCutoff(now, policy))
  return { failed, deleted }
}

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
