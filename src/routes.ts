/**
 * The site's route table: every route with its page key, and the Insights' addresses. One module
 * that is not a component, so the pages, gatsby/, scripts/ and the tests all read the same list.
 * Paths are the default language's; other languages add their prefix with localizedPath.
 */
import { LANGUAGES, localizedPath } from "./i18n/languages"

/**
 * A route's key names its words everywhere: its title and description (site.json `pages.<key>`) and
 * its link in the header and footer (interface.json `navigation.<key>`).
 */
type NavigationKey = "home" | "services" | "about" | "companyProfile" | "insights" | "contact"
export type RouteKey = NavigationKey | "search"

/** The legal pages' keys: their words are content/<lang>/legal.json → <key>, their titles site.json → pages.<key>. */
export type LegalKey = "privacy" | "terms" | "cookies"

/** The Insights' list; the rest of their addresses are below. */
export const INSIGHTS_PATH = "/insights/"

/** The search page, which the header reaches by its own link (not in the navigation's list). */
export const SEARCH_PATH = "/search/"

/** The routes the header's navigation, the footer and the not-found page list, in their order. */
export const NAVIGATION_ROUTES: readonly { path: string; key: NavigationKey }[] = [
  { path: "/", key: "home" },
  { path: "/services/", key: "services" },
  { path: "/about/", key: "about" },
  { path: "/company-profile/", key: "companyProfile" },
  { path: INSIGHTS_PATH, key: "insights" },
  { path: "/contact/", key: "contact" },
]

/** The site's routes: the navigation's, then the search page (the header has its own link to it). */
export const ROUTES: readonly { path: string; key: RouteKey }[] = [
  ...NAVIGATION_ROUTES,
  { path: SEARCH_PATH, key: "search" },
]

export const GET_STARTED_PATH = "/contact/"

/** The legal pages, linked from every footer (and the privacy notice from the enquiry form). */
export const LEGAL_ROUTES: readonly { path: string; key: LegalKey }[] = [
  { path: "/privacy/", key: "privacy" },
  { path: "/terms/", key: "terms" },
  { path: "/cookies/", key: "cookies" },
]

export const legalPath = (key: LegalKey) => LEGAL_ROUTES.find((route) => route.key === key)!.path

/** Every route in every language, e.g. "/", "/ar/", "/services/", "/ar/services/", "/fr/privacy/" … */
export const EVERY_ROUTE: readonly string[] = LANGUAGES.flatMap(({ code }) =>
  [...ROUTES, ...LEGAL_ROUTES].map((route) => localizedPath(code, route.path)),
)

/** How many articles a list page shows: three rows of three on a wide screen. */
export const INSIGHTS_PER_PAGE = 9

/** Sub-paths of /insights/ that belong to the lists, so no article may take them as its slug. */
export const RESERVED_SLUGS = ["page", "topics"] as const

/** An article at /insights/<slug>/. */
export const insightPath = (slug: string) => `${INSIGHTS_PATH}${slug}/`

/** The list of one related service's articles, under /insights/topics/. */
export const topicPath = (service: string) => `${INSIGHTS_PATH}topics/${service}/`

/** Page 1 of a list is the list's own path; page 2 is <list>page/2/. */
export const listPagePath = (listPath: string, page: number) =>
  page === 1 ? listPath : `${listPath}page/${page}/`

/** Each language's feed, beside its list: /insights/rss.xml, /ar/insights/rss.xml. */
export const FEED_FILE = "rss.xml"
