import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import { island } from "../components/ui/island"
import type { PageContext } from "../page-context"

// Nothing in it reacts to the visitor: its server HTML is all a visitor needs.
const ServicesSection = island(
  () => import("../components/home/services-section").then((m) => m.ServicesSection),
  {
    hydrate: "never",
  },
)

export default function ServicesPage({
  data,
  pageContext,
}: PageProps<Queries.ServicesPageQuery, PageContext>) {
  return (
    <Layout data={data} pageContext={pageContext}>
      <ServicesSection headingLevel={1} />
    </Layout>
  )
}

export const query = graphql`
  query ServicesPage($lang: String!) {
    ...LayoutContent
    ...InsightsContent
  }
`

export const Head = ({ data, pageContext }: HeadProps<Queries.ServicesPageQuery, PageContext>) => (
  <Seo data={data} pageContext={pageContext} page="services" />
)
