import type { EmotionCache } from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import type { GatsbyBrowser } from "gatsby"
import { addRouteAnnouncer, announceNewPage } from "./src/components/layout/route-announcer"
import { leaveInitialPage, markAppStarted } from "./src/components/ui/island"
import { leaveSectionJumpsToTheBrowser, rememberPage } from "./src/components/ui/section-jumps"
import { cacheForBuiltSheets } from "./src/theme/emotion-cache"

let styleCache: EmotionCache | undefined

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <CacheProvider value={(styleCache ??= cacheForBuiltSheets())}>{element}</CacheProvider>
)

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  markAppStarted()
  addRouteAnnouncer()
}

/** A jump to a #section of this page is the browser's, not the router's (src/components/ui/section-jumps.ts). */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => leaveSectionJumpsToTheBrowser()

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  rememberPage(location.pathname)
  if (prevLocation) announceNewPage()
}

/** The first navigation inside the site: from now on islands render like any component. */
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) leaveInitialPage()
}
