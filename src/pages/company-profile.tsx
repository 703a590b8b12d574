import { graphql, type HeadProps, type PageProps } from "gatsby"
import { CompanyProfile } from "../components/ebook/company-profile"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import type { PageContext } from "../page-context"

export default function CompanyProfilePage({
  data,
  pageContext,
}: PageProps<Queries.CompanyProfilePageQuery, PageContext>) {
  if (!data.profileBook)
    throw new Error("No ProfileBook node for this page's language: see gatsby/book/profile-books.ts")
  return (
    <Layout data={data} pageContext={pageContext}>
      <CompanyProfile book={data.profileBook} />
    </Layout>
  )
}

export const query = graphql`
  query CompanyProfilePage($lang: String!) {
    ...LayoutContent
    profileBook(lang: { eq: $lang }) {
      ...ProfileBookData
    }
  }
`

export const Head = ({ data, pageContext }: HeadProps<Queries.CompanyProfilePageQuery, PageContext>) => (
  <Seo data={data} pageContext={pageContext} page="companyProfile" />
)
