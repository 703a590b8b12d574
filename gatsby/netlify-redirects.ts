/**
 * The 404 rules of the build's public/_redirects (written by gatsby-adapter-netlify from
 * createRedirect calls), e.g. `/ar/*  /ar/404.html  404`: which page answers an unknown path below
 * a folder. Netlify applies such a rule only when no file matches; the local server does the same.
 */
import fs from "node:fs"
import path from "node:path"
import { pathPattern } from "./netlify-headers"

export interface NotFoundRule {
  /** Netlify path pattern, e.g. "/ar/*". */
  from: string
  /** The page served with status 404, e.g. "/ar/404.html". */
  to: string
}

/** Lines `from  to  404` (other redirects, and rules with conditions, are not 404 pages). */
export function parseNotFoundRules(text: string): NotFoundRule[] {
  return text
    .split("\n")
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields.length === 3 && fields[0].startsWith("/") && fields[2] === "404")
    .map(([from, to]) => ({ from, to }))
}

export function readNotFoundRules(publicDir: string): NotFoundRule[] {
  const file = path.join(publicDir, "_redirects")
  return fs.existsSync(file) ? parseNotFoundRules(fs.readFileSync(file, "utf8")) : []
}

/** The page for an unknown path: the first matching rule's, else the site's /404.html. */
export function notFoundPageFor(rules: NotFoundRule[], urlPath: string): string {
  return rules.find((rule) => pathPattern(rule.from).test(urlPath))?.to ?? "/404.html"
}
