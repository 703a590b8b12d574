import { css } from "@emotion/react"
import { theme } from "../../theme/theme"
import { fill } from "../../i18n/fill"
import { useEbookWords } from "./ebook-words"
import { fallbackSrcOf, srcSetOf } from "./page-images"
import { pageTextId } from "./page-texts"
import type { ProfileBook } from "./profile-book"

// Shown once Open (a link to #page=1) or a #page=N address has targeted one of its pages.
const sequenceStyles = css`
  display: none;
  &:has(:target) {
    display: block;
  }
  max-width: 48rem;
  margin: ${theme.space.xl} auto 0;
  padding: 0;
  list-style: none;
`

const pageStyles = css`
  margin-block-end: ${theme.space.lg};
  scroll-margin-top: ${theme.layout.headerHeight};
  img {
    display: block;
    width: 100%;
    height: auto;
    border: 1px solid ${theme.colors.border};
    box-shadow: ${theme.shadows.card};
  }
`

const downloadStyles = css`
  text-align: center;
`

interface PageSequenceProps {
  book: ProfileBook
  /** The PDF's URL, already prefixed. */
  pdfUrl: string
  /** The id of the heading that names the profile (the card's title). */
  labelledBy: string
}

/**
 * The book without JavaScript: every page drawn at build time, one after another, each described by
 * its text (the hidden page texts), with the download at the end. Inside <noscript>, so a visitor
 * with scripts gets the page-turning book instead and fetches none of these images.
 */
export function PageSequence({ book, pdfUrl, labelledBy }: PageSequenceProps) {
  const words = useEbookWords()
  return (
    <noscript>
      <ol css={sequenceStyles} aria-labelledby={labelledBy} lang={book.lang} dir={book.dir}>
        {book.pages.map((page) => (
          // `#page=N` is the book's own address: without scripts it scrolls to the page.
          <li key={page.number} id={`page=${page.number}`} css={pageStyles}>
            <img
              src={fallbackSrcOf(page)}
              srcSet={srcSetOf(page)}
              sizes="(min-width: 48rem) 48rem, 100vw"
              width={page.width}
              height={page.height}
              alt={fill(words.pageAlt, { page: page.number })}
              aria-describedby={page.text ? pageTextId(book.lang, page.number) : undefined}
              loading={page.number === 1 ? "eager" : "lazy"}
            />
          </li>
        ))}
        <li css={downloadStyles}>
          <a href={pdfUrl} download={book.pdf.split("/").pop()}>
            {words.download}
          </a>
        </li>
      </ol>
    </noscript>
  )
}
