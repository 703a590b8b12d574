/**
 * The Netlify store: Netlify Blobs, the site's own key-value store (no account, no secret; the
 * function's environment carries the credentials). Each enquiry is `enquiry/<key>` (JSON); each
 * one not yet delivered also has a marker `pending/<key>`, so a sweep lists only those.
 *
 * Blobs' conditional writes make this safe across concurrent function instances: a new enquiry is
 * written only if its key is new (`onlyIfNew`), and every status change is a compare-and-swap on
 * the entry's ETag (`onlyIfMatch`), so one instance at a time holds a delivery lease.
 *
 * Retention finds old enquiries without reading them: each also has an empty marker
 * `received/<receivedAt>/<key>`, so a listing of `received/` (keys only) dates every enquiry.
 * Enquiries stored before the markers existed (issue 31) have none, and are found only by
 * `npm run enquiries` (which reads every record), not by retention.
 */
import type { Store } from "@netlify/blobs"
import type { RetainedStore, StoredEnquiry } from "./store"

const RECORD = "enquiry/"
const PENDING = "pending/"
const RECEIVED = "received/"
const receivedMarker = (record: Pick<StoredEnquiry, "receivedAt" | "key">) =>
  `${RECEIVED}${record.receivedAt}/${record.key}`
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
      // The marker first: an enquiry is never stored without one, so none escapes the sweeps.
      await open().set(PENDING + record.key, "", { metadata: { since: record.receivedAt } })
      const written = await open().setJSON(RECORD + record.key, record, { onlyIfNew: true })
      if (written.modified) {
        // After the enquiry: a marker without one is deleted by retention like any other.
        await open().set(receivedMarker(record), "")
        return { stored: record, created: true }
      }
      const existing = await read(record.key)
      if (!existing) throw new Error("an enquiry with this key was neither written nor found")
      if (existing.record.status === "delivered") await open().delete(PENDING + record.key)
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
        if (record.nextAttemptAt > now || (record.leaseUntil && record.leaseUntil > now)) continue
        const next = { ...record, leaseUntil, attempts: record.attempts + 1 }
        const written = await open().setJSON(RECORD + key, next, { onlyIfMatch: etag })
        // Not modified: another instance leased it a moment ago.
        if (written.modified) claimed.push(next)
      }
      return claimed
    },

    async markDelivered(key, at) {
      await update(key, (record) => ({
        ...record,
        status: "delivered",
        deliveredAt: at,
        leaseUntil: null,
        lastError: null,
      }))
      await open().delete(PENDING + key)
    },

    async markFailed(key, error, nextAttemptAt) {
      await update(key, (record) =>
        record.status !== "pending" ? null : { ...record, lastError: error, nextAttemptAt, leaseUntil: null },
      )
    },

    async failUndelivered(receivedBefore) {
      // The pending markers are the undelivered enquiries; their metadata dates them.
      const { blobs } = await open().list({ prefix: PENDING })
      let failed = 0
      for (const { key: marker } of blobs) {
        const since = (await open().getMetadata(marker))?.metadata.since
        if (typeof since !== "string" || since >= receivedBefore) continue
        const key = marker.slice(PENDING.length)
        const changed = await update(key, (record) =>
          record.status === "pending" ? { ...record, status: "failed", leaseUntil: null } : null,
        )
        await open().delete(marker)
        if (changed) failed++
      }
      return failed
    },

    async deleteReceivedBefore(receivedBefore) {
      const { blobs } = await open().list({ prefix: RECEIVED })
      let deleted = 0
      for (const { key: marker } of blobs) {
        const [receivedAt, key] = marker.slice(RECEIVED.length).split("/")
        if (!key || receivedAt >= receivedBefore) continue
        await open().delete(RECORD + key)
        await open().delete(PENDING + key)
        await open().delete(marker)
        deleted++
      }
      return deleted
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
      if (current) await open().delete(receivedMarker(current.record))
    },

    async rewrite(record, formerKey) {
      const current = await read(formerKey)
      if (!current) return
      const { enquiry, fingerprint, key } = record
      const next = { ...current.record, enquiry, fingerprint, key }
      // The new key's markers first, as add does: no record without them; then the former's go.
      if (next.status === "pending")
        await open().set(PENDING + key, "", { metadata: { since: next.receivedAt } })
      await open().set(receivedMarker(next), "")
      await open().setJSON(RECORD + key, next, { onlyIfNew: true })
      await open().delete(RECORD + formerKey)
      await open().delete(PENDING + formerKey)
      await open().delete(receivedMarker(current.record))
    },
  }
}
