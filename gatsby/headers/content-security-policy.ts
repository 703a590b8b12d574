/**
 * Each page's Content-Security-Policy, as a `<meta http-equiv>` written into its HTML after the
 * build, from the site's one description (SITE_POLICY in gatsby/headers/response-headers.ts): every
 * directive a meta can carry, script-src with the sha256 of exactly that page's inline scripts
 * (Gatsby inlines a few: the page path, the chunk map, the build hash; some change with every
 * build), the enquiry origin, and the page's own additions. Gatsby has no API that hashes its inline
 * scripts: it writes them through a slice stitched in after every SSR hook has run.
 * The headers carry the rest (frame-ancestors); on GitHub Pages, which sends no headers, the meta is
 * the whole policy.
 *
 * A page that needs more than the site's policy declares it in PAGE_POLICY_ADDITIONS, by its path.
 */
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { pathLanguage } from "../../src/i18n/languages"
import { SEARCH_PATH } from "../../src/routes"
import { deploymentOf, SUPABASE_URL_SETTING } from "../../functions/send-contact-email/settings"
import {
  ADMIN_FOLDER,
  type Directives,
  HEADER_ONLY_DIRECTIVES,
  serializePolicy,
  SITE_POLICY,
} from "./response-headers"

export type Policy = Map<string, string[]>

/** Sources one page adds to the site's policy, by directive. */
export type PolicyAdditions = Directives

/**
 * Per-page additions to the site's policy, by the page's path in the default language; they apply
 * to that page in every language and to no other. A directive the site's policy lacks starts from
 * its default-src. For example, a search page running a WebAssembly index in a worker:
 *   "/search/": { "script-src": ["'wasm-unsafe-eval'"], "worker-src": ["blob:"] }
 * A page may not add 'unsafe-inline' or 'unsafe-eval' to scripts, nor a header-only directive.
 */
export const PAGE_POLICY_ADDITIONS: Readonly<Record<string, PolicyAdditions>> = {
  // Pagefind compiles its WebAssembly index reader (gatsby/search/search-index.ts). It does so in
  // its worker (/pagefind/pagefind-worker.js, worker-src 'self' as the site allows), whose own
  // response's policy governs it, and falls back to this page's thread when the worker fails.
  [SEARCH_PATH]: { "script-src": ["'wasm-unsafe-eval'"] },
}

const EXECUTABLE_TYPES = new Set(["", "text/javascript", "application/javascript", "module"])
const SCRIPT_DIRECTIVES = ["script-src", "script-src-elem", "script-src-attr", "default-src"]
const REFUSED_FOR_SCRIPTS = ["'unsafe-inline'", "'unsafe-eval'"]

export function parsePolicy(policy: string): Policy {
  const directives: Policy = new Map()
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) directives.set(name.toLowerCase(), sources)
  }
  return directives
}

/** sha256 sources of a page's inline executable scripts (JSON-LD and other data blocks are not run). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes, body] = match
    if (/\bsrc\s*=/.test(attributes) || !body) continue
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1].trim().toLowerCase() ?? ""
    if (!EXECUTABLE_TYPES.has(type)) continue
    hashes.add(`'sha256-${crypto.createHash("sha256").update(body, "utf8").digest("base64")}'`)
  }
  return [...hashes]
}

/** The policy with a page's additions; throws on one a page may not make. */
export function withAdditions(policy: Policy, additions: PolicyAdditions): Policy {
  const result: Policy = new Map([...policy].map(([name, sources]) => [name, [...sources]]))
  for (const [name, sources] of Object.entries(additions)) {
    if (HEADER_ONLY_DIRECTIVES.includes(name))
      throw new Error(`Content-Security-Policy: ${name} cannot be added by a page: a <meta> cannot carry it`)
    const refused = sources.filter((source) => REFUSED_FOR_SCRIPTS.includes(source))
    if (SCRIPT_DIRECTIVES.includes(name) && refused.length)
      throw new Error(`Content-Security-Policy: a page may not add ${refused.join(" ")} to ${name}`)
    const base = result.get(name) ?? result.get("default-src") ?? []
    result.set(name, [...new Set([...base, ...sources])])
  }
  return result
}

/** A page's additions by its address, in any language (/ar/search/ → those of /search/). */
export function policyAdditionsFor(
  urlPath: string,
  additions: Readonly<Record<string, PolicyAdditions>> = PAGE_POLICY_ADDITIONS,
): PolicyAdditions {
  return additions[pathLanguage(urlPath).pagePath] ?? {}
}

/**
 * The meta policy for one page: the site's policy less what only a header can carry, hashes for
 * its inline scripts, the enquiry origin, then the page's additions.
 */
export function pagePolicy(
  html: string,
  additions: PolicyAdditions = {},
  enquiryBase = process.env[SUPABASE_URL_SETTING],
): string {
  const policy = parsePolicy(serializePolicy(SITE_POLICY))
  for (const name of HEADER_ONLY_DIRECTIVES) policy.delete(name)
  policy.set("script-src", [...(policy.get("script-src") ?? ["'self'"]), ...inlineScriptHashes(html)])
  // GitHub Pages builds post enquiries to the Supabase function: the one other origin the page calls,
  // from its script (connect-src) and, before or without it, as the form itself (form-action).
  const deployment = deploymentOf(enquiryBase)
  if (deployment.kind === "supabase") {
    for (const directive of ["connect-src", "form-action"])
      policy.set(directive, [...(policy.get(directive) ?? ["'self'"]), deployment.origin])
  }
  return serializePolicy(Object.fromEntries(withAdditions(policy, additions)))
}

const META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/

/** Adds (or refreshes, for pages an incremental build left alone) the meta policy of one page. */
export function withMetaPolicy(html: string, additions: PolicyAdditions = {}): string {
  const page = html.replace(META, "")
  const policy = pagePolicy(page, additions).replace(/"/g, "&quot;")
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`
  // Right after the charset, before anything the policy governs.
  const charset = /<meta charSet="utf-8"\/>/i.exec(page)
  const at = charset ? charset.index + charset[0].length : page.indexOf("<head>") + "<head>".length
  return page.slice(0, at) + meta + page.slice(at)
}

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return htmlFiles(file)
    return entry.name.endsWith(".html") ? [file] : []
  })
}

/** A page's address from its file in public/: public/about/index.html → /about/, 404.html → /404.html. */
const urlPathOf = (publicDir: string, file: string) =>
  `/${path.relative(publicDir, file).split(path.sep).join("/")}`.replace(/(^|\/)index\.html$/, "$1")

/** Runs after `gatsby build` (gatsby-node.ts onPostBuild) over every page in public/. */
export function writeContentSecurityPolicies(publicDir: string): number {
  // /admin/ is the CMS, not a Gatsby page: it writes its own meta, with its additions (gatsby/cms/cms-admin.ts).
  const files = htmlFiles(publicDir).filter(
    (file) => !file.startsWith(path.join(publicDir, ADMIN_FOLDER, path.sep)),
  )
  for (const file of files) {
    const additions = policyAdditionsFor(urlPathOf(publicDir, file))
    fs.writeFileSync(file, withMetaPolicy(fs.readFileSync(file, "utf8"), additions))
  }
  return files.length
}
