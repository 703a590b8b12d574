/**
 * What each page is created with (gatsby-node.ts, gatsby/insights/insight-pages.ts) and reads as
 * its `pageContext`. One module that is not a component, so gatsby/ and the pages share the types.
 */
import type { LegalKey } from "./routes"

/** What every page is created with: its language and its language-neutral path. */
export interface PageContext {
  lang: string
  /** The page's path in the default language, e.g. "/services/", the same for every language. */
  pagePath: string
  /**
   * For a page that not every language has (an article, a list of articles): each language's
   * version that exists, this one included, e.g. { en: "/insights/x/", ar: "/ar/insights/y/" }.
   * Without it the page exists in every language, at localizedPath(code, pagePath).
   */
  translations?: Record<string, string>
  /** Kept from search engines, as the site manifest says (src/routes.ts): noindex, and out of the sitemap. */
  noindex?: true
}

/** The facts a legal page states, as the enquiry function runs (gatsby/content/legal-facts.ts reads them). */
export interface LegalFacts {
  retentionDays: number
  failedAfterDays: number
  /** The companies that handle an enquiry in the deployment this build is for. */
  processors: { host: string; store: string; mail: string }
  /** The rate limit's window: how long at least a sender's address stays in the function's memory. */
  rateMinutes: number
  /** FIRM_FACTS (data-policy.ts): null where the firm has not settled it yet. */
  firm: {
    mailbox: string | null
    storeRegion: "eu" | "us" | null
    mailRegion: "eu" | "us" | null
    transferSafeguard: "dpf" | "scc" | null
    mailboxMonths: number | null
    mailProviderDays: number | null
    backupDays: number | null
    hostLogDays: number | null
  }
}

/** A legal page (gatsby/content/legal-pages.ts): which one, and the facts its sentences state. */
export interface LegalPageContext extends PageContext {
  legal: LegalKey
  facts: LegalFacts
}

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
