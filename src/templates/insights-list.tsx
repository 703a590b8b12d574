import { graphql, type HeadProps, type PageProps } from "gatsby"
import type { ListPageContext } from "../page-context"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import { island } from "../components/ui/island"
import { fill } from "../i18n/fill"

// Cards and links only: the server HTML is the whole list.
const InsightsListView = island(
  () => import("../components/insights/insight-views").then((module) => module.InsightsListView),
  { hydrate: "never" },
)

type Data = Queries.InsightsListQuery

export default function InsightsListPage({ data, pageContext }: PageProps<Data, ListPageContext>) {
  return (
    <Layout data={data} pageContext={pageContext}>
      <InsightsListView
        insights={data.insights.nodes}
        page={pageContext.page}
        pages={pageContext.pages}
        topic={pageContext.topic}
      />
    </Layout>
  )
}

export const query = graphql`
  query InsightsList($lang: String!, $ids: [String!]!) {
    ...LayoutContent
    ...InsightsContent
    insights: allInsight(filter: { id: { in: $ids } }, sort: [{ date: DESC }, { key: ASC }]) {
      nodes {
        ...InsightCard
      }
    }
  }
`

/** A topic's list is named for its service; the second page on is named for its number. */
function metaOf(data: Data, { topic, page, pages }: ListPageContext) {
  const text = data.insightsText!.insights
  const service = data.services!.services.find((candidate) => candidate.slug === topic)
  const meta = service
    ? {
        title: fill(text.topicTitle, { service: service.title }),
        description: fill(text.topicIntro, { service: service.title }),
      }
    : data.site!.pages.insights
  if (page === 1) return meta
  return { ...meta, title: `${meta.title} (${fill(data.insightWords!.insights.pageOf, { page, pages })})` }
}

export const Head = ({ data, pageContext }: HeadProps<Data, ListPageContext>) => (
  <Seo data={data} pageContext={pageContext} page="insights" meta={metaOf(data, pageContext)} />
)
