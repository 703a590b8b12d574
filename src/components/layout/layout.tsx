import styled from "@emotion/styled"
import type { ReactNode } from "react"
import { type PageData, PageContentProvider } from "../../hooks/page-content"
import type { PageContext } from "../../i18n/languages"
import { GlobalStyles } from "../../theme/global-styles"
import { theme } from "../../theme/theme"
import { Footer } from "./footer"
import { Header } from "./header"
import { SkipLink } from "./skip-link"

const Main = styled.main<{ underHeader: boolean }>`
  display: block;
  padding-block-start: ${({ underHeader }) => (underHeader ? 0 : theme.layout.headerHeight)};
  &:focus {
    outline: none;
  }
`

interface LayoutProps {
  /** The page's query result (it spreads `...LayoutContent`). */
  data: PageData
  pageContext: PageContext
  /** The page opens with a dark hero that runs under the transparent header. */
  darkHero?: boolean
  children: ReactNode
}

/** Every route: its content and language for the components below, skip link, header, page, footer. */
export function Layout({ data, pageContext, darkHero = false, children }: LayoutProps) {
  return (
    <PageContentProvider data={data} pageContext={pageContext}>
      <GlobalStyles lang={pageContext.lang} />
      <SkipLink />
      <Header overDarkHero={darkHero} />
      <Main id="main" tabIndex={-1} underHeader={darkHero}>
        {children}
      </Main>
      <Footer />
    </PageContentProvider>
  )
}
