/**
 * The local store (Node only): each enquiry is its own JSON file, `<Idempotency-Key>.json`, in a
 * folder (`.data/outbox/` by default). Without a mail service configured, this folder is where
 * enquiries end; with one, each file also records its delivery.
 *
 * Every write goes to a temporary file that is flushed to disk, then linked (new enquiry: fails if
 * the key exists, so a repeat is never stored twice) or renamed (status update) into place, and
 * the folder itself is flushed. The folder is (re)created before every write, so a failed mkdir or
 * a folder deleted while the server runs heals by itself; a failed write leaves no temporary file.
 */
import { randomUUID } from "node:crypto"
import fs from "node:fs/promises"
import path from "node:path"
import type { EnquiryStore, StoredEnquiry } from "./store"

const isCode = (error: unknown, ...codes: string[]) =>
  codes.includes((error as NodeJS.ErrnoException | null)?.code ?? "")

/** Flushes the folder's entry list, so a rename or link survives a power cut. */
async function syncFolder(dir: string) {
  let handle: fs.FileHandle | undefined
  try {
    handle = await fs.open(dir, "r")
    await handle.sync()
  } catch (error) {
    // Windows cannot open or flush a folder; its file system journals the rename itself.
    if (!isCode(error, "EISDIR", "EPERM", "EACCES", "EINVAL")) throw error
  } finally {
    await handle?.close()
  }
}

/** Writes `content` to `dir/name` durably; with `onlyIfNew`, answers false when the file exists. */
async function writeDurably(
  dir: string,
  name: string,
  content: string,
  onlyIfNew: boolean,
): Promise<boolean> {
  await fs.mkdir(dir, { recursive: true })
  const temporary = path.join(dir, `.${name}.${randomUUID()}.tmp`)
  try {
    const file = await fs.open(temporary, "wx", 0o600)
    try {
      await file.writeFile(content)
      await file.sync()
    } finally {
      await file.close()
    }
    if (onlyIfNew) {
      try {
        await fs.link(temporary, path.join(dir, name))
      } catch (error) {
        if (isCode(error, "EEXIST")) return false
        throw error
      }
    } else {
      await fs.rename(temporary, path.join(dir, name))
    }
    await syncFolder(dir)
    return true
  } finally {
    // After link the temporary name is a second name for the file; after a failure it is debris.
    await fs.rm(temporary, { force: true })
  }
}

const fileName = (key: string) => {
  // Keys are UUIDs (the handler checks); never let one name a path.
  if (!/^[0-9a-f-]{36}$/.test(key)) throw new Error("invalid enquiry key")
  return `${key}.json`
}

async function readRecord(file: string): Promise<StoredEnquiry | null> {
  try {
    return JSON.parse(await fs.readFile(file, "utf8")) as StoredEnquiry
  } catch (error) {
    if (isCode(error, "ENOENT")) return null
    throw error
  }
}

/** Every enquiry in an outbox, oldest first (temporary files are not enquiries). */
export async function readOutbox(dir: string): Promise<StoredEnquiry[]> {
  const names = await fs.readdir(dir).catch(() => [] as string[])
  const files = names.filter((name) => name.endsWith(".json") && !name.startsWith("."))
  const records = await Promise.all(files.map((name) => readRecord(path.join(dir, name))))
  return records
    .filter((record): record is StoredEnquiry => record !== null)
    .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt))
}

export function createOutboxStore(dir: string): EnquiryStore {
  // Status changes are read-modify-write: one at a time within this process. Only one server should
  // deliver from a folder (npm run serve or npm start, not both with Resend configured).
  let queue: Promise<unknown> = Promise.resolve()
  function exclusively<T>(work: () => Promise<T>): Promise<T> {
    const result = queue.then(work)
    queue = result.catch(() => undefined)
    return result
  }
  // Delivered is final: once seen, a file need not be read again by a sweep.
  const delivered = new Set<string>()

  async function update(key: string, change: (record: StoredEnquiry) => StoredEnquiry | null) {
    const current = await readRecord(path.join(dir, fileName(key)))
    const next = current && change(current)
    if (next) await writeDurably(dir, fileName(key), `${JSON.stringify(next, null, 2)}\n`, false)
  }

  return {
    description: `outbox ${dir}`,

    find: (key) => readRecord(path.join(dir, fileName(key))),

    async add(record) {
      const created = await writeDurably(
        dir,
        fileName(record.key),
        `${JSON.stringify(record, null, 2)}\n`,
        true,
      )
      if (created) return { stored: record, created }
      const stored = await readRecord(path.join(dir, fileName(record.key)))
      if (!stored) throw new Error("an enquiry file vanished while it was being read")
      return { stored, created }
    },

    claimDue: (now, leaseUntil, limit) =>
      exclusively(async () => {
        const names = await fs.readdir(dir).catch(() => [] as string[])
        const due: StoredEnquiry[] = []
        for (const name of names) {
          const key = name.slice(0, -".json".length)
          if (!name.endsWith(".json") || name.startsWith(".") || delivered.has(key)) continue
          const record = await readRecord(path.join(dir, name))
          if (!record) continue
          if (record.status === "delivered") delivered.add(record.key)
          else if (record.nextAttemptAt <= now && (!record.leaseUntil || record.leaseUntil <= now))
            due.push(record)
        }
        const claimed = due
          .sort((a, b) => a.nextAttemptAt.localeCompare(b.nextAttemptAt))
          .slice(0, limit)
          .map((record) => ({ ...record, leaseUntil, attempts: record.attempts + 1 }))
        for (const record of claimed) {
          await writeDurably(dir, fileName(record.key), `${JSON.stringify(record, null, 2)}\n`, false)
        }
        return claimed
      }),

    markDelivered: (key, at) =>
      exclusively(async () => {
        await update(key, (record) => ({
          ...record,
          status: "delivered",
          deliveredAt: at,
          leaseUntil: null,
          lastError: null,
        }))
        delivered.add(key)
      }),

    markFailed: (key, error, nextAttemptAt) =>
      exclusively(() =>
        update(key, (record) =>
          record.status === "delivered"
            ? null
            : { ...record, lastError: error, nextAttemptAt, leaseUntil: null },
        ),
      ),
  }
}
