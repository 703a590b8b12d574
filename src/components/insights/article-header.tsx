import { css } from "@emotion/react"
import { Link } from "gatsby"
import { useLanguage } from "../../hooks/use-page"
import { useInsights } from "../../hooks/use-insights"
import { theme } from "../../theme/theme"
import { capsLabel } from "../ui/caps-label"
import { type Author, ArticleByline } from "./article-byline"
import { InsightMeta } from "./insight-meta"
import { INSIGHTS_PATH } from "../../routes"

const headerStyles = css`
  display: grid;
  gap: ${theme.space.md};
  margin-block-end: ${theme.space.xl};
`

const sectionLinkStyles = css`
  ${capsLabel};
  justify-self: start;
  color: ${theme.colors.goldText};
  font-size: ${theme.fontSizes.small};
  font-weight: 700;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`

const titleStyles = css`
  margin: 0;
  font-size: ${theme.fontSizes.h2};
  line-height: 1.2;
`

const summaryStyles = css`
  margin: 0;
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.lead};
`

/** What the header shows of an article (the article's content has these and more). */
export interface ArticleHeading {
  title: string
  summary: string
  date: string
  updated?: string | null
  words: number
  draft?: boolean | null
  /** `npm run develop` only: dated after today, published by the first build on its date. */
  scheduled?: boolean | null
}

interface ArticleHeaderProps extends ArticleHeading {
  author: Author
}

/** The section it belongs to, the title, the summary, dates and reading time, and the author. */
export function ArticleHeader({ title, summary, author, ...meta }: ArticleHeaderProps) {
  const { localize } = useLanguage()
  const { text } = useInsights()
  return (
    <header css={headerStyles}>
      <Link css={sectionLinkStyles} to={localize(INSIGHTS_PATH)}>
        {text.badge}
      </Link>
      <h1 css={titleStyles}>{title}</h1>
      <p css={summaryStyles}>{summary}</p>
      <InsightMeta {...meta} full />
      <ArticleByline author={author} />
    </header>
  )
}
