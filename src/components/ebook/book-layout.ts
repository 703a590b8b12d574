import { BOOK_LIMITS } from "./book-size"
import type { BookMode } from "./book-spreads"

export interface BookLayout {
  mode: BookMode
  /** One page's size in CSS pixels. */
  pageWidth: number
  pageHeight: number
}

/**
 * The largest book that fits `available` (CSS pixels): two pages side by side wherever each can
 * still be at least the spec's minimum page size, one page otherwise. `ratio` is width / height of
 * a page. A single page never goes below the minimum width unless the screen itself is narrower.
 */
export function fitBook(available: { width: number; height: number }, ratio: number): BookLayout {
  const { minWidth, minHeight, maxWidth } = BOOK_LIMITS
  const spreadWidth = Math.floor(Math.min(available.width / 2, available.height * ratio, maxWidth))
  if (spreadWidth >= minWidth && spreadWidth / ratio >= minHeight) {
    return { mode: "spread", pageWidth: spreadWidth, pageHeight: Math.floor(spreadWidth / ratio) }
  }
  const fitted = Math.min(available.width, available.height * ratio, maxWidth)
  const pageWidth = Math.floor(Math.max(0, Math.min(available.width, Math.max(minWidth, fitted))))
  return { mode: "single", pageWidth, pageHeight: Math.floor(pageWidth / ratio) }
}

/** The book's smallest height: a page at the minimum width (the frame never shrinks below it). */
export function minimumBookHeight(ratio: number): number {
  return Math.ceil(Math.max(BOOK_LIMITS.minHeight, BOOK_LIMITS.minWidth / ratio))
}
