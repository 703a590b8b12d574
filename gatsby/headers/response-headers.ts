/**
 * Every response header the site asks of its host, in one place: the security headers and the
 * cache rules. The build hands these rules to gatsby-adapter-netlify, which writes them, and only
 * them, to public/_headers (gatsby/headers/netlify-adapter.ts). The per-page meta CSP, the local
 * server (by default), Lighthouse and the tests read these rules or that built file, so what is
 * tested is what Netlify sends. Values are built from lists here and are one line each.
 *
 * Rules never set the same header twice on one path (checked over the build by
 * __tests__/built/site-files.test.ts): Netlify's own tools disagree on how they would combine them.
 */

/** One block of headers: the paths it applies to, as Netlify writes them, and the values. */
export interface HeaderRule {
  /** Netlify path pattern: `*` matches any characters, including "/"; `:name` one segment. */
  for: string
  values: Record<string, string>
}

/**
 * script-src 'unsafe-inline' here is never in force for a page: every built page carries a
 * <meta> policy (gatsby/headers/content-security-policy.ts) listing the sha256 of its own inline scripts
 * instead, and browsers enforce both policies. style-src needs 'unsafe-inline' because emotion
 * inlines its styles (one sheet in <head>, the global rules in each page's Head). No third-party
 * origin, no 'unsafe-eval'.
 */
const SITE_DIRECTIVES: Record<string, string[]> = {
  "default-src": ["'self'"],
  "script-src": ["'self'", "'unsafe-inline'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "blob:"],
  "font-src": ["'self'", "data:"],
  "connect-src": ["'self'"],
  "worker-src": ["'self'"],
  "manifest-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
}

const toPolicy = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ")

export const CONTENT_SECURITY_POLICY = toPolicy(SITE_DIRECTIVES)

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

/**
 * The CMS at /admin/ (gatsby/cms/cms-admin.ts) runs Sveltia CMS, which needs what the site's policy
 * refuses; everything else is the site's policy. What it allows beyond it, and why:
 * - connect-src https://api.github.com: it reads and commits content/ through GitHub's API;
 * - connect-src data: blob:: it fetch()es its built-in logo (a data: URL) and the files an editor
 *   uploads (blob: URLs made in the page);
 * - img-src https://avatars.githubusercontent.com: the signed-in editor's avatar.
 * script-src is 'self' alone: its bundle is a file under /admin/, the page has no inline script.
 */
export const ADMIN_CONTENT_SECURITY_POLICY = toPolicy({
  ...SITE_DIRECTIVES,
  "script-src": ["'self'"],
  "img-src": [...SITE_DIRECTIVES["img-src"], "https://avatars.githubusercontent.com"],
  "font-src": ["'self'"],
  "connect-src": ["'self'", "data:", "blob:", "https://api.github.com"],
})

/** The CMS's folder in every build. */
export const ADMIN_FOLDER = "admin"

/** Headers every response gets, the CMS's included. */
const EVERY_PATH: Record<string, string> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": PERMISSIONS_POLICY,
}

/** The site's own pages and files (every path but /admin/). */
export const SITE_HEADERS: Record<string, string> = {
  "Content-Security-Policy": CONTENT_SECURITY_POLICY,
  "Cross-Origin-Opener-Policy": "same-origin",
}

/**
 * /admin/: its policy; COOP same-origin-allow-popups, because the GitHub sign-in popup (Netlify's
 * OAuth provider or the OAuth proxy) hands the token back through window.opener, which
 * "same-origin" cuts; X-Robots-Tag, so search engines leave the editor's sign-in page alone.
 */
export const ADMIN_HEADERS: Record<string, string> = {
  "Content-Security-Policy": ADMIN_CONTENT_SECURITY_POLICY,
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  "X-Robots-Tag": "noindex",
}

/**
 * The rules every build starts with: security headers on every path, the CMS's at /admin/, cache
 * rules by folder. The site's CSP and COOP follow per top-level name (siteHeaderRules).
 */
export const HEADER_RULES: HeaderRule[] = [
  { for: "/*", values: EVERY_PATH },
  { for: `/${ADMIN_FOLDER}/*`, values: ADMIN_HEADERS },
  // Images (sharp's resized copies, the profile book's pages) and fonts, all under a content hash.
  { for: "/static/*", values: { "Cache-Control": CACHE_FOR_A_YEAR } },
  // Same names on every build (page data, the company profiles): revalidated, as is everything else.
  { for: "/page-data/*", values: { "Cache-Control": REVALIDATE } },
  { for: "/*.pdf", values: { "Cache-Control": REVALIDATE } },
]

/** A top-level file or folder of a build; `depth`: how many levels of folders a folder holds. */
export interface TopLevelEntry {
  name: string
  folder: boolean
  depth?: number
}

/**
 * Patterns for one folder: `/name/*` unless Netlify would let it match another top-level name
 * too (its parser turns `/404/*` into `^/404/?(.*)`, which matches /404.html and would give that
 * file the headers twice), then `/name/`, `/name/:a`, `/name/:a/:b` … down to the folder's depth.
 */
function folderPatterns({ name, depth = 1 }: TopLevelEntry, names: string[]): string[] {
  const lower = name.toLowerCase()
  if (!names.some((other) => other !== name && other.toLowerCase().startsWith(lower))) return [`/${name}/*`]
  return Array.from({ length: depth + 1 }, (_, level) =>
    ["", name, ...Array.from({ length: level }, (__, i) => `:${String.fromCharCode(97 + i)}`)].join("/"),
  ).map((pattern, level) => (level === 0 ? `${pattern}/` : pattern))
}

/**
 * The site's CSP and COOP on "/" and on each top-level file and folder of the build but admin/.
 * Not on "/*": Netlify's path patterns cannot leave /admin/ out, and a header two matching rules
 * set is sent twice on Netlify (two CSPs are both enforced), so /admin/ could not loosen it.
 * A path that names nothing in the build (a 404) gets the 404 page's own <meta> policy only.
 */
export function siteOnlyRules(topLevel: TopLevelEntry[]): HeaderRule[] {
  const names = topLevel.map(({ name }) => name)
  const patterns = topLevel
    .filter(({ name }) => name !== ADMIN_FOLDER)
    .flatMap((entry) => (entry.folder ? folderPatterns(entry, names) : [`/${entry.name}`]))
  return ["/", ...[...new Set(patterns)].sort()].map((pattern) => ({ for: pattern, values: SITE_HEADERS }))
}

/** Scripts and stylesheets a visitor loads; source maps and licence notes keep the default. */
const LOADED_BY_PAGES = /\.(m?js|css)$/

/**
 * All of the site's rules for one build: HEADER_RULES, the site's CSP and COOP for each top-level
 * name of the build (siteOnlyRules), then a year's caching for each script and
 * stylesheet Gatsby names by content hash (webpack's chunks and the pdf.js worker at the root),
 * file by file, since a pattern such as /*.js would also catch files without a hash (Gatsby copies
 * Partytown's scripts to /~partytown/ under fixed names).
 */
export function siteHeaderRules(hashedFiles: string[], topLevel: TopLevelEntry[] = []): HeaderRule[] {
  const files = hashedFiles.filter((file) => LOADED_BY_PAGES.test(file) && !file.startsWith("/static/"))
  return [
    ...HEADER_RULES,
    ...siteOnlyRules(topLevel),
    ...[...new Set(files)]
      .sort()
      .map((file) => ({ for: file, values: { "Cache-Control": CACHE_FOR_A_YEAR } })),
  ]
}
