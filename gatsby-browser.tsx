import type { EmotionCache } from "@emotion/cache"
import { CacheProvider } from "@emotion/react"
import type { GatsbyBrowser } from "gatsby"
import { leaveInitialPage, markAppStarted } from "./src/components/ui/island"
import { cacheForBuiltSheets } from "./src/theme/emotion-cache"

let styleCache: EmotionCache | undefined

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <CacheProvider value={(styleCache ??= cacheForBuiltSheets())}>{element}</CacheProvider>
)

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => markAppStarted()

/** The first navigation inside the site: from now on islands render like any component. */
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) leaveInitialPage()
}
