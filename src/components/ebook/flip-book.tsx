/**
 * Browser-only: the page-turning book (react-pageflip over page-flip 2.0.7). Loaded with `import()`
 * when the visitor opens the book. Works around the wrapper's known quirks:
 * - children must be forwardRef components (it clones them with its own ref);
 * - it is React.memo'd and reads its settings once, so a new size means a remount (`key`, `startPage`);
 * - it never calls page-flip's `destroy()`, so this component does, on unmount;
 * - it moves the page elements into its own DOM, so the page list never changes after mount: page
 *   images arrive through context instead of new children.
 */
import {
  createContext,
  forwardRef,
  memo,
  useContext,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
} from "react"
import type { ReactNode } from "react"
import HTMLFlipBook from "react-pageflip"
import { fill } from "../../i18n/fill"
import { BOOK_LIMITS } from "./book-size"

/** What the viewer can ask of the book. */
export interface FlipBookHandle {
  next(): void
  previous(): void
}

export interface FlipBookProps {
  pageCount: number
  /** 0-based page shown when the book mounts. */
  startPage: number
  /** Page size in CSS pixels; the book stretches to its container between the spec's limits. */
  width: number
  height: number
  flippingTime: number
  /** Object URLs of the rendered pages, by index; a missing one shows a placeholder. */
  images: readonly (string | undefined)[]
  /** Each page's text alternative, "Page {page}" in the page's language. */
  pageAlt: string
  /** Called with the 0-based page after every turn, however it was made. */
  onFlip(pageIndex: number): void
}

/** The part of page-flip's API this file uses (its own typings are not exported by the wrapper). */
interface PageFlipApi {
  flipNext(): void
  flipPrev(): void
  destroy(): void
  getRender(): unknown
  getUI(): unknown
  getPageCollection(): { destroy(): void } | null
}

const PageImages = createContext<{ images: readonly (string | undefined)[]; pageAlt: string }>({
  images: [],
  pageAlt: "",
})

const BookPage = forwardRef<HTMLDivElement, { index: number }>(function BookPage({ index }, ref) {
  const { images, pageAlt } = useContext(PageImages)
  const src = images[index]
  // The cover is a hard page; page-flip reads data-density.
  return (
    <div ref={ref} className="ebook-page" data-density={index === 0 ? "hard" : "soft"}>
      {src ? (
        <img src={src} alt={fill(pageAlt, { page: index + 1 })} draggable={false} />
      ) : (
        <span className="ebook-page-pending" aria-hidden="true" />
      )}
    </div>
  )
})

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

interface BookProps extends Omit<FlipBookProps, "images" | "pageAlt"> {
  children?: ReactNode
}

const Book = memo(
  forwardRef<FlipBookHandle, BookProps>(function Book(
    { pageCount, startPage, width, height, flippingTime, onFlip },
    ref,
  ) {
    const bookRef = useRef<{ pageFlip(): PageFlipApi | undefined }>(null)
    const onFlipRef = useRef(onFlip)
    useEffect(() => {
      onFlipRef.current = onFlip
    }, [onFlip])

    useImperativeHandle(ref, () => ({
      next: () => bookRef.current?.pageFlip()?.flipNext(),
      previous: () => bookRef.current?.pageFlip()?.flipPrev(),
    }))

    useEffect(() => {
      const book = bookRef.current
      return () => releasePageFlip(book?.pageFlip())
    }, [])

    // Created once per mount: the wrapper would ignore any later change anyway.
    const pages = useMemo(
      () => Array.from({ length: pageCount }, (_, index) => <BookPage key={index} index={index} />),
      [pageCount],
    )
    const handleFlip = useMemo(() => (event: { data: number }) => onFlipRef.current(event.data), [])

    return (
      <HTMLFlipBook
        ref={bookRef}
        className="ebook-book"
        style={{}}
        startPage={startPage}
        size="stretch"
        width={width}
        height={height}
        {...BOOK_LIMITS}
        drawShadow
        flippingTime={flippingTime}
        usePortrait
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
        onFlip={handleFlip}
      >
        {pages}
      </HTMLFlipBook>
    )
  }),
)

/** The book with its pages; images can arrive at any time after mount. */
export const FlipBook = forwardRef<FlipBookHandle, FlipBookProps>(function FlipBook(
  { images, pageAlt, ...props },
  ref,
) {
  const pages = useMemo(() => ({ images, pageAlt }), [images, pageAlt])
  return (
    <PageImages.Provider value={pages}>
      <Book ref={ref} {...props} />
    </PageImages.Provider>
  )
})
