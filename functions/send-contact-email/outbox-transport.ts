import { randomUUID } from "node:crypto"
import fs from "node:fs/promises"
import path from "node:path"
import type { EnquiryMail, MailTransport } from "./handler"

/** What one outbox file holds. */
export type OutboxEntry = EnquiryMail

/**
 * The local default transport: each enquiry becomes its own JSON file in `dir`, written to a
 * temporary name, flushed to disk and renamed, so a reader never sees half an enquiry and a
 * crash never leaves one behind that the visitor was told had arrived.
 */
export function createOutboxTransport(dir: string): MailTransport {
  let ready: Promise<unknown> | undefined
  return {
    async send(mail) {
      ready ??= fs.mkdir(dir, { recursive: true })
      await ready
      // Sorts by arrival; the id keeps names unique within the same millisecond.
      const name = `${mail.receivedAt.replace(/[:.]/g, "-")}-${mail.id}.json`
      const temporary = path.join(dir, `.${name}.${randomUUID()}.tmp`)
      const file = await fs.open(temporary, "wx", 0o600)
      try {
        await file.writeFile(`${JSON.stringify(mail, null, 2)}\n`)
        await file.sync()
      } finally {
        await file.close()
      }
      try {
        await fs.rename(temporary, path.join(dir, name))
      } catch (error) {
        await fs.rm(temporary, { force: true })
        throw error
      }
    },
  }
}

/** The enquiries in an outbox, oldest first (temporary files are not enquiries yet). */
export async function readOutbox(dir: string): Promise<OutboxEntry[]> {
  const names = await fs.readdir(dir).catch(() => [] as string[])
  const files = names.filter((name) => name.endsWith(".json") && !name.startsWith(".")).sort()
  return Promise.all(files.map(async (name) => JSON.parse(await fs.readFile(path.join(dir, name), "utf8"))))
}
