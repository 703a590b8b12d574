/**
 * The local store (Node only): each enquiry is its own JSON file, `<Idempotency-Key>.json`, in a
 * folder (`.data/outbox/` by default). Without a mail service configured, this folder is where
 * enquiries end; with one, each file also records its delivery.
 *
 * Every write goes to a temporary file that is flushed to disk, then linked (new enquiry: fails if
 * the key exists, so a repeat is never stored twice) or renamed (status update) into place, and
 * the folder itself is flushed. The link or rename is the one step that keeps a record: an error
 * before it means nothing was kept (the handler's 502), and nothing after it can turn a kept record
 * into an error. The folder is (re)created before every write, so a folder deleted while the server
 * runs heals by itself. A failed write empties its temporary file through the open handle and
 * removes it; if the folder refuses the removal (read-only, immutable), the next write retries it,
 * and temporary files a crash left are removed when the store starts.
 */
import { randomUUID } from "node:crypto"
import fs from "node:fs/promises"
import path from "node:path"
import { retentionCutoff, failureCutoff } from "./data-policy"
import {
  attemptFailed,
  claimed as claimedFor,
  delivered as deliveredAt,
  givenUp,
  handled,
  isDue,
  isExpired,
  isUnhandled,
  retried,
} from "./delivery-state"
import { createFolderLock, isRunning } from "./outbox-lock"
import { type AlertState, NO_ALERT_YET, type RetainedStore, type StoredEnquiry } from "./store"

const isCode = (error: unknown, ...codes: string[]) =>
  codes.includes((error as NodeJS.ErrnoException | null)?.code ?? "")

const isTemporary = (name: string) => name.startsWith(".") && name.endsWith(".tmp")

/** A temporary file a running process is writing (its name carries the writer's id): not a leftover. */
function beingWritten(name: string) {
  const writer = Number(/\.json\.(\d+)\.[0-9a-f-]+\.tmp$/.exec(name)?.[1])
  return Number.isInteger(writer) && (writer === process.pid || isRunning(writer))
}

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

/** Temporary files that could not be removed when their write failed: retried before each write. */
function createLeftovers(dir: string) {
  const pending = new Set<string>()
  async function remove(file: string) {
    try {
      await fs.rm(file, { force: true })
      pending.delete(file)
    } catch {
      pending.add(file)
    }
  }
  // On start: what a crashed write left (the folder may not exist yet), not what the server or
  // `npm run enquiries` is writing beside this process.
  const started = fs.readdir(dir).then(
    (names) =>
      Promise.all(
        names
          .filter((name) => isTemporary(name) && !beingWritten(name))
          .map((name) => remove(path.join(dir, name))),
      ),
    () => undefined,
  )
  return {
    remove,
    async removeEarlier() {
      await started
      await Promise.all([...pending].map(remove))
    },
  }
}

type Leftovers = ReturnType<typeof createLeftovers>

/** Writes `content` to `dir/name` durably; with `onlyIfNew`, answers false when the file exists. */
async function writeDurably(
  dir: string,
  name: string,
  content: string,
  onlyIfNew: boolean,
  leftovers: Leftovers,
): Promise<boolean> {
  await leftovers.removeEarlier()
  await fs.mkdir(dir, { recursive: true })
  const temporary = path.join(dir, `.${name}.${process.pid}.${randomUUID()}.tmp`)
  const file = await fs.open(temporary, "wx", 0o600)
  let kept = false
  try {
    await file.writeFile(content)
    await file.sync()
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
    kept = true
  } finally {
    // Not kept: no copy of the enquiry stays behind, even if the folder refuses to let the name go.
    if (!kept) await file.truncate(0).catch(() => undefined)
    await file.close().catch(() => undefined)
    // After a link the temporary name is a second name for the record; after a rename it is gone.
    if (!kept || onlyIfNew) await leftovers.remove(temporary)
  }
  // Kept whatever follows: a folder that cannot be flushed now only weakens the power-cut promise.
  await syncFolder(dir).catch(() => undefined)
  return true
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

/** A record, or null when it is gone or cannot be read (then `unreadable` hears its file name). */
async function readOrSkip(file: string, unreadable: (name: string) => void) {
  try {
    return await readRecord(file)
  } catch {
    unreadable(path.basename(file))
    return null
  }
}

/**
 * Every enquiry in an outbox, oldest first (temporary files are not enquiries). A file that cannot
 * be read or parsed is skipped and named to `unreadable`: one bad file stops nothing else.
 */
export async function readOutbox(
  dir: string,
  unreadable: (name: string) => void = () => undefined,
): Promise<StoredEnquiry[]> {
  const names = await fs.readdir(dir).catch(() => [] as string[])
  const files = names.filter((name) => name.endsWith(".json") && !name.startsWith("."))
  const records = await Promise.all(files.map((name) => readOrSkip(path.join(dir, name), unreadable)))
  return records
    .filter((record): record is StoredEnquiry => record !== null && typeof record.receivedAt === "string")
    .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt))
}

/** Where the alert's cadence is kept, beside the enquiries (a dot file: not an enquiry). */
const ALERT_STATE = ".alert-state.json"

