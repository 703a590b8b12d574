import type { FlipBook } from "./flip-book"
import type { ProfileBook } from "./profile-book"

export type FlipBookComponent = typeof FlipBook

/** Fetches once; a failed fetch is tried again on the next call. */
function fetchOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined
      throw error
    }))
}

/** The open book's code (viewer, toolbar, zoom, navigation): none of it loads before it is needed. */
export const loadOpenBook = fetchOnce(() => import("./open-book"))

/** The page-turning code (react-pageflip). */
export const loadFlipBook = fetchOnce(() => import("./flip-book").then((module) => module.FlipBook))

/**
 * Pointer over, or keyboard on, the Open control: fetch the code and the pages the book will open
 * on, before the press.
 */
export function warmViewer(book: ProfileBook, page: number): void {
  loadFlipBook().catch(() => undefined)
  loadOpenBook().then(
    ({ warmPages }) => warmPages(book, page),
    () => undefined,
  )
}
