import { createContext, forwardRef, useContext } from "react"
import { fill } from "../../i18n/fill"
import { useEbookWords } from "./ebook-words"
import { pageImageId, pageTextId } from "./page-texts"
import { fallbackSrcOf, srcSetOf } from "./page-images"
import type { BookPageData } from "./profile-book"

/** What every page of the book reads; it changes after mount, while react-pageflip owns the page elements. */
export interface BookPagesContext {
  pages: readonly BookPageData[]
  lang: string
  /** Document pages whose images may load now (the rest wait until the reader comes near). */
  near: ReadonlySet<number>
  /** The `sizes` attribute: the width a page is shown at. */
  sizes: string
  onImageError(page: number): void
}

export const BookPages = createContext<BookPagesContext | null>(null)

interface FlipBookPageProps {
  /** The document page, or null for a blank leaf. */
  page: number | null
  hard: boolean
}

/** One leaf of the book: its page image (alt "Page N", the page's text as its description). */
export const FlipBookPage = forwardRef<HTMLDivElement, FlipBookPageProps>(function FlipBookPage(
  { page, hard },
  ref,
) {
  const context = useContext(BookPages)
  const words = useEbookWords()
  const data = page === null ? undefined : context?.pages[page]
  const load = !!context && page !== null && context.near.has(page)
  return (
    // page-flip reads data-density: the covers are stiff.
    <div ref={ref} className="ebook-page" data-density={hard ? "hard" : "soft"}>
      {context && data && load ? (
        <img
          id={pageImageId(context.lang, data.number)}
          src={fallbackSrcOf(data)}
          srcSet={srcSetOf(data)}
          sizes={context.sizes}
          width={data.width}
          height={data.height}
          alt={fill(words.pageAlt, { page: data.number })}
          aria-describedby={data.text ? pageTextId(context.lang, data.number) : undefined}
          decoding="async"
          draggable={false}
          onError={() => context.onImageError(data.number)}
        />
      ) : (
        <span className="ebook-page-pending" aria-hidden="true" />
      )}
    </div>
  )
})
