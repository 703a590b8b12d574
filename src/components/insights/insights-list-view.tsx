import { css } from "@emotion/react"
import { withPrefix } from "gatsby"
import { useLanguage } from "../../hooks/use-page"
import { type InsightCardContent, useInsights } from "../../hooks/use-insights"
import { useServices } from "../../hooks/use-services"
import { fill } from "../../i18n/fill"
import { theme } from "../../theme/theme"
import { Section, SectionHeading } from "../ui/section"
import { FEED_FILE, INSIGHTS_PATH, topicPath } from "../../routes"
import { InsightGrid } from "./insight-grid"
import { ListPagination } from "./list-pagination"
import { TopicLinks } from "./topic-links"

const emptyStyles = css`
  text-align: center;
  color: ${theme.colors.muted};
`

const feedStyles = css`
  margin: ${theme.space.xl} 0 0;
  text-align: center;
  font-size: ${theme.fontSizes.small};
`

export interface InsightsListProps {
  insights: readonly InsightCardContent[]
  page: number
  pages: number
  /** A topic page's service slug; none on /insights/ itself. */
  topic?: string | null
}

/** /insights/ and each service's list: heading, topics, one page of articles, links to the others. */
export function InsightsListView({ insights, page, pages, topic }: InsightsListProps) {
  const { localize } = useLanguage()
  const { text, words } = useInsights()
  const service = useServices().find((candidate) => candidate.slug === topic)
  const title = service ? fill(text.topicTitle, { service: service.title }) : text.title
  const intro = service ? fill(text.topicIntro, { service: service.title }) : text.intro
  return (
    <Section labelledBy="insights-heading">
      <SectionHeading id="insights-heading" level={1} badge={text.badge} title={title} intro={intro} />
      <TopicLinks current={topic} page={page} />
      {insights.length ? (
        <InsightGrid insights={insights} headingLevel={2} />
      ) : (
        <p css={emptyStyles}>{text.empty}</p>
      )}
      <ListPagination
        listPath={localize(topic ? topicPath(topic) : INSIGHTS_PATH)}
        page={page}
        pages={pages}
      />
      <p css={feedStyles}>
        <a href={withPrefix(localize(`${INSIGHTS_PATH}${FEED_FILE}`))} type="application/rss+xml">
          {words.feed}
        </a>
      </p>
    </Section>
  )
}
