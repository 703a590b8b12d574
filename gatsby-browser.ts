import type { GatsbyBrowser } from "gatsby"
import { leaveInitialPage, markAppStarted } from "./src/components/ui/island"

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => markAppStarted()

/** The first navigation inside the site: from now on islands render like any component. */
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) leaveInitialPage()
}
