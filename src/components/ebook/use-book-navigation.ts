import { useCallback, useMemo, useRef, useState } from "react"
import {
  type BookDirection,
  type BookMode,
  flipIndexOf,
  flipOrder,
  pageFromFlip,
  pagesToLoad,
  viewOf,
} from "./book-spreads"
import type { FlipBookHandle } from "./flip-book"
import { replacePageHash } from "./page-hash"

const union = (set: ReadonlySet<number>, more: readonly number[]) =>
  more.every((item) => set.has(item)) ? set : new Set([...set, ...more])

/**
 * The reader's place in the book, in document pages, and the turns that move it. react-pageflip
 * holds the pages in `order` (back to front for a right-to-left book); this is where the two meet.
 */
export function useBookNavigation(
  pageCount: number,
  initialPage: number,
  mode: BookMode,
  dir: BookDirection,
) {
  const [page, setPage] = useState(() => Math.min(Math.max(initialPage, 0), pageCount - 1))
  // Pages whose images may load: those in view and their neighbours, growing as the reader moves.
  const [near, setNear] = useState<ReadonlySet<number>>(() => new Set(pagesToLoad(page, pageCount, "spread")))
  const order = useMemo(() => flipOrder(pageCount, dir, mode), [pageCount, dir, mode])
  const bookRef = useRef<FlipBookHandle>(null)

  const onFlip = useCallback(
    (flipIndex: number) => {
      const next = pageFromFlip(flipIndex, order, mode)
      // The blank leaf behind an odd right-to-left book's last page is not a place to stay.
      if (next === null) return bookRef.current?.flipNext()
      setPage(next)
      setNear((previous) => union(previous, pagesToLoad(next, pageCount, mode)))
      replacePageHash(next)
    },
    [order, mode, pageCount],
  )

  /** One leaf towards the end or the start of the document, whichever way the book reads. */
  const turn = useCallback(
    (towards: "next" | "previous") => {
      if ((towards === "next") === (dir === "ltr")) bookRef.current?.flipNext()
      else bookRef.current?.flipPrevious()
    },
    [dir],
  )

  const [first, last] = viewOf(page, pageCount, mode)
  return {
    page,
    near,
    order,
    bookRef,
    onFlip,
    turn,
    inView: [first, last] as const,
    startIndex: flipIndexOf(first, order),
    atStart: first === 0,
    atEnd: last === pageCount - 1,
  }
}
