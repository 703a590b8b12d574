/**
 * Checks the Insights articles before Gatsby reads them, as gatsby/content/validate-content.ts checks the
 * JSON: the frontmatter against content/schemas/frontmatter/insight.schema.json, then what a schema
 * cannot say — the author and the services exist in the article's language, no two articles of a
 * language share a slug, the cover and every body image are files beside the article with alt
 * text, the body has no raw HTML, the language's typography holds (docs/languages.md), the text
 * (frontmatter and body) uses the glossary's words but where the article marks a right use in
 * `glossaryExceptions`, and every link inside the site leads to a page it has. The first
 * problem throws one ContentError naming the file and the field (or the body's line).
 */
import fs from "node:fs"
import path from "node:path"
import { FEED_FILE, insightPath, INSIGHTS_PATH, RESERVED_SLUGS, ROUTES } from "../../src/routes"
import { localizedPath } from "../../src/i18n/languages"
import {
  ContentError,
  type Content,
  contentAjv,
  describeSchemaError,
  type Json,
} from "../content/validate-content"
import {
  avoidedWordProblem,
  avoidedWords,
  findAvoidedWord,
  GLOSSARY,
  glossaryProblem,
  typographyProblem,
} from "../content/language-rules"
import { type JsonSchema, nestedFieldsOf, readSchema } from "../content/schema"
import type { Glossary } from "../../src/types/content.generated"
import {
  type ArticleFile,
  articlePaths,
  ArticleSyntaxError,
  FRONTMATTER_KIND,
  parseArticle,
} from "./article-files"
import { insightPages } from "./insight-pages"
import { articleStatus, publishDay } from "./publish-date"

interface InsightsCheck {
  /** The content folder (content/), beside src/ and static/. */
  contentDir: string
  /** The validated JSON content: every language's services and authors. */
  content: Content
  /**
   * `npm run develop` builds drafts and checks them; a production build leaves them out unchecked
   * (past their YAML), and a link to one fails.
   */
  includeDrafts: boolean
  /** The firm's day, YYYY-MM-DD (default: the build clock's, publishDay). */
  today?: string
}

/** The frontmatter field where an article lists the glossary's avoided words it uses rightly. */
export const GLOSSARY_EXCEPTIONS = "glossaryExceptions"

/** A link a reader follows off the site, or to an e-mail address or phone number: not checked. */
const OUTSIDE = /^([a-z][a-z0-9+.-]*:|\/\/)/i

/** The pages that are not articles, in every language: every route of the site manifest (src/routes.ts). */
function fixedRoutes(languages: readonly string[]): string[] {
  return languages.flatMap((code) => ROUTES.map((route) => localizedPath(code, route.path)))
}

const describeDate = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value))

const valueAt = (data: Record<string, unknown>, keys: string[]) =>
  keys.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], data)

