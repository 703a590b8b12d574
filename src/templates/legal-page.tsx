import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import { island } from "../components/ui/island"
import type { LegalPageContext } from "../page-context"

// Words and links only: the server HTML is the whole page, so none of its code is sent.
const LegalView = island(() => import("../components/legal/legal-view").then((module) => module.LegalView), {
  hydrate: "never",
})

/** The privacy notice, the terms of use or the cookie statement (gatsby/content/legal-pages.ts). */
export default function LegalPage({
  data,
  pageContext,
}: PageProps<Queries.LegalPageQuery, LegalPageContext>) {
  return (
    <Layout data={data} pageContext={pageContext}>
      <LegalView text={data.legal!} page={pageContext.legal} facts={pageContext.facts} />
    </Layout>
  )
}

export const query = graphql`
  query LegalPage($lang: String!) {
    ...LayoutContent
    legal: legalJson(lang: { eq: $lang }) {
      ...LegalText
    }
  }
`

export const Head = ({ data, pageContext }: HeadProps<Queries.LegalPageQuery, LegalPageContext>) => (
  <Seo data={data} pageContext={pageContext} page={pageContext.legal} />
)
