/**
 * The enquiry contract between the form and the function: where it posts, what it sends, what it
 * gets back. Every runtime (local Node server, Netlify, Supabase/Deno) and the form import this one
 * module. It imports nothing, so Deno and the browser bundle load it as it is.
 */

/** The path the form posts to, below the site (same origin) or below `GATSBY_SUPABASE_URL`. */
export const ENQUIRY_PATH = "/functions/v1/send-contact-email"

/** The body's field names (a JSON object's keys, or a plain form's field names). */
export const ENQUIRY_FIELDS = {
  name: "name",
  email: "email",
  company: "company",
  message: "message",
  /**
   * Hidden from people; robots fill it in. Any value other than "" (or absent) marks a robot. Named
   * so that no browser's autofill takes it for a field it knows (name, e-mail, organisation,
   * address, phone, URL: "website" could be), which would drop a real enquiry without a word.
   */
  honeypot: "leave_blank",
  /** The page's language code, e.g. "en" or "ar"; absent means "en". */
  language: "language",
} as const

/**
 * Sent only where consent is required (data-policy.ts, CONSENT_REQUIRED); apart from ENQUIRY_FIELDS
 * so that a form without the box carries none of it.
 */
export const CONSENT_FIELDS = {
  /** The consent box: CONSENT_VALUE when ticked. */
  consent: "consent",
  /** Beside the box: the version of the privacy notice the page showed, its "last changed" date. */
  notice: "notice",
} as const

/** What a ticked consent box sends. */
export const CONSENT_VALUE = "yes"
/** A notice version: the privacy page's `updated` date, YYYY-MM-DD. */
export const NOTICE_VERSION_PATTERN = /^\d{4}-\d{2}-\d{2}$/

export const HONEYPOT_FIELD = ENQUIRY_FIELDS.honeypot
/** The honeypot's former name: a page built before it changed, still cached, posts it. */
export const FORMER_HONEYPOT_FIELD = "website"

export type EnquiryField =
  (typeof ENQUIRY_FIELDS)[keyof typeof ENQUIRY_FIELDS] | (typeof CONSENT_FIELDS)[keyof typeof CONSENT_FIELDS]

/** The JSON body the form sends. */
export interface EnquiryRequestBody {
  name: string
  email: string
  company?: string
  message: string
  leave_blank?: string
  /** FORMER_HONEYPOT_FIELD, from pages built before it was renamed. */
  website?: string
  language?: string
  consent?: string
  notice?: string
}

/**
 * One UUID per filled form, sent again unchanged when the form retries after a timeout or a network
 * error, and renewed when the visitor changes a field. The function stores an enquiry once per key.
 */
export const IDEMPOTENCY_HEADER = "Idempotency-Key"
/** A UUID (any version), as `crypto.randomUUID()` makes. */
export const IDEMPOTENCY_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Characters, after trimming. The form's inputs carry them as `maxLength`, and the content's
 * `<field>_too_long` messages show them through their `{max}` placeholder.
 */
export const FIELD_LIMITS = { name: 200, email: 254, company: 200, message: 5000 } as const
/**
 * The enquiry's text in bytes: a JSON body longer than this is refused with `too_large` before it is
 * read, and a form body three times this (each byte of text can travel as "%D8").
 */
export const MAX_BODY_BYTES = 32 * 1024

export const DEFAULT_LANGUAGE = "en"
/** A language code: a primary tag of 2–3 lower-case letters, optionally one subtag ("ar", "en-GB"). */
export const LANGUAGE_PATTERN = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/

/**
 * Machine-readable reasons, listed here only: the form shows its own text per code (the content's
 * `form.errors`, every language; __tests__/enquiry-contract.test.ts fails when the two differ) and
 * falls back to `error`.
 */
export const ENQUIRY_ERROR_CODES = [
  "missing_name",
  "name_too_long",
  "missing_email",
  "invalid_email",
  "email_too_long",
  "invalid_company",
  "company_too_long",
  "missing_message",
  /** Consent is required (data-policy.ts) and the box was not ticked, or the notice's version is missing. */
  "missing_consent",
  "message_too_long",
  "invalid_language",
  "invalid_json",
  "invalid_request",
  "invalid_idempotency_key",
  /** The same Idempotency-Key came back with different fields: make a new key when a field changes. */
  "idempotency_key_reused",
  "unsupported_media_type",
  "too_large",
  "method_not_allowed",
  "origin_not_allowed",
  "rate_limited",
  "delivery_failed",
] as const

export type EnquiryErrorCode = (typeof ENQUIRY_ERROR_CODES)[number]

/** The limit a `<field>_too_long` code speaks of (`message_too_long` → 5000); none for other codes. */
export function limitFor(code: string): number | undefined {
  const field = /^(\w+)_too_long$/.exec(code)?.[1]
  return field && field in FIELD_LIMITS ? FIELD_LIMITS[field as keyof typeof FIELD_LIMITS] : undefined
}

/**
 * A plain HTML form (no script) posts `application/x-www-form-urlencoded` with the same fields, and
 * one more, hidden: where the page's result pages are, as the path of its language's contact page
 * ("/contact/", "/ar/contact/", under any path prefix). The function answers such a post with
 * `303 See Other` to one of them; the site builds a page for each (src/pages/contact/).
 */
export const RESULTS_FIELD = "results"
/** A path of plain segments ending in "/": never another host ("//…"), a scheme or a backslash. */
export const RESULTS_PATH_PATTERN = /^\/(?:[A-Za-z0-9._~-]+\/)*$/
/**
 * Below the results path: `sent/`, and `not-sent/` with the error code as its fragment
 * (`not-sent/#invalid_email`), which the page shows in its language without a script (CSS :target).
 * `rate_limited` carries the minutes to wait (`#rate_limited-3`); the page has a sentence for each
 * wait up to LONGEST_WAIT_SHOWN minutes (the default rate window), a longer one shows no reason.
 */
export const RESULT_PAGES = { sent: "sent/", notSent: "not-sent/" } as const
export const LONGEST_WAIT_SHOWN = 10

/** The fragment of the `not-sent/` page that shows `code` (and the wait, for `rate_limited`). */
export function reasonAnchor(code: EnquiryErrorCode, minutes?: number): string {
  return code === "rate_limited" && minutes ? `${code}-${minutes}` : code
}

/**
 * 200: stored (and being delivered). A repeat with the same Idempotency-Key answers the same id.
 * @public The contract for any client of the function.
 */
export interface EnquiryAccepted {
  ok: true
  id: string
}

/**
 * Every 4xx/5xx answer. `field` names the one field at fault, when there is one.
 * @public The contract for any client of the function.
 */
export interface EnquiryErrorBody {
  error: string
  code: EnquiryErrorCode
  field?: EnquiryField
}
