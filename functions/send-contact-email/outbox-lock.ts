/**
 * One read-modify-write at a time on an outbox folder, across processes: the local server's
 * retries and `npm run enquiries -- erase` both change records, and a copy read before an erasure
 * and renamed into place after it brought erased enquiries back (then e-mailed them). The lock is
 * a folder, `.lock` (mkdir is atomic), holding the owner's process id; one whose owner has gone is
 * taken over. Only status changes, retention and privacy requests take it: storing a new enquiry
 * (a link that fails if the key exists) and answering a repeat never wait for it, so a full or
 * read-only outbox still answers a repeat with its id.
 */
import fs from "node:fs/promises"
import path from "node:path"

const LOCK = ".lock"
/** A lock folder without an owner's id (its writer stopped between the two steps) is stale after this. */
const UNCLAIMED_STALE_MS = 30_000

const isCode = (error: unknown, ...codes: string[]) =>
  codes.includes((error as NodeJS.ErrnoException | null)?.code ?? "")

export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return isCode(error, "EPERM")
  }
}

/** Whether the lock at `lock` belongs to no running process (this one never waits on itself: its callers queue). */
async function stale(lock: string): Promise<boolean> {
  const owner = Number(await fs.readFile(path.join(lock, "owner"), "utf8").catch(() => ""))
  if (Number.isInteger(owner) && owner > 0) return owner === process.pid || !isRunning(owner)
  const since = await fs.stat(lock).then(
    (stats) => stats.mtimeMs,
    () => 0,
  )
  return Date.now() - since > UNCLAIMED_STALE_MS
}

/**
 * Runs `work` holding the folder's lock; waits up to `waitMs` for another process's, then fails
 * saying so. Callers within one process must not overlap (the store queues them).
 */
export function createFolderLock(dir: string, { waitMs = 60_000, pollMs = 25 } = {}) {
  const lock = path.join(dir, LOCK)
  async function acquire() {
    const giveUpAt = Date.now() + waitMs
    for (;;) {
      try {
        await fs.mkdir(lock)
      } catch (error) {
        if (isCode(error, "ENOENT")) {
          await fs.mkdir(dir, { recursive: true })
          continue
        }
        if (!isCode(error, "EEXIST")) throw error
        if (await stale(lock)) {
          await fs.rm(lock, { recursive: true, force: true })
          continue
        }
        if (Date.now() > giveUpAt) throw new Error(`the outbox is locked by another process (${lock})`)
        await new Promise((resolve) => setTimeout(resolve, pollMs))
        continue
      }
      try {
        await fs.writeFile(path.join(lock, "owner"), String(process.pid))
        return
      } catch (error) {
        // A full disk: leave no ownerless lock for others to wait out.
        await fs.rm(lock, { recursive: true, force: true }).catch(() => undefined)
        throw error
      }
    }
  }
  return async function locked<T>(work: () => Promise<T>): Promise<T> {
    await acquire()
    try {
      return await work()
    } finally {
      await fs.rm(lock, { recursive: true, force: true }).catch(() => undefined)
    }
  }
}