/** The checks of one file that need nothing but the file, its folder and its language's content. */
function checkArticle(
  article: ArticleFile,
  root: string,
  content: Content,
  schema: JsonSchema,
): string | undefined {
  const { frontmatter: data, body } = article
  const folder = path.dirname(article.relative)
  if (RESERVED_SLUGS.includes(data.slug as (typeof RESERVED_SLUGS)[number])) {
    return `slug: "${String(data.slug)}" is the address of the Insights lists' own pages; choose another`
  }
  if (typeof data.updated === "string" && data.updated < (data.date as string)) {
    return `updated: ${describeDate(data.updated)} is before the publication date ${describeDate(data.date)}`
  }
  for (const field of nestedFieldsOf(schema, schema)) {
    const value = valueAt(data, field.keys)
    const where = field.keys.join(" → ")
    const reference = field.schema.references ?? field.schema.items?.references
    if (reference && value !== undefined) {
      const file = content.files[article.lang][reference.file] as Record<string, Record<string, unknown>[]>
      const known = file[reference.list].map((entry) => entry[reference.value])
      const unknown = ([] as unknown[]).concat(value).find((item) => !known.includes(item))
      if (unknown !== undefined) {
        return `${where}: "${String(unknown)}" is not in content/${article.lang}/${reference.file}.json (known: ${known.join(", ")})`
      }
    }
    if (field.schema.media && typeof value === "string" && !fs.existsSync(path.join(root, folder, value))) {
      return `${where}: "${value}" is not a file in ${folder}/`
    }
  }
  // The rules of the JSON content (validate-content.ts) for the frontmatter's text: typography and
  // the glossary. Ids, dates and file names have a pattern or a format and are not language.
  const glossaryFolder = path.dirname(path.dirname(folder))
  const glossary = avoidedWords(content.files[article.lang][GLOSSARY] as Glossary, glossaryFolder)
  // Prose may use a word the glossary avoids rightly ("commercial agency law", قطاعات for economic
  // sectors): the article lists it with its reason, and the rest of the article is still checked.
  const exceptions = (data[GLOSSARY_EXCEPTIONS] as { word: string; reason: string }[] | undefined) ?? []
  const allowed = exceptions.map(({ word }) => word)
  for (const [index, { word }] of exceptions.entries()) {
    if (!glossary.some((avoided) => avoided.word === word)) {
      return `${GLOSSARY_EXCEPTIONS}[${index}] → word: "${word}" is not a word ${glossaryFolder}/${GLOSSARY}.json says to avoid (write it as the glossary does), so it needs no exception: remove the entry`
    }
  }
  const texts: { where: string; value: string }[] = []
  for (const field of nestedFieldsOf(schema, schema)) {
    const value = valueAt(data, field.keys)
    if (typeof value !== "string" || field.schema.pattern || field.schema.format) continue
    if (!value.trim())
      return `${field.keys.join(" → ")}: is empty (only spaces); write it or remove the field`
    const problem =
      typographyProblem(value, article.lang) ?? glossaryProblem(value, article.lang, glossary, allowed)
    if (problem) return `${field.keys.join(" → ")}: ${problem}`
    texts.push({ where: field.keys.join(" → "), value })
  }
  for (const text of body.texts) {
    const problem = typographyProblem(text.value, article.lang)
    if (problem) return `body, line ${text.line}: ${problem}`
    const found = findAvoidedWord(text.value, article.lang, glossary, allowed)
    if (found) {
      const line = text.line + text.value.slice(0, found.index).split("\n").length - 1
      return `body, line ${line}: ${avoidedWordProblem(found)}; if this use is right, list it in the frontmatter's ${GLOSSARY_EXCEPTIONS} with the reason`
    }
    texts.push({ where: "body", value: text.value })
  }
  for (const [index, { word }] of exceptions.entries()) {
    const only = glossary.filter((avoided) => avoided.word === word)
    if (!texts.some(({ value }) => findAvoidedWord(value, article.lang, only))) {
      return `${GLOSSARY_EXCEPTIONS}[${index}] → word: "${word}" is not used in this article any more: remove the entry`
    }
  }
  if (body.titles.length) {
    return `body, line ${body.titles[0]}: a heading with one # is a second title; start sections with ## (the title comes from the frontmatter)`
  }
  if (body.html.length) {
    return `body, line ${body.html[0]}: HTML is not allowed in an article; write it in Markdown`
  }
  for (const image of body.images) {
    const where = `body, line ${image.line} → image "${image.url}"`
    if (!image.alt.trim())
      return `${where}: has no alt text; write what it shows between the brackets: ![…](${image.url})`
    if (
      OUTSIDE.test(image.url) ||
      image.url.startsWith("/") ||
      !fs.existsSync(path.join(root, folder, image.url))
    ) {
      return `${where}: is not a file in ${folder}/ (images live beside the article)`
    }
  }
  return undefined
}

/**
 * A translation keeps what the schema marks `"i18n": "duplicate"` (its author, its services) as the
 * default language's article of the same key has it.
 */
function checkTranslation(
  article: ArticleFile,
  original: ArticleFile,
  schema: JsonSchema,
): string | undefined {
  for (const field of nestedFieldsOf(schema, schema).filter(
    ({ schema: node }) => node.i18n === "duplicate",
  )) {
    const ours = JSON.stringify(valueAt(article.frontmatter, field.keys))
    const theirs = JSON.stringify(valueAt(original.frontmatter, field.keys))
    if (ours !== theirs) {
      return `${field.keys.join(" → ")}: ${ours} differs from ${theirs} in ${original.relative} (a translation keeps it as it is)`
    }
  }
  return undefined
}

/** Where an author's photo lives: one folder for every language (the photo is not translated). */
const AUTHOR_PHOTOS = "authors"

