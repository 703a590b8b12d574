import { graphql, type HeadProps, type PageProps } from "gatsby"
import { EnquirySent } from "../../components/contact/enquiry-sent"
import { Layout } from "../../components/layout/layout"
import { Seo } from "../../components/layout/seo"
import type { PageContext } from "../../page-context"

/** /contact/sent/: the function's 303 after the form posted itself (contract.ts, RESULT_PAGES). */
export default function EnquirySentPage({
  data,
  pageContext,
}: PageProps<Queries.EnquirySentPageQuery, PageContext>) {
  return (
    <Layout data={data} pageContext={pageContext}>
      <EnquirySent />
    </Layout>
  )
}

export const query = graphql`
  query EnquirySentPage($lang: String!) {
    ...LayoutContent
  }
`

export const Head = ({ data, pageContext }: HeadProps<Queries.EnquirySentPageQuery, PageContext>) => (
  <Seo data={data} pageContext={pageContext} page="enquirySent" />
)
