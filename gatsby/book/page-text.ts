/**
 * A PDF page's text in reading order, from pdf.js's `getTextContent()` items. pdf.js gives each
 * line's items in visual (left-to-right) order, the characters inside a right-to-left item already
 * in logical order. So a right-to-left line is read backwards item by item, except that a run of
 * left-to-right items inside it (a Latin name, an e-mail address, figures) keeps its own order; the
 * same holds the other way round inside a left-to-right line.
 */

/** The fields of a pdf.js text item this module reads. */
export interface PdfTextItem {
  str: string
  /** "ltr", "rtl" or "ttb", as pdf.js guesses from the characters. */
  dir: string
  /** pdf.js's text matrix: [4] is x, [5] the baseline's y. */
  transform: number[]
  width: number
  height: number
  hasEOL: boolean
}

export type TextDirection = "ltr" | "rtl"

interface Token {
  text: string
  /** Strong direction of the token, or null for white space. */
  dir: TextDirection | null
}

const isSpace = (text: string) => text.trim() === ""

/** Splits items into lines: pdf.js marks the end of a line, and a new baseline starts one too. */
export function splitLines(items: readonly PdfTextItem[]): PdfTextItem[][] {
  const lines: PdfTextItem[][] = []
  let line: PdfTextItem[] = []
  const close = () => {
    if (line.some((item) => !isSpace(item.str))) lines.push(line)
    line = []
  }
  for (const item of items) {
    const baseline = line.find((other) => other.height > 0)
    const size = Math.max(item.height, baseline?.height ?? 0)
    if (baseline && item.height > 0 && Math.abs(item.transform[5] - baseline.transform[5]) > size / 2) close()
    if (item.str) line.push(item)
    if (item.hasEOL) close()
  }
  close()
  return lines
}

/**
 * Tokens in visual order, with a space wherever the page leaves a gap and the text has none. A space
 * or gap before ; : ! ? » or after « is the narrow no-break space French typesetting puts there
 * (chromium's PDF gives it as a plain space or a gap), so the text keeps it: on left-to-right pages
 * only, where the visual order is the reading order.
 */
function tokens(line: readonly PdfTextItem[], base: TextDirection): Token[] {
  const size = Math.max(...line.map((item) => item.height))
  const narrowBetween = (before = "", after = "") =>
    base === "ltr" && (/^[;:!?»]/.test(after) || /«$/.test(before))
  const result: Token[] = []
  line.forEach((item, index) => {
    const previous = line[index - 1]
    if (previous && !/\s$/.test(previous.str) && !/^\s/.test(item.str)) {
      const gap = item.transform[4] - (previous.transform[4] + previous.width)
      if (gap > size * 0.2)
        result.push({ text: narrowBetween(previous.str, item.str) ? "\u202f" : " ", dir: null })
    }
    if (isSpace(item.str))
      result.push({
        text: narrowBetween(previous?.str, line[index + 1]?.str) ? "\u202f" : item.str,
        dir: null,
      })
    else result.push({ text: item.str, dir: item.dir === "rtl" ? "rtl" : "ltr" })
  })
  return result
}

/** Visual order → logical order for a line whose paragraph direction is `base`. */
export function logicalOrder(visual: readonly Token[], base: TextDirection): Token[] {
  const order = base === "rtl" ? [...visual].reverse() : [...visual]
  // Runs of the other direction (with the spaces between their words) read the other way round.
  let start = 0
  while (start < order.length) {
    if (order[start].dir === null || order[start].dir === base) {
      start++
      continue
    }
    let end = start
    for (let index = start + 1; index < order.length; index++) {
      if (order[index].dir === base) break
      if (order[index].dir !== null) end = index
    }
    order.splice(start, end - start + 1, ...order.slice(start, end + 1).reverse())
    start = end + 1
  }
  return order
}

/**
 * The page's text, one line per line of the page. NFKC turns the Arabic presentation forms that
 * some PDF producers (chromium among them) write for shaped glyphs back into ordinary letters; the
 * no-break spaces French sets before ; : ! ?, inside « » and after a figure are kept as they are
 * (NFKC, and collapsing white space, would make them plain spaces).
 */
export function pageText(items: readonly PdfTextItem[], dir: TextDirection): string {
  return splitLines(items)
    .map((line) =>
      logicalOrder(tokens(line, dir), dir)
        .map((token) => token.text)
        .join("")
        .split(/([\u00a0\u202f])/)
        .map((part) => (/^[\u00a0\u202f]$/.test(part) ? part : part.normalize("NFKC")))
        .join("")
        .replace(/[^\S\u00a0\u202f]+/g, " ")
        .trim(),
    )
    .filter(Boolean)
    .join("\n")
}
