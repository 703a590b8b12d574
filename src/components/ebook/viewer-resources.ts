import { fitBook } from "./book-layout"
import { viewOf } from "./book-spreads"
import type { FlipBook } from "./flip-book"
import { pageRatioOf, preloadPages, type ProfileBook } from "./profile-book"

export type FlipBookComponent = typeof FlipBook

let flipBook: Promise<FlipBookComponent> | undefined

/** The page-turning code (react-pageflip), fetched once; a failed fetch is tried again next time. */
export function loadFlipBook(): Promise<FlipBookComponent> {
  flipBook ??= import("./flip-book").then(
    (module) => module.FlipBook,
    (error: unknown) => {
      flipBook = undefined
      throw error
    },
  )
  return flipBook
}

/** Header, Close button, toolbar and gaps: what the open book leaves of the screen's height. */
const CHROME_HEIGHT = 72 + 48 + 48 + 48

/**
 * Pointer over, or keyboard on, the Open control: fetch the code and the pages the book will open
 * on, at the size it will most likely have, before the press.
 */
export function warmViewer(book: ProfileBook, page: number): void {
  loadFlipBook().catch(() => undefined)
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

const warmed = new Set<string>()
