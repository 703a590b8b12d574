import fs from "node:fs"
import path from "node:path"
import ts from "typescript"

/**
 * Every repository path the docs, the README, a code comment, a test's name or netlify.toml names
 * must exist, so a reader who follows one lands somewhere. What counts as a path:
 * - in Markdown, a token inside `code` or a fenced block, or a relative link's target; in code, a
 *   token inside a comment or a test's name; in netlify.toml, a token inside a `#` comment;
 * - the token has a slash, and starts with `./`, `../` or a top-level entry of the repository
 *   (`src/`, `docs/`, `gatsby-config.ts`, …), or ends in a file extension.
 * It is looked for from the repository's root, in node_modules/ (a package's file, such as
 * `gatsby/cache-dir/production-app.js`), then from the naming file's folder and each one above it.
 * Exempt: paths under a git-ignored root (read from .gitignore: `public/`, `.data/`, `.cache/`,
 * `node_modules/`, …); absolute paths and addresses (`/contact/`, `https://…`); placeholders and
 * globs (the token runs into `<`, `*`, `{`, `$` or `%`); `owner/repo#123`; a quoted relative module
 * specifier in a Markdown example; a path whose sentence or table cell says it was removed,
 * renamed, replaced or deleted (history told in passing); and the dated records in docs/history/.
 */
const ROOT = path.join(__dirname, "..")

const CODE_FOLDERS = ["src", "gatsby", "functions", "netlify", "supabase", "scripts", "__tests__", "e2e"]
const CODE_FILE = /\.(ts|tsx|js|mjs|cjs)$/
const EXTENSION =
  /\.(ts|tsx|js|mjs|cjs|json|md|toml|ya?ml|sql|css|html|xml|txt|sh|pdf|png|jpe?g|webp|avif|svg|woff2?|ttf|ico)$/
/** Words that tell a path is named as history, not as a place to look. */
const NAMED_AS_GONE = /\b(removed|deleted|renamed|replaced|no longer exists|formerly)\b/i

/** Folders the build reads once an editor puts a file there; the repository holds none yet. */
const MADE_ON_FIRST_USE = ["content/authors/"]

/** A run of path characters with at least one slash, not part of an address or an absolute path. */
const TOKEN = /(?<![\w@./:~$%-])(?:\.\.?\/)*[\w@.+-]+(?:\/[\w@.+[\]-]+)+\/?/g

function listFiles(folder: string, keep: (file: string) => boolean): string[] {
  const absolute = path.join(ROOT, folder)
  if (!fs.existsSync(absolute)) return []
  return fs
    .readdirSync(absolute, { recursive: true, encoding: "utf8" })
    .map((file) => path.join(folder, file))
    .filter((file) => !file.split(path.sep).includes("node_modules") && keep(file))
    .filter((file) => fs.statSync(path.join(ROOT, file)).isFile())
}

