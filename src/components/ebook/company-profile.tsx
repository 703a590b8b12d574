import { css } from "@emotion/react"
import { withPrefix } from "gatsby"
import { mq, theme } from "../../theme/theme"
import { buttonStyles } from "../ui/button"
import { Icon } from "../ui/icon"
import { downloadIcon } from "../ui/icons/book"
import { closeIcon } from "../ui/icons/interface"
import { island } from "../ui/island"
import { Section, SectionHeading } from "../ui/section"
import { BOOK_CARD_TITLE_ID, BookCard } from "./book-card"
import { LazyEbookViewer } from "./lazy-viewer"
import { formatFileSize, useEbookWords } from "./ebook-words"
import { PageTexts } from "./page-texts"
import type { ProfileBook } from "./profile-book"
import { useBookOpening } from "./use-book-opening"
import { warmViewer } from "./viewer-resources"

// Read only without JavaScript (it is a <noscript>): its code is never fetched on a page a visitor opens.
const PageSequence = island(() => import("./page-sequence").then((module) => module.PageSequence), {
  hydrate: "never",
})

const downloadRowStyles = css`
  display: flex;
  justify-content: center;
  margin: calc(-1 * ${theme.space.xl}) 0 ${theme.space.xxl};
`

const downloadStyles = css`
  flex-wrap: wrap;
`

const fileSizeStyles = css`
  font-weight: 400;
  color: ${theme.colors.muted};
`

// The open book takes the screen below the fixed header: the page scrolls it there on opening.
const openStyles = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  min-height: calc(100svh - ${theme.layout.headerHeight});
  padding-block: ${theme.space.sm};
  /* The page's scroll-padding already clears the header by a gap; the open book wants no gap. */
  scroll-margin-top: calc(-1 * ${theme.space.md});
  /* Below the sm breakpoint the book uses the full width, so a 320 px screen still meets its 315 px minimum. */
  margin-inline: calc(-1 * ${theme.layout.gutter});
  ${mq.sm} {
    margin-inline: 0;
  }
  &:focus {
    outline: none;
  }
`

const closeStyles = css`
  align-self: center;
`

/** The company-profile page: the interactive profile, its PDF download, and every page's text. */
export function CompanyProfile({ book }: { book: ProfileBook }) {
  const words = useEbookWords()
  const { opened, open, close, resumePage, openRef, regionRef } = useBookOpening()
  const pdfUrl = withPrefix(book.pdf)

  return (
    <Section labelledBy="ebook-heading">
      <SectionHeading
        id="ebook-heading"
        level={1}
        badge={words.badge}
        title={words.heading}
        intro={words.intro}
      />
      <p css={downloadRowStyles}>
        <a
          href={pdfUrl}
          download={book.pdf.split("/").pop()}
          css={[buttonStyles("secondary"), downloadStyles]}
        >
          <Icon icon={downloadIcon} size={20} strokeWidth={2} />
          {words.download}
          <span css={fileSizeStyles}>({formatFileSize(book.bytes, words, book.lang)})</span>
        </a>
      </p>

      {opened ? (
        <div ref={regionRef} tabIndex={-1} role="region" aria-label={words.cardTitle} css={openStyles}>
          <button type="button" css={[buttonStyles("secondary"), closeStyles]} onClick={close}>
            <Icon icon={closeIcon} size={18} strokeWidth={2} />
            {words.close}
          </button>
          <LazyEbookViewer key={opened.serial} book={book} pdfUrl={pdfUrl} initialPage={opened.page} />
        </div>
      ) : (
        <>
          <BookCard
            pageCount={book.pageCount}
            openRef={openRef}
            onOpen={() => {
              // Start fetching now rather than a frame later, when the viewer's effect runs.
              warmViewer(book, resumePage())
              open()
            }}
            onWarm={() => warmViewer(book, resumePage())}
          />
          <PageSequence book={book} pdfUrl={pdfUrl} labelledBy={BOOK_CARD_TITLE_ID} />
        </>
      )}
      <PageTexts book={book} />
    </Section>
  )
}
