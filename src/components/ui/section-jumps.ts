/**
 * A jump to a #section of the page the reader is on (an article's table of contents, the skip
 * link, a heading's own link) is left to the browser, and kept from Gatsby's router. The router
 * would take it for a new address and render the page again, and every part that still shows its
 * server HTML (an island, src/components/ui/island.tsx) would be given up by React, which cannot
 * tell whether it reads the contexts that changed: the article and the footer emptied, their code
 * was fetched to draw them again, and the reader was left at the top of the page.
 *
 * The listener is added before the router's (gatsby-browser.tsx, onClientEntry), so it can stop the
 * `popstate` event for it. Moves between pages (links, back and forward) reach the router as before.
 */
let currentPathname: string | undefined

/** The page the router shows, after every move to another page (onRouteUpdate). */
export function rememberPage(pathname: string) {
  currentPathname = pathname
}

export function leaveSectionJumpsToTheBrowser() {
  currentPathname = window.location.pathname
  window.addEventListener("popstate", (event) => {
    if (window.location.pathname === currentPathname) event.stopImmediatePropagation()
  })
}
