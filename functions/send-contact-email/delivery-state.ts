/**
 * The life of a stored enquiry, as pure transitions: the outbox and Blobs stores apply these; the
 * Postgres store says the same in SQL (its `for update skip locked` is its atomicity), held to the
 * same behaviour by __tests__/enquiry-stores.test.ts.
 *
 *   pending ─ due, leased to one sweep (claimed) ─▶ delivered
 *      ▲            │ attempt failed: next attempt later
 *      └────────────┘
 *   pending ─ failure period since receipt (or the firm's retry) ─▶ failed: given up, still listed
 *   pending | failed ─ retry ─▶ pending, due now            pending | failed ─ done ─▶ handled
 *   any ─ retention period since receipt ─▶ expired: deleted
 *
 * Each transition answers the next record, or null when it does not apply. Imports only types.
 */
import type { StoredEnquiry } from "./store.ts"

export const isDue = (record: StoredEnquiry, now: string) =>
  record.status === "pending" &&
  record.nextAttemptAt <= now &&
  (!record.leaseUntil || record.leaseUntil <= now)

export const claimed = (record: StoredEnquiry, leaseUntil: string): StoredEnquiry => ({
  ...record,
  leaseUntil,
  attempts: record.attempts + 1,
})

export const delivered = (record: StoredEnquiry, at: string): StoredEnquiry => ({
  ...record,
  status: "delivered",
  deliveredAt: at,
  leaseUntil: null,
  lastError: null,
})

export const attemptFailed = (record: StoredEnquiry, error: string, nextAttemptAt: string) =>
  record.status !== "pending" ? null : { ...record, lastError: error, nextAttemptAt, leaseUntil: null }

/** Neither delivered nor handled: the firm has not had it yet. */
export const isUnhandled = (record: StoredEnquiry) =>
  record.status === "pending" || record.status === "failed"

/** The failure period runs from receipt, or from the firm's last retry. */
export const failureClockStart = (record: StoredEnquiry) => record.retriedAt ?? record.receivedAt

export const givenUp = (record: StoredEnquiry, failBefore: string): StoredEnquiry | null =>
  record.status === "pending" && failureClockStart(record) < failBefore
    ? { ...record, status: "failed", leaseUntil: null }
    : null

export const retried = (record: StoredEnquiry, at: string): StoredEnquiry | null =>
  isUnhandled(record)
    ? { ...record, status: "pending", nextAttemptAt: at, leaseUntil: null, retriedAt: at }
    : null

export const handled = (record: StoredEnquiry, at: string): StoredEnquiry | null =>
  isUnhandled(record) ? { ...record, status: "handled", leaseUntil: null, handledAt: at } : null

export const isExpired = (record: Pick<StoredEnquiry, "receivedAt">, deleteBefore: string) =>
  record.receivedAt < deleteBefore
