/**
 * Which pages a reader sees together, and how the document's pages sit in react-pageflip. Pages are
 * 0-based document indices throughout; `#page=N` and the indicator add one.
 *
 * Spreads are those of a printed book: the cover alone, then pairs (1–2, 3–4 …), the last page
 * alone when the count is even. react-pageflip has no right-to-left mode, so a right-to-left book
 * is handed to it back to front: it then shows the earlier page of each pair on the right, stands
 * the cover left of the spine and turns leaves from left to right. Its own pairing starts from its
 * first page, so an odd count gets a blank leaf in front (the book's blank last side) to keep the
 * cover alone.
 */
import { fill } from "../../i18n/fill"
import type { EbookWords } from "./ebook-words"

export type BookMode = "single" | "spread"
export type BookDirection = "ltr" | "rtl"

/** The first and last page in view when the reader is on `page`. */
export function viewOf(page: number, pageCount: number, mode: BookMode): [number, number] {
  const clamped = Math.min(Math.max(page, 0), pageCount - 1)
  if (mode === "single" || clamped === 0) return [clamped, clamped]
  const first = clamped % 2 === 1 ? clamped : clamped - 1
  return [first, Math.min(first + 1, pageCount - 1)]
}

/** The document page at each of react-pageflip's positions; null is a blank leaf. */
export function flipOrder(pageCount: number, dir: BookDirection, mode: BookMode): (number | null)[] {
  const pages = Array.from({ length: pageCount }, (_, index) => index)
  if (dir === "ltr") return pages
  const reversed = pages.reverse()
  return mode === "spread" && pageCount % 2 === 1 ? [null, ...reversed] : reversed
}

/** Where react-pageflip should open to show `page`. */
export function flipIndexOf(page: number, order: readonly (number | null)[]): number {
  return Math.max(order.indexOf(page), 0)
}

/**
 * The reader's page after react-pageflip reports a turn to `flipIndex` (the first of its spread):
 * the first page in view, or null for the blank leaf.
 */
export function pageFromFlip(
  flipIndex: number,
  order: readonly (number | null)[],
  mode: BookMode,
): number | null {
  const page = order[flipIndex]
  if (page === null || page === undefined) return null
  const pageCount = order.filter((entry) => entry !== null).length
  return viewOf(page, pageCount, mode)[0]
}

/** "Page 3 of 12" on a single page, "Pages 2–3 of 12" on a spread. */
export function indicatorText(
  words: Pick<EbookWords, "pageIndicator" | "spreadIndicator">,
  page: number,
  pageCount: number,
  mode: BookMode,
): string {
  const [first, last] = viewOf(page, pageCount, mode)
  if (first === last) return fill(words.pageIndicator, { page: first + 1, pages: pageCount })
  return fill(words.spreadIndicator, { first: first + 1, last: last + 1, pages: pageCount })
}

/** The pages worth loading now: those in view first, then their neighbours `reach` leaves either way. */
export function pagesToLoad(page: number, pageCount: number, mode: BookMode, reach = 2): number[] {
  const [first, last] = viewOf(page, pageCount, mode)
  const span = mode === "spread" ? 2 * reach : reach
  const near: number[] = []
  for (let distance = 1; distance <= span; distance++) near.push(last + distance, first - distance)
  return [first, last, ...near].filter(
    (index, position, all) => index >= 0 && index < pageCount && all.indexOf(index) === position,
  )
}
