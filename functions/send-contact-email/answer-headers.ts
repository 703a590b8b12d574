/**
 * The security headers on every answer that is not one of the site's built files: the function's
 * (JSON, 303, the 204 preflight) and the local server's own (400, 405, a 404 without a page). Said
 * once here, and exported for the build's header code, which gives the same to every path.
 *
 * Imports nothing, so Deno loads it as it is.
 */

/**
 * What only headers can carry, right for any answer, a page included: no framing by any site, no
 * sniffing a type the answer does not declare, no full address sent to other sites.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
}

/** A page's own policy is in its `<meta>`; `frame-ancestors` is the one directive a meta cannot carry. */
export const PAGE_CONTENT_SECURITY_POLICY = "frame-ancestors 'none'"

/** An answer that is not a page loads nothing and is framed by no one, whoever opens it as a document. */
export const NON_PAGE_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'"

/** Every answer of the function, and the local server's own answers that are not a page. */
export const NON_PAGE_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  ...SECURITY_HEADERS,
  "Content-Security-Policy": NON_PAGE_CONTENT_SECURITY_POLICY,
}

/** A page no header rule of the build matched (the 404 page for an unknown path). */
export const PAGE_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  ...SECURITY_HEADERS,
  "Content-Security-Policy": PAGE_CONTENT_SECURITY_POLICY,
}
