import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import { SearchView } from "../components/search/search-view"
import type { PageContext } from "../page-context"

/** /search/ in every language: the only page that loads the search index, when a visitor searches. */
export default function SearchPage({ data, pageContext }: PageProps<Queries.SearchPageQuery, PageContext>) {
  return (
    <Layout data={data} pageContext={pageContext}>
      <SearchView title={data.site!.pages.search.title} words={data.searchWords!.search} />
    </Layout>
  )
}

export const query = graphql`
  query SearchPage($lang: String!) {
    ...LayoutContent
    ...InsightsContent
    searchWords: interfaceJson(lang: { eq: $lang }) {
      search {
        field
        submit
        searching
        results {
          ...CountedSentenceForms
        }
        noResults
        failed
        noScript
        browse
        kinds {
          article
          service
          about
          companyProfile
        }
      }
    }
  }
`

export const Head = ({ data, pageContext }: HeadProps<Queries.SearchPageQuery, PageContext>) => (
  <Seo data={data} pageContext={pageContext} page="search" />
)
