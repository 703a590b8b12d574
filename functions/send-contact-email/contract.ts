/**
 * The enquiry contract: what the form sends and what the function answers. The handler, every
 * runtime entry and the form import it; it imports nothing, so Deno loads it as it is.
 */

/** Where the form posts, under the site (same origin) or the Supabase project. */
export const ENQUIRY_PATH = "/functions/v1/send-contact-email"

/** The hidden field only robots fill in. */
export const HONEYPOT_FIELD = "website"

/** One UUID per filled form, sent again with every retry: a repeat is answered, never stored twice. */
export const IDEMPOTENCY_HEADER = "Idempotency-Key"

/** The JSON body of an enquiry. */
export interface EnquiryRequestBody {
  name: string
  email: string
  company: string
  message: string
  [HONEYPOT_FIELD]: string
  /** The language of the page the visitor wrote from, e.g. "ar". */
  language: string
}

export const FIELD_LIMITS = { name: 200, email: 254, company: 200, message: 5000 } as const

/** Stable, machine-readable reasons beside the readable `error`: the form words them in the page's language. */
export const ENQUIRY_ERROR_CODES = [
  "missing_name",
  "name_too_long",
  "missing_email",
  "invalid_email",
  "email_too_long",
  "invalid_company",
  "company_too_long",
  "missing_message",
  "message_too_long",
  "invalid_language",
  "invalid_json",
  "invalid_request",
  "invalid_idempotency_key",
  "unsupported_media_type",
  "too_large",
  "method_not_allowed",
  "origin_not_allowed",
  "rate_limited",
  "delivery_failed",
] as const

export type EnquiryErrorCode = (typeof ENQUIRY_ERROR_CODES)[number]

export interface EnquiryErrorBody {
  error: string
  code: EnquiryErrorCode
  /** The field at fault, where there is one. */
  field?: string
}

export interface EnquirySuccessBody {
  ok: true
  id: string
}
