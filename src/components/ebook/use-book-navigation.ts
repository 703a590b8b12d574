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
 *
 * A turn asked for with Previous/Next or the arrow keys counts at once: react-pageflip reports a
 * turn only when its animation ends, and anything that remounts or reads the book before then
 * (fullscreen, zoom, Close, the address a language link carries) would see the page before it.
 * Until the book comes to rest, what it reports on the way is not the reader's place.
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
  // The latest place, read by turns made before React has rendered the one before.
  const pageRef = useRef(page)
  // Where a turn asked for is heading, until the book has shown it.
  const heading = useRef<number | null>(null)
  // A leaf is moving (a turn, or the reader's fold): the book's picture is not yet its place.
  const [turning, setTurning] = useState(false)

  const moveTo = useCallback(
    (next: number) => {
      pageRef.current = next
      setPage(next)
      setNear((previous) => union(previous, pagesToLoad(next, pageCount, mode)))
      replacePageHash(next)
    },
    [pageCount, mode],
  )

  const onFlip = useCallback(
    (flipIndex: number) => {
      const next = pageFromFlip(flipIndex, order, mode)
      // The blank leaf behind an odd right-to-left book's last page is not a place to stay.
      if (next === null) return bookRef.current?.flipNext()
      if (heading.current !== null) {
        // A turn on the way to the one asked for (a second press finishes the first turn at once).
        if (next === heading.current) heading.current = null
        return
      }
      moveTo(next)
    },
    [order, mode, moveTo],
  )

  /** The book has stopped moving: if a turn asked for did not happen, its place is where it stands. */
  const onRest = useCallback(
    (flipIndex: number) => {
      setTurning(false)
      if (heading.current === null) return
      heading.current = null
      const standing = pageFromFlip(flipIndex, order, mode)
      if (standing !== null && standing !== pageRef.current) moveTo(standing)
    },
    [order, mode, moveTo],
  )

  /** One leaf towards the end or the start of the document, whichever way the book reads. */
  const turn = useCallback(
    (towards: "next" | "previous") => {
      const [first, last] = viewOf(pageRef.current, pageCount, mode)
      const target = towards === "next" ? last + 1 : first - 1
      if (target < 0 || target >= pageCount) return
      // First the book (a turn still under way finishes, and reports, inside this call), then the place.
      const book = bookRef.current
      if ((towards === "next") === (dir === "ltr")) book?.flipNext()
      else book?.flipPrevious()
      const next = viewOf(target, pageCount, mode)[0]
      // With no book mounted (it is being remounted) there is no turn to wait for: it opens there.
      heading.current = book ? next : null
      setTurning(Boolean(book))
      moveTo(next)
    },
    [dir, pageCount, mode, moveTo],
  )

  const onMove = useCallback(() => setTurning(true), [])
  const [first, last] = viewOf(page, pageCount, mode)
  return {
    page,
    near,
    order,
    bookRef,
    onFlip,
    onRest,
    onMove,
    turning,
    turn,
    inView: [first, last] as const,
    startIndex: flipIndexOf(first, order),
    atStart: first === 0,
    atEnd: last === pageCount - 1,
  }
}

/** The reader's place and the turns, as the book's parts receive them. */
export type BookNavigation = ReturnType<typeof useBookNavigation>
