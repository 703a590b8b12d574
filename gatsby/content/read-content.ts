/**
 * How content/ is read outside Gatsby's data layer: the build's own steps, gatsby-config.ts, the
 * scripts and both kinds of test read a content file here, typed by its schema's generated type
 * (src/types/content.generated.ts), and a missing or broken file fails naming it. Components read
 * content through their page query instead; schemas are read by ./schema.ts, through readContentJson.
 *
 *   readContent("ar", "site").contact.email      // content/ar/site.json, a Site
 *   languageCodes()                              // ["en", "ar", "fr"], content/languages.json's order
 *   readContent("fr", "site", copyOfContentDir)  // a copy of content/ (the tests' edited ones)
 */
import fs from "node:fs"
import path from "node:path"
import type { ContentFiles, Languages } from "../../src/types/content.generated"

/** The repository's content/ folder. */
export const CONTENT_DIR = path.resolve(__dirname, "../../content")

/** A kind of content: content/<lang>/<kind>.json, described by content/schemas/<kind>.schema.json. */
export type ContentKind = keyof ContentFiles

/** A content file the build cannot use: the message starts with the file (content/fr/site.json). */
export class ContentError extends Error {
  constructor(message: string) {
    super(message)
    this.name = "ContentError"
  }
}

/** "Unexpected token } in JSON at position 52" → "Unexpected token } (line 4, column 3)". */
function describeJsonSyntaxError(text: string, error: Error): string {
  const position = /position (\d+)/.exec(error.message)
  if (!position) return error.message
  const before = text.slice(0, Number(position[1]))
  const line = before.split("\n").length
  const column = before.length - before.lastIndexOf("\n")
  return `${error.message.replace(/ in JSON at position \d+.*$/, "")} (line ${line}, column ${column})`
}

/**
 * A JSON file under a content folder, parsed but not checked (validate-content.ts checks it). A
 * missing file or one that is not JSON throws a ContentError naming it as the folder's name and
 * the parts: "content/fr/site.json: the file is missing".
 */
export function readContentJson(contentDir: string, ...parts: string[]): unknown {
  const shown = [path.basename(contentDir), ...parts].join("/")
  const file = path.join(contentDir, ...parts)
  if (!fs.existsSync(file)) throw new ContentError(`${shown}: the file is missing`)
  const text = fs.readFileSync(file, "utf8")
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new ContentError(`${shown}: is not valid JSON: ${describeJsonSyntaxError(text, error as Error)}`)
  }
}

/** One language's content file, as the editor wrote it: readContent("ar", "interface").form. */
export function readContent<Kind extends ContentKind>(
  lang: string,
  kind: Kind,
  contentDir = CONTENT_DIR,
): ContentFiles[Kind] {
  return readContentJson(contentDir, lang, `${kind}.json`) as ContentFiles[Kind]
}

/** content/languages.json: the site's languages, the default first. */
const readLanguages = (contentDir = CONTENT_DIR) => readContentJson(contentDir, "languages.json") as Languages

/** The languages' codes, the default first: ["en", "ar", "fr"]. */
export const languageCodes = (contentDir = CONTENT_DIR) =>
  readLanguages(contentDir).languages.map((language) => language.code)
