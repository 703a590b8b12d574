import { graphql, type HeadProps, type PageProps } from "gatsby"
import { NotFound } from "../components/layout/not-found"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import type { PageContext } from "../page-context"

export default function NotFoundPage({
  data,
  pageContext,
}: PageProps<Queries.NotFoundPageQuery, PageContext>) {
  return (
    <Layout data={data} pageContext={pageContext}>
      <NotFound />
    </Layout>
  )
}

export const query = graphql`
  query NotFoundPage($lang: String!) {
    ...LayoutContent
  }
`

export const Head = ({ data, pageContext }: HeadProps<Queries.NotFoundPageQuery, PageContext>) => (
  <Seo data={data} pageContext={pageContext} page="notFound" />
)
