import { fetchOnce, loadFlipBook } from "./flip-book-loader"
import type { ProfileBook } from "./profile-book"

/** The open book's code (viewer, toolbar, zoom, navigation): none of it loads before it is needed. */
export const loadOpenBook = fetchOnce(() => import("./open-book"))

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
