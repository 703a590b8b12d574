import { cardGridStyles } from "../ui/card-grid"
import type { InsightCardContent } from "../../hooks/use-insights"
import type { HeadingLevel } from "../ui/heading"
import { InsightCard } from "./insight-card"

/** Articles as cards, newest first, in rows of up to three. */
export function InsightGrid({
  insights,
  headingLevel,
}: {
  insights: readonly InsightCardContent[]
  headingLevel: HeadingLevel
}) {
  return (
    <ul css={cardGridStyles}>
      {insights.map((insight) => (
        <li key={insight.id}>
          <InsightCard insight={insight} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
