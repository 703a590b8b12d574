/**
 * Turns the JSON the form sent into a clean enquiry, or names the first field at fault with the
 * contract's error code. Plain code, no schema library: Deno loads it as it is.
 */
import {
  DEFAULT_LANGUAGE,
  ENQUIRY_FIELDS,
  type EnquiryErrorCode,
  type EnquiryField,
  FIELD_LIMITS,
  FORMER_HONEYPOT_FIELD,
  LANGUAGE_PATTERN,
  CONSENT_FIELDS,
  CONSENT_VALUE,
  NOTICE_VERSION_PATTERN,
} from "./contract.ts"

/** An enquiry as the visitor wrote it, cleaned. */
export interface Enquiry {
  name: string
  email: string
  company: string
  message: string
}

export interface ValidEnquiry {
  enquiry: Enquiry
  language: string
  /** The honeypot was filled in: answer as usual, keep nothing. */
  robot: boolean
  /** Where consent is required: the version of the notice the visitor agreed to. */
  consentedTo?: string
}

export class EnquiryProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: EnquiryErrorCode,
    message: string,
    readonly field?: EnquiryField,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }
}

// Control characters (C0, DEL, C1) and Unicode line/paragraph separators never belong in a header line.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g
// Invisible characters: bidi embeddings, overrides and isolates (U+202A–202E, U+2066–2069), zero-width
// spaces and joiners, word joiner, BOM, variation selectors, Hangul fillers, tags. They can reorder or
// hide what a header shows, or make a blank name look filled in.
const INVISIBLE_CHARACTERS = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu
// In the message, tabs and line breaks are what the visitor meant; other control characters are not.
// eslint-disable-next-line no-control-regex -- as above
const BODY_CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g
// Removed from the message too (the other fields lose every invisible character): bidi embeddings,
// overrides and isolates, which make text read in another order than it is written (Trojan Source),
// and tag characters, which carry text no one sees. Removed rather than refused: text pasted from a
// word processor carries embeddings the visitor never typed and cannot see to delete. The marks
// U+200E, U+200F and U+061C stay: Arabic text uses them, and they reorder nothing beyond themselves.
const BIDI_CONTROLS_AND_TAGS = /[\u202a-\u202e\u2066-\u2069\u{e0000}-\u{e007f}]/gu
// Something a reader can see: not a space, an invisible or formatting character, a combining mark
// (visible only on a letter), or the braille blank U+2800 (drawn as an empty cell).
const VISIBLE_CHARACTER = /[^\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\p{M}\u2800]/u
/** The address pattern zod 4 uses for z.email(): ASCII, a dot-separated local part, a real domain. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

/** One line, safe for a mail header: no controls, nothing invisible, single spaces. */
export function singleLine(value: string): string {
  return value.replace(CONTROL_CHARACTERS, " ").replace(INVISIBLE_CHARACTERS, "").replace(/\s+/g, " ").trim()
}

export function multiLine(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(BODY_CONTROL_CHARACTERS, "")
    .replace(BIDI_CONTROLS_AND_TAGS, "")
    .trim()
}

/** False for a value a reader would see as blank, however many characters it holds. */
const hasVisibleText = (value: string) => VISIBLE_CHARACTER.test(value)

const formatLimit = (count: number) => count.toLocaleString("en-US")

function bad(code: EnquiryErrorCode, message: string, field: EnquiryField): never {
  throw new EnquiryProblem(400, code, message, field)
}

function required(
  value: unknown,
  field: EnquiryField,
  clean: (value: string) => string,
  missing: [EnquiryErrorCode, string],
  max: number,
  tooLong: [EnquiryErrorCode, string],
): string {
  if (typeof value !== "string") bad(missing[0], missing[1], field)
  const cleaned = clean(value)
  if (!hasVisibleText(cleaned)) bad(missing[0], missing[1], field)
  if (cleaned.length > max) bad(tooLong[0], tooLong[1], field)
  return cleaned
}

/** Validates a parsed JSON object; throws an EnquiryProblem naming the first field at fault. */
export function validateEnquiry(
  body: Record<string, unknown>,
  { consentRequired = false }: { consentRequired?: boolean } = {},
): ValidEnquiry {
  const f = ENQUIRY_FIELDS
  const name = required(
    body[f.name],
    f.name,
    singleLine,
    ["missing_name", "Please enter your name."],
    FIELD_LIMITS.name,
    ["name_too_long", `Your name must be at most ${formatLimit(FIELD_LIMITS.name)} characters.`],
  )

  const email = required(
    body[f.email],
    f.email,
    singleLine,
    ["missing_email", "Please enter your email address."],
    FIELD_LIMITS.email,
    ["email_too_long", `Your email address must be at most ${FIELD_LIMITS.email} characters.`],
  )
  if (!EMAIL_PATTERN.test(email)) bad("invalid_email", "Please enter a valid email address.", f.email)

  const rawCompany = body[f.company] ?? ""
  if (typeof rawCompany !== "string") bad("invalid_company", "Your company name must be text.", f.company)
  // Optional: a company a reader would see as blank is no company.
  const cleanedCompany = singleLine(rawCompany)
  const company = hasVisibleText(cleanedCompany) ? cleanedCompany : ""
  if (company.length > FIELD_LIMITS.company) {
    bad(
      "company_too_long",
      `Your company name must be at most ${formatLimit(FIELD_LIMITS.company)} characters.`,
      f.company,
    )
  }

  const message = required(
    body[f.message],
    f.message,
    multiLine,
    ["missing_message", "Please enter a message."],
    FIELD_LIMITS.message,
    ["message_too_long", `Your message must be at most ${formatLimit(FIELD_LIMITS.message)} characters.`],
  )

  const language = body[f.language] ?? DEFAULT_LANGUAGE
  if (typeof language !== "string" || !LANGUAGE_PATTERN.test(language)) {
    bad("invalid_language", "The enquiry's language is not a language code such as en or ar.", f.language)
  }

  const notice = body[CONSENT_FIELDS.notice]
  if (consentRequired) {
    const given = body[CONSENT_FIELDS.consent] === CONSENT_VALUE
    const known = typeof notice === "string" && NOTICE_VERSION_PATTERN.test(notice)
    if (!given || !known)
      bad("missing_consent", "Please agree to the privacy notice.", CONSENT_FIELDS.consent)
  }

  const filled = (trap: unknown) => trap !== undefined && trap !== null && trap !== ""
  return {
    enquiry: { name, email, company, message },
    language: language.toLowerCase(),
    robot: filled(body[f.honeypot]) || filled(body[FORMER_HONEYPOT_FIELD]),
    ...(consentRequired && { consentedTo: notice as string }),
  }
}
