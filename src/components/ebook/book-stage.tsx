import { css } from "@emotion/react"
import { type Ref, useMemo } from "react"
import { theme } from "../../theme/theme"
import type { BookLayout } from "./book-layout"
import type { EbookWords } from "./ebook-words"
import type { FlipBookHandle } from "./flip-book"
import { BookPages } from "./flip-book-page"
import type { ProfileBook } from "./profile-book"
import type { FlipBookComponent } from "./viewer-resources"

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
  bookRef: Ref<FlipBookHandle>
  book: ProfileBook
  words: EbookWords
  layout: BookLayout
  order: readonly (number | null)[]
  startIndex: number
  near: ReadonlySet<number>
  flippingTime: number
  /** Out of sight (but still mounted, at its page) while a zoomed view covers it. */
  covered: boolean
  onFlip(flipIndex: number): void
  onRest(flipIndex: number): void
  onMove(): void
  /** A leaf is moving: announced as busy, so what the book shows is not read mid-turn. */
  turning: boolean
  onImageError(page: number): void
  /** The focusable stage, where the arrow keys turn pages. */
  stageRef?: Ref<HTMLDivElement>
}

/** The book itself, centred in its frame; focusable so the arrow keys can turn its pages. */
export function BookStage({
  FlipBook,
  bookRef,
  book,
  words,
  layout,
  order,
  startIndex,
  near,
  stageRef,
  ...props
}: BookStageProps) {
  const { onImageError } = props
  const pages = useMemo(
    () => ({
      pages: book.pages,
      lang: book.lang,
      near,
      sizes: `${layout.pageWidth}px`,
      words,
      onImageError,
    }),
    [book, near, layout.pageWidth, words, onImageError],
  )
  return (
    <div
      ref={stageRef}
      css={stageStyles}
      // page-flip lays leaves out left to right whatever the language; the order does the rest.
      dir="ltr"
      style={props.covered ? { visibility: "hidden" } : undefined}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={words.bookLabel}
      aria-busy={props.turning}
    >
      <BookPages.Provider value={pages}>
        <FlipBook
          // react-pageflip reads its settings once: another mode is another book, opened at the same page.
          key={layout.mode}
          ref={bookRef}
          order={order}
          startIndex={startIndex}
          mode={layout.mode}
          pageWidth={layout.pageWidth}
          pageHeight={layout.pageHeight}
          flippingTime={props.flippingTime}
          onFlip={props.onFlip}
          onRest={props.onRest}
          onMove={props.onMove}
        />
      </BookPages.Provider>
    </div>
  )
}
