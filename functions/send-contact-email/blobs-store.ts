/**
 * The Netlify store: Netlify Blobs, the site's own key-value store (no account, no secret; the
 * function's environment carries the credentials). Each enquiry is `enquiry/<key>` (JSON); each
 * one not yet delivered also has a marker `pending/<key>`, so a sweep lists only those.
 *
 * Blobs' conditional writes make this safe across concurrent function instances: a new enquiry is
 * written only if its key is new (`onlyIfNew`), and every status change is a compare-and-swap on
 * the entry's ETag (`onlyIfMatch`), so one instance at a time holds a delivery lease.
 *
 * A failed one (given up) moves to `failed/<key>`, so the firm's listing finds it until retention.
 *
 * Retention finds old enquiries without reading them: each also has an empty marker
 * `received/<receivedAt>/<key>/<id>`, written before the enquiry itself so that none is kept
 * without one, so a listing of `received/` (keys only) dates every enquiry and maps an id to its
 * key. Enquiries stored before the markers existed have none, and are found only by
 * `npm run enquiries` (which reads every record), not by retention; those from before the id was
 * in the marker are found by id by reading every record.
 */
import type { Store } from "@netlify/blobs"
import { failureCutoff, retentionCutoff } from "./data-policy"
import {
  attemptFailed,
  claimed as claimedFor,
  delivered,
  givenUp,
  handled,
  isDue,
  isUnhandled,
  retried,
} from "./delivery-state"
import { type AlertState, NO_ALERT_YET, type RetainedStore, type StoredEnquiry } from "./store"

const RECORD = "enquiry/"
const PENDING = "pending/"
const FAILED = "failed/"
const RECEIVED = "received/"
const ALERT_STATE = "alert/state"
const receivedMarker = (record: Pick<StoredEnquiry, "receivedAt" | "key" | "id">) =>
  `${RECEIVED}${record.receivedAt}/${record.key}/${record.id}`
/** receivedAt, key and (since the firm's commands) id, from a `received/` marker's name. */
const parseReceived = (marker: string) => {
  const [receivedAt, key, id] = marker.slice(RECEIVED.length).split("/")
  return { receivedAt, key, id }
}
/** A marker with no enquiry behind it is an add still in progress, unless it is older than this. */
const ORPHAN_AFTER_MS = 60 * 60_000

/**
 * `open` is called for every operation: on Netlify the store's credentials come with each
 * invocation, so a store made once at start-up could outlive them.
 */
