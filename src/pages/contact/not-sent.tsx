import { graphql, type HeadProps, type PageProps } from "gatsby"
import { EnquiryNotSent } from "../../components/contact/enquiry-not-sent"
import { Layout } from "../../components/layout/layout"
import { Seo } from "../../components/layout/seo"
import type { PageContext } from "../../page-context"

/** /contact/not-sent/#<code>: the function's 303 when it refused what the form posted itself (contract.ts, RESULT_PAGES). */
export default function EnquiryNotSentPage({
  data,
  pageContext,
}: PageProps<Queries.EnquiryNotSentPageQuery, PageContext>) {
  return (
    <Layout data={data} pageContext={pageContext}>
      <EnquiryNotSent />
    </Layout>
  )
}

export const query = graphql`
  query EnquiryNotSentPage($lang: String!) {
    ...LayoutContent
  }
`

export const Head = ({ data, pageContext }: HeadProps<Queries.EnquiryNotSentPageQuery, PageContext>) => (
  <Seo data={data} pageContext={pageContext} page="enquiryNotSent" />
)
