import { css } from "@emotion/react"
import type { Ref } from "react"
import { mq, theme } from "../../theme/theme"
import { buttonStyles } from "../ui/button"
import { Icon } from "../ui/icon"
import { bookIcon } from "../ui/icons/book"
import { useLanguage } from "../../hooks/use-page"
import { fillCounted } from "../../i18n/plural"
import { useEbookWords } from "./ebook-words"

/** The card's title, which also names the pages shown without JavaScript. */
export const BOOK_CARD_TITLE_ID = "book-card-title"

const cardStyles = css`
  max-width: 40rem;
  margin: 0 auto;
  padding: ${theme.space.xl} ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-block-start: 4px solid ${theme.colors.gold};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};
  text-align: center;
  ${mq.sm} {
    padding: ${theme.space.xxl};
  }
`

const iconStyles = css`
  color: ${theme.colors.navy};
  margin-block-end: ${theme.space.md};
`

const titleStyles = css`
  font-size: ${theme.fontSizes.h3};
  ${mq.sm} {
    font-size: 1.5rem;
  }
`

const textStyles = css`
  color: ${theme.colors.muted};
  margin-block-end: ${theme.space.lg};
`

interface BookCardProps {
  pageCount: number
  openRef: Ref<HTMLAnchorElement>
  onOpen(): void
  /** The visitor is about to press: start fetching. */
  onWarm(): void
}

/**
 * The closed book. Open is a link to `#page=1` that behaves as a button once the page is
 * interactive; pressed before that, the address keeps the press and the book opens when ready.
 */
export function BookCard({ pageCount, openRef, onOpen, onWarm }: BookCardProps) {
  const words = useEbookWords()
  const { language } = useLanguage()
  return (
    <div css={cardStyles}>
      <Icon icon={bookIcon} size={56} strokeWidth={1.5} css={iconStyles} />
      <h2 id={BOOK_CARD_TITLE_ID} css={titleStyles}>
        {words.cardTitle}
      </h2>
      <p css={textStyles}>{fillCounted(words.cardText, language.code, "pages", pageCount)}</p>
      <a
        ref={openRef}
        href="#page=1"
        role="button"
        css={buttonStyles("primary")}
        onClick={(event) => {
          event.preventDefault()
          onOpen()
        }}
        onKeyDown={(event) => {
          if (event.key !== " ") return
          event.preventDefault()
          onOpen()
        }}
        onPointerEnter={onWarm}
        // Keyboard focus only: not the focus given back on Close.
        onFocus={(event) => event.currentTarget.matches(":focus-visible") && onWarm()}
      >
        {words.open}
      </a>
    </div>
  )
}
