/**
 * Every response header the site asks of its host, in one place: the Content-Security-Policy's
 * one description, the security headers and the cache rules. The build hands these rules to
 * gatsby-adapter-netlify, which writes them, and only them, to public/_headers
 * (gatsby/headers/netlify-adapter.ts). Each page's <meta> policy is built from the same description
 * (gatsby/headers/content-security-policy.ts). The local server (by default), Lighthouse and the
 * tests read these rules or that built file, so what is tested is what Netlify sends. Values are
 * built from lists here and are one line each.
 *
 * Rules never set the same header twice on one path (checked over the build by
 * __tests__/built/site-files.test.ts), Netlify's own tools disagree on how they would combine
 * them; the one exception is a file's Content-Security-Policy, which repeats the every-path one and
 * narrows it (scripts/netlify/headers-file.ts, headersSetTwice).
 */

import {
  type Directives,
  HEADER_ONLY_POLICY,
  PAGE_CONTENT_SECURITY_POLICY,
  SECURITY_HEADERS,
  serializePolicy,
} from "../../functions/send-contact-email/answer-headers"

/** One block of headers: the paths it applies to, as Netlify writes them, and the values. */
export interface HeaderRule {
  /** Netlify path pattern: `*` matches any characters, including "/"; `:name` one segment. */
  for: string
  values: Record<string, string>
}

export { type Directives, serializePolicy }

/**
 * The site's Content-Security-Policy, described once. Each page carries it in a <meta>, with the
 * sha256 of its own inline scripts in script-src and its additions (content-security-policy.ts);
 * the headers carry only what a <meta> cannot (HEADER_ONLY_POLICY, answer-headers.ts). style-src needs
 * 'unsafe-inline' because emotion inlines its styles (one sheet in <head>, the global rules in each
 * page's Head). No third-party origin, no 'unsafe-eval', no 'unsafe-inline' for scripts.
 */
export const SITE_POLICY: Directives = {
  "default-src": ["'self'"],
  "script-src": ["'self'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "blob:"],
  "font-src": ["'self'", "data:"],
  "connect-src": ["'self'"],
  "worker-src": ["'self'"],
  "manifest-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  ...HEADER_ONLY_POLICY,
}

/** Directives a <meta> policy may not carry (browsers ignore them there and warn in the console). */
export const HEADER_ONLY_DIRECTIVES = ["frame-ancestors", "report-uri", "report-to", "sandbox"]

/**
 * Files a browser may open directly but that are not pages (an SVG, a feed, a PDF, JSON): a meta
 * cannot reach them, so this header is their whole policy. Nothing loads or runs; inline styles are
 * allowed for the browser's own SVG, XML and image views. The every-path policy's directives are
 * repeated, so enforcing both (Netlify sends both) is enforcing this one.
 */
export const FILE_POLICY = serializePolicy({
  "default-src": ["'none'"],
  "style-src": ["'unsafe-inline'"],
  ...HEADER_ONLY_POLICY,
})

const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
  // The E-Book's fullscreen mode.
  "fullscreen=(self)",
].join(", ")

/** Content-hashed files never change: a new build gives them new names. */
export const CACHE_FOR_A_YEAR = "public, max-age=31536000, immutable"
/**
 * What Netlify sends on a static file that no rule gives a Cache-Control (HTML among them):
 * revalidated on every visit. The local server sends it too.
 */
export const REVALIDATE = "public, max-age=0, must-revalidate"

/** The files the build writes for its host (Netlify, the local server), which reads them and never serves them. */
export const HOST_FILES: ReadonlySet<string> = new Set(["/_headers", "/_redirects"])

/** The CMS's folder in every build. */
export const ADMIN_FOLDER = "admin"

/**
 * The security headers other than the CSP, the same on every path of the site (the CMS's
 * included). COOP is same-origin-allow-popups, not same-origin, because the CMS's GitHub sign-in
 * popup hands the token back through window.opener; a page opened by another site is cut off from
 * it all the same, and the site opens no popup of its own (its links to other sites are noopener).
 */
export const SITE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  // nosniff, X-Frame-Options, Referrer-Policy: the same on the function's and the server's answers.
  ...SECURITY_HEADERS,
  "Permissions-Policy": PERMISSIONS_POLICY,
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
}

/**
 * The search index's folder (gatsby/search/search-index.ts): data files, and Pagefind's worker,
 * which the search page starts and whose policy is its own response's. It fetches the index and
 * compiles Pagefind's WebAssembly, nothing else.
 */
export const SEARCH_INDEX_POLICY = serializePolicy({
  "default-src": ["'none'"],
  "script-src": ["'self'", "'wasm-unsafe-eval'"],
  "connect-src": ["'self'"],
  ...HEADER_ONLY_POLICY,
})

/**
 * The rules every build starts with: the security headers and the header policy on every path,
 * noindex on the CMS, the file policy and cache rules by folder. The file policy for each other
 * file that is not a page follows file by file (siteHeaderRules).
 */
export const HEADER_RULES: HeaderRule[] = [
  {
    for: "/*",
    values: { ...SITE_SECURITY_HEADERS, "Content-Security-Policy": PAGE_CONTENT_SECURITY_POLICY },
  },
  // Search engines leave the editors' sign-in page alone.
  { for: `/${ADMIN_FOLDER}/*`, values: { "X-Robots-Tag": "noindex" } },
  // Images (sharp's resized copies, the profile book's pages) and fonts, all under a content hash.
  { for: "/static/*", values: { "Cache-Control": CACHE_FOR_A_YEAR, "Content-Security-Policy": FILE_POLICY } },
  // Same names on every build (page data, the company profiles): revalidated, as is everything else.
  { for: "/page-data/*", values: { "Cache-Control": REVALIDATE, "Content-Security-Policy": FILE_POLICY } },
  { for: "/*.pdf", values: { "Cache-Control": REVALIDATE } },
  { for: "/pagefind/*", values: { "Content-Security-Policy": SEARCH_INDEX_POLICY } },
]

/** Scripts and stylesheets a visitor loads; source maps and licence notes keep the default. */
export const LOADED_BY_PAGES = /\.(m?js|css)$/

/**
 * All of the site's rules for one build: HEADER_RULES, the file policy for each file of the build
 * that is not a page (outside /static/ and /page-data/, which have theirs), then a year's caching
 * for each script and stylesheet Gatsby names by content hash (webpack's chunks at the root), file
 * by file. File by file, since Netlify leaves the dot of a pattern such as /*.svg unescaped (it
 * would catch a page at /insights/why-svg/) and /*.js would also catch files without a hash
 * (Gatsby copies Partytown's scripts to /~partytown/ under fixed names).
 */
export function siteHeaderRules(hashedFiles: string[], otherFiles: string[] = []): HeaderRule[] {
  const scripts = hashedFiles.filter((file) => LOADED_BY_PAGES.test(file) && !file.startsWith("/static/"))
  return [
    ...HEADER_RULES,
    ...[...new Set(otherFiles)]
      .sort()
      .map((file) => ({ for: file, values: { "Content-Security-Policy": FILE_POLICY } })),
    ...[...new Set(scripts)]
      .sort()
      .map((file) => ({ for: file, values: { "Cache-Control": CACHE_FOR_A_YEAR } })),
  ]
}
