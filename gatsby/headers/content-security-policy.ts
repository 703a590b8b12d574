/**
 * Gatsby inlines a few scripts in every page (the page path, the chunk map, the build hash); some
 * change with every build. After the build, each HTML file gets
 * a `<meta http-equiv="Content-Security-Policy">` derived from the site's header policy
 * (gatsby/headers/response-headers.ts) in which `script-src` lists the sha256 of exactly that page's
 * inline scripts instead of 'unsafe-inline'.
 * On Netlify the browser enforces both policies (so only those scripts run); on GitHub Pages, which
 * sends no headers, the meta policy is the only one.
 */
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { ADMIN_FOLDER, CONTENT_SECURITY_POLICY } from "./response-headers"

export type Policy = Map<string, string[]>

/** Directives a `<meta>` policy may not carry (browsers ignore them there and warn in the console). */
const HEADER_ONLY = ["frame-ancestors", "report-uri", "report-to", "sandbox"]

const EXECUTABLE_TYPES = new Set(["", "text/javascript", "application/javascript", "module"])

export function parsePolicy(policy: string): Policy {
  const directives: Policy = new Map()
  for (const part of policy.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) directives.set(name.toLowerCase(), sources)
  }
  return directives
}

export function serializePolicy(policy: Policy): string {
  return [...policy].map(([name, sources]) => [name, ...sources].join(" ")).join("; ")
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

/** The meta policy for one page: the header policy, hashes for its scripts, the enquiry origin. */
export function pagePolicy(
  html: string,
  base: string,
  enquiryBase = process.env.GATSBY_SUPABASE_URL,
): string {
  const policy = parsePolicy(base)
  for (const name of HEADER_ONLY) policy.delete(name)
  const scripts = (policy.get("script-src") ?? ["'self'"]).filter((source) => source !== "'unsafe-inline'")
  policy.set("script-src", [...scripts, ...inlineScriptHashes(html)])
  // GitHub Pages builds post enquiries to the Supabase function: the one other origin the page calls,
  // from its script (connect-src) and, before or without it, as the form itself (form-action).
  const origin = enquiryBase?.trim() && URL.canParse(enquiryBase) ? new URL(enquiryBase).origin : undefined
  if (origin) {
    for (const directive of ["connect-src", "form-action"])
      policy.set(directive, [...(policy.get(directive) ?? ["'self'"]), origin])
  }
  return serializePolicy(policy)
}

const META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/

/** Adds (or refreshes, for pages an incremental build left alone) the meta policy of one page. */
export function withMetaPolicy(html: string, base: string): string {
  const page = html.replace(META, "")
  const meta = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy(page, base).replace(/"/g, "&quot;")}"/>`
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

/** Runs after `gatsby build` (gatsby-node.ts onPostBuild) over every page in public/. */
export function writeContentSecurityPolicies(publicDir: string): number {
  const base = CONTENT_SECURITY_POLICY
  // /admin/ is the CMS, not a Gatsby page: it carries its own, different policy (gatsby/cms/cms-admin.ts).
  const files = htmlFiles(publicDir).filter(
    (file) => !file.startsWith(path.join(publicDir, ADMIN_FOLDER, path.sep)),
  )
  for (const file of files) fs.writeFileSync(file, withMetaPolicy(fs.readFileSync(file, "utf8"), base))
  return files.length
}
