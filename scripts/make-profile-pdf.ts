/**
 * `npm run gen:profile-pdf`: writes the sample company profile of every language from content/ —
 * static/company-profile.pdf (English) and static/company-profile-<code>.pdf (Arabic …). chromium
 * prints the HTML of scripts/profile-pdf/template.ts with Readex Pro embedded from npm, so the text
 * is shaped, right to left where the language is, and selectable, and no font of the machine that
 * runs it is used. The same content and chromium give the same bytes: dates and producer are fixed,
 * and each PDF records the hash of the HTML it was printed from, which __tests__/profile-pdf.test.ts
 * compares with today's content.
 *
 * An editor may replace a language's PDF with one made elsewhere (the CMS's Assets, "Replace"): a PDF
 * without that recorded hash is theirs and wins. This script leaves it in place; delete it to print
 * the sample from content/ again.
 */
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { chromium } from "@playwright/test"
import { PDFDict, PDFDocument, PDFName, PDFString } from "pdf-lib"
import { validateContent } from "../gatsby/content/validate-content"
import type {
  Achievements,
  Interface,
  Services,
  Site,
  Timeline,
  Values,
} from "../src/types/content.generated"
import { type Language, profilePdfPath } from "../src/i18n/languages"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium"
import { fixRightToLeftLigatures } from "./profile-pdf/ligatures"
import { profileHtml, type ProfileContent } from "./profile-pdf/template"

const ROOT = path.resolve(__dirname, "..")
const CONTENT_DIR = path.join(ROOT, "content")
/** Fixed so that regenerating from unchanged content yields an identical file (and a clean git diff). */
const FIXED_DATE = new Date("2025-01-01T00:00:00Z")
/** Where each PDF says what it was printed from (a custom entry of its document information). */
export const SOURCE_HASH_KEY = "SourceHash"

/**
 * Readex Pro in its static 400 and 700 cuts (chromium embeds a variable font as Type 3 glyph
 * drawings, several times larger), Latin and Arabic, embedded as data: the HTML depends on nothing
 * outside it.
 */
function fontFaces(): string {
  // From the package's folder, not require.resolve of each file (Jest maps font imports to a stub).
  const files = path.join(path.dirname(require.resolve("@fontsource/readex-pro/package.json")), "files")
  return ["latin", "latin-ext", "arabic"]
    .flatMap((subset) => [400, 700].map((weight) => ({ subset, weight })))
    .map(({ subset, weight }) => {
      const file = path.join(files, `readex-pro-${subset}-${weight}-normal.woff2`)
      const data = fs.readFileSync(file).toString("base64")
      return `@font-face { font-family: "Readex Pro"; font-weight: ${weight}; src: url(data:font/woff2;base64,${data}) format("woff2"); }`
    })
    .join("\n")
}

/** Every language's profile content, checked by the same validation as the build. */
export function loadProfiles(): ProfileContent[] {
  const { languages, files } = validateContent(CONTENT_DIR)
  return languages.map((language: Language) => {
    const file = files[language.code] as {
      site: Site
      interface: Interface
      services: Services
      values: Values
      achievements: Achievements
      timeline: Timeline
    }
    return {
      language,
      site: file.site,
      words: file.interface,
      services: file.services.services,
      values: file.values.values,
      achievements: file.achievements.achievements,
      milestones: file.timeline.milestones,
    }
  })
}

/** The HTML a language's PDF is printed from, and its hash (what the PDF records). */
export function profileSource(content: ProfileContent): { html: string; hash: string } {
  const html = profileHtml(content, fontFaces())
  return { html, hash: crypto.createHash("sha256").update(html).digest("hex") }
}

/** Whether a profile PDF was printed by this script (it records its source's hash), not made by hand. */
export function isPrintedFromContent(pdf: Uint8Array): boolean {
  return Buffer.from(pdf).includes(`/${SOURCE_HASH_KEY} (`)
}

/** The document information dictionary (pdf-lib keeps its own accessor private). */
const infoOf = (document: PDFDocument) => document.context.lookup(document.context.trailerInfo.Info, PDFDict)

/** The hash a committed PDF was printed from (see SOURCE_HASH_KEY). */
export async function recordedSourceHash(pdf: Uint8Array): Promise<string | undefined> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false })
  const value = infoOf(document).get(PDFName.of(SOURCE_HASH_KEY))
  return value instanceof PDFString ? value.decodeText() : undefined
}

/** Fixed metadata, the source hash, and logical-order text for right-to-left ligatures. */
async function finish(pdf: Uint8Array, content: ProfileContent, hash: string): Promise<Uint8Array> {
  const document = await PDFDocument.load(pdf, { updateMetadata: false })
  const { site, words, language, services } = content
  document.setTitle(`${site.name} — ${words.profile.title}`, { showInWindowTitleBar: true })
  document.setAuthor(site.name)
  document.setSubject(site.tagline)
  document.setKeywords(services.map((service) => service.title))
  document.setLanguage(language.code)
  document.setCreator(site.name)
  document.setProducer("npm run profile-pdf")
  document.setCreationDate(FIXED_DATE)
  document.setModificationDate(FIXED_DATE)
  infoOf(document).set(PDFName.of(SOURCE_HASH_KEY), PDFString.of(hash))
  if (language.dir === "rtl") fixRightToLeftLigatures(document)
  return document.save({ useObjectStreams: false })
}

/** Prints every language's profile into `outDir` (static/ by default); resolves to their files. */
export async function writeProfiles(outDir = path.join(ROOT, "static")): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const written: string[] = []
  try {
    for (const content of loadProfiles()) {
      const { code } = content.language
      const file = path.join(outDir, profilePdfPath(code))
      const existing = fs.existsSync(file) ? fs.readFileSync(file) : undefined
      if (existing && !isPrintedFromContent(existing)) {
        console.log(
          `Kept ${path.relative(ROOT, file)}: an editor's own PDF (delete it to print the sample again)`,
        )
        continue
      }
      const { html, hash } = profileSource(content)
      const page = await browser.newPage()
      await page.setContent(html, { waitUntil: "load" })
      await page.evaluate(() => document.fonts.ready)
      // Tagged (headings, lists, reading order for assistive technology) and with an outline of its headings.
      const printed = await page.pdf({
        format: "A4",
        printBackground: true,
        preferCSSPageSize: true,
        tagged: true,
        outline: true,
      })
      await page.close()
      const pdf = await finish(printed, content, hash)
      fs.writeFileSync(file, pdf)
      written.push(file)
      const pages = (await PDFDocument.load(pdf)).getPageCount()
      console.log(`Wrote ${path.relative(ROOT, file)}: ${pages} pages, ${pdf.length} bytes`)
    }
  } finally {
    await browser.close()
  }
  return written
}

if (require.main === module) {
  // --out <dir>: print somewhere else (the test prints twice to check the bytes do not change).
  const out = process.argv.indexOf("--out")
  writeProfiles(out > 0 ? path.resolve(process.argv[out + 1]) : undefined).catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
