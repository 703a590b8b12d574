import { css } from "@emotion/react"
import { type ReactNode, Suspense } from "react"
import { type PageData, PageProvider } from "../../hooks/use-page"
import type { PageContext } from "../../page-context"
import { theme } from "../../theme/theme"
import { Header } from "./header"
import { SkipLink } from "./skip-link"
import { island } from "../ui/island"

/** Links and facts only: never hydrated on the page a visitor opens. */
const Footer = island(() => import("./footer").then((module) => module.Footer), { hydrate: "never" })

const mainStyles = css`
  display: block;
  &:focus {
    outline: none;
  }
`

/** Below the fixed header, unless the page's dark hero runs under it. */
const belowHeaderStyles = css`
  padding-block-start: ${theme.layout.headerHeight};
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
    <PageProvider data={data} pageContext={pageContext}>
      <SkipLink />
      {/* Each boundary hydrates on its own, after the page's first frame and in slices that let the
          browser in between, rather than as one long task; a click on a part not yet hydrated
          hydrates that part first (React 18's selective hydration). */}
      <Suspense fallback={null}>
        <Header overDarkHero={darkHero} />
      </Suspense>
      <main
        id="main"
        tabIndex={-1}
        css={[mainStyles, !darkHero && belowHeaderStyles]}
        // What the route announcer says after a move to this page, in its language (route-announcer.ts).
        data-navigated={data.words?.announcer.navigated}
        data-lang={pageContext.lang}
      >
        <Suspense fallback={null}>{children}</Suspense>
      </main>
      <Footer />
    </PageProvider>
  )
}
