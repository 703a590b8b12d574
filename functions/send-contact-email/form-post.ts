/**
 * What is particular to a plain HTML form's post (the enquiry form before or without its script):
 * where to send the visitor afterwards, and the Idempotency-Key a form cannot send as a header.
 *
 * Imports only its neighbours, with explicit `.ts` extensions, so Deno loads it as it is.
 */
import { NON_PAGE_ANSWER_HEADERS } from "./answer-headers.ts"
import {
  type EnquiryErrorCode,
  RESULT_PAGES,
  RESULTS_FIELD,
  RESULTS_PATH_PATTERN,
  reasonAnchor,
} from "./contract.ts"

/** Where the page that posted keeps its result pages: a path on the site, and the site's origin when it is not the function's. */
export interface ResultPages {
  path: string
  origin: string | null
}

/** The form's results path, or null when it is missing or could lead anywhere but a page of the site. */
export function resultPagesOf(fields: Record<string, unknown>, origin: string | null): ResultPages | null {
  const path = fields[RESULTS_FIELD]
  return typeof path === "string" && RESULTS_PATH_PATTERN.test(path) ? { path, origin } : null
}

/**
 * `303 See Other` to the result page: the browser follows it with a GET, so Reload there never
 * posts the enquiry again, and Back returns to the form as the visitor left it. On the site's own
 * origin the address is relative (the browser keeps the scheme it used); for an allowed other
 * origin (the Supabase function, the site on GitHub Pages) it is that origin, already checked.
 */
export function seeResult(
  pages: ResultPages,
  outcome: { sent: true } | { sent: false; code: EnquiryErrorCode; minutes?: number },
): Response {
  const page = outcome.sent
    ? `${pages.path}${RESULT_PAGES.sent}`
    : `${pages.path}${RESULT_PAGES.notSent}#${reasonAnchor(outcome.code, outcome.minutes)}`
  return new Response(null, {
    status: 303,
    headers: {
      ...NON_PAGE_ANSWER_HEADERS,
      Location: `${pages.origin ?? ""}${page}`,
      "Cache-Control": "no-store",
    },
  })
}

/**
 * How long the same words from the same browser count as one enquiry: a double click (milliseconds),
 * the browser's Reload of the post (seconds), Back and Send again after reading the result page (a
 * minute or two) all fall well inside it. Ten minutes, the rate limit's own window: longer, and a
 * visitor who deliberately sends the same text again (no answer came) is told "sent" while nothing
 * new is kept; two people behind one address with one browser build who send the very same name,
 * address and message are merged only within it.
 */
export const RESUBMISSION_WINDOW_MS = 10 * 60_000

/**
 * The keys a resubmission at `time` may carry: this window's, then the previous window's. A static
 * page cannot give each visitor a key of its own (one written into the HTML at build time would be
 * every visitor's), so a form post's Idempotency-Key is derived from who sent what, and when: the
 * client address the platform saw, the browser's User-Agent, the enquiry's fingerprint (its cleaned
 * fields and language) and the window of RESUBMISSION_WINDOW_MS the post falls in. The handler
 * stores a form post under the first, and takes an enquiry stored under the second as the one a
 * post repeats only if it was received less than a window ago: one sliding window, never forever.
 *
 * An HMAC keyed with the deployment's secret (ENQUIRY_KEY_SECRET): the fingerprint and the window
 * are stored beside the key, so a plain hash let anyone holding a record try every address (all of
 * IPv4 in about 3 hours on one core) until the key came out. Without the secret no guess can be
 * checked; the secret lives in the function's settings, never in a store or a log.
 */
export async function resubmissionKeys(
  secret: string,
  fingerprint: string,
  request: Request,
  clientAddress: string | undefined,
  time: number,
): Promise<[current: string, previous: string]> {
  const window = Math.floor(time / RESUBMISSION_WINDOW_MS)
  const hmac = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  )
  // An IPv4 client seen through an IPv6 socket is the same client.
  const client = (clientAddress ?? "").replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "")
  const keyFor = (index: number) =>
    uuidOf(hmac, ["form-post", client, request.headers.get("user-agent") ?? "", fingerprint, index])
  return [await keyFor(window), await keyFor(window - 1)]
}

async function uuidOf(hmac: CryptoKey, source: unknown[]): Promise<string> {
  const digest = await crypto.subtle.sign("HMAC", hmac, new TextEncoder().encode(JSON.stringify(source)))
  const hex = Array.from(new Uint8Array(digest).slice(0, 16), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("")
  // Shaped as a UUID (version 8: made by the application), like the keys the form's script sends.
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/** A secret for an instance that was given none: keys still cannot be reversed, but merge only within it. */
export function instanceSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")
}
