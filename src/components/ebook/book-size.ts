/** Page sizes from the spec, in CSS pixels: the book stretches between the limits. */
export const BOOK_SIZE = {
  normal: { width: 450, height: 600 },
  fullscreen: { width: 600, height: 850 },
} as const

export const BOOK_LIMITS = { minWidth: 315, minHeight: 400, maxWidth: 1000, maxHeight: 1533 } as const
