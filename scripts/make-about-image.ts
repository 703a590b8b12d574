/**
 * Draws the About section's abstract illustration (a map-like field of connected points in the
 * site's colours) as SVG and renders it to a PNG with sharp. gatsby-plugin-image then makes the
 * responsive AVIF/WebP versions at build. Run: `npm run gen:about-image`.
 */
import path from "node:path"
import sharp from "sharp"
import { theme } from "../src/theme/theme"

const WIDTH = 1200
const HEIGHT = 900

// A fixed pseudo-random sequence, so the picture is the same on every run.
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296
    return state / 4294967296
  }
}

function illustration(): string {
  const next = random(2008)
  const hubs = [
    [250, 560],
    [470, 430],
    [640, 610],
    [820, 330],
    [990, 520],
    [560, 230],
  ]
  const dots = Array.from({ length: 170 }, () => {
    const x = 40 + next() * (WIDTH - 80)
    const y = 40 + next() * (HEIGHT - 80)
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(2 + next() * 3).toFixed(1)}" fill="${theme.colors.onDarkMuted}" opacity="${(0.15 + next() * 0.35).toFixed(2)}"/>`
  })
  const arcs = hubs.slice(1).map(([x, y], index) => {
    const [fromX, fromY] = hubs[0]
    const controlY = Math.min(fromY, y) - 180 - index * 20
    return `<path d="M${fromX} ${fromY} Q${(fromX + x) / 2} ${controlY} ${x} ${y}" fill="none" stroke="${theme.colors.gold}" stroke-width="3" stroke-dasharray="2 10" stroke-linecap="round" opacity="0.9"/>`
  })
  const rings = hubs.map(
    ([x, y], index) =>
      `<circle cx="${x}" cy="${y}" r="${index === 0 ? 26 : 16}" fill="${index === 0 ? theme.colors.gold : theme.colors.navy}" stroke="${theme.colors.gold}" stroke-width="4"/>` +
      `<circle cx="${x}" cy="${y}" r="${index === 0 ? 60 : 38}" fill="none" stroke="${theme.colors.gold}" stroke-width="2" opacity="0.35"/>`,
  )
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${theme.colors.navy}"/>
      <stop offset="1" stop-color="${theme.colors.ink}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.2" cy="0.65" r="0.6">
      <stop offset="0" stop-color="${theme.colors.gold}" stop-opacity="0.35"/>
      <stop offset="1" stop-color="${theme.colors.gold}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>
  ${dots.join("\n  ")}
  ${arcs.join("\n  ")}
  ${rings.join("\n  ")}
</svg>`
}

async function main() {
  const output = path.resolve(__dirname, "../src/images/about-illustration.png")
  await sharp(Buffer.from(illustration())).png({ compressionLevel: 9 }).toFile(output)
  console.log(`Wrote ${path.relative(process.cwd(), output)}`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
