import { css } from "@emotion/react"
import type { InsightCardContent } from "../../hooks/use-insights"
import { mq, theme } from "../../theme/theme"
import type { HeadingLevel } from "../ui/heading"
import { InsightCard } from "./insight-card"

const gridStyles = css`
  display: grid;
  gap: ${theme.space.lg};
  list-style: none;
  margin: 0;
  padding: 0;
  ${mq.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${mq.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
`

/** Articles as cards, newest first, in rows of up to three. */
export function InsightGrid({
  insights,
  headingLevel,
}: {
  insights: readonly InsightCardContent[]
  headingLevel: HeadingLevel
}) {
  return (
    <ul css={gridStyles}>
      {insights.map((insight) => (
        <li key={insight.id}>
          <InsightCard insight={insight} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
