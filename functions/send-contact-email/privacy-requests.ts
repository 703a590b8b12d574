/**
 * A person's request about their data (`npm run enquiries`): their own enquiries are those sent
 * from their address; an enquiry by someone else whose name, company or message names the address
 * is a mention. Export lists both; erasure deletes their own and redacts the address where it is
 * mentioned, keeping the rest of the other person's enquiry.
 *
 * An address is matched only whole, ASCII case-insensitively (the form stores ASCII addresses only,
 * so a look-alike such as the Kelvin sign never folds into a letter): not inside a longer address,
 * not as the start of a longer domain. A mention is also found written with a fullwidth ＠, with
 * the @ percent-encoded (a link: `?email=nour%40example.org`), or with invisible characters between
 * its letters. Any other form a reader would still recognise (fullwidth letters, other percent
 * escapes) is reported, not rewritten: the firm edits those by hand.
 */
import { fingerprintOf, type EnquiryRecords, type StoredEnquiry } from "./store.ts"
import { EMAIL_PATTERN } from "./validate.ts"

/** What replaces an erased address inside someone else's enquiry. */
export const REDACTED = "[address removed on request]"

/** A request the command refuses before it reads or changes anything. */
export class RequestProblem extends Error {}

const asciiLower = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase())

/** The address a request names, checked with the form's own rule and ASCII lower-cased; else RequestProblem. */
export function requestedAddress(input: string): string {
  const address = input.trim()
  // Stored addresses are ASCII (EMAIL_PATTERN): anything else names no one the store knows.
  if (!/^[\x21-\x7e]+$/.test(address))
    throw new RequestProblem("not an e-mail address: the form stores only ASCII addresses")
  if (!EMAIL_PATTERN.test(address)) throw new RequestProblem("not an e-mail address the form would accept")
  return asciiLower(address)
}

// Characters a reader does not see, which may sit between an address's letters.
const INVISIBLE = "[\\u00ad\\u180e\\u200b-\\u200f\\u2060-\\u2064\\ufeff]*"
// A whole address: no character of a local part the form accepts before it (so not the end of a
// longer address), no domain character or further label after it.
const BEFORE = "(?<![A-Za-z0-9_'+.-])"
const AFTER = "(?![A-Za-z0-9-]|\\.[A-Za-z0-9])"

/** Every mention of `address` (checked, lower-case) in the forms erasure rewrites. */
function mentionPattern(address: string): RegExp {
  const parts = [...address].map((character) => {
    if (character === "@") return "(?:@|\\uff20|%40)"
    if (/[a-z]/.test(character)) return `[${character}${character.toUpperCase()}]`
    return character.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&")
  })
  return new RegExp(`${BEFORE}${parts.join(INVISIBLE)}${AFTER}`, "g")
}

/** The text as a reader would read it: compatibility forms folded, invisible characters and percent escapes gone. */
function asRead(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu, "")
    .replace(/%([0-9A-Fa-f]{2})/g, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

type Field = "name" | "company" | "message"
const FIELDS: Field[] = ["name", "company", "message"]

/** The enquiry's fields with every rewritable mention of `address` redacted. */
function redacted(record: StoredEnquiry, address: string): StoredEnquiry["enquiry"] {
  const enquiry = { ...record.enquiry }
  for (const field of FIELDS) enquiry[field] = enquiry[field].replace(mentionPattern(address), REDACTED)
  return enquiry
}

export interface Findings {
  own: StoredEnquiry[]
  /** Others' enquiries in which erasure removes the address. */
  mentions: StoredEnquiry[]
  /** Others' enquiries that would still name it after erasure, in a form it cannot rewrite: by hand. */
  byHand: StoredEnquiry[]
}

/**
 * Records that may concern an address: its own, or text that could name it. A store that can
 * select in place (Postgres, in SQL) answers a superset; the others answer every record.
 */
export interface AddressCandidates {
  candidates?(address: string): Promise<StoredEnquiry[]>
}

export async function findByAddress(
  store: EnquiryRecords & AddressCandidates,
  email: string,
): Promise<Findings> {
  const address = requestedAddress(email)
  const own: StoredEnquiry[] = []
  const mentions: StoredEnquiry[] = []
  const byHand: StoredEnquiry[] = []
  const pattern = mentionPattern(address)
  const records = store.candidates ? await store.candidates(address) : await store.all()
  for (const record of records) {
    if (asciiLower(record.enquiry.email.trim()) === address) {
      own.push(record)
      continue
    }
    if (FIELDS.some((field) => new RegExp(pattern).test(record.enquiry[field]))) mentions.push(record)
    const after = redacted(record, address)
    if (FIELDS.some((field) => new RegExp(pattern).test(asRead(after[field])))) byHand.push(record)
  }
  return { own, mentions, byHand }
}

export interface ErasureReport {
  deleted: number
  redacted: number
  /** Still naming the address in a form erasure cannot rewrite. */
  byHand: StoredEnquiry[]
}

/**
 * Deletes the address's own enquiries and redacts it in others'. A redacted enquiry gets a new
 * fingerprint (of what it now says) and a new random key: the old ones were hashes over the
 * original words, so one hash per guess would confirm the erased address. A run stopped half-way
 * (a network error) says how far it got; running it again finishes it.
 */
export async function eraseAddress(
  store: EnquiryRecords & AddressCandidates,
  email: string,
  findings?: Findings,
): Promise<ErasureReport> {
  const address = requestedAddress(email)
  const { own, mentions, byHand } = findings ?? (await findByAddress(store, address))
  const total = own.length + mentions.length
  let done = 0
  try {
    for (const record of own) {
      await store.remove(record.key)
      done++
    }
    for (const record of mentions) {
      const enquiry = redacted(record, address)
      const fingerprint = await fingerprintOf(enquiry, record.language)
      await store.rewrite({ ...record, enquiry, fingerprint, key: crypto.randomUUID() }, record.key)
      done++
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : "failed"
    throw new Error(`erasure stopped after ${done} of ${total} changes (${reason}); run it again to finish`)
  }
  return { deleted: own.length, redacted: mentions.length, byHand }
}
