/**
 * Which pages the Insights make, from the published articles alone: in each language the list at
 * /insights/ (newest first, INSIGHTS_PER_PAGE a page, further pages at /insights/page/2/ …), a
 * list per related service that has articles, and a page per article with the articles before and
 * after it. Each page's context lists the languages it exists in (`translations`), so that hreflang,
 * the sitemap and the language switcher name only pages that exist.
 */
import { INSIGHTS_PATH, INSIGHTS_PER_PAGE, insightPath, listPagePath, topicPath } from "../../src/routes"
import type { ArticlePageContext, ListPageContext } from "../../src/page-context"
import { localizedPath } from "../../src/i18n/languages"

/** What page-making needs of an article. */
export interface InsightSummary {
  id: string
  lang: string
  /** Shared by an article's translations. */
  key: string
  slug: string
  /** YYYY-MM-DD */
  date: string
  updated?: string | null
  services: readonly string[]
}

export type InsightPage =
  | { kind: "article"; path: string; context: ArticlePageContext }
  | { kind: "list"; path: string; context: ListPageContext }

/** Newest first; articles of the same day in a fixed order. */
export const newestFirst = (a: InsightSummary, b: InsightSummary) =>
  b.date.localeCompare(a.date) || a.key.localeCompare(b.key)

const changed = (article: InsightSummary) => article.updated ?? article.date

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = []
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size))
  return result.length ? result : [[]]
}

/** Every Insights page of every language; `languages` are codes, the default first. */
export function insightPages(
  insights: readonly InsightSummary[],
  languages: readonly string[],
): InsightPage[] {
  const pages: InsightPage[] = []
  const list = (lang: string, listPath: string, articles: InsightSummary[], topic?: string) => {
    const pageChunks = chunks(articles, INSIGHTS_PER_PAGE)
    // Each new article moves every later page's cards along: a page changed when its newest card
    // was revised or when the list's newest article was published.
    const lastmod = (chunk: InsightSummary[]) => [articles[0].date, ...chunk.map(changed)].sort().at(-1)
    pageChunks.forEach((chunk, index) => {
      const pagePath = listPagePath(listPath, index + 1)
      pages.push({
        kind: "list",
        path: localizedPath(lang, pagePath),
        context: {
          lang,
          pagePath,
          ids: chunk.map((article) => article.id),
          page: index + 1,
          pages: pageChunks.length,
          ...(topic && { topic }),
          ...(chunk.length && { lastmod: lastmod(chunk) }),
        },
      })
    })
  }

  for (const lang of languages) {
    const articles = insights.filter((article) => article.lang === lang).sort(newestFirst)
    // Every language has its list, even before its first article.
    list(lang, INSIGHTS_PATH, articles)
    const topics = [...new Set(articles.flatMap((article) => article.services))].sort()
    for (const topic of topics) {
      list(
        lang,
        topicPath(topic),
        articles.filter((article) => article.services.includes(topic)),
        topic,
      )
    }
    articles.forEach((article, index) => {
      const pagePath = insightPath(article.slug)
      pages.push({
        kind: "article",
        path: localizedPath(lang, pagePath),
        context: {
          lang,
          pagePath,
          id: article.id,
          lastmod: changed(article),
          ...(articles[index + 1] && { previousId: articles[index + 1].id }),
          ...(articles[index - 1] && { nextId: articles[index - 1].id }),
        },
      })
    })
  }

  // The same page in other languages: a list by its path, an article by its key.
  const keyOf = new Map(insights.map((article) => [article.id, article.key]))
  const sameKey = (page: InsightPage) =>
    page.kind === "article" ? `article ${keyOf.get(page.context.id)}` : `list ${page.context.pagePath}`
  const versions = new Map<string, Record<string, string>>()
  for (const page of pages) {
    const key = sameKey(page)
    versions.set(key, { ...versions.get(key), [page.context.lang]: page.path })
  }
  for (const page of pages) page.context.translations = versions.get(sameKey(page))
  return pages
}
