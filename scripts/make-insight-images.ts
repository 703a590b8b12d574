/**
 * Draws the starter articles' pictures in the site's colours, so they ship without stock photos:
 * each cover (an abstract picture, no words, the same in every language it is written in) as SVG
 * rendered with sharp, and the Gulf article's figure of its five decisions (the licence last), whose labels are drawn
 * per language with @napi-rs/canvas in Readex Pro (Arabic shaped, read right to left). The build
 * makes the responsive AVIF/WebP sizes. Run: `npm run gen:insight-images`, then commit the images.
 */
import fs from "node:fs"
import path from "node:path"
import { createCanvas, GlobalFonts } from "@napi-rs/canvas"
import sharp from "sharp"
import { languageCodes } from "../gatsby/content/read-content"
import { theme } from "../src/theme/theme"
import { seededRandom } from "./seeded-random"

const ROOT = path.resolve(__dirname, "..")
const WIDTH = 1600
const HEIGHT = 900
const { navy, navyDark, ink, gold, goldHover, onDarkMuted } = theme.colors

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${navy}"/><stop offset="1" stop-color="${ink}"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>${body}</svg>`

/** A gold arc rising over layered navy bands: a skyline across the water at dusk. */
function gulfCover(): string {
  const next = seededRandom(2018)
  const bands = [0, 1, 2, 3].map((band) => {
    const y = 520 + band * 90
    const towers = Array.from({ length: 26 }, (_, index) => {
      const x = index * 64 + next() * 20
      const height = (band === 0 ? 180 : 60) * next()
      return `L${x.toFixed(0)} ${(y - height).toFixed(0)} L${(x + 40).toFixed(0)} ${(y - height).toFixed(0)}`
    }).join(" ")
    return `<path d="M0 ${y} ${towers} L${WIDTH} ${y} L${WIDTH} ${HEIGHT} L0 ${HEIGHT} Z" fill="${[navy, navyDark, ink, "#071726"][band]}" opacity="0.95"/>`
  })
  return svg(`<circle cx="${WIDTH * 0.62}" cy="540" r="300" fill="none" stroke="${gold}" stroke-width="14"/>
  <circle cx="${WIDTH * 0.62}" cy="540" r="240" fill="${goldHover}" opacity="0.18"/>${bands.join("")}`)
}

/** Gold lines in parallel towards a low horizon across blue bands: a delta seen from above. */
function egyptCover(): string {
  const lines = Array.from({ length: 14 }, (_, index) => {
    const spread = (index - 6.5) * 120
    return `<path d="M${WIDTH / 2 + spread * 0.08} 360 C${WIDTH / 2 + spread * 0.4} 560 ${WIDTH / 2 + spread} 700 ${WIDTH / 2 + spread * 1.6} ${HEIGHT}" fill="none" stroke="${gold}" stroke-width="${(3 + (index % 3) * 2).toFixed(0)}" opacity="${(0.45 + (index % 4) * 0.15).toFixed(2)}"/>`
  })
  const bands = [0, 1, 2].map(
    (band) =>
      `<rect y="${240 + band * 50}" width="${WIDTH}" height="30" fill="${onDarkMuted}" opacity="${0.06 + band * 0.04}"/>`,
  )
  return svg(
    `${bands.join("")}<rect y="355" width="${WIDTH}" height="6" fill="${gold}" opacity="0.8"/>${lines.join("")}`,
  )
}

/** Navy and gold blocks linked by thin lines, in a clean sequence. */
function erpCover(): string {
  const blocks = Array.from({ length: 6 }, (_, index) => {
    const x = 150 + index * 230
    const y = 330 + (index % 2) * 120
    const link =
      index < 5
        ? `<path d="M${x + 150} ${y + 75} C${x + 200} ${y + 75} ${x + 180} ${330 + ((index + 1) % 2) * 120 + 75} ${x + 230} ${330 + ((index + 1) % 2) * 120 + 75}" fill="none" stroke="${onDarkMuted}" stroke-width="4" opacity="0.7"/>`
        : ""
    const fill = index === 5 ? gold : index % 2 ? navyDark : navy
    return `<rect x="${x}" y="${y}" width="150" height="150" rx="18" fill="${fill}" stroke="${gold}" stroke-width="4"/>${link}`
  })
  return svg(blocks.join(""))
}

