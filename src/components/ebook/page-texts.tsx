import { css } from "@emotion/react"
import { fill } from "../../i18n/fill"
import { theme } from "../../theme/theme"
import { useEbookWords } from "./ebook-words"
import type { ProfileBook } from "./profile-book"

/** The id of page `number`'s text, which its image names as its description. */
export function pageTextId(lang: string, number: number): string {
  return `profile-${lang}-page-${number}-text`
}

/** The id of page `number`'s image in the book, so the book can list its pages in reading order. */
export function pageImageId(lang: string, number: number): string {
  return `profile-${lang}-page-${number}`
}

const disclosureStyles = css`
  max-width: ${theme.sizes.textMeasure};
  margin: ${theme.space.xl} auto 0;
  summary {
    cursor: pointer;
    font-weight: 600;
    color: ${theme.colors.navy};
    min-height: ${theme.sizes.compactTapTarget};
    display: flex;
    align-items: center;
  }
  h2 {
    font-size: ${theme.fontSizes.h3};
    margin-block-start: ${theme.space.lg};
  }
  p {
    white-space: pre-line;
  }
`

/**
 * Each page's text, extracted from the PDF at build time and in the server-rendered HTML. Each page
 * image names its text as its description, so a screen reader hears each page with its page; the
 * disclosure shows the same text to whoever needs it larger, reflowed or in their own colours than
 * the page images allow.
 */
export function PageTexts({ book }: { book: ProfileBook }) {
  const words = useEbookWords()
  return (
    <details css={disclosureStyles} lang={book.lang} dir={book.dir}>
      <summary>{words.textVersion}</summary>
      {book.pages.map(
        (page) =>
          page.text && (
            <div key={page.number}>
              <h2>{fill(words.pageAlt, { page: page.number })}</h2>
              <p id={pageTextId(book.lang, page.number)}>{page.text}</p>
            </div>
          ),
      )}
    </details>
  )
}
