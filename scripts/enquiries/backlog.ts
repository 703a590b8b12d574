/**
 * The firm's commands for enquiries mail has not brought (`npm run enquiries -- …`):
 *
 *   list [--show] [--all]   what is not yet handled (pending or failed), oldest first: id, received,
 *                           status, attempts, last error; --show adds name, address, company and
 *                           message; --all lists every stored enquiry, handled and delivered too
 *   show <id>               one enquiry, whole, as JSON
 *   retry <id> | retry --undelivered
 *                           due again now: the next sweep sends it, and the failure period counts
 *                           from now, so retention does not fail it again at once
 *   done <id>               handled (answered from the store): no more alerts about it
 *
 * Only stdout carries an enquiry's contents, and only for `show` and `list --show`; stderr says
 * counts and what to do next.
 */
import type { RetainedStore, StoredEnquiry } from "../../functions/send-contact-email/store"

export const BACKLOG_COMMANDS = ["list", "show", "retry", "done"] as const
export const BACKLOG_USAGE =
  "npm run enquiries -- list [--show] [--all] | show <id> | retry <id> | retry --undelivered | done <id>"

export interface Output {
  out: (text: string) => void
  err: (text: string) => void
  now: () => number
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function row(record: StoredEnquiry, show: boolean): string {
  const columns = [
    record.id,
    record.receivedAt,
    record.status,
    String(record.attempts),
    record.lastError ?? "-",
  ]
  if (show) {
    const { name, email, company, message } = record.enquiry
    columns.push(name, email, company || "-", JSON.stringify(message))
  }
  return columns.join("\t")
}

async function byId(store: RetainedStore, id: string | undefined, io: Output) {
  if (!id || !UUID.test(id)) {
    io.err(`give the enquiry's id (a UUID, as \`list\` shows it): ${BACKLOG_USAGE}`)
    return { code: 2 as const }
  }
  const record = await store.findById(id.toLowerCase())
  if (!record) {
    io.err(`no enquiry with the id ${id} in the ${store.description} (deleted by retention, or never kept)`)
    return { code: 1 as const }
  }
  return { record }
}

export async function backlogCommand(store: RetainedStore, argv: string[], io: Output): Promise<number> {
  const [command, ...rest] = argv
  const flags = new Set(rest.filter((arg) => arg.startsWith("--")))
  const at = () => new Date(io.now()).toISOString()

  if (command === "list") {
    const unknown = [...flags].filter((flag) => !["--show", "--all"].includes(flag))
    if (unknown.length || rest.some((arg) => !arg.startsWith("--"))) {
      io.err(`list takes --show and --all only: ${BACKLOG_USAGE}`)
      return 2
    }
    const records = flags.has("--all") ? await store.all() : await store.unhandled()
    const show = flags.has("--show")
    const head = ["id", "received", "status", "attempts", "last error"]
    if (show) head.push("name", "email", "company", "message")
    io.out([head.join("\t"), ...records.map((record) => row(record, show))].join("\n") + "\n")
    io.err(
      `${store.description}: ${records.length} ${flags.has("--all") ? "stored" : "not yet handled"}` +
        (records.length && !flags.has("--all")
          ? "; read one with `show <id>`, then `done <id>` or `retry <id>`"
          : ""),
    )
    return 0
  }

  if (command === "show") {
    const found = await byId(store, rest[0], io)
    if (!found.record) return found.code
    io.out(`${JSON.stringify(found.record, null, 2)}\n`)
    return 0
  }

  if (command === "retry" && rest[0] === "--undelivered" && rest.length === 1) {
    let retried = 0
    for (const record of await store.unhandled()) if (await store.retry(record.key, at())) retried++
    io.err(`${store.description}: ${retried} due again; the next sweep sends them`)
    return 0
  }

  if (command === "retry" || command === "done") {
    if (rest.length !== 1) {
      io.err(BACKLOG_USAGE)
      return 2
    }
    const found = await byId(store, rest[0], io)
    if (!found.record) return found.code
    const changed =
      command === "retry"
        ? await store.retry(found.record.key, at())
        : await store.markHandled(found.record.key, at())
    if (!changed) {
      io.err(`enquiry ${found.record.id} is ${found.record.status}: nothing to ${command}`)
      return 1
    }
    io.err(
      command === "retry"
        ? `enquiry ${changed.id} is due again; the next sweep sends it`
        : `enquiry ${changed.id} marked handled`,
    )
    return 0
  }

  io.err(BACKLOG_USAGE)
  return 2
}
