/**
 * What is particular to a plain HTML form's post (the enquiry form before or without its script):
 * where to send the visitor afterwards, and the Idempotency-Key a form cannot send as a header.
 *
 * Imports only its neighbours, with explicit `.ts` extensions, so Deno loads it as it is.
 */
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
    headers: { Location: `${pages.origin ?? ""}${page}`, "Cache-Control": "no-store" },
  })
}

/**
 * The Idempotency-Key of a form post. A static page cannot give each visitor a key of their own
 * (one written into the HTML at build time would be every visitor's), so the function derives it
 * from who sent what: the client address the platform saw, the browser's User-Agent and the
 * enquiry's fingerprint (its cleaned fields and language). Send pressed twice, Reload on a
 * resubmission or Back and Send again with the same words give the same key, so the enquiry is
 * kept once; any changed word gives a new enquiry (never a refused key). Two visitors share a key
 * only if they post the very same name, address, company and message from one address with one
 * browser build, which is one enquiry.
 */
export async function formPostKey(
  fingerprint: string,
  request: Request,
  clientAddress: string | undefined,
): Promise<string> {
  const source = JSON.stringify([
    "form-post",
    clientAddress ?? "",
    request.headers.get("user-agent") ?? "",
    fingerprint,
  ])
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(source))
  const hex = Array.from(new Uint8Array(digest).slice(0, 16), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("")
  // Shaped as a UUID (version 8: made by the application), like the keys the form's script sends.
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}