/** Root-level folders and file names from .gitignore (`public-*`, `.data`), as patterns. */
function ignoredRoots(): RegExp[] {
  return fs
    .readFileSync(path.join(ROOT, ".gitignore"), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#") && !line.startsWith("!"))
    .map((line) => line.replace(/^\//, "").replace(/\/$/, ""))
    .filter((line) => !line.includes("/"))
    .map((line) => new RegExp(`^${line.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`))
}

const IGNORED = ignoredRoots()
const TOP_LEVEL = new Set(fs.readdirSync(ROOT).filter((name) => name !== ".git"))

interface Named {
  file: string
  line: number
  text: string
  /** The whole line, to read whether it names the path as gone. */
  context: string
}

/** The paths a piece of text names, with the exemptions above applied. */
function pathsIn(text: string, at: Omit<Named, "text">): Named[] {
  const found: Named[] = []
  for (const match of text.matchAll(TOKEN)) {
    const token = match[0].replace(/[.,;:)]+$/, "")
    const after = text[match.index + match[0].length] ?? ""
    if (after !== "" && "<*{$%…#".includes(after)) continue
    const first = token.replace(/^(\.\.?\/)+/, "").split("/")[0]
    const relative = token.startsWith("./") || token.startsWith("../")
    if (!relative && !TOP_LEVEL.has(first) && !EXTENSION.test(token)) continue
    if (!relative && IGNORED.some((pattern) => pattern.test(first))) continue
    if (MADE_ON_FIRST_USE.includes(token)) continue
    found.push({ ...at, text: token, context: sentenceAround(at.context, token) })
  }
  return found
}

/** The sentence or table cell of a line that holds the path. */
function sentenceAround(line: string, token: string) {
  const at = Math.max(line.indexOf(token), 0)
  const ends = [...line.matchAll(/[.;!?](?=\s)|\|/g)].map((end) => end.index)
  const start = Math.max(0, ...ends.filter((end) => end < at))
  const end = Math.min(line.length, ...ends.filter((end) => end >= at + token.length))
  return line.slice(start, end)
}

function lineOf(source: string, offset: number) {
  return source.slice(0, offset).split("\n").length
}

function lineAt(source: string, line: number) {
  return source.split("\n")[line - 1] ?? ""
}

/** Comments and test names, each with the line it starts on. */
function codeTexts(file: string): Named[] {
  const source = fs.readFileSync(path.join(ROOT, file), "utf8")
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true)
  const seen = new Set<number>()
  const texts: Named[] = []
  const add = (start: number, end: number) => {
    if (seen.has(start)) return
    seen.add(start)
    const text = source.slice(start, end)
    text.split("\n").forEach((part, index) => {
      const line = lineOf(source, start) + index
      texts.push({ file, line, text: part, context: lineAt(source, line) })
    })
  }
  const visit = (node: ts.Node) => {
    for (const range of [
      ...(ts.getLeadingCommentRanges(source, node.getFullStart()) ?? []),
      ...(ts.getTrailingCommentRanges(source, node.getEnd()) ?? []),
    ])
      add(range.pos, range.end)
    if (ts.isCallExpression(node) && /^(test|it|describe)\b/.test(node.expression.getText(tree))) {
      const title = node.arguments[0]
      if (title && (ts.isStringLiteral(title) || ts.isNoSubstitutionTemplateLiteral(title)))
        add(title.getStart(tree), title.getEnd())
    }
    ts.forEachChild(node, visit)
  }
  visit(tree)
  return texts
}

/** Inline code, fenced blocks and relative link targets, each with its line. */
function markdownTexts(file: string): Named[] {
  const source = fs.readFileSync(path.join(ROOT, file), "utf8")
  const texts: Named[] = []
  let fenced = false
  source.split("\n").forEach((content, index) => {
    const at = { file, line: index + 1, context: content }
    if (content.trimStart().startsWith("```")) {
      fenced = !fenced
      return
    }
    // A quoted relative module specifier in an example is relative to a file the example does not name.
    if (fenced) return texts.push({ ...at, text: content.replace(/["'](\.\.?\/)+[^"']*["']/g, "") })
    for (const [, code] of content.matchAll(/`([^`]+)`/g)) texts.push({ ...at, text: code })
    for (const [, target] of content.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
      if (/^[a-z]+:/.test(target) || target.startsWith("/")) continue
      // A link is relative to its page: written as ./ so it resolves from there.
      texts.push({ ...at, text: target.includes("/") ? target : `./${target}` })
    }
  })
  return texts
}

function tomlTexts(file: string): Named[] {
  return fs
    .readFileSync(path.join(ROOT, file), "utf8")
    .split("\n")
    .flatMap((content, index) => {
      const comment = content.indexOf("#")
      return comment < 0 ? [] : [{ file, line: index + 1, text: content.slice(comment), context: content }]
    })
}

function exists(named: Named) {
  const bare = named.text.replace(/\/$/, "")
  // The repository's root, a package's files, then the naming file's folder and each one above it.
  const above = path.dirname(named.file).split(path.sep)
  const folders = [
    ROOT,
    path.join(ROOT, "node_modules"),
    ...above.map((_, index) => path.join(ROOT, ...above.slice(0, index + 1))),
  ]
  return folders.some((folder) => fs.existsSync(path.join(folder, bare)))
}

function sources(): Named[] {
  const markdown = ["README.md", ...listFiles("docs", (file) => file.endsWith(".md"))].filter(
    (file) => !file.startsWith(`docs${path.sep}history${path.sep}`),
  )
  const rootCode = [...TOP_LEVEL].filter((name) => CODE_FILE.test(name))
  const code = [
    ...rootCode,
    ...CODE_FOLDERS.flatMap((folder) => listFiles(folder, (file) => CODE_FILE.test(file))),
  ]
  return [
    ...markdown.flatMap(markdownTexts),
    ...code.flatMap(codeTexts),
    ...tomlTexts("netlify.toml"),
  ].flatMap(({ text, ...at }) => pathsIn(text, at))
}

describe("paths the docs and the comments name", () => {
  it("each repository path named in docs/, the README, a comment, a test's name or netlify.toml exists", () => {
    const dangling = sources()
      .filter((named) => !NAMED_AS_GONE.test(named.context) && !exists(named))
      .map(({ file, line, text }) => `${file}:${line} ${text}`)
    expect(dangling).toEqual([])
  })

  it("reads the git-ignored roots from .gitignore and knows a path when it sees one", () => {
    const at = { file: "docs/x.md", line: 1, context: "" }
    expect(pathsIn("public/static/a.png and .data/outbox/ and public-prefixed/index.html", at)).toEqual([])
    expect(
      pathsIn("see content/<lang>/site.json, content/en/*.json, https://x.org/a/b.ts, /contact/", at),
    ).toEqual([])
    expect(pathsIn("client/server and and/or", at)).toEqual([])
    expect(
      pathsIn("src/routes.ts, ./machinery.md and ebook/open-book.ts", at).map(({ text }) => text),
    ).toEqual(["src/routes.ts", "./machinery.md", "ebook/open-book.ts"])
  })
})
