/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { PDFDocument, StandardFonts } from "pdf-lib"
import sharp from "sharp"
import type { ProfileBookData } from "../gatsby/book/profile-books"

jest.setTimeout(120_000)

const DRIVER = path.join(__dirname, "helpers", "render-books.ts")
/** Three Arabic pages printed by chromium (scripts/make-rtl-fixture.ts). */
const RTL_FIXTURE = path.join(__dirname, "fixtures", "rtl-profile.pdf")
let work: string
let dirs: { pdf: string; public: string; cache: string }

function prepare(...specs: string[]): { books: ProfileBookData[]; log: string[] } {
  const output = execFileSync(
    process.execPath,
    [require.resolve("tsx/cli"), DRIVER, dirs.pdf, dirs.public, dirs.cache, ...specs],
    { encoding: "utf8", cwd: path.resolve(__dirname, "..") },
  )
  return JSON.parse(output)
}

/** A small PDF with `count` pages, each naming its number. */
async function writePdf(file: string, count: number): Promise<void> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  for (let page = 1; page <= count; page++) {
    doc.addPage([595.28, 841.89]).drawText(`Page number ${page}`, { x: 72, y: 720, size: 40, font })
  }
  fs.writeFileSync(file, await doc.save())
}

beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "profile-books-"))
  dirs = {
    pdf: path.join(work, "static"),
    public: path.join(work, "public"),
    cache: path.join(work, "cache"),
  }
  fs.mkdirSync(dirs.pdf)
  fs.copyFileSync(RTL_FIXTURE, path.join(dirs.pdf, "company-profile-ar.pdf"))
})

afterAll(() => fs.rmSync(work, { recursive: true, force: true }))

describe("profile books drawn at build time", () => {
  let first: { books: ProfileBookData[]; log: string[] }
  beforeAll(() => {
    first = prepare("ar:rtl:company-profile-ar.pdf")
  })

  it("describes the book from the PDF itself: pages, size, direction", () => {
    const [book] = first.books
    expect(book).toMatchObject({ lang: "ar", dir: "rtl", pdf: "/company-profile-ar.pdf", pageCount: 3 })
    expect(book.bytes).toBe(fs.statSync(RTL_FIXTURE).size)
    expect(book.pages.map((page) => [page.number, page.width, page.height])).toEqual([
      [1, 595, 842],
      [2, 595, 842],
      [3, 595, 842],
    ])
  })

  it("reads each right-to-left page's text in logical order, Latin words and figures included", () => {
    const [p1, p2, p3] = first.books[0].pages.map((page) => page.text)
    expect(p1).toContain("الملف التعريفي للشركة")
    expect(p1).toContain("شركة Cedarline للاستشارات منذ عام 2008")
    expect(p2).toContain("الاستشارات الاستراتيجية والتطوير المؤسسي")
    expect(p3).toContain("البريد الإلكتروني hello@example.com")
  })

  it("publishes WebP images at 480, 1080 and 1800 px under public/static/", async () => {
    for (const page of first.books[0].pages) {
      expect(page.images.map((image) => image.width)).toEqual([480, 1080, 1800])
      for (const image of page.images) {
        expect(image.src).toMatch(/^\/static\/profile-book\/[0-9a-f]+\/page-\d+-\d+\.webp$/)
        const meta = await sharp(path.join(dirs.public, image.src)).metadata()
        expect(meta).toMatchObject({ format: "webp", width: image.width })
        expect(meta.height! / meta.width!).toBeCloseTo(842 / 595, 2)
      }
    }
  })

  it("reuses the cache on the next build, even one that starts from an empty public/", () => {
    fs.rmSync(dirs.public, { recursive: true })
    const again = prepare("ar:rtl:company-profile-ar.pdf")
    expect(first.log.join(" ")).toMatch(/drew 3 pages/)
    expect(again.log).toEqual([])
    expect(again.books).toEqual(first.books)
    for (const image of again.books[0].pages[0].images)
      expect(fs.existsSync(path.join(dirs.public, image.src))).toBe(true)
  })

  it("follows a replaced PDF: new page count, new image URLs, the old images gone", async () => {
    await writePdf(path.join(dirs.pdf, "company-profile-ar.pdf"), 2)
    const replaced = prepare("ar:rtl:company-profile-ar.pdf")
    const [book] = replaced.books
    expect(book.pageCount).toBe(2)
    expect(book.pages[1].text).toContain("2")
    const oldFolder = path.dirname(first.books[0].pages[0].images[0].src)
    expect(path.dirname(book.pages[0].images[0].src)).not.toBe(oldFolder)
    expect(fs.existsSync(path.join(dirs.public, oldFolder))).toBe(false)
  })
})
