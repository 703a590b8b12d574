/**
 * The benchmark's heavy profile: 40 A4 pages, each a full-page photograph-like raster (smooth
 * colour fields with film grain, as JPEG) under a heading, about 10 MB in all. Seeded, with fixed
 * PDF dates, so every run of the benchmark draws the same bytes.
 */
import fs from "node:fs"
import path from "node:path"
import { PDFDocument, rgb, StandardFonts } from "pdf-lib"
import sharp from "sharp"
import { seededRandom } from "../seeded-random"

export const HEAVY_PAGES = 40
const A4 = { width: 595.28, height: 841.89 }
const PIXELS = { width: 1240, height: 1754 }

async function photograph(page: number): Promise<Buffer> {
  const next = seededRandom(page * 7919)
  const coarse = Buffer.alloc(12 * 17 * 3, 0).map(() => Math.floor(40 + next() * 180))
  const grain = Buffer.alloc(PIXELS.width * PIXELS.height, 0).map(() => Math.floor(118 + next() * 20))
  const base = await sharp(coarse, { raw: { width: 12, height: 17, channels: 3 } })
    .resize(PIXELS.width, PIXELS.height, { kernel: "cubic" })
    .raw()
    .toBuffer()
  const noise = await sharp(grain, { raw: { width: PIXELS.width, height: PIXELS.height, channels: 1 } })
    .toColourspace("srgb")
    .png()
    .toBuffer()
  return sharp(base, { raw: { ...PIXELS, channels: 3 } })
    .composite([{ input: noise, blend: "soft-light" }])
    .jpeg({ quality: 80 })
    .toBuffer()
}

/** Writes the heavy PDF to `file` unless it is there already; returns its size in bytes. */
export async function writeHeavyPdf(file: string): Promise<number> {
  if (fs.existsSync(file)) return fs.statSync(file).size
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const fixed = new Date("2025-01-01T00:00:00Z")
  const doc = await PDFDocument.create({ updateMetadata: false })
  doc.setCreationDate(fixed)
  doc.setModificationDate(fixed)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  for (let number = 1; number <= HEAVY_PAGES; number++) {
    const page = doc.addPage([A4.width, A4.height])
    page.drawImage(await doc.embedJpg(await photograph(number)), { x: 0, y: 0, ...A4 })
    page.drawRectangle({
      x: 0,
      y: A4.height - 96,
      width: A4.width,
      height: 96,
      color: rgb(0.04, 0.12, 0.2),
      opacity: 0.85,
    })
    page.drawText(`Project gallery, page ${number}`, {
      x: 48,
      y: A4.height - 62,
      size: 22,
      font: bold,
      color: rgb(1, 1, 1),
    })
  }
  const pdf = await doc.save({ useObjectStreams: false })
  fs.writeFileSync(file, pdf)
  return pdf.length
}
