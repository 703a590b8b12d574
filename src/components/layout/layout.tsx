import styled from "@emotion/styled"
import type { ReactNode } from "react"
import { GlobalStyles } from "../../theme/global-styles"
import { theme } from "../../theme/theme"
import { Footer } from "./footer"
import { Header } from "./header"
import { SkipLink } from "./skip-link"

const Main = styled.main<{ underHeader: boolean }>`
  display: block;
  padding-top: ${({ underHeader }) => (underHeader ? 0 : theme.layout.headerHeight)};
  &:focus {
    outline: none;
  }
`

interface LayoutProps {
  /** The page opens with a dark hero that runs under the transparent header. */
  darkHero?: boolean
  children: ReactNode
}

/** Every route: skip link, fixed header, the page, footer. */
export function Layout({ darkHero = false, children }: LayoutProps) {
  return (
    <>
      <GlobalStyles />
      <SkipLink />
      <Header overDarkHero={darkHero} />
      <Main id="main" tabIndex={-1} underHeader={darkHero}>
        {children}
      </Main>
      <Footer />
    </>
  )
}
