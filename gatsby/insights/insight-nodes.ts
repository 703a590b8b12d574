/**
 * Every published article becomes an `Insight` node, the child of the MarkdownRemark node
 * gatsby-transformer-remark makes of its file: the frontmatter's fields, its language and key, its
 * address, its word count, and links to its cover and body images as File nodes (for sharp). A
 * draft, or an article dated after the build's day (scheduled, gatsby/insights/publish-date.ts),
 * gets no node in a production build, so no query can list it by mistake; `npm run develop` gives
 * a scheduled article's node `scheduled: true`, which its pages show. The body itself
 * stays with the MarkdownRemark parent (its `htmlAst`).
 */
import path from "node:path"
import { insightPath } from "../../src/routes"
import { localizedPath } from "../../src/i18n/languages"
import { graphqlTypeDefs } from "../content/graphql-types"
import { readSchema } from "../content/schema"
import { ARTICLE_FILE, FRONTMATTER_KIND, INSIGHTS_FOLDER, readBody } from "./article-files"
import { articleStatus } from "./publish-date"

export const INSIGHT_TYPE = "Insight"

interface FileNode {
  absolutePath: string
  relativePath: string
  sourceInstanceName: string
}

interface MarkdownNode {
  frontmatter: Record<string, unknown>
  rawMarkdownBody: string
}

export interface InsightData {
  key: string
  lang: string
  path: string
  words: number
  /** Absolute paths, linked to File nodes in the GraphQL types. */
  coverImage: string
  images: { src: string; file: string }[]
  [field: string]: unknown
}

/** "2026-03-14T00:00:00.000Z" (gray-matter's YAML date, as the transformer stores it) → "2026-03-14". */
const dateOnly = (value: unknown) =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value

/**
 * The Insight node's data for a Markdown file, or undefined when the file is not an article
 * (content/<lang>/insights/<key>/index.md) or is a draft or a scheduled article the build leaves
 * out; `today` is the firm's day (publishDay).
 */
export function insightData(
  markdown: MarkdownNode,
  file: FileNode,
  { includeDrafts, today }: { includeDrafts: boolean; today: string },
): InsightData | undefined {
  const [lang, folder, key, name, ...rest] = file.relativePath.split("/")
  if (
    file.sourceInstanceName !== "content" ||
    folder !== INSIGHTS_FOLDER ||
    name !== ARTICLE_FILE ||
    rest.length
  )
    return undefined
  const frontmatter = Object.fromEntries(
    Object.entries(markdown.frontmatter).map(([field, value]) => [field, dateOnly(value)]),
  )
  const status = articleStatus(frontmatter, today)
  if (status !== "published" && !includeDrafts) return undefined
  const dir = path.dirname(file.absolutePath)
  const body = readBody(markdown.rawMarkdownBody, lang)
  return {
    ...frontmatter,
    key,
    lang,
    path: localizedPath(lang, insightPath(frontmatter.slug as string)),
    words: body.words,
    ...(status === "scheduled" && { scheduled: true }),
    coverImage: path.join(dir, (frontmatter.cover as { image: string }).image),
    images: body.images.map((image) => ({ src: image.url, file: path.join(dir, image.url) })),
  }
}

/** The Insight node's GraphQL types: the frontmatter schema's fields, and what the build adds. */
export function insightTypeDefs(contentDir: string): string {
  const extraFields = [
    "  key: String!",
    "  lang: String!",
    "  path: String!",
    "  words: Int!",
    "  scheduled: Boolean",
    '  coverImage: File @link(by: "absolutePath")',
    "  images: [InsightImage!]!",
  ]
  return [
    ...graphqlTypeDefs(INSIGHT_TYPE, readSchema(contentDir, FRONTMATTER_KIND), extraFields),
    'type InsightImage {\n  src: String!\n  file: File @link(by: "absolutePath")\n}',
  ].join("\n\n")
}
