/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import {
  isPrintedFromContent,
  loadProfiles,
  profileSource,
  recordedSourceHash,
} from "../scripts/make-profile-pdf"
import { fixCMap, visualOrder } from "../scripts/profile-pdf/ligatures"
import { PDFBool, PDFDict, PDFDocument, PDFName } from "pdf-lib"
import { BUILD_DATE_VARIABLE } from "../gatsby/build/build-clock"
import { fill } from "../src/i18n/fill"
import { LANGUAGES, profilePdfPath } from "../src/i18n/languages"

const ROOT = path.resolve(__dirname, "..")
const SCRIPT = path.join(ROOT, "scripts", "make-profile-pdf.ts")

// pdf.js (the library the build renders pages with) reads the committed file in a child Node
// process: its ESM build does not load under Jest's CommonJS runtime. Each page's text items are
// joined as pdf.js gives them: a right-to-left run comes back in logical order, so a title set on
// one line reads as written in either language.
const EXTRACT_TEXT = `
import fs from "node:fs"
const { getDocument } = await import(${JSON.stringify(require.resolve("pdfjs-dist/legacy/build/pdf.mjs"))})
const doc = await getDocument({ data: new Uint8Array(fs.readFileSync(process.argv[1])), isEvalSupported: false, verbosity: 0 }).promise
const pages = []
for (let number = 1; number <= doc.numPages; number++) {
  const content = await (await doc.getPage(number)).getTextContent()
  pages.push(content.items.map((item) => item.str).join(""))
}
await doc.destroy()
process.stdout.write(JSON.stringify(pages))
`

function readPdfPages(file: string): string[] {
  return JSON.parse(
    execFileSync(process.execPath, ["--input-type=module", "-e", EXTRACT_TEXT, file], { encoding: "utf8" }),
  )
}

describe.each(loadProfiles().map((content) => [content.language.code, content] as const))(
  "the committed %s company-profile PDF",
  (code, content) => {
    const file = path.join(ROOT, "static", profilePdfPath(code))
    const pages = readPdfPages(file)
    // The sample printed from content/ is checked against it; a PDF an editor put in its place wins
    // as it is (scripts/make-profile-pdf.ts), so only what the site needs of it is checked.
    const sample = isPrintedFromContent(fs.readFileSync(file)) ? it : it.skip

    it("opens as a PDF with at least one page", () => {
      expect(pages.length).toBeGreaterThan(0)
    })

    // PDF/UA's core: a structure tree that assistive technology reads in order, headings and lists
    // marked as such, in the document's language.
    sample(
      "is tagged: headings, lists and paragraphs in a structure tree, marked, in its language",
      async () => {
        const document = await PDFDocument.load(fs.readFileSync(file), { updateMetadata: false })
        const catalog = document.catalog
        expect(catalog.get(PDFName.of("StructTreeRoot"))).toBeDefined()
        const markInfo = catalog.lookup(PDFName.of("MarkInfo"), PDFDict)
        expect(markInfo.get(PDFName.of("Marked"))).toBe(PDFBool.True)
        expect(String(catalog.get(PDFName.of("Lang")))).toBe(`(${code})`)
        const roles = new Set(fs.readFileSync(file, "latin1").match(/\/S \/\w+/g))
        for (const role of ["/S /H1", "/S /H2", "/S /L", "/S /LI", "/S /P"]) expect(roles).toContain(role)
      },
    )

    sample("has 10 to 16 pages, cover first, contact details last", () => {
      expect(pages.length).toBeGreaterThanOrEqual(10)
      expect(pages.length).toBeLessThanOrEqual(16)
      expect(pages[0]).toContain(content.words.profile.title)
      expect(pages.at(-1)).toContain(content.site.contact.email)
    })

    sample("names every service in its selectable text, in reading order", () => {
      const text = pages.join("\n")
      expect(content.services).toHaveLength(6)
      for (const service of content.services) expect(text).toContain(service.title)
    })

    // The PDFs are committed, not printed by each build: they name the founding year ("since 2008")
    // and leave out the figures the build computes, so a new year does not make them stale.
    sample("is worded timelessly: the founding year, not the firm's age", () => {
      const { year } = content.site.founded
      // The source the PDF records (checked below); pdf.js runs a wrapped title's lines together.
      expect(profileSource(content).html).toContain(fill(content.words.profile.storyTitle, { year }))
      expect(pages[1]).toContain(String(year))
      const computed = content.achievements.filter((achievement) => achievement.computed)
      expect(computed.length).toBeGreaterThan(0)
      for (const achievement of computed) expect(pages.join("\n")).not.toContain(achievement.label)
    })

    it("is printed from the same source whatever the build's date", () => {
      const source = (date: string) => {
        const saved = process.env[BUILD_DATE_VARIABLE]
        process.env[BUILD_DATE_VARIABLE] = date
        try {
          return profileSource(content).hash
        } finally {
          if (saved === undefined) delete process.env[BUILD_DATE_VARIABLE]
          else process.env[BUILD_DATE_VARIABLE] = saved
        }
      }
      expect(source("2031-01-01")).toBe(source("2026-12-31"))
    })

    sample(
      "is printed from today's content (otherwise: run `npm run gen:profile-pdf` and commit)",
      async () => {
        const recorded = await recordedSourceHash(fs.readFileSync(file))
        if (recorded !== profileSource(content).hash) {
          throw new Error(
            `static${profilePdfPath(code)} is out of step with content/: run \`npm run gen:profile-pdf\` and commit`,
          )
        }
      },
    )
  },
)

