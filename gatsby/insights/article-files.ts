/**
 * The Insights articles as files: content/<language>/insights/<key>/index.md, with the images they
 * show beside them. The folder name is the article's key, shared by its translations; the
 * frontmatter is read as gatsby-transformer-remark reads it (gray-matter), and the body is parsed
 * into Markdown's syntax tree once for what the build checks (images and their alt text, links,
 * raw HTML) and for the reading time (its words).
 */
import fs from "node:fs"
import path from "node:path"
import matter from "gray-matter"
import fromMarkdown from "mdast-util-from-markdown"

/** Each language's articles live here, one folder per article. */
export const INSIGHTS_FOLDER = "insights"
export const ARTICLE_FILE = "index.md"

/** The frontmatter's schema, content/schemas/frontmatter/insight.schema.json, as gatsby/content/schema.ts reads it. */
export const FRONTMATTER_KIND = "frontmatter/insight"

export interface BodyImage {
  url: string
  alt: string
  line: number
}

export interface BodyLink {
  url: string
  line: number
}

export interface ArticleBody {
  images: BodyImage[]
  links: BodyLink[]
  /** Lines where the body has raw HTML, which articles may not use. */
  html: number[]
  /** Lines of first-level headings (# …): the title is the page's only one. */
  titles: number[]
  /** The prose a reader reads (paragraphs, headings, lists, quotes, link texts, image descriptions), by line. */
  texts: { line: number; value: string }[]
  /** Words a reader reads, counted the way the language separates them (Intl.Segmenter). */
  words: number
}

export interface ArticleFile {
  /** e.g. "content/en/insights/gulf-market-entry/index.md", as messages name it. */
  relative: string
  lang: string
  /** The folder name, the same in every language the article is translated into. */
  key: string
  frontmatter: Record<string, unknown>
  body: ArticleBody
}

/**
 * A YAML date (2026-03-14, read as a Date) becomes the string the schema and the pages use. YAML
 * reads 2026-02-30 as 2 March and 2026-09-15T01:00:00+03:00 as 14 September, so a value whose day
 * is not the day written (`written`, the field's text in the frontmatter) stays as written: the
 * schema's date format refuses it, rather than the article quietly moving to another day.
 */
function asDateString(value: unknown, written: string | undefined): unknown {
  if (!(value instanceof Date)) return value
  const day = value.toISOString().slice(0, 10)
  return written === undefined || written === day ? day : written
}

/** A top-level field's value as the frontmatter's text writes it (unquoted, without a comment). */
const writtenValue = (frontmatter: string, field: string) =>
  new RegExp(`^${field}:[ \\t]*(.*?)[ \\t]*(#.*)?$`, "m").exec(frontmatter)?.[1]

interface MarkdownNode {
  type: string
  url?: string
  alt?: string | null
  depth?: number
  value?: string
  position?: { start: { line: number } }
  children?: MarkdownNode[]
}

/**
 * What the build needs from a Markdown body; `lang` picks the word boundaries, `firstLine` is the
 * body's first line in its file (after the frontmatter), so that lines are the file's.
 */
export function readBody(markdown: string, lang: string, firstLine = 1): ArticleBody {
  const body: ArticleBody = { images: [], links: [], html: [], titles: [], texts: [], words: 0 }
  const segmenter = new Intl.Segmenter(lang, { granularity: "word" })
  const visit = (node: MarkdownNode) => {
    const line = (node.position?.start.line ?? 1) + firstLine - 1
    if (node.type === "image") {
      body.images.push({ url: node.url ?? "", alt: node.alt ?? "", line })
      body.texts.push({ line, value: node.alt ?? "" })
    }
    if (node.type === "text") body.texts.push({ line, value: node.value ?? "" })
    if (node.type === "link" || node.type === "definition") body.links.push({ url: node.url ?? "", line })
    if (node.type === "html") body.html.push(line)
    if (node.type === "heading" && node.depth === 1) body.titles.push(line)
    if (node.type === "text" || node.type === "inlineCode") {
      for (const segment of segmenter.segment(node.value ?? "")) if (segment.isWordLike) body.words++
    }
    node.children?.forEach(visit)
  }
  visit(fromMarkdown(markdown) as MarkdownNode)
  return body
}

/** The article files of one language, as paths relative to the repository (sorted). */
export function articlePaths(contentDir: string, lang: string): string[] {
  const folder = path.join(contentDir, lang, INSIGHTS_FOLDER)
  if (!fs.existsSync(folder)) return []
  const base = path.basename(contentDir)
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${base}/${lang}/${INSIGHTS_FOLDER}/${entry.name}/${ARTICLE_FILE}`)
    .sort()
}

export class ArticleSyntaxError extends Error {}

/**
 * One article: `text` is the file's content, `relative` its path from the repository's root
 * (content/<lang>/insights/<key>/index.md). Throws ArticleSyntaxError for frontmatter that is not YAML.
 */
export function parseArticle(text: string, relative: string): ArticleFile {
  const [, lang, , key] = relative.split("/")
  let file: matter.GrayMatterFile<string>
  try {
    // gray-matter caches by content; an empty options object turns that off.
    file = matter(text, {})
  } catch (error) {
    const reason = (error as { reason?: string; mark?: { line: number } }).reason ?? (error as Error).message
    const line = (error as { mark?: { line: number } }).mark?.line
    throw new ArticleSyntaxError(
      `the frontmatter is not valid YAML: ${reason}${line === undefined ? "" : ` (line ${line + 2})`}`,
    )
  }
  const frontmatter = Object.fromEntries(
    Object.entries(file.data).map(([name, value]) => [
      name,
      asDateString(value, writtenValue(file.matter, name)),
    ]),
  )
  const firstLine = text.slice(0, text.length - file.content.length).split("\n").length
  return { relative, lang, key, frontmatter, body: readBody(file.content, lang, firstLine) }
}
