/**
 * A person's request about their data (`npm run enquiries`): their own enquiries are those sent
 * from their address (case-insensitive); an enquiry by someone else whose name, company or message
 * mentions the address is a mention. Export lists both; erasure deletes their own and redacts the
 * address where it is mentioned, keeping the rest of the other person's enquiry.
 */
import type { EnquiryRecords, StoredEnquiry } from "./store.ts"

/** What replaces an erased address inside someone else's enquiry. */
export const REDACTED = "[address removed on request]"

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
const mentionOf = (email: string) => new RegExp(escape(email.trim()), "gi")

export interface Findings {
  own: StoredEnquiry[]
  mentions: StoredEnquiry[]
}

export async function findByAddress(store: EnquiryRecords, email: string): Promise<Findings> {
  const address = email.trim().toLowerCase()
  if (!address.includes("@")) throw new Error("not an e-mail address")
  const own: StoredEnquiry[] = []
  const mentions: StoredEnquiry[] = []
  for (const record of await store.all()) {
    const { name, company, message } = record.enquiry
    if (record.enquiry.email.trim().toLowerCase() === address) own.push(record)
    else if ([name, company, message].some((field) => mentionOf(address).test(field))) mentions.push(record)
  }
  return { own, mentions }
}

export interface ErasureReport {
  deleted: number
  redacted: number
}

export async function eraseAddress(store: EnquiryRecords, email: string): Promise<ErasureReport> {
  const { own, mentions } = await findByAddress(store, email)
  for (const record of own) await store.remove(record.key)
  for (const record of mentions) {
    const redact = (field: string) => field.replace(mentionOf(email), REDACTED)
    const { name, company, message } = record.enquiry
    await store.rewrite({
      ...record,
      enquiry: { ...record.enquiry, name: redact(name), company: redact(company), message: redact(message) },
    })
  }
  return { deleted: own.length, redacted: mentions.length }
}