describe("npm run gen:profile-pdf", () => {
  it("prints the same bytes from the same content", () => {
    const runs = [1, 2].map(() => {
      const out = fs.mkdtempSync(path.join(os.tmpdir(), "profile-"))
      execFileSync(process.execPath, [require.resolve("tsx/cli"), SCRIPT, "--out", out], { stdio: "pipe" })
      return fs.readdirSync(out).map((name) => fs.readFileSync(path.join(out, name)))
    })
    expect(runs[0]).toHaveLength(LANGUAGES.length)
    expect(Buffer.concat(runs[1]).equals(Buffer.concat(runs[0]))).toBe(true)
  }, 60_000)
})

describe("a profile PDF an editor uploaded in place of the sample", () => {
  it("counts as theirs: npm run gen:profile-pdf keeps it and prints the other languages", async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), "profile-"))
    const handMade = await PDFDocument.create()
    handMade.addPage([595, 842])
    const bytes = Buffer.from(await handMade.save())
    fs.writeFileSync(path.join(out, profilePdfPath("en")), bytes)
    expect(isPrintedFromContent(bytes)).toBe(false)

    execFileSync(process.execPath, [require.resolve("tsx/cli"), SCRIPT, "--out", out], { stdio: "pipe" })
    expect(fs.readFileSync(path.join(out, profilePdfPath("en"))).equals(bytes)).toBe(true)
    const arabic = fs.readFileSync(path.join(out, profilePdfPath("ar")))
    expect(isPrintedFromContent(arabic)).toBe(true)
  }, 60_000)
})

describe("right-to-left ligatures in the PDF's text", () => {
  it("writes a lam-alef's characters in visual order, like the rest of its run, and leaves others alone", () => {
    const cmap =
      "2 beginbfchar\n<9A> <06440627>\n<9B> <0066006C>\nendbfchar\n1 beginbfrange\n<01> <05> <0627>\nendbfrange"
    expect(fixCMap(cmap)).toBe(
      "2 beginbfchar\n<9A> <06270644>\n<9B> <0066006C>\nendbfchar\n1 beginbfrange\n<01> <05> <0627>\nendbfrange",
    )
    expect(visualOrder("0644")).toBe("0644")
  })
})
