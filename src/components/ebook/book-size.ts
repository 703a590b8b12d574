/** The spec's limits for one page of the book, in CSS pixels. */
export const BOOK_LIMITS = { minWidth: 315, minHeight: 400, maxWidth: 1000, maxHeight: 1533 } as const
