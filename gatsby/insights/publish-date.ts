/**
 * Which articles a run shows: an article is published from its date, in the firm's time zone, by
 * the build clock (gatsby/build/build-clock.ts). One dated after the build's day is scheduled:
 * like a draft, a production build leaves it out (no page, card, feed item, sitemap entry or search
 * entry) and `npm run develop` shows it, marked. The daily build (docs/insights.md) publishes it.
 */
import path from "node:path"
import { buildDay } from "../build/build-clock"
import { readContent } from "../content/read-content"

export type ArticleStatus = "published" | "draft" | "scheduled"

/** What the rule reads of an article's frontmatter. */
interface Dated {
  date?: unknown
  draft?: unknown
}

/** The article's status on `today` (YYYY-MM-DD, the firm's day). A draft stays a draft whatever its date. */
export function articleStatus(frontmatter: Dated, today: string): ArticleStatus {
  if (frontmatter.draft === true) return "draft"
  // gray-matter reads a YAML date as a Date, gatsby-transformer-remark stores it as an ISO string.
  const date = frontmatter.date instanceof Date ? frontmatter.date.toISOString() : String(frontmatter.date)
  return date.slice(0, 10) > today ? "scheduled" : "published"
}

/** The firm's time zone, content/<lang>/site.json `timeZone` (the same in every language). */
export function firmTimeZone(contentDir: string, lang = "en"): string {
  const file = path.join(contentDir, lang, "site.json")
  if (!timeZones.has(file)) timeZones.set(file, readContent(lang, "site", contentDir).timeZone)
  return timeZones.get(file)!
}

// Read once per file: every article's node asks.
const timeZones = new Map<string, string>()

/** The build's day in the firm's time zone: the day that decides which article is out. */
export const publishDay = (contentDir: string, env: NodeJS.ProcessEnv = process.env) =>
  buildDay(firmTimeZone(contentDir), env)
