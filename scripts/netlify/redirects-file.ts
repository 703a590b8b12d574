/**
 * The rules of the build's public/_redirects that answer a path no file matches (written by
 * gatsby-adapter-netlify): 404 pages for a folder, from createRedirect, e.g. `/ar/*  /ar/[...].html
 * 404`, and the adapter's own rewrites, e.g. `/page-data/ar/*  /page-data/ar/[...]  200` (the data
 * of a page with a matchPath lives under one name). Netlify applies the first matching rule, and
 * such a rule only when no file matches; the local server does the same.
 */
import fs from "node:fs"
import path from "node:path"
import { pathPattern } from "./headers-file"

export interface FallbackRule {
  /** Netlify path pattern, e.g. "/ar/*". */
  from: string
  /** What answers instead, e.g. "/ar/[...].html". */
  to: string
  /** 404: a not-found page; 200: the same answer under another name (a rewrite). */
  status: 200 | 404
}

/** Lines `from  to  404|200` (redirects that change the address, and rules with conditions, are not fallbacks). */
export function parseFallbackRules(text: string): FallbackRule[] {
  return text
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields.length === 3 && fields[0].startsWith("/") && /^(200|404)$/.test(fields[2]))
    .map(([from, to, status]) => ({ from, to, status: Number(status) as 200 | 404 }))
}

export function readFallbackRules(publicDir: string): FallbackRule[] {
  const file = path.join(publicDir, "_redirects")
  return fs.existsSync(file) ? parseFallbackRules(fs.readFileSync(file, "utf8")) : []
}

/** What answers a path no file matches: the first matching rule, else the site's /404.html. */
export function fallbackFor(rules: FallbackRule[], urlPath: string): { to: string; status: 200 | 404 } {
  return rules.find((rule) => pathPattern(rule.from).test(urlPath)) ?? { to: "/404.html", status: 404 }
}
