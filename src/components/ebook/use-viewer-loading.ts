import { useCallback, useEffect, useState } from "react"
import type { BookLayout } from "./book-layout"
import { viewOf } from "./book-spreads"
import { preloadPages } from "./page-images"
import type { ProfileBook } from "./profile-book"
import { type FlipBookComponent, loadFlipBook } from "./flip-book-loader"

export type ViewerLoad =
  { status: "loading" } | { status: "ready"; FlipBook: FlipBookComponent } | { status: "failed" }

/**
 * Loading, then ready once the page-turning code is here and the pages in view are drawn (so the
 * book never appears blank); failed if either cannot be had, or if a page image fails later
 * (`fail`). Starts as soon as the book's size is known.
 */
export function useViewerLoading(
  book: ProfileBook,
  page: number,
  layout: BookLayout | undefined,
): [ViewerLoad, (error: unknown) => void] {
  const [load, setLoad] = useState<ViewerLoad>({ status: "loading" })
  const fail = useCallback((error: unknown) => {
    console.error("Error loading PDF:", error)
    setLoad({ status: "failed" })
  }, [])

  const mode = layout?.mode
  const pageWidth = layout?.pageWidth
  useEffect(() => {
    if (load.status !== "loading" || !mode || !pageWidth) return
    let cancelled = false
    const [first, last] = viewOf(page, book.pageCount, mode)
    Promise.all([loadFlipBook(), preloadPages(book.pages.slice(first, last + 1), `${pageWidth}px`)]).then(
      ([FlipBook]) => !cancelled && setLoad({ status: "ready", FlipBook }),
      (error: unknown) => !cancelled && fail(error),
    )
    return () => {
      cancelled = true
    }
  }, [load.status, mode, pageWidth, page, book, fail])

  return [load, fail]
}
