/**
 * Cuts the Arabic pages' face from Readex Pro's variable Arabic file (@fontsource-variable): the
 * characters Arabic is written with (src/theme/arabic-face.ts, with every contextual form
 * the font's shaping rules reach) and the weights the site uses, 400–700, without the whole Arabic
 * subset's other weights, Persian and Urdu letters and presentation forms: small enough to travel
 * inside each Arabic page (src/theme/in-page-font.ts; the sizes: docs/machinery.md).
 * Run: `npm run gen:arabic-font`, then commit the .woff2.
 */
import fs from "node:fs"
import path from "node:path"
import subsetFont from "subset-font"
import { ARABIC_FACE } from "../src/theme/arabic-face"
import { ROOT } from "./site-build"

const SOURCE = "@fontsource-variable/readex-pro/files/readex-pro-arabic-wght-normal.woff2"

/** "U+0621-0652, U+060C" → every character in those ranges. */
export function charactersOf(unicodeRange: string): string {
  return unicodeRange
    .split(",")
    .map((part) => part.trim().replace(/^U\+/i, ""))
    .flatMap((part) => {
      const [first, last = first] = part.split("-").map((hex) => parseInt(hex, 16))
      return Array.from({ length: last - first + 1 }, (_, offset) => String.fromCodePoint(first + offset))
    })
    .join("")
}

async function main() {
  const source = fs.readFileSync(require.resolve(SOURCE))
  const [min, max] = ARABIC_FACE.weight.split(" ").map(Number)
  const face = await subsetFont(source, charactersOf(ARABIC_FACE.unicodeRange), {
    targetFormat: "woff2",
    variationAxes: { wght: { min, max } },
  })
  const target = path.join(ROOT, ARABIC_FACE.file)
  fs.writeFileSync(target, face)
  console.log(
    `${path.relative(ROOT, target)}: ${(face.length / 1000).toFixed(1)} kB (from ${source.length} bytes)`,
  )
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
