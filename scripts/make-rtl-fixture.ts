/**
 * `npx tsx scripts/make-rtl-fixture.ts`: writes `__tests__/fixtures/rtl-profile.pdf`, a three-page
 * Arabic test book printed by chromium from HTML (the way the Arabic profile is made), so the
 * build-time text extraction can be tested on real right-to-left text with Latin words and digits
 * inside Arabic lines. Needs a font with Arabic glyphs (DejaVu Sans here). Committed; rerun only to
 * change the fixture.
 */
import path from "node:path"
import { chromium } from "@playwright/test"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium"

export const RTL_FIXTURE = path.resolve(__dirname, "../__tests__/fixtures/rtl-profile.pdf")

/** Each page: a heading and a line mixing Arabic with a Latin word or figures (as the tests expect). */
export const RTL_FIXTURE_PAGES = [
  { heading: "الملف التعريفي للشركة", line: "شركة Cedarline للاستشارات منذ عام 2008" },
  { heading: "خدماتنا", line: "الاستشارات الاستراتيجية والتطوير المؤسسي" },
  { heading: "تواصل معنا", line: "البريد الإلكتروني hello@example.com" },
]

function html(): string {
  const pages = RTL_FIXTURE_PAGES.map(
    ({ heading, line }, index) =>
      `<section><h1>${heading}</h1><p>${line}</p><div class="folio">${index + 1}</div></section>`,
  ).join("")
  return `<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><style>
    @page { size: A4; margin: 0 }
    body { margin: 0; font-family: "DejaVu Sans", sans-serif; color: #0b1f33 }
    section { height: 297mm; padding: 30mm 25mm; box-sizing: border-box; break-after: page; position: relative }
    h1 { font-size: 30pt } p { font-size: 16pt }
    .folio { position: absolute; inset-block-end: 25mm; inset-inline-start: 25mm; font-size: 120pt; color: #c8963e }
  </style></head><body>${pages}</body></html>`
}

async function main() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    const page = await browser.newPage()
    await page.setContent(html())
    await page.pdf({ path: RTL_FIXTURE, format: "A4", printBackground: true, preferCSSPageSize: true })
    console.log(`Wrote ${path.relative(process.cwd(), RTL_FIXTURE)}`)
  } finally {
    await browser.close()
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
