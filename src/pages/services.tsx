import { graphql, type HeadProps, type PageProps } from "gatsby"
import { ServicesSection } from "../components/home/services-section"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import type { PageContext } from "../i18n/languages"

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
  }
`

export const Head = ({ data, pageContext }: HeadProps<Queries.ServicesPageQuery, PageContext>) => (
  <Seo data={data} pageContext={pageContext} page="services" />
)
