/**
 * Draws the brand mark once as SVG and renders the two images derived from it with sharp:
 * `src/images/icon.png` (512×512, gatsby-plugin-manifest makes the favicon and every manifest icon
 * from it) and `static/og-image.png` (1200×630, the picture shown when a page is shared).
 * Run: `npm run gen:brand-images`, then commit both PNGs.
 */
import path from "node:path"
import sharp from "sharp"
import { readContent } from "../gatsby/content/read-content"
import { theme } from "../src/theme/theme"

const ICON_SIZE = 512
const OG_WIDTH = 1200
const OG_HEIGHT = 630

const site = readContent("en", "site")

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** The mark: an open gold ring (a "C") around a cedar-like triangle, on navy; drawn, no font needed. */
function mark(size: number): string {
  const c = size / 2
  const r = size * 0.3
  const stroke = size * 0.085
  // The ring opens on the right: an arc from -50° to +50° is left out.
  const gap = (50 * Math.PI) / 180
  const x1 = c + r * Math.cos(gap)
  const y1 = c - r * Math.sin(gap)
  const x2 = c + r * Math.cos(gap)
  const y2 = c + r * Math.sin(gap)
  const tree = [
    [c, c - size * 0.17],
    [c + size * 0.11, c + size * 0.09],
    [c - size * 0.11, c + size * 0.09],
  ]
  return `<path d="M${x1.toFixed(1)} ${y1.toFixed(1)} A${r} ${r} 0 1 0 ${x2.toFixed(1)} ${y2.toFixed(1)}" fill="none" stroke="${theme.colors.gold}" stroke-width="${stroke}" stroke-linecap="round"/>
  <polygon points="${tree.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ")}" fill="${theme.colors.onDark}"/>
  <rect x="${(c - size * 0.018).toFixed(1)}" y="${(c + size * 0.09).toFixed(1)}" width="${(size * 0.036).toFixed(1)}" height="${(size * 0.07).toFixed(1)}" fill="${theme.colors.onDark}"/>`
}

function icon(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ICON_SIZE}" height="${ICON_SIZE}" viewBox="0 0 ${ICON_SIZE} ${ICON_SIZE}">
  <rect width="${ICON_SIZE}" height="${ICON_SIZE}" fill="${theme.colors.ink}"/>
  ${mark(ICON_SIZE)}
</svg>`
}

function openGraphImage(): string {
  const markSize = 300
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${theme.colors.navy}"/>
      <stop offset="1" stop-color="${theme.colors.ink}"/>
    </linearGradient>
  </defs>
  <rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#sky)"/>
  <rect x="0" y="${OG_HEIGHT - 12}" width="${OG_WIDTH}" height="12" fill="${theme.colors.gold}"/>
  <g transform="translate(70 ${(OG_HEIGHT - markSize) / 2 - 20})">${mark(markSize)}</g>
  <text x="400" y="270" font-family="DejaVu Serif, Georgia, serif" font-weight="bold" font-size="64" fill="${theme.colors.onDark}">${escapeXml(site.name)}</text>
  <text x="400" y="345" font-family="DejaVu Sans, sans-serif" font-size="30" fill="${theme.colors.onDarkMuted}">${escapeXml(site.pages.home.title)}</text>
  <text x="400" y="400" font-family="DejaVu Sans, sans-serif" font-size="26" fill="${theme.colors.gold}">${escapeXml(`Since ${site.founded.year} · ${site.areasServed.slice(1).join(" · ")}`)}</text>
</svg>`
}

async function main() {
  const root = path.resolve(__dirname, "..")
  const outputs: [string, string][] = [
    [path.join(root, "src/images/icon.png"), icon()],
    [path.join(root, "static/og-image.png"), openGraphImage()],
  ]
  for (const [file, svg] of outputs) {
    await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90 }).toFile(file)
    console.log(`Wrote ${path.relative(process.cwd(), file)}`)
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