export function createBlobsStore(open: () => Store): RetainedStore {
  async function read(key: string): Promise<{ record: StoredEnquiry; etag: string | undefined } | null> {
    const store = open()
    const entry = await store.getWithMetadata(RECORD + key, { type: "json" })
    if (!entry || entry.etag) return entry && { record: entry.data as StoredEnquiry, etag: entry.etag }
    // Netlify's local server (netlify dev) sends no ETag with a read, only in listings: take the
    // listing's first, then read again, so the data is at least as new as the ETag a write checks.
    const { blobs } = await store.list({ prefix: RECORD + key })
    const etag = blobs.find((blob) => blob.key === RECORD + key)?.etag
    const again = await store.getWithMetadata(RECORD + key, { type: "json" })
    return again && { record: again.data as StoredEnquiry, etag }
  }

  /** Applies `change` with compare-and-swap, re-reading when another instance got there first. */
  async function update(key: string, change: (record: StoredEnquiry) => StoredEnquiry | null) {
    for (let tries = 0; tries < 5; tries++) {
      const current = await read(key)
      const next = current && change(current.record)
      if (!current || !next) return null
      const written = await open().setJSON(RECORD + key, next, { onlyIfMatch: current.etag })
      if (written.modified) return next
    }
    throw new Error("the enquiry kept changing while it was being updated")
  }

  return {
    description: "Netlify Blobs store enquiries",

    find: async (key) => (await read(key))?.record ?? null,

    async add(record) {
      // The markers first: an enquiry is never stored without them, so none escapes the sweeps or
      // retention, and once the enquiry is written nothing can fail the request that kept it.
      await open().set(PENDING + record.key, "", { metadata: { since: record.receivedAt } })
      await open().set(receivedMarker(record), "")
      const written = await open().setJSON(RECORD + record.key, record, { onlyIfNew: true })
      if (written.modified) return { stored: record, created: true }
      // A repeat: this attempt's date marker dates nothing (retention would remove it anyway).
      await open()
        .delete(receivedMarker(record))
        .catch(() => undefined)
      const existing = await read(record.key)
      if (!existing) throw new Error("an enquiry with this key was neither written nor found")
      if (existing.record.status !== "pending") await open().delete(PENDING + record.key)
      return { stored: existing.record, created: false }
    },

    async claimDue(now, leaseUntil, limit) {
      const { blobs } = await open().list({ prefix: PENDING })
      const claimed: StoredEnquiry[] = []
      for (const { key: marker } of blobs) {
        if (claimed.length >= limit) break
        const key = marker.slice(PENDING.length)
        const current = await read(key)
        if (!current) {
          const since = (await open().getMetadata(marker))?.metadata.since
          if (typeof since !== "string" || Date.parse(now) - Date.parse(since) > ORPHAN_AFTER_MS) {
            await open().delete(marker)
          }
          continue
        }
        const { record, etag } = current
        if (record.status !== "pending") {
          await open().delete(marker)
          continue
        }
        if (!isDue(record, now)) continue
        const next = claimedFor(record, leaseUntil)
        const written = await open().setJSON(RECORD + key, next, { onlyIfMatch: etag })
        // Not modified: another instance leased it a moment ago.
        if (written.modified) claimed.push(next)
      }
      return claimed
    },

    async markDelivered(key, at) {
      await update(key, (record) => delivered(record, at))
      await open().delete(PENDING + key)
    },

    async markFailed(key, error, nextAttemptAt) {
      await update(key, (record) => attemptFailed(record, error, nextAttemptAt))
    },

    async retain(policy, now) {
      // The pending markers are the undelivered enquiries; their metadata dates the failure period
      // (receipt, or the firm's retry), so only those past it are read.
      const failBefore = failureCutoff(now, policy)
      const pending = await open().list({ prefix: PENDING })
      let failed = 0
      for (const { key: marker } of pending.blobs) {
        const since = (await open().getMetadata(marker))?.metadata.since
        if (typeof since !== "string" || since >= failBefore) continue
        const key = marker.slice(PENDING.length)
        const changed = await update(key, (record) => givenUp(record, failBefore))
        // Failed: listed under failed/ until the firm handles it or retention deletes it.
        if (changed) await open().set(FAILED + key, "")
        await open().delete(marker)
        if (changed) failed++
      }
      const deleteBefore = retentionCutoff(now, policy)
      const received = await open().list({ prefix: RECEIVED })
      let deleted = 0
      for (const { key: marker } of received.blobs) {
        const { receivedAt, key } = parseReceived(marker)
        if (!key || receivedAt >= deleteBefore) continue
        await open().delete(RECORD + key)
        await open().delete(PENDING + key)
        await open().delete(FAILED + key)
        await open().delete(marker)
        deleted++
      }
      return { failed, deleted }
    },

    async unhandled() {
      const [pending, failed] = await Promise.all([
        open().list({ prefix: PENDING }),
        open().list({ prefix: FAILED }),
      ])
      const keys = new Set([
        ...pending.blobs.map(({ key }) => key.slice(PENDING.length)),
        ...failed.blobs.map(({ key }) => key.slice(FAILED.length)),
      ])
      const records = await Promise.all([...keys].map((key) => read(key)))
      return records
        .flatMap((entry) => (entry && isUnhandled(entry.record) ? [entry.record] : []))
        .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt))
    },

    async findById(id) {
      const { blobs } = await open().list({ prefix: RECEIVED })
      const marker = blobs.map(({ key }) => parseReceived(key)).find((each) => each.id === id)
      if (marker) {
        const found = await read(marker.key)
        if (found?.record.id === id) return found.record
      }
      // Enquiries from before the id was in their marker.
      return (await this.all()).find((record) => record.id === id) ?? null
    },

    async retry(key, at) {
      const next = await update(key, (record) => retried(record, at))
      if (!next) return null
      await open().set(PENDING + key, "", { metadata: { since: at } })
      await open().delete(FAILED + key)
      return next
    },

    async markHandled(key, at) {
      const next = await update(key, (record) => handled(record, at))
      if (!next) return null
      await open().delete(PENDING + key)
      await open().delete(FAILED + key)
      return next
    },

    async alertState() {
      const state = (await open().get(ALERT_STATE, { type: "json" })) as AlertState | null
      return { ...NO_ALERT_YET, ...state }
    },

    async saveAlertState(state) {
      await open().setJSON(ALERT_STATE, state)
    },

    async all() {
      const { blobs } = await open().list({ prefix: RECORD })
      const records = await Promise.all(blobs.map(({ key }) => read(key.slice(RECORD.length))))
      return records
        .flatMap((entry) => (entry ? [entry.record] : []))
        .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt))
    },

    async remove(key) {
      const current = await read(key)
      await open().delete(RECORD + key)
      await open().delete(PENDING + key)
      await open().delete(FAILED + key)
      if (current) {
        await open().delete(receivedMarker(current.record))
        // Markers written before the id was in their name.
        await open().delete(`${RECEIVED}${current.record.receivedAt}/${key}`)
      }
    },

    async rewrite(record, formerKey) {
      const current = await read(formerKey)
      if (!current) return
      const { enquiry, fingerprint, key } = record
      const next = { ...current.record, enquiry, fingerprint, key }
      // The new key's markers first, as add does: no record without them; then the former's go.
      // The pending marker keeps its date (receipt or the firm's retry), which the failure period counts from.
      const pending = await open().getMetadata(PENDING + formerKey)
      if (pending) await open().set(PENDING + key, "", { metadata: pending.metadata })
      if (await open().getMetadata(FAILED + formerKey)) await open().set(FAILED + key, "")
      // The received marker names the id too: the id now maps to the new key.
      await open().set(receivedMarker(next), "")
      await open().setJSON(RECORD + key, next, { onlyIfNew: true })
      await open().delete(RECORD + formerKey)
      await open().delete(PENDING + formerKey)
      await open().delete(FAILED + formerKey)
      await open().delete(receivedMarker(current.record))
      // A marker written before the id was in its name.
      await open().delete(`${RECEIVED}${current.record.receivedAt}/${formerKey}`)
    },
  }
}
