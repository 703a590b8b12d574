/**
 * Sends stored enquiries and records the outcome: once right after an enquiry is stored, then by
 * retry sweeps that lease whatever is still pending and due. Each send carries the enquiry's id as
 * the provider's Idempotency-Key, so a send repeated after a lost answer is de-duplicated by it.
 */
import { composeMail, type MailTransport } from "./mail.ts"
import type { EnquiryStore, StoredEnquiry } from "./store.ts"

export interface RetrySettings {
  /** Wait before the first retry; each further retry waits twice as long, up to `maxDelayMs`. */
  firstDelayMs: number
  maxDelayMs: number
  /** How long one worker holds an enquiry while sending it (longer than the transport's timeout). */
  leaseMs: number
  /** Enquiries one sweep takes on. */
  batch: number
}

export const DEFAULT_RETRY: RetrySettings = {
  firstDelayMs: 60_000,
  maxDelayMs: 60 * 60_000,
  leaseMs: 2 * 60_000,
  batch: 20,
}

export interface RetryReport {
  claimed: number
  delivered: number
  failed: number
}

export interface DeliveryOptions {
  store: EnquiryStore
  transport: MailTransport
  now: () => number
  retry: RetrySettings
  /** One line per failure: what failed and when, never what the visitor wrote. */
  fail: (what: string, error?: unknown) => void
}

const iso = (ms: number) => new Date(ms).toISOString()

/** The provider's reason, short; never the enquiry (transports never put it in their errors). */
function reason(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 300)
}

export function createDelivery({ store, transport, now, retry, fail }: DeliveryOptions) {
  function nextAttempt(attempts: number): number {
    return now() + Math.min(retry.maxDelayMs, retry.firstDelayMs * 2 ** Math.max(0, attempts - 1))
  }

  /** One attempt for a leased enquiry; records the outcome. Never throws. */
  async function attempt(record: StoredEnquiry): Promise<boolean> {
    try {
      await transport.send(composeMail(record))
    } catch (error) {
      const next = nextAttempt(record.attempts)
      fail(`delivery attempt ${record.attempts} failed for enquiry ${record.id}, next at ${iso(next)}`, error)
      await store
        .markFailed(record.key, reason(error), iso(next))
        .catch((storeError) =>
          fail(`recording the failed delivery of enquiry ${record.id} failed`, storeError),
        )
      return false
    }
    // If this write fails, the lease lapses and a sweep sends again with the same Idempotency-Key,
    // which the provider answers without sending a second e-mail.
    await store
      .markDelivered(record.key, iso(now()))
      .catch((storeError) => fail(`recording the delivery of enquiry ${record.id} failed`, storeError))
    return true
  }

  /** Leases what is pending and due, and tries each once. */
  async function retryUndelivered(): Promise<RetryReport> {
    const time = now()
    const claimed = await store.claimDue(iso(time), iso(time + retry.leaseMs), retry.batch)
    let delivered = 0
    for (const record of claimed) if (await attempt(record)) delivered++
    return { claimed: claimed.length, delivered, failed: claimed.length - delivered }
  }

  return { attempt, retryUndelivered }
}
