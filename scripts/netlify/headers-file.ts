/**
 * Netlify's two ways of declaring headers, read as Netlify reads them: the `_headers` file the
 * build writes into public/, and `[[headers]]` tables in netlify.toml (parsed with a real TOML
 * parser). The site's own headers are written in gatsby/headers/response-headers.ts; this module is
 * for what serves or checks a build: the local server (by default), Lighthouse and the tests.
 */
import fs from "node:fs"
import path from "node:path"
import { parse as parseToml } from "smol-toml"
import type { HeaderRule } from "../../gatsby/headers/response-headers"

export type { HeaderRule }

export const NETLIFY_TOML = path.resolve(__dirname, "../../netlify.toml")

/** `_headers`: a path line, then `Name: value` lines; a name repeated in one block is joined with ", ". */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  text.split("\n").forEach((raw, index) => {
    const line = raw.trim()
    if (!line || line.startsWith("#")) return
    if (line.startsWith("/")) {
      rules.push({ for: line, values: {} })
      return
    }
    const colon = line.indexOf(":")
    const rule = rules.at(-1)
    if (colon < 1 || !rule) throw new Error(`_headers line ${index + 1}: cannot read ${line}`)
    const name = line.slice(0, colon).trim()
    const value = line.slice(colon + 1).trim()
    rule.values[name] = rule.values[name] === undefined ? value : `${rule.values[name]}, ${value}`
  })
  return rules
}

/** netlify.toml's `[[headers]]`, values exactly as written (an array is joined with ", ", as Netlify does). */
export function parseNetlifyToml(text: string): HeaderRule[] {
  const { headers = [] } = parseToml(text) as { headers?: { for?: unknown; values?: object }[] }
  return headers.map((rule, index) => {
    if (typeof rule.for !== "string") throw new Error(`netlify.toml: [[headers]] #${index + 1} has no "for"`)
    const values = Object.entries(rule.values ?? {}).map(([name, value]: [string, unknown]) => [
      name,
      Array.isArray(value) ? value.join(", ") : String(value),
    ])
    return { for: rule.for, values: Object.fromEntries(values) as Record<string, string> }
  })
}

/** Every rule Netlify applies to a build: public/_headers first, then netlify.toml (Netlify's order). */
export function readDeployedHeaders(publicDir: string, tomlFile = NETLIFY_TOML): HeaderRule[] {
  const headersFile = path.join(publicDir, "_headers")
  if (!fs.existsSync(headersFile))
    throw new Error(`${headersFile} is missing: it comes with every build (npm run build).`)
  return [
    ...parseHeadersFile(fs.readFileSync(headersFile, "utf8")),
    ...parseNetlifyToml(fs.readFileSync(tomlFile, "utf8")),
  ]
}

/** An HTTP field name (RFC 9110 token). */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/
/** Printable ASCII, space and tab: what every HTTP runtime accepts in a field value (no CR, LF, NUL). */
const SAFE_VALUE = /^[\t\x20-\x7e]*$/

/**
 * Why Netlify could not send these headers as written, one message per problem: a line break or
 * another character HTTP forbids (netlify serve crashes on them), surrounding spaces, or commas
 * spaced otherwise than Netlify rewrites them (", "), so that what is tested differs from what is sent.
 */
export function headerProblems(rules: HeaderRule[]): string[] {
  const problems: string[] = []
  for (const rule of rules) {
    for (const [name, value] of Object.entries(rule.values)) {
      const where = `${rule.for} ${JSON.stringify(name)}`
      if (!TOKEN.test(name)) problems.push(`${where}: not a valid header name`)
      if (/[\r\n]/.test(value)) problems.push(`${where}: the value holds a line break`)
      else if (!SAFE_VALUE.test(value)) problems.push(`${where}: the value holds a character HTTP forbids`)
      if (value !== value.trim() || !value)
        problems.push(`${where}: the value is empty or has surrounding spaces`)
      else if (value.split(/\s*,\s*/).join(", ") !== value)
        problems.push(`${where}: Netlify rewrites the commas in this value; write them as ", "`)
    }
  }
  return problems
}

const escapeRegExp = (text: string) => text.replace(/[|\\{}()[\]^$+*?.]/g, "\\$&")

/**
 * A `for` pattern as Netlify's own parser compiles it (@netlify/headers-parser, for_regexp.js):
 * case-insensitive, an optional trailing slash, `/*` also matches the folder itself.
 */
export function pathPattern(forPath: string): RegExp {
  const parts = forPath
    .split("/")
    .map((part) => part.trimEnd())
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith(":")) return "([^/]+)"
      if (part === "*") return "?(.*)"
      // Netlify leaves the rest of such a part unescaped ("*.js" matches "/a.js" and "/ajs").
      if (part.includes("*")) return part.replace(/\*/g, "(.*)")
      return escapeRegExp(part)
    })
  return new RegExp(`^/${parts.join("/")}/?$`, "iu")
}

const matching = (rules: HeaderRule[], urlPath: string) =>
  rules.filter((rule) => pathPattern(rule.for).test(urlPath))

/** The headers for a request path: every matching rule in order, a later one winning (as netlify serve does). */
export function headersFor(rules: HeaderRule[], urlPath: string): Record<string, string> {
  return Object.assign({}, ...matching(rules, urlPath).map((rule) => rule.values)) as Record<string, string>
}

/** A policy's directives, each as written ("default-src 'none'"). */
const directivesOf = (policy: string) =>
  policy
    .split(";")
    .map((directive) => directive.trim().replace(/\s+/g, " "))
    .filter(Boolean)

/**
 * Whether a later Content-Security-Policy only narrows an earlier one: it repeats each of its
 * directives. Browsers enforce every policy sent (Netlify sends both), netlify serve and the local
 * server send the later one: either way the later policy is what is enforced.
 */
export function narrows(later: string, earlier: string): boolean {
  const kept = directivesOf(later)
  return directivesOf(earlier).every((directive) => kept.includes(directive))
}

/**
 * Header names (lower case) that more than one matching rule sets on this path; a
 * Content-Security-Policy that narrows the one before it does not count (a file's policy).
 */
export function headersSetTwice(rules: HeaderRule[], urlPath: string): string[] {
  const seen = new Map<string, string>()
  const twice = new Set<string>()
  for (const rule of matching(rules, urlPath)) {
    for (const [key, value] of Object.entries(rule.values)) {
      const name = key.toLowerCase()
      const before = seen.get(name)
      if (before !== undefined && !(name === "content-security-policy" && narrows(value, before)))
        twice.add(name)
      seen.set(name, value)
    }
  }
  return [...twice]
}
