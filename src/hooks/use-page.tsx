import { graphql } from "gatsby"
import { createContext, type ReactNode, useContext } from "react"
import { type Language, languageByCode, localizedPath } from "../i18n/languages"
import type { PageContext } from "../page-context"

/**
 * What every page queries for the header, footer and head, in the page's language.
 * @public Gatsby collects the fragment from here; queries spread it by name.
 */
export const layoutContentFragment = graphql`
  fragment LayoutContent on Query {
    meta: site {
      siteMetadata {
        siteUrl
      }
    }
    site: siteJson(lang: { eq: $lang }) {
      ...SiteContent
    }
    words: interfaceJson(lang: { eq: $lang }) {
      ...InterfaceContent
    }
    services: servicesJson(lang: { eq: $lang }) {
      ...ServicesContent
    }
  }
`

/**
 * A page's query result: the layout's content, and the About section's and the Insights' where the
 * page shows them.
 */
export type PageData = Queries.LayoutContentFragment &
  Partial<Queries.AboutContentFragment> &
  Partial<Queries.InsightsContentFragment>

interface PageValue {
  data: PageData
  language: Language
  /** The page's path in the default language, e.g. "/services/". */
  pagePath: string
  /** Where a page not every language has exists in each (PageContext.translations). */
  translations?: Record<string, string>
}

const PageValueContext = createContext<PageValue | null>(null)

interface PageProviderProps {
  data: PageData
  pageContext: PageContext
  children: ReactNode
}

/** Gives every component of a page its content and language (see the hooks beside this file). */
export function PageProvider({ data, pageContext, children }: PageProviderProps) {
  const value = {
    data,
    language: languageByCode(pageContext.lang),
    pagePath: pageContext.pagePath,
    translations: pageContext.translations,
  }
  return <PageValueContext.Provider value={value}>{children}</PageValueContext.Provider>
}

export function usePage(): PageValue {
  const value = useContext(PageValueContext)
  if (!value) throw new Error("usePage() is only available inside <Layout> (PageProvider)")
  return value
}

/** The page's language, and its paths in this language. */
export function useLanguage() {
  const { language, pagePath, translations } = usePage()
  return { language, pagePath, translations, localize: (path: string) => localizedPath(language.code, path) }
}
