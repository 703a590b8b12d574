/**
 * The site manifest: every page the site has, with its page key, its place in the menus, whether
 * search engines index it and what the site's search calls it; and the Insights' addresses. One module that is
 * not a component, so the pages, the head tags, the sitemap, search, gatsby/, scripts/ and the
 * tests all read the same table. Paths are the default language's; other languages add their
 * prefix with localizedPath.
 *
 * The manifest checks the file routes, it does not make them: a page is a file in src/pages/ (the
 * legal pages are src/templates/legal-page.tsx, made by gatsby/content/legal-pages.ts; the Insights'
 * list by gatsby/insights/), and __tests__/site-manifest.test.ts fails when the two differ.
 */
import { RESULT_PAGES } from "../functions/send-contact-email/contract"
import { LANGUAGES, localizedPath } from "./i18n/languages"
import type { Interface } from "./types/content.generated"

/** The kinds of page search finds, as its results name them (content/<lang>/interface.json `search.kinds`). */
export type SearchKind = keyof Interface["search"]["kinds"]

interface Route<Key extends string = string> {
  /**
   * Names the page's words everywhere: its title and description (content/<lang>/site.json
   * `pages.<key>`), its link in the menus (interface.json `navigation.<key>`), a legal page's text
   * (legal.json `<key>`).
   */
  key: Key
  path: string
  /**
   * Kept from search engines: gatsby-node.ts marks its page `noindex` in the page context, which
   * puts `<meta name="robots" content="noindex">` in its head (Seo) and leaves it out of the sitemap.
   */
  noindex?: true
}

/** The Insights' list; the rest of their addresses are below. */
export const INSIGHTS_PATH = "/insights/"

/** The search page, which the header reaches by its own link (not in the navigation's list). */
export const SEARCH_PATH = "/search/"

/** The contact page, where the header's "Get started" and the calls to action lead, and the enquiry form's result pages live. */
export const CONTACT_PATH = "/contact/"

const SERVICES_PATH = "/services/"

/** The menus: the header's navigation, the footer's quick links and the not-found page's links, in this order. */
export const NAVIGATION_ROUTES = [
  { key: "home", path: "/" },
  { key: "services", path: SERVICES_PATH },
  { key: "about", path: "/about/" },
  { key: "companyProfile", path: "/company-profile/" },
  { key: "insights", path: INSIGHTS_PATH },
  { key: "contact", path: CONTACT_PATH },
] as const satisfies readonly Route[]

/** The legal pages, linked from every footer: src/templates/legal-page.tsx with legal.json's words. */
export const LEGAL_ROUTES = [
  { key: "privacy", path: "/privacy/" },
  { key: "terms", path: "/terms/" },
  { key: "cookies", path: "/cookies/" },
] as const satisfies readonly Route[]

/**
 * The pages in no menu. A function, so that the pages' bundles, which use none of these, leave out
 * the enquiry contract this imports (its own page loads it when it needs it).
 */
const otherRoutes = () =>
  [
    { key: "search", path: SEARCH_PATH },
    // The function's 303 after a form without its script posted (functions/send-contact-email/contract.ts).
    { key: "enquirySent", path: `${CONTACT_PATH}${RESULT_PAGES.sent}`, noindex: true },
    { key: "enquiryNotSent", path: `${CONTACT_PATH}${RESULT_PAGES.notSent}`, noindex: true },
    // Every language has one; the host answers an unknown path with its language's (public/_redirects).
    { key: "notFound", path: "/404/", noindex: true },
  ] as const satisfies readonly Route[]

type Entry = (typeof NAVIGATION_ROUTES | typeof LEGAL_ROUTES | ReturnType<typeof otherRoutes>)[number]

/** Every page's key: its `Seo` words (site.json `pages.<key>`). */
export type PageKey = Entry["key"]
/** The legal pages' keys: their words are content/<lang>/legal.json → <key>, their titles site.json → pages.<key>. */
export type LegalKey = (typeof LEGAL_ROUTES)[number]["key"]

// What follows is for the build, the scripts and the tests; marked pure, so the pages' bundles drop it.

/** Every route of the site: the menus', the legal pages, then the rest. */
export const ROUTES: readonly Route<PageKey>[] = /* @__PURE__ */ (
  NAVIGATION_ROUTES as readonly Route<PageKey>[]
).concat(LEGAL_ROUTES, /* @__PURE__ */ otherRoutes())

/** The routes search engines may list: the sitemap's, besides the Insights'. */
export const INDEXED_ROUTES = /* @__PURE__ */ ROUTES.filter((route) => !route.noindex)

/** The pages the site's search finds besides the articles, as the kind of result each is. */
export const SEARCH_KINDS: Partial<Record<PageKey, SearchKind>> = {
  services: "service",
  about: "about",
  companyProfile: "companyProfile",
}

/** A page's route by its key. */
export const routeOf = (key: PageKey) => ROUTES.find((route) => route.key === key)!

/** Every indexed route in every language, e.g. "/", "/ar/", "/services/", "/ar/services/", "/fr/privacy/" … */
export const EVERY_INDEXED_ROUTE: readonly string[] = /* @__PURE__ */ LANGUAGES.flatMap(({ code }) =>
  INDEXED_ROUTES.map((route) => localizedPath(code, route.path)),
)

export const legalPath = (key: LegalKey) => LEGAL_ROUTES.find((route) => route.key === key)!.path

/** A service on the services page: /services/#<slug>. */
export const servicePath = (slug: string) => `${SERVICES_PATH}#${slug}`

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
