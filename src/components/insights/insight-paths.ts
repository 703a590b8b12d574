/**
 * Where the Insights live, in the default language's form (other languages add their prefix with
 * localizedPath): the list at /insights/ and its further pages, a list per related service under
 * /insights/topics/, and each article at /insights/<slug>/. The list's own sub-folders are not
 * article slugs.
 */
import { INSIGHTS_PATH } from "../layout/nav-links"

export { INSIGHTS_PATH }

/** How many articles a list page shows: three rows of three on a wide screen. */
export const INSIGHTS_PER_PAGE = 9

/** Sub-paths of /insights/ that belong to the lists, so no article may take them as its slug. */
export const RESERVED_SLUGS = ["page", "topics"] as const

export const insightPath = (slug: string) => `${INSIGHTS_PATH}${slug}/`

export const topicPath = (service: string) => `${INSIGHTS_PATH}topics/${service}/`

/** Page 1 of a list is the list's own path; page 2 is <list>page/2/. */
export const listPagePath = (listPath: string, page: number) =>
  page === 1 ? listPath : `${listPath}page/${page}/`

/** Each language's feed, beside its list: /insights/rss.xml, /ar/insights/rss.xml. */
export const FEED_FILE = "rss.xml"
