/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import { loadContent, PDF_FILE, renderProfilePdf } from "../scripts/make-profile-pdf"

// pdf.js (the same library the viewer uses) reads the committed file in a child Node process:
// its ESM build does not load under Jest's CommonJS runtime.
const EXTRACT_TEXT = `
import fs from "node:fs"
const { getDocument } = await import(${JSON.stringify(require.resolve("pdfjs-dist/legacy/build/pdf.mjs"))})
const doc = await getDocument({ data: new Uint8Array(fs.readFileSync(process.argv[1])), isEvalSupported: false, verbosity: 0 }).promise
const pages = []
for (let number = 1; number <= doc.numPages; number++) {
  const content = await (await doc.getPage(number)).getTextContent()
  pages.push(content.items.map((item) => item.str).join(" ").replace(/\\s+/g, " "))
}
await doc.destroy()
process.stdout.write(JSON.stringify(pages))
`

function readPdfPages(file: string): string[] {
  return JSON.parse(
    execFileSync(process.execPath, ["--input-type=module", "-e", EXTRACT_TEXT, file], { encoding: "utf8" }),
  )
}

const content = loadContent()
const pages = readPdfPages(PDF_FILE)

describe("the committed company-profile PDF", () => {
  it("has 10 to 16 pages", () => {
    expect(pages.length).toBeGreaterThanOrEqual(10)
    expect(pages.length).toBeLessThanOrEqual(16)
  })

  it("names every service from content/services.json in its selectable text", () => {
    const text = pages.join(" ")
    expect(content.services).toHaveLength(6)
    for (const service of content.services) expect(text).toContain(service.title)
  })

  it("opens with a cover that names the firm, and ends with its contact details", () => {
    expect(pages[0]).toContain(content.site.name)
    expect(pages[0]).toContain("Company Profile")
    expect(pages[pages.length - 1]).toContain(content.site.contact.email)
  })

  it("is what `npm run profile-pdf` makes from the current content, byte for byte", async () => {
    const fresh = await renderProfilePdf(content)
    if (!fresh.equals(fs.readFileSync(PDF_FILE))) {
      throw new Error(
        "static/company-profile.pdf is out of step with content/: run `npm run profile-pdf` and commit",
      )
    }
  })
})
