import { css } from "@emotion/react"
import { Link } from "gatsby"
import { useLanguage } from "../../hooks/use-page"
import { type InsightCardContent, useInsights } from "../../hooks/use-insights"
import { theme } from "../../theme/theme"
import { buttonStyles } from "../ui/button"
import { Section, SectionHeading } from "../ui/section"
import { INSIGHTS_PATH } from "../../routes"
import { InsightGrid } from "./insight-grid"

const moreStyles = css`
  margin: ${theme.space.xl} 0 0;
  text-align: center;
`

/** The home page's three newest articles, and the way to all of them. */
export function LatestInsights({ insights }: { insights: readonly InsightCardContent[] }) {
  const { localize } = useLanguage()
  const { text, words } = useInsights()
  if (!insights.length) return null
  return (
    <Section id="insights" labelledBy="insights-heading">
      <SectionHeading id="insights-heading" badge={text.badge} title={text.title} intro={text.intro} />
      <InsightGrid insights={insights} headingLevel={3} />
      <p css={moreStyles}>
        <Link css={buttonStyles("secondary")} to={localize(INSIGHTS_PATH)}>
          {words.all}
        </Link>
      </p>
    </Section>
  )
}