/**
 * The outbox has no index: a file's modification time cannot date it (every status change rewrites
 * it), so retention reads each record's receivedAt. One folder holds a month of enquiries.
 */
export function createOutboxStore(
  dir: string,
  { log = (line: string) => console.error(line) }: { log?: (line: string) => void } = {},
): RetainedStore {
  // The file's name is its Idempotency-Key: no personal data.
  const unreadable = (name: string) => log(`[outbox] skipped ${name}: it cannot be read as an enquiry`)
  // Status changes, retention and alert state are read-modify-write: one at a time within this
  // process, and across processes by the folder's lock (outbox-lock.ts), so an erasure, the
  // command's retry/done and the server's retries never undo each other.
  let queue: Promise<unknown> = Promise.resolve()
  const locked = createFolderLock(dir)
  function exclusively<T>(work: () => Promise<T>): Promise<T> {
    const result = queue.then(() => locked(work))
    queue = result.catch(() => undefined)
    return result
  }
  // Delivered is final: once seen, a file need not be read again by a sweep.
  const delivered = new Set<string>()
  const leftovers = createLeftovers(dir)
  const write = (key: string, record: StoredEnquiry, onlyIfNew: boolean) =>
    writeDurably(dir, fileName(key), `${JSON.stringify(record, null, 2)}\n`, onlyIfNew, leftovers)

  async function update(key: string, change: (record: StoredEnquiry) => StoredEnquiry | null) {
    const current = await readRecord(path.join(dir, fileName(key)))
    const next = current && change(current)
    if (next) await write(key, next, false)
    return next
  }

  return {
    description: `outbox ${dir}`,

    find: (key) => readRecord(path.join(dir, fileName(key))),

    async add(record) {
      // A repeat is answered from what is kept before anything is written, so a visitor's retry is
      // answered with its id even while the disk is full or read-only.
      const known = await readRecord(path.join(dir, fileName(record.key)))
      if (known) return { stored: known, created: false }
      const created = await write(record.key, record, true)
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
          const record = await readOrSkip(path.join(dir, name), unreadable)
          if (!record) continue
          if (record.status === "delivered") delivered.add(record.key)
          else if (isDue(record, now)) due.push(record)
        }
        const claimed = due
          .sort((a, b) => a.nextAttemptAt.localeCompare(b.nextAttemptAt))
          .slice(0, limit)
          .map((record) => claimedFor(record, leaseUntil))
        for (const record of claimed) await write(record.key, record, false)
        return claimed
      }),

    markDelivered: (key, at) =>
      exclusively(async () => {
        await update(key, (record) => deliveredAt(record, at))
        delivered.add(key)
      }),

    markFailed: (key, error, nextAttemptAt) =>
      exclusively(async () => {
        await update(key, (record) => attemptFailed(record, error, nextAttemptAt))
      }),

    retain: (policy, now) =>
      exclusively(async () => {
        const failBefore = failureCutoff(now, policy)
        const deleteBefore = retentionCutoff(now, policy)
        let failed = 0
        let deleted = 0
        for (const record of await readOutbox(dir, unreadable)) {
          const given = givenUp(record, failBefore)
          if (given) failed++
          if (isExpired(record, deleteBefore)) {
            await fs.rm(path.join(dir, fileName(record.key)), { force: true })
            deleted++
          } else if (given) await write(record.key, given, false)
        }
        if (deleted) await syncFolder(dir).catch(() => undefined)
        return { failed, deleted }
      }),

    all: () => readOutbox(dir, unreadable),

    unhandled: async () => (await readOutbox(dir, unreadable)).filter(isUnhandled),

    // No index by id: the folder is read, as retention reads it (a month of enquiries, on one disk).
    findById: async (id) => (await readOutbox(dir, unreadable)).find((record) => record.id === id) ?? null,

    retry: (key, at) => exclusively(() => update(key, (record) => retried(record, at))),

    markHandled: (key, at) => exclusively(() => update(key, (record) => handled(record, at))),

    async alertState() {
      try {
        return {
          ...NO_ALERT_YET,
          ...(JSON.parse(await fs.readFile(path.join(dir, ALERT_STATE), "utf8")) as AlertState),
        }
      } catch {
        return NO_ALERT_YET
      }
    },

    saveAlertState: (state) =>
      exclusively(async () => {
        await writeDurably(dir, ALERT_STATE, `${JSON.stringify(state)}\n`, false, leftovers)
      }),

    remove: (key) =>
      exclusively(async () => {
        await fs.rm(path.join(dir, fileName(key)), { force: true })
        await syncFolder(dir).catch(() => undefined)
      }),

    rewrite: (record, formerKey) =>
      exclusively(async () => {
        const current = await readRecord(path.join(dir, fileName(formerKey)))
        if (!current) return
        const { enquiry, fingerprint, key } = record
        await write(key, { ...current, enquiry, fingerprint, key }, true)
        await fs.rm(path.join(dir, fileName(formerKey)), { force: true })
        await syncFolder(dir).catch(() => undefined)
      }),
  }
}
