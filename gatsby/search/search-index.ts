/**
 * The search index, made after every build from the pages the build wrote (public/**\/index.html):
 * the articles, the services, the About story and the company profile, in each language. Pagefind
 * (https://pagefind.app) writes it to public/pagefind/, one index per language (a record's
 * `language`), which the search page loads only when a visitor searches. Drafts and scheduled
 * articles have no page, so they are never in it.
 *
 * Each record is the page's main text normalised for search (src/search/normalise.ts: Arabic without
 * its marks and letter variants), so that the visitor's query, normalised the same way, matches
 * either spelling; its `text` keeps the page's own words, which the results quote.
 */
import fs from "node:fs"
import path from "node:path"
import { INSIGHTS_PATH, ROUTES, SEARCH_KINDS, type SearchKind } from "../../src/routes"
import { importEsm } from "../build/import-esm"
import { normaliseForSearch } from "../../src/search/normalise"

/** Where the index goes below public/ (and where the search page loads it from). */
export const SEARCH_INDEX_FOLDER = "pagefind"

/** The routes search finds besides the articles, with their kind (src/routes.ts). */
const KIND_OF_PATH: Record<string, SearchKind | undefined> = Object.fromEntries(
  ROUTES.map((route) => [route.path, SEARCH_KINDS[route.key]]),
)

interface BuiltPage {
  path: string
  context?: { lang?: string; pagePath?: string; id?: string } | null
}

/** The pages search covers, with their kind: an article has an `id` in its context, a list has not. */
export function searchablePages(pages: readonly BuiltPage[]) {
  return pages.flatMap(({ path: pagePath, context }) => {
    if (!context?.lang || !context.pagePath) return []
    const article = context.pagePath.startsWith(INSIGHTS_PATH) && typeof context.id === "string"
    const kind = article ? "article" : KIND_OF_PATH[context.pagePath]
    return kind ? [{ path: pagePath, lang: context.lang, kind }] : []
  })
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " }

const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) =>
    name[0] === "#"
      ? String.fromCodePoint(
          name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
        )
      : (ENTITIES[name] ?? entity),
  )

/** Text of an HTML fragment, one space between what blocks and tags separate. */
const textOf = (html: string) =>
  decode(html.replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim()

/**
 * What a page says, as a reader reads it in its <main>: not its scripts, styles, pictures, forms or
 * navigation (an article's neighbours, the topics), which would make it match other pages' words.
 */
export function pageText(html: string): { title: string; text: string } {
  const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? ""
  const reading = main.replace(/<(script|style|svg|noscript|nav|form|template|button)\b[\s\S]*?<\/\1>/g, " ")
  const title = textOf(/<h1\b[\s\S]*?<\/h1>/.exec(main)?.[0] ?? "")
  return { title, text: textOf(reading) }
}

/** Writes public/pagefind/ from the built pages; returns how many pages each language has in it. */
export async function writeSearchIndex(
  publicDir: string,
  pages: readonly BuiltPage[],
): Promise<Record<string, number>> {
  const pagefind = await importEsm<typeof import("pagefind")>("pagefind")
  const { index, errors } = await pagefind.createIndex({})
  if (!index) throw new Error(`search index: ${errors.join("; ")}`)
  const counts: Record<string, number> = {}
  try {
    for (const page of searchablePages(pages)) {
      const file = path.join(publicDir, page.path, "index.html")
      const { title, text } = pageText(fs.readFileSync(file, "utf8"))
      const added = await index.addCustomRecord({
        url: page.path,
        content: normaliseForSearch(`${title} ${text}`),
        language: page.lang,
        meta: { title, kind: page.kind, text },
      })
      if (added.errors.length) throw new Error(`search index, ${page.path}: ${added.errors.join("; ")}`)
      counts[page.lang] = (counts[page.lang] ?? 0) + 1
    }
    const output = path.join(publicDir, SEARCH_INDEX_FOLDER)
    fs.rmSync(output, { recursive: true, force: true })
    const written = await index.writeFiles({ outputPath: output })
    if (written.errors.length) throw new Error(`search index: ${written.errors.join("; ")}`)
    // Pagefind's ready-made interfaces, with their own words: the search page uses its API instead.
    for (const file of fs.readdirSync(output))
      if (/^pagefind-(.*ui|highlight)\./.test(file)) fs.rmSync(path.join(output, file))
  } finally {
    await pagefind.close()
  }
  return counts
}