/** Thirteen gold bars of changing height in a row: a weekly chart. */
function cashCover(): string {
  const next = seededRandom(13)
  const bars = Array.from({ length: 13 }, (_, index) => {
    const height = 160 + next() * 380
    const x = 170 + index * 100
    return `<rect x="${x}" y="${(720 - height).toFixed(0)}" width="64" height="${height.toFixed(0)}" rx="6" fill="${index === 6 ? goldHover : gold}" opacity="${(0.55 + next() * 0.45).toFixed(2)}"/>`
  })
  return svg(
    `<rect x="140" y="722" width="1320" height="4" fill="${onDarkMuted}" opacity="0.6"/>${bars.join("")}`,
  )
}

const COVERS: Record<string, () => string> = {
  "gulf-market-entry": gulfCover,
  "egypt-investment-regime": egyptCover,
  "fix-the-process-before-the-erp": erpCover,
  "thirteen-week-cash-forecast": cashCover,
}

/**
 * The Gulf article's figure: its five decisions in the article's order along a path, the licence
 * last and in gold. Labels per language; the numbers are the article's section numbers.
 */
const DECISION_LABELS: Record<string, { steps: string[]; licence: string; dir: "ltr" | "rtl" }> = {
  en: { steps: ["Market", "People", "Tax", "Banking"], licence: "Licence", dir: "ltr" },
  ar: { steps: ["السوق", "الفريق", "الضرائب", "المصارف"], licence: "الترخيص", dir: "rtl" },
  fr: { steps: ["Marché", "Équipe", "Fiscalité", "Banque"], licence: "Licence", dir: "ltr" },
}

function decisionPath({ steps, licence, dir }: (typeof DECISION_LABELS)[string]): Buffer {
  const canvas = createCanvas(1400, 380)
  const context = canvas.getContext("2d")
  context.fillStyle = theme.colors.surface
  context.fillRect(0, 0, 1400, 380)
  // Left to right in English and French, right to left in Arabic.
  const x = (index: number) => (dir === "rtl" ? 1400 - 160 - index * 270 : 160 + index * 270)
  const last = steps.length
  context.strokeStyle = theme.colors.border
  context.lineWidth = 8
  context.beginPath()
  context.moveTo(x(0), 150)
  context.lineTo(x(last), 150)
  context.stroke()
  context.textAlign = "center"
  context.direction = dir
  const faces = dir === "rtl" ? `"Card Arabic", "Card Latin"` : `"Card Latin", "Card Arabic"`
  const decision = (index: number, label: string, fill: string, number: string, weight: number) => {
    context.fillStyle = fill
    context.beginPath()
    context.arc(x(index), 150, 62, 0, 2 * Math.PI)
    context.fill()
    context.fillStyle = number
    context.font = `600 54px ${faces}`
    context.fillText(String(index + 1), x(index), 170)
    context.fillStyle = theme.colors.text
    context.font = `${weight} 38px ${faces}`
    context.fillText(label, x(index), 280)
  }
  steps.forEach((label, index) => decision(index, label, navy, theme.colors.onDark, 500))
  decision(last, licence, gold, ink, 700)
  return canvas.toBuffer("image/png")
}

async function main() {
  const fonts = path.join(ROOT, "node_modules", "@fontsource-variable", "readex-pro", "files")
  GlobalFonts.registerFromPath(path.join(fonts, "readex-pro-latin-wght-normal.woff2"), "Card Latin")
  GlobalFonts.registerFromPath(path.join(fonts, "readex-pro-arabic-wght-normal.woff2"), "Card Arabic")
  for (const [key, draw] of Object.entries(COVERS)) {
    const jpeg = await sharp(Buffer.from(draw())).jpeg({ quality: 84, mozjpeg: true }).toBuffer()
    for (const lang of languageCodes()) {
      const folder = path.join(ROOT, "content", lang, "insights", key)
      if (!fs.existsSync(folder)) continue
      fs.writeFileSync(path.join(folder, "cover.jpg"), jpeg)
      console.log(`Wrote ${path.relative(ROOT, path.join(folder, "cover.jpg"))}`)
    }
  }
  for (const [lang, labels] of Object.entries(DECISION_LABELS)) {
    const folder = path.join(ROOT, "content", lang, "insights", "gulf-market-entry")
    if (!fs.existsSync(folder)) continue
    const file = path.join(folder, "decision-path.png")
    await sharp(decisionPath(labels)).png({ compressionLevel: 9, palette: true }).toFile(file)
    console.log(`Wrote ${path.relative(ROOT, file)}`)
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
