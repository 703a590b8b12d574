/**
 * The share card of each article (its Open Graph image, 1200×630): the title over the brand's
 * background, drawn at build time with @napi-rs/canvas (Skia, which shapes Arabic and lays out
 * right-to-left text) in Readex Pro from npm, so a card looks the same on any build machine. A
 * card is cached by what it is drawn from and published under the hash of its bytes, so a changed
 * title gets a new address and LinkedIn or WhatsApp fetch it again.
 */
import crypto from "node:crypto"
import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { theme } from "../../src/theme/theme"

export const SHARE_CARD = { width: 1200, height: 630 } as const

/** Where cards are published: Gatsby's folder of content-hashed files, cached for a year. */
export const SHARE_CARD_FOLDER = "static/share-cards"

/** Bump when the drawing changes, so cached cards are drawn again. */
const DRAWING_VERSION = 2

export interface ShareCardText {
  title: string
  dir: "ltr" | "rtl"
  /** The firm's name and the section's, in the article's language, drawn above the title. */
  firmName: string
  section: string
}

type Canvas = typeof import("@napi-rs/canvas")

const requireFromRoot = createRequire(path.join(process.cwd(), "package.json"))
/** The brand mark (gold ring and cedar on ink), drawn by scripts/make-brand-images.ts. */
const MARK_FILE = path.join(process.cwd(), "src", "images", "icon.png")
const FONT_FILES = {
  latin: "@fontsource-variable/readex-pro/files/readex-pro-latin-wght-normal.woff2",
  arabic: "@fontsource-variable/readex-pro/files/readex-pro-arabic-wght-normal.woff2",
}

let fontsRegistered = false
/** @napi-rs/canvas with the two Readex Pro subsets registered (once). */
async function loadCanvas(): Promise<Canvas> {
  // awaited, not .then(): Gatsby's compiler for gatsby-node turns import() into a plain require().
  const canvas = await import("@napi-rs/canvas")
  if (!fontsRegistered) {
    canvas.GlobalFonts.registerFromPath(requireFromRoot.resolve(FONT_FILES.latin), "Card Latin")
    canvas.GlobalFonts.registerFromPath(requireFromRoot.resolve(FONT_FILES.arabic), "Card Arabic")
    fontsRegistered = true
  }
  return canvas
}

const MARGIN = 80
const MARK_SIZE = 120
/** The title's box: beside the mark, between the heading line and the gold band. */
const TITLE_WIDTH = SHARE_CARD.width - 2 * MARGIN - MARK_SIZE - 40
const TITLE_TOP = 200
const TITLE_HEIGHT = 360
const TITLE_SIZES = [72, 64, 56, 50, 44, 40]

/** Where a line may break: any space but the no-break ones, which French sets before « : ; ! ? ». */
const BREAKABLE_SPACE = /[^\S\u00a0\u202f\u2007]+/

/** Greedy line breaks at breakable spaces within `width`, as `measure` measures a line. */
export function wrapWords(text: string, width: number, measure: (line: string) => number): string[] {
  const lines: string[] = []
  for (const word of text.split(BREAKABLE_SPACE).filter(Boolean)) {
    const last = lines.at(-1)
    if (last !== undefined && measure(`${last} ${word}`) <= width) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines
}

/** One card as PNG bytes. */
export async function drawShareCard(text: ShareCardText): Promise<Buffer> {
  const { createCanvas, loadImage } = await loadCanvas()
  const { width, height } = SHARE_CARD
  const canvas = createCanvas(width, height)
  const context = canvas.getContext("2d")
  const rtl = text.dir === "rtl"
  // The article's script first; the other face covers digits, Latin names and punctuation.
  const faces = rtl ? `"Card Arabic", "Card Latin"` : `"Card Latin", "Card Arabic"`
  const start = rtl ? width - MARGIN : MARGIN

  // Navy at the top of the start side to ink at the bottom of the end side, where the mark sits.
  const sky = rtl
    ? context.createLinearGradient(width, 0, 0, height)
    : context.createLinearGradient(0, 0, width, height)
  sky.addColorStop(0, theme.colors.navy)
  sky.addColorStop(1, theme.colors.ink)
  context.fillStyle = sky
  context.fillRect(0, 0, width, height)
  context.fillStyle = theme.colors.gold
  context.fillRect(0, height - 14, width, 14)
  context.fillRect(rtl ? width - MARGIN - 96 : MARGIN, 150, 96, 6)
  const mark = await loadImage(fs.readFileSync(MARK_FILE))
  const markX = rtl ? MARGIN : width - MARGIN - MARK_SIZE
  context.save()
  context.beginPath()
  context.roundRect(markX, height - 70 - MARK_SIZE, MARK_SIZE, MARK_SIZE, 24)
  context.clip()
  context.drawImage(mark, markX, height - 70 - MARK_SIZE, MARK_SIZE, MARK_SIZE)
  context.restore()

  context.direction = text.dir
  context.textAlign = "start"
  context.textBaseline = "alphabetic"
  context.fillStyle = theme.colors.onDarkMuted
  context.font = `500 30px ${faces}`
  context.fillText(`${text.firmName} · ${text.section}`, start, 118)

  context.fillStyle = theme.colors.onDark
  // The largest size at which the whole title fits its box (a schema limits titles to 120 characters).
  // Arabic's dots and marks above and below the letters want more room between lines.
  const leading = rtl ? 1.5 : 1.3
  let lines: string[] = []
  let size = TITLE_SIZES[0]
  for (size of TITLE_SIZES) {
    context.font = `600 ${size}px ${faces}`
    lines = wrapWords(text.title, TITLE_WIDTH, (line) => context.measureText(line).width)
    if (lines.length * size * leading <= TITLE_HEIGHT) break
  }
  lines.forEach((line, index) => context.fillText(line, start, TITLE_TOP + size * (0.9 + index * leading)))
  return canvas.toBuffer("image/png")
}

/**
 * Draws (or takes from `cacheDir`) the card and writes it to public/static/share-cards/<hash>.png;
 * returns its path on the site.
 */
export async function writeShareCard(
  text: ShareCardText,
  { cacheDir, publicDir }: { cacheDir: string; publicDir: string },
): Promise<string> {
  const inputs = JSON.stringify({ DRAWING_VERSION, text, colors: theme.colors })
  const cached = path.join(
    cacheDir,
    `${crypto.createHash("sha256").update(inputs).digest("hex").slice(0, 32)}.png`,
  )
  if (!fs.existsSync(cached)) {
    fs.mkdirSync(cacheDir, { recursive: true })
    fs.writeFileSync(cached, await drawShareCard(text))
  }
  const bytes = fs.readFileSync(cached)
  const name = `${crypto.createHash("sha256").update(bytes).digest("hex").slice(0, 20)}.png`
  const target = path.join(publicDir, SHARE_CARD_FOLDER, name)
  if (!fs.existsSync(target)) {
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.writeFileSync(target, bytes)
  }
  return `/${SHARE_CARD_FOLDER}/${name}`
}
