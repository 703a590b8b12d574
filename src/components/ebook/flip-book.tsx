/**
 * Browser-only: the page-turning book (react-pageflip over page-flip 2.0.7), loaded with `import()`
 * when the visitor opens the book. Works around the wrapper's known quirks:
 * - children must be forwardRef components (it clones them with its own ref);
 * - it is React.memo'd and reads its settings once, so a new mode or order means a remount (`key`);
 * - it never calls page-flip's `destroy()`, so this component does, on unmount;
 * - it moves the page elements into its own DOM, so the page list never changes after mount: what a
 *   page shows arrives through context (flip-book-page.tsx).
 */
import { forwardRef, memo, useEffect, useImperativeHandle, useMemo, useRef } from "react"
import HTMLFlipBook from "react-pageflip"
import { BOOK_LIMITS } from "./book-size"
import type { BookMode } from "./book-spreads"
import { FlipBookPage } from "./flip-book-page"

/** What the viewer can ask of the book, in react-pageflip's order (see book-spreads.ts). */
export interface FlipBookHandle {
  flipNext(): void
  flipPrevious(): void
  /** Forget a touch that has become a pinch, so it neither folds nor turns a page. */
  cancelTouch(): void
}

export interface FlipBookProps {
  /** The document page at each position; null is a blank leaf. */
  order: readonly (number | null)[]
  /** Position shown when the book mounts. */
  startIndex: number
  mode: BookMode
  /** The page's size in CSS pixels: the book fills a box of one or two pages. */
  pageWidth: number
  pageHeight: number
  flippingTime: number
  /** Called with the position after every turn, however it was made. */
  onFlip(flipIndex: number): void
  /** Called with the position whenever the book is at rest: mounted, or a turn (or a fold) over. */
  onRest(flipIndex: number): void
  /** Called when a leaf starts moving: a turn, or the reader folding one. */
  onMove(): void
}

/** The part of page-flip's API this file uses (its own typings are not exported by the wrapper). */
interface PageFlipApi {
  flipNext(): void
  flipPrev(): void
  update(): void
  destroy(): void
  userStop(position: { x: number; y: number }, isSwipe: boolean): void
  getRender(): unknown
  getUI(): unknown
  getPageCollection(): { destroy(): void } | null
  getCurrentPageIndex(): number
}

/** page-flip keeps a requestAnimationFrame loop and listeners alive forever; this ends what it can. */
function releasePageFlip(flip: PageFlipApi | undefined) {
  if (!flip) return
  try {
    flip.getPageCollection()?.destroy()
    flip.destroy()
  } catch {
    // Already detached along with React's DOM: nothing left to remove.
  }
  // The loop calls `render.render()` every frame and cannot be stopped; make it a no-op that holds nothing.
  const render = flip.getRender() as Record<string, unknown> | undefined
  if (render) {
    render.render = () => undefined
    for (const key of ["leftPage", "rightPage", "bottomPage", "flippingPage", "element", "app"])
      render[key] = null
  }
  const ui = flip.getUI() as Record<string, unknown> | undefined
  if (ui) ui.items = []
}

export const FlipBook = memo(
  forwardRef<FlipBookHandle, FlipBookProps>(function FlipBook(
    { order, startIndex, mode, pageWidth, pageHeight, flippingTime, onFlip, onRest, onMove },
    ref,
  ) {
    const bookRef = useRef<{ pageFlip(): PageFlipApi | undefined }>(null)
    const handlers = useRef({ onFlip, onRest, onMove })
    useEffect(() => {
      handlers.current = { onFlip, onRest, onMove }
    }, [onFlip, onRest, onMove])

    useImperativeHandle(ref, () => ({
      flipNext: () => bookRef.current?.pageFlip()?.flipNext(),
      flipPrevious: () => bookRef.current?.pageFlip()?.flipPrev(),
      cancelTouch: () => {
        const flip = bookRef.current?.pageFlip()
        const ui = flip?.getUI() as { touchPoint?: unknown } | undefined
        if (ui) ui.touchPoint = null
        flip?.userStop({ x: 0, y: 0 }, true)
      },
    }))

    useEffect(() => {
      const book = bookRef.current
      return () => releasePageFlip(book?.pageFlip())
    }, [])

    // page-flip measures its box only on window resizes, and first sizes its pages before the box
    // has its height; the box also changes with the viewer's layout. So: measure whenever it changes.
    const hostRef = useRef<HTMLDivElement>(null)
    useEffect(() => {
      const box = hostRef.current?.firstElementChild
      if (!box || typeof ResizeObserver === "undefined") return
      const observer = new ResizeObserver(() => bookRef.current?.pageFlip()?.update())
      observer.observe(box)
      return () => observer.disconnect()
    }, [])

    // Created once per mount: the wrapper would ignore any later change anyway.
    const leaves = useMemo(
      () =>
        order.map((page, index) => (
          <FlipBookPage key={index} page={page} hard={index === 0 || index === order.length - 1} />
        )),
      [order],
    )
    const events = useMemo(() => {
      const rest = () => {
        const index = bookRef.current?.pageFlip()?.getCurrentPageIndex()
        if (index !== undefined) handlers.current.onRest(index)
      }
      return {
        onFlip: (event: { data: number }) => handlers.current.onFlip(event.data),
        // page-flip's states: read (at rest), flipping, user_fold, fold_corner (a pointer over a corner).
        onChangeState: (event: { data: string }) => {
          if (event.data === "read") rest()
          else if (event.data === "flipping" || event.data === "user_fold") handlers.current.onMove()
        },
        onInit: rest,
      }
    }, [])
    const ratio = pageWidth / pageHeight

    return (
      <div ref={hostRef} style={{ width: mode === "spread" ? 2 * pageWidth : pageWidth, height: pageHeight }}>
        <HTMLFlipBook
          ref={bookRef}
          className="ebook-book"
          style={{}}
          startPage={startIndex}
          size="stretch"
          // Only the ratio matters in stretch mode: the box above sets the size.
          width={Math.round(1000 * ratio)}
          height={1000}
          minWidth={Math.min(BOOK_LIMITS.minWidth, pageWidth)}
          minHeight={Math.min(BOOK_LIMITS.minHeight, pageHeight)}
          maxWidth={BOOK_LIMITS.maxWidth}
          maxHeight={BOOK_LIMITS.maxHeight}
          drawShadow
          flippingTime={flippingTime}
          usePortrait={mode === "single"}
          startZIndex={0}
          autoSize
          maxShadowOpacity={0.5}
          showCover
          mobileScrollSupport
          clickEventForward
          useMouseEvents
          swipeDistance={30}
          showPageCorners
          disableFlipByClick={false}
          onFlip={events.onFlip}
          onChangeState={events.onChangeState}
          onInit={events.onInit}
        >
          {leaves}
        </HTMLFlipBook>
      </div>
    )
  }),
)
