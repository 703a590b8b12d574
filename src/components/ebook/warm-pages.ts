import { fitBook } from "./book-layout"
import { viewOf } from "./book-spreads"
import { preloadPages } from "./page-images"
import { pageRatioOf, type ProfileBook } from "./profile-book"

/** Header, Close button, toolbar and gaps: what the open book leaves of the screen's height. */
const CHROME_HEIGHT = 72 + 48 + 48 + 48

const warmed = new Set<string>()

/** Fetches the pages the book will open on, at the size it will most likely have. */
export function warmPages(book: ProfileBook, page: number): void {
  const layout = fitBook(
    { width: Math.min(window.innerWidth, 1200), height: window.innerHeight - CHROME_HEIGHT },
    pageRatioOf(book),
  )
  const [first, last] = viewOf(page, book.pageCount, layout.mode)
  const sizes = `${layout.pageWidth}px`
  const key = `${book.pdf} ${first} ${sizes}`
  if (warmed.has(key)) return
  warmed.add(key)
  preloadPages(book.pages.slice(first, last + 1), sizes).catch(() => warmed.delete(key))
}
