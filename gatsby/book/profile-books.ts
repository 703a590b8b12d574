/**
 * The company profile as a book the viewer can show without pdf.js: for each profile PDF, every
 * page as WebP images at IMAGE_WIDTHS plus its text. Rendering is cached by the PDF's sha256 (and
 * the render settings) outside Gatsby's .cache/, which Gatsby empties whenever its config changes;
 * the images are copied under public/static/, which the hosts cache for a year (the key is in the
 * path, so a new PDF gets new URLs).
 */
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import type { TextDirection } from "./page-text"
import { LANGUAGES, profilePdfPath } from "../../src/i18n/languages"
import { renderPdfPages, type RenderedPage } from "./render-pdf-pages"

/** One profile PDF in `static/`, with the language it is written in. */
export interface BookSource {
  lang: string
  dir: TextDirection
  /** File name in `static/`. */
  file: string
}

/** The books the site offers: one per language (content/languages.json), at its fixed file name. */
export function profileBookSources(): BookSource[] {
  return LANGUAGES.map(({ code, dir }) => ({ lang: code, dir, file: profilePdfPath(code).slice(1) }))
}

/**
 * 480: a page of a laptop spread (about 400–500 CSS px); 1080: a phone's single page at DPR 2.6 and
 * a spread on a high-density laptop; 1800: fullscreen zoom.
 */
export const IMAGE_WIDTHS = [480, 1080, 1800] as const
export const IMAGE_QUALITY = 80
/** Bump when the rendering changes in a way the settings below do not capture. */
const RENDER_VERSION = 2

/** Under public/ (and so under the site's path prefix once served). */
export const IMAGE_PATH = "/static/profile-book"

export interface ProfileBookData {
  lang: string
  dir: TextDirection
  /** Site path of the PDF, without the path prefix. */
  pdf: string
  bytes: number
  pageCount: number
  pages: {
    number: number
    width: number
    height: number
    text: string
    images: { src: string; width: number }[]
  }[]
}

export interface PrepareOptions {
  sources: readonly BookSource[]
  /** Where the PDFs are (normally static/). */
  pdfDir: string
  publicDir: string
  cacheDir: string
  log?: (message: string) => void
}

export const DEFAULT_CACHE_DIR = path.resolve("node_modules/.cache/profile-books")

function cacheKey(pdf: Buffer, dir: TextDirection): string {
  const settings = JSON.stringify({ RENDER_VERSION, IMAGE_WIDTHS, IMAGE_QUALITY, dir })
  const pdfHash = crypto.createHash("sha256").update(pdf).digest("hex")
  return crypto.createHash("sha256").update(`${pdfHash}\n${settings}`).digest("hex").slice(0, 20)
}

/** The rendered pages for this key, from the cache or freshly drawn into it. */
async function cachedPages(
  source: BookSource,
  pdfFile: string,
  key: string,
  options: PrepareOptions,
): Promise<RenderedPage[]> {
  const entry = path.join(options.cacheDir, key)
  const manifest = path.join(entry, "pages.json")
  if (fs.existsSync(manifest)) return JSON.parse(fs.readFileSync(manifest, "utf8")) as RenderedPage[]
  const started = Date.now()
  // Drawn beside the entry and renamed into place, so an interrupted build leaves no half entry.
  const draft = `${entry}.${process.pid}.tmp`
  fs.rmSync(draft, { recursive: true, force: true })
  const pages = await renderPdfPages(pdfFile, draft, {
    dir: source.dir,
    widths: IMAGE_WIDTHS,
    quality: IMAGE_QUALITY,
  })
  fs.writeFileSync(path.join(draft, "pages.json"), JSON.stringify(pages))
  fs.rmSync(entry, { recursive: true, force: true })
  fs.renameSync(draft, entry)
  options.log?.(`${source.file}: drew ${pages.length} pages in ${Date.now() - started} ms`)
  return pages
}

/** Renders (or reuses) every book, publishes its images to public/, and describes it for the data layer. */
export async function prepareProfileBooks(options: PrepareOptions): Promise<ProfileBookData[]> {
  const books: ProfileBookData[] = []
  const published = new Set<string>()
  for (const source of options.sources) {
    const pdfFile = path.join(options.pdfDir, source.file)
    const pdf = fs.readFileSync(pdfFile)
    const key = cacheKey(pdf, source.dir)
    const pages = await cachedPages(source, pdfFile, key, options)
    const target = path.join(options.publicDir, IMAGE_PATH, key)
    fs.mkdirSync(target, { recursive: true })
    for (const page of pages)
      for (const image of page.images)
        fs.copyFileSync(path.join(options.cacheDir, key, image.file), path.join(target, image.file))
    published.add(key)
    books.push({
      lang: source.lang,
      dir: source.dir,
      pdf: `/${source.file}`,
      bytes: pdf.length,
      pageCount: pages.length,
      pages: pages.map(({ images, ...page }) => ({
        ...page,
        images: images.map(({ file, width }) => ({ src: `${IMAGE_PATH}/${key}/${file}`, width })),
      })),
    })
  }
  // Images of a replaced PDF would otherwise be deployed for ever.
  const imageRoot = path.join(options.publicDir, IMAGE_PATH)
  for (const name of fs.existsSync(imageRoot) ? fs.readdirSync(imageRoot) : []) {
    if (!published.has(name)) fs.rmSync(path.join(imageRoot, name), { recursive: true, force: true })
  }
  return books
}

/** The GraphQL types of the ProfileBook nodes (gatsby-node.ts declares them). */
export const PROFILE_BOOK_TYPES = `
    type ProfileBook implements Node @dontInfer {
      lang: String!
      dir: String!
      pdf: String!
      bytes: Int!
      pageCount: Int!
      pages: [ProfileBookPage!]!
    }
    type ProfileBookPage {
      number: Int!
      width: Int!
      height: Int!
      text: String!
      images: [ProfileBookImage!]!
    }
    type ProfileBookImage { src: String!, width: Int! }
`
