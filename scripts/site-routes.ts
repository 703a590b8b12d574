/**
 * The routes the budgets and the browser checks measure: every route of the navigation in every
 * language, and each language's longest published article (the heaviest of its kind: cover, body
 * images, table of contents). Articles come and go with content/, so they are read from it.
 */
import fs from "node:fs"
import path from "node:path"
import { articlePaths, parseArticle } from "../gatsby/insights/article-files"
import { insightPath } from "../src/routes"
import { EVERY_ROUTE } from "../src/routes"
import { DEFAULT_LANGUAGE, LANGUAGES, localizedPath } from "../src/i18n/languages"
import { ROOT } from "./site-build"

/** Each language's longest article that a production build publishes (none for a language without). */
export function longestArticles(root = ROOT): string[] {
  const contentDir = path.join(root, "content")
  return LANGUAGES.flatMap(({ code }) => {
    const articles = articlePaths(contentDir, code)
      .map((relative) => parseArticle(fs.readFileSync(path.join(root, relative), "utf8"), relative))
      .filter((article) => article.frontmatter.draft !== true)
      .sort((a, b) => b.body.words - a.body.words)
    return articles.length ? [localizedPath(code, insightPath(articles[0].frontmatter.slug as string))] : []
  })
}

export const SITE_ROUTES: readonly string[] = [...EVERY_ROUTE, ...longestArticles()]

/** Whether a route is the default language's (/about/), not another's (/ar/about/). */
export const inDefaultLanguage = (route: string) =>
  !LANGUAGES.some((language) => language !== DEFAULT_LANGUAGE && route.startsWith(`/${language.code}/`))
