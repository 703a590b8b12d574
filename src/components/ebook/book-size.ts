/** The spec's limits for one page of the book, in CSS pixels. */
export const BOOK_LIMITS = { minWidth: 315, minHeight: 400, maxWidth: 1000, maxHeight: 1533 } as const

/** The book's smallest height: a page at the minimum width (the frame never shrinks below it). */
export function minimumBookHeight(ratio: number): number {
  return Math.ceil(Math.max(BOOK_LIMITS.minHeight, BOOK_LIMITS.minWidth / ratio))
}
