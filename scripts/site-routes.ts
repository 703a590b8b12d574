/**
 * The pages a build of this content has, for the budgets and the tests: the site manifest's indexed
 * routes (src/routes.ts) in every language, and the Insights' pages, which come and go with content/, so
 * they are read from it the way the build reads them.
 */
import fs from "node:fs"
import path from "node:path"
import { type ArticleFile, articlePaths, parseArticle } from "../gatsby/insights/article-files"
import { insightPages } from "../gatsby/insights/insight-pages"
import { articleStatus, publishDay } from "../gatsby/insights/publish-date"
import { firmAge } from "../gatsby/content/computed-facts"
import { readContent } from "../gatsby/content/read-content"
import { EVERY_INDEXED_ROUTE, INDEXED_ROUTES, insightPath, type PageKey } from "../src/routes"
import { DEFAULT_LANGUAGE, LANGUAGES, localizedPath, pathLanguage } from "../src/i18n/languages"
import { fillCounted } from "../src/i18n/plural"
import { ROOT } from "./site-build"

/**
 * A language's indexed routes (src/routes.ts, in its order), each with the main heading a visitor
 * sees there, as the build writes it (the About title counts the firm's years at the build's date:
 * SITE_BUILD_DATE, or today). A page without a heading of its own here shows its `pages.<key>` title.
 */
export function routesIn(lang: string, root = ROOT) {
  const contentDir = path.join(root, "content")
  const site = readContent(lang, "site", contentDir)
  const headings: Partial<Record<PageKey, string>> = {
    home: site.hero.title,
    services: site.services.title,
    about: fillCounted(site.about.title, lang, "years", firmAge(site)),
    companyProfile: readContent(lang, "interface", contentDir).ebook.heading,
    insights: site.insights.title,
    contact: site.contact.title,
  }
  return INDEXED_ROUTES.map((route) => ({
    pagePath: route.path,
    key: route.key,
    heading: headings[route.key] ?? site.pages[route.key].title,
    path: localizedPath(lang, route.path),
  }))
}

/**
 * A language's articles that a production build publishes, newest first: no drafts, none dated
 * after the build clock's day (SITE_BUILD_DATE, or today) in the firm's time zone.
 */
export function publishedArticles(lang: string, root = ROOT): ArticleFile[] {
  const today = publishDay(path.join(root, "content"))
  return articlePaths(path.join(root, "content"), lang)
    .map((relative) => parseArticle(fs.readFileSync(path.join(root, relative), "utf8"), relative))
    .filter((article) => articleStatus(article.frontmatter, today) === "published")
    .sort((a, b) => String(b.frontmatter.date).localeCompare(String(a.frontmatter.date)))
}

/** Where an article is published: /insights/<slug>/ in its language. */
export const articlePath = (article: ArticleFile) =>
  localizedPath(article.lang, insightPath(String(article.frontmatter.slug)))

/** A language's longest published article (the heaviest of its kind: cover, body images, contents), if any. */
export const longestArticle = (lang: string, root = ROOT): ArticleFile | undefined =>
  publishedArticles(lang, root).sort((a, b) => b.body.words - a.body.words)[0]

/** Each language's longest published article, by path (none for a language without). */
export function longestArticles(root = ROOT): string[] {
  return LANGUAGES.flatMap(({ code }) => {
    const longest = longestArticle(code, root)
    return longest ? [articlePath(longest)] : []
  })
}

/** The routes the budgets and the browser visits measure: every route, and each language's longest article. */
export const SITE_ROUTES: readonly string[] = [...EVERY_INDEXED_ROUTE, ...longestArticles()]

/** Every page the Insights make in every language: lists, their further pages, topics and articles. */
export function insightPagePaths(root = ROOT): string[] {
  const summaries = LANGUAGES.flatMap(({ code }) =>
    publishedArticles(code, root).map((article) => ({
      id: article.relative,
      lang: article.lang,
      key: article.key,
      slug: String(article.frontmatter.slug),
      date: String(article.frontmatter.date),
      services: article.frontmatter.services as string[],
    })),
  )
  return insightPages(
    summaries,
    LANGUAGES.map(({ code }) => code),
  ).map((page) => page.path)
}

/** Whether a route is the default language's (/about/), not another's (/ar/about/). */
export const inDefaultLanguage = (route: string) => pathLanguage(route).code === DEFAULT_LANGUAGE.code
