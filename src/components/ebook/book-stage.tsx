import { css } from "@emotion/react"
import { type Ref, useMemo } from "react"
import { theme } from "../../theme/theme"
import type { BookLayout } from "./book-layout"
import { usePrefersReducedMotion } from "../../hooks/use-prefers-reduced-motion"
import { useEbookWords } from "./ebook-words"
import { BookPages } from "./flip-book-page"
import { pageImageId } from "./page-texts"
import type { ProfileBook } from "./profile-book"
import type { BookNavigation } from "./use-book-navigation"
import type { FlipBookComponent } from "./flip-book-loader"

const stageStyles = css`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  border-radius: ${theme.radii.sm};
  .ebook-page {
    background: ${theme.colors.background};
    box-shadow: inset 0 0 0 1px ${theme.colors.border};
    overflow: hidden;
  }
  .ebook-page img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
    user-select: none;
  }
  .ebook-page-pending {
    display: block;
    width: 100%;
    height: 100%;
    background: ${theme.colors.surface};
  }
`

interface BookStageProps {
  FlipBook: FlipBookComponent
  book: ProfileBook
  layout: BookLayout
  /** The reader's place, the pages near it and the book's events (use-book-navigation.ts). */
  nav: BookNavigation
  /** Out of sight (but still mounted, at its page) while a zoomed view covers it. */
  covered: boolean
  onImageError(page: number): void
  /** The focusable stage, where the arrow keys turn pages. */
  stageRef?: Ref<HTMLDivElement>
}

/** The book itself, centred in its frame; focusable so the arrow keys can turn its pages. */
export function BookStage({ FlipBook, book, layout, nav, covered, onImageError, stageRef }: BookStageProps) {
  const words = useEbookWords()
  const reducedMotion = usePrefersReducedMotion()
  const { near, bookRef, turning } = nav
  const pages = useMemo(
    () => ({ pages: book.pages, lang: book.lang, near, sizes: `${layout.pageWidth}px`, onImageError }),
    [book, near, layout.pageWidth, onImageError],
  )
  return (
    <div
      ref={stageRef}
      css={stageStyles}
      // page-flip lays leaves out left to right whatever the language; the order does the rest.
      dir="ltr"
      style={covered ? { visibility: "hidden" } : undefined}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={words.bookLabel}
      // A leaf is moving: what the book shows is not yet the reader's place.
      aria-busy={turning}
      // Right to left, page-flip holds a spread's later page first: screen readers get reading order.
      aria-owns={book.pages.map((page) => pageImageId(book.lang, page.number)).join(" ")}
    >
      <BookPages.Provider value={pages}>
        <FlipBook
          // react-pageflip reads its settings once: another mode is another book, opened at the same page.
          key={layout.mode}
          ref={bookRef}
          order={nav.order}
          startIndex={nav.startIndex}
          mode={layout.mode}
          pageWidth={layout.pageWidth}
          pageHeight={layout.pageHeight}
          flippingTime={reducedMotion ? 150 : 700}
          onFlip={nav.onFlip}
          onRest={nav.onRest}
          onMove={nav.onMove}
        />
      </BookPages.Provider>
    </div>
  )
}
