/**
 * The security headers on every answer that is not one of the site's built files: the function's
 * (JSON, 303, the 204 preflight) and the local server's own (400, 405, a 404 without a page), and
 * the Content-Security-Policy's base directives. Said once here: the build's header code
 * (gatsby/headers/response-headers.ts) gives the same headers to every path and builds the site's
 * policy on these directives.
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

/** A policy as directives and their sources. */
export type Directives = Readonly<Record<string, readonly string[]>>

export const serializePolicy = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ")

/**
 * What of any policy only a header can carry, the same on every answer: no site may frame it. A
 * page's own policy is in its `<meta>`, which cannot carry `frame-ancestors`.
 */
export const HEADER_ONLY_POLICY: Directives = { "frame-ancestors": ["'none'"] }

/** An answer that is not a page loads nothing and is framed by no one, whoever opens it as a document. */
export const NON_PAGE_POLICY: Directives = { "default-src": ["'none'"], ...HEADER_ONLY_POLICY }

/**
 * The header policy every page and the function's and local server's own page answers carry: what
 * only a header can carry. On a page the browser enforces it beside the page's <meta> (the site's
 * policy, gatsby/headers/content-security-policy.ts); on GitHub Pages, which sends no headers, it is lost.
 */
export const PAGE_CONTENT_SECURITY_POLICY = serializePolicy(HEADER_ONLY_POLICY)
export const NON_PAGE_CONTENT_SECURITY_POLICY = serializePolicy(NON_PAGE_POLICY)

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
