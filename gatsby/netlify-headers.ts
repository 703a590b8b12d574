/**
 * Reads the `[[headers]]` rules of netlify.toml, so the local server, the tests, Lighthouse and the
 * build's per-page CSP all use the very headers Netlify will send. Only the subset of TOML that
 * those tables use is understood (strings, '''multi-line''' strings, comments); anything else in
 * the file (build, functions) is skipped.
 */
import fs from "node:fs"
import path from "node:path"

export interface HeaderRule {
  /** Netlify path pattern: `*` matches any characters, including "/". */
  for: string
  values: Record<string, string>
}

export const NETLIFY_TOML = path.resolve(__dirname, "../netlify.toml")

/** Netlify folds a multi-line value into one line; so do we. */
const fold = (value: string) => value.replace(/\s*\n\s*/g, " ").trim()

function unquote(raw: string): string {
  const value = raw.trim()
  if (value.startsWith('"')) return JSON.parse(value) as string
  if (value.startsWith("'")) return value.slice(1, -1)
  throw new Error(`netlify.toml: unsupported value ${value}`)
}

export function parseNetlifyHeaders(toml: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  let table = ""
  const lines = toml.split("\n")
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index].trim()
    if (!line || line.startsWith("#")) continue
    const header = /^\[\[?([^\]]+)\]\]?$/.exec(line)
    if (header) {
      table = header[1].trim()
      if (line.startsWith("[[") && table === "headers") rules.push({ for: "", values: {} })
      continue
    }
    if (table !== "headers" && table !== "headers.values") continue
    const pair = /^("[^"]+"|[A-Za-z0-9_-]+)\s*=\s*(.*)$/.exec(line)
    if (!pair) throw new Error(`netlify.toml line ${index + 1}: cannot read ${line}`)
    const key = pair[1].replace(/^"|"$/g, "")
    let raw = pair[2]
    let value: string
    const multi = raw.startsWith("'''") ? "'''" : raw.startsWith('"""') ? '"""' : ""
    if (multi) {
      raw = raw.slice(3)
      while (!raw.includes(multi)) raw += `\n${lines[++index]}`
      value = fold(raw.slice(0, raw.indexOf(multi)))
    } else {
      value = unquote(raw.replace(/\s+#.*$/, ""))
    }
    const rule = rules.at(-1)
    if (!rule) throw new Error(`netlify.toml line ${index + 1}: value outside [[headers]]`)
    if (table === "headers" && key === "for") rule.for = value
    else if (table === "headers.values") rule.values[key] = value
  }
  return rules
}

export function readNetlifyHeaders(file = NETLIFY_TOML): HeaderRule[] {
  return parseNetlifyHeaders(fs.readFileSync(file, "utf8"))
}

function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")
  return new RegExp(`^${escaped}$`)
}

/** The headers Netlify sends for a path (without any path prefix): every matching rule, in order. */
export function headersFor(rules: HeaderRule[], urlPath: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const rule of rules) {
    if (patternToRegExp(rule.for).test(urlPath)) Object.assign(headers, rule.values)
  }
  return headers
}
