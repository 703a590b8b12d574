import { graphql, type HeadProps, type PageProps } from "gatsby"
import { AboutSection } from "../components/home/about-section"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import type { PageContext } from "../page-context"

export default function AboutPage({ data, pageContext }: PageProps<Queries.AboutPageQuery, PageContext>) {
  return (
    <Layout data={data} pageContext={pageContext}>
      <AboutSection headingLevel={1} />
    </Layout>
  )
}

export const query = graphql`
  query AboutPage($lang: String!) {
    ...LayoutContent
    ...AboutContent
  }
`

export const Head = ({ data, pageContext }: HeadProps<Queries.AboutPageQuery, PageContext>) => (
  <Seo data={data} pageContext={pageContext} page="about" />
)
