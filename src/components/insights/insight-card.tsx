import { css } from "@emotion/react"
import { Link } from "gatsby"
import { cardImage, type InsightCardContent } from "../../hooks/use-insights"
import { theme } from "../../theme/theme"
import { Heading, type HeadingLevel } from "../ui/heading"
import { Picture } from "../ui/picture"
import { InsightMeta } from "./insight-meta"

const cardStyles = css`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  background: ${theme.colors.background};
  border: ${theme.sizes.border} solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.card};
  &:focus-within {
    outline: ${theme.sizes.focusRing} solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`

const bodyStyles = css`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
`

const titleStyles = css`
  font-size: ${theme.fontSizes.h3};
  line-height: 1.3;
`

/** The title's link covers the whole card, so the card is one target and one link. */
const linkStyles = css`
  color: ${theme.colors.ink};
  text-decoration: none;
  &::after {
    content: "";
    position: absolute;
    inset: 0;
  }
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
  }
`

const summaryStyles = css`
  margin: 0;
  color: ${theme.colors.muted};
`

interface InsightCardProps {
  insight: InsightCardContent
  headingLevel: HeadingLevel
}

/** An article in a list: its cover, date and reading time, title (the link) and summary. */
export function InsightCard({ insight, headingLevel }: InsightCardProps) {
  const image = cardImage(insight)
  return (
    <article css={cardStyles}>
      {/* The title says what the article is; the picture beside it adds nothing to read. */}
      {image && <Picture image={image} alt="" />}
      <div css={bodyStyles}>
        <InsightMeta
          date={insight.date}
          words={insight.words}
          draft={insight.draft}
          scheduled={insight.scheduled}
        />
        <Heading level={headingLevel} css={titleStyles}>
          <Link css={linkStyles} to={insight.path}>
            {insight.title}
          </Link>
        </Heading>
        <p css={summaryStyles}>{insight.summary}</p>
      </div>
    </article>
  )
}
