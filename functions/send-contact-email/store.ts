/**
 * Where accepted enquiries are kept until the firm has them: the local outbox folder, Netlify
 * Blobs, or the Supabase Postgres table. Every store keeps one record per Idempotency-Key and
 * records each delivery attempt, so nothing accepted is lost and nothing is sent twice.
 */
import type { Enquiry } from "./validate.ts"

import type { DataPolicy } from "./data-policy.ts"

/**
 * `pending` until the mail provider has accepted the e-mail; `failed` once it has not within
 * ENQUIRY_FAILED_AFTER_DAYS (data-policy.ts): no further attempts, the store is where it is read;
 * `handled` once the firm says it has dealt with one that mail missed (`npm run enquiries -- done`).
 * The transitions: delivery-state.ts.
 */
export type DeliveryStatus = "pending" | "delivered" | "failed" | "handled"

export interface StoredEnquiry {
  id: string
  /** The Idempotency-Key: one stored enquiry per key, and the mail provider's idempotency key. */
  key: string
  /** SHA-256 of the cleaned fields and language: a key that comes back with other fields is refused. */
  fingerprint: string
  /** ISO 8601 instants throughout. */
  receivedAt: string
  language: string
  enquiry: Enquiry
  status: DeliveryStatus
  /** Delivery attempts started so far. */
  attempts: number
  /** When a pending enquiry may next be tried. */
  nextAttemptAt: string
  /** While set and in the future, one worker is delivering it and no other may. */
  leaseUntil: string | null
  /** What the last failed attempt reported (the provider's words, never the enquiry's). */
  lastError: string | null
  deliveredAt: string | null
  /** When the firm last asked for another try (`retry`): the failure period counts from it. */
  retriedAt?: string
  /** When the firm marked it handled (`done`). */
  handledAt?: string
  /** Where consent is required: when the visitor gave it, and the notice's version the page showed. */
  consent?: Consent
}

export interface Consent {
  at: string
  /** The privacy notice's "last changed" date (content/<lang>/legal.json → privacy.updated). */
  notice: string
}

export interface EnquiryStore {
  /** Human-readable, for the start-up line and logs: where enquiries are kept. */
  readonly description: string
  find(key: string): Promise<StoredEnquiry | null>
  /** Keeps `record` unless its key is already stored; answers the stored record either way. */
  add(record: StoredEnquiry): Promise<{ stored: StoredEnquiry; created: boolean }>
  /**
   * Leases up to `limit` pending enquiries whose next attempt is due at `now` and whose lease has
   * lapsed, counting the attempt. A lease is held by one caller at a time, even across processes
   * (the outbox: within one process).
   */
  claimDue(now: string, leaseUntil: string, limit: number): Promise<StoredEnquiry[]>
  markDelivered(key: string, at: string): Promise<void>
  /** Records a failed attempt, frees the lease, and schedules the next one. */
  markFailed(key: string, error: string, nextAttemptAt: string): Promise<void>
}

/**
 * What retention and privacy requests need of a store (retention.ts, privacy-requests.ts). Apart
 * from EnquiryStore so that the handler's test doubles need not implement it.
 */
export interface EnquiryRecords {
  /**
   * Retention (retention.ts): marks `failed` every pending enquiry whose failure period has passed
   * (counted from receipt, or from the firm's last retry), then deletes every enquiry past the
   * retention period, whatever its state, finding them by date. Answers both counts.
   */
  retain(policy: DataPolicy, now: number): Promise<{ failed: number; deleted: number }>
  /** Every stored enquiry (a privacy request reads them all: rare, and the store holds a month). */
  all(): Promise<StoredEnquiry[]>
  /** Deletes one enquiry, and anything kept beside it (markers, its key). */
  remove(key: string): Promise<void>
  /**
   * Replaces the enquiry stored under `formerKey` by `record`'s fields, fingerprint and key, keeping
   * its delivery state (an erasure redacting an address in someone else's message); nothing when it
   * is gone.
   */
  rewrite(record: StoredEnquiry, formerKey: string): Promise<void>
}

/** What the firm's commands (`npm run enquiries -- list | show | retry | done`) and the alert need. */
export interface EnquiryBacklog {
  /** Every enquiry neither delivered nor handled (pending or failed), oldest first. */
  unhandled(): Promise<StoredEnquiry[]>
  /** The enquiry with this id (the one the form answered and the alert counts), or null. */
  findById(id: string): Promise<StoredEnquiry | null>
  /** A pending or failed enquiry, due again at `at`; answers it, or null when it is neither. */
  retry(key: string, at: string): Promise<StoredEnquiry | null>
  /** A pending or failed enquiry marked handled; answers it, or null when it is neither. */
  markHandled(key: string, at: string): Promise<StoredEnquiry | null>
  /** When the alert last went out, and which enquiry's coming deletion it last warned of. */
  alertState(): Promise<AlertState>
  saveAlertState(state: AlertState): Promise<void>
}

export interface AlertState {
  lastSentAt: string | null
  /** The receivedAt of the enquiry the last deletion warning was about. */
  warnedAbout: string | null
}

export const NO_ALERT_YET: AlertState = { lastSentAt: null, warnedAbout: null }

export type RetainedStore = EnquiryStore & EnquiryRecords & EnquiryBacklog

/** A stable fingerprint of what the visitor sent (Web Crypto: Node, Deno and browsers alike). */
export async function fingerprintOf(enquiry: Enquiry, language: string): Promise<string> {
  const canonical = JSON.stringify([enquiry.name, enquiry.email, enquiry.company, enquiry.message, language])
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(canonical))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("")
}
