import { css } from "@emotion/react"
import { Link } from "gatsby"
import { useInsights } from "../../hooks/use-insights"
import { mq, theme } from "../../theme/theme"

const navStyles = css`
  display: grid;
  gap: ${theme.space.md};
  ${mq.sm} {
    grid-template-columns: 1fr 1fr;
  }
`

const linkStyles = css`
  display: grid;
  gap: ${theme.space.xs};
  padding: ${theme.space.md} ${theme.space.lg};
  border: ${theme.sizes.border} solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  color: ${theme.colors.ink};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    border-color: ${theme.colors.navy};
  }
`

const nextStyles = css`
  grid-column: -2;
  text-align: end;
`

const labelStyles = css`
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.small};
  font-weight: 400;
`

type Neighbour = { title: string; path: string } | null | undefined

/** The article published before this one and the one after, in this language. */
export function ArticlePager({ previous, next }: { previous: Neighbour; next: Neighbour }) {
  const { words } = useInsights()
  if (!previous && !next) return null
  return (
    <nav css={navStyles} aria-label={words.articleNavigation}>
      {previous && (
        <Link css={linkStyles} to={previous.path} rel="prev">
          <span css={labelStyles}>{words.previous}</span>
          {previous.title}
        </Link>
      )}
      {next && (
        <Link css={[linkStyles, nextStyles]} to={next.path} rel="next">
          <span css={labelStyles}>{words.next}</span>
          {next.title}
        </Link>
      )}
    </nav>
  )
}
