import type { PageContext } from "../../i18n/languages"

/** What the sitemap gives as lastmod: when the page's content last changed (YYYY-MM-DD). */
interface Dated {
  lastmod: string
}

/** An article's page (gatsby/insights/insight-pages.ts makes it). */
export interface ArticlePageContext extends PageContext, Dated {
  id: string
  /** The article published before this one in its language, and the one after. */
  previousId?: string
  nextId?: string
  /** Its share card, drawn at build (gatsby/insights/share-cards.ts), e.g. /static/share-cards/<hash>.png. */
  shareCard?: string
}

/** A page of a list of articles: /insights/, its further pages, a service's list. */
export interface ListPageContext extends PageContext, Partial<Dated> {
  /** The articles on this page, newest first. */
  ids: string[]
  page: number
  pages: number
  /** A topic page's service slug. */
  topic?: string
}