/** An author's photo, when there is one, is a file in content/authors/. */
function checkAuthorPhotos(contentDir: string, languages: string[], content: Content): string | undefined {
  const base = path.basename(contentDir)
  for (const lang of languages) {
    const { authors } = content.files[lang].authors as { authors: { name: string; photo?: string }[] }
    for (const [index, author] of authors.entries()) {
      if (author.photo && !fs.existsSync(path.join(contentDir, AUTHOR_PHOTOS, author.photo))) {
        return `${base}/${lang}/authors.json: authors[${index}] ("${author.name}") → photo: "${author.photo}" is not a file in ${base}/${AUTHOR_PHOTOS}/`
      }
    }
  }
  return undefined
}

/**
 * Reads and checks every article of every language that this build shows; returns them (with
 * `includeDrafts`, drafts too, marked in their frontmatter). Throws one ContentError naming the
 * file and the field.
 */
export function validateInsights({
  contentDir,
  content,
  includeDrafts,
  today = publishDay(contentDir),
}: InsightsCheck): ArticleFile[] {
  const root = path.dirname(contentDir)
  const languages = content.languages.map((language) => language.code)
  const schema = readSchema(contentDir, FRONTMATTER_KIND)
  const validate = contentAjv().compile(schema)
  const articles: ArticleFile[] = []
  const problem = checkAuthorPhotos(contentDir, languages, content)
  if (problem) throw new ContentError(problem)
  for (const lang of languages) {
    const slugs = new Map<string, string>()
    for (const relative of articlePaths(contentDir, lang)) {
      const fail = (problem: string) => new ContentError(`${relative}: ${problem}`)
      const file = path.join(root, relative)
      if (!fs.existsSync(file)) {
        const folder = path.dirname(relative)
        const holds = fs.readdirSync(path.dirname(file))
        throw new ContentError(
          `${folder}/: has no ${path.basename(relative)} (it holds ${holds.join(", ") || "nothing"}); ` +
            `each folder here is one article, its ${path.basename(relative)} beside its images: add the article or delete the folder`,
        )
      }
      let article: ArticleFile
      try {
        article = parseArticle(fs.readFileSync(file, "utf8"), relative)
      } catch (error) {
        if (error instanceof ArticleSyntaxError) throw fail(error.message)
        throw error
      }
      // A draft that this build leaves out is not checked: it may be half written, and the CMS
      // commits it on every Save. `npm run develop`, which shows it, checks it. A scheduled article
      // is checked by the first build on or after its date, and by develop before.
      if (articleStatus(article.frontmatter, today) !== "published" && !includeDrafts) continue
      const data = article.frontmatter as Json
      if (!validate(data)) throw fail(describeSchemaError(data, validate.errors![0]))
      const original = articles.find((other) => other.lang === languages[0] && other.key === article.key)
      const problem =
        checkArticle(article, root, content, schema) ??
        (original && checkTranslation(article, original, schema))
      if (problem) throw fail(problem)
      const slug = article.frontmatter.slug as string
      const other = slugs.get(slug)
      if (other) throw fail(`slug: "${slug}" is already the slug of ${other}`)
      slugs.set(slug, relative)
      articles.push(article)
    }
  }

  const routes = new Set([
    ...fixedRoutes(languages),
    ...languages.map((code) => localizedPath(code, `${INSIGHTS_PATH}${FEED_FILE}`)),
    ...insightPages(
      articles.map((article) => ({
        id: article.relative,
        lang: article.lang,
        key: article.key,
        slug: article.frontmatter.slug as string,
        date: article.frontmatter.date as string,
        services: article.frontmatter.services as string[],
      })),
      languages,
    ).map((page) => page.path),
  ])
  for (const article of articles) {
    const base = new URL(
      localizedPath(article.lang, insightPath(article.frontmatter.slug as string)),
      "http://site",
    )
    for (const link of article.body.links) {
      if (OUTSIDE.test(link.url) || link.url.startsWith("#")) continue
      const target = new URL(link.url, base)
      const file = path.join(root, "static", decodeURIComponent(target.pathname))
      const exists = routes.has(target.pathname) || fs.statSync(file, { throwIfNoEntry: false })?.isFile()
      if (!exists) {
        throw new ContentError(
          `${article.relative}: body, line ${link.line} → link "${link.url}": the site has no page ${target.pathname}` +
            (routes.has(`${target.pathname}/`) ? ` (did you mean ${target.pathname}/?)` : ""),
        )
      }
    }
  }
  return articles
}
