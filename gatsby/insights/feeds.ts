/**
 * gatsby-plugin-feed's options: an RSS feed per language (/insights/rss.xml, /ar/insights/rss.xml)
 * of that language's newest articles, titled from its content, and linked from the <head> of that
 * language's Insights pages only (the plugin's `match`).
 */
import { readContent } from "../content/read-content"
import { FEED_FILE, INSIGHTS_PATH } from "../../src/routes"
import { LANGUAGES, localizedPath } from "../../src/i18n/languages"

/** How many of the newest articles a feed lists. */
export const FEED_LENGTH = 30

interface FeedQuery {
  site: { siteMetadata: { siteUrl: string } }
  authors: { authors: { id: string; name: string }[] } | null
  services: { services: { slug: string; title: string }[] } | null
  allInsight: {
    nodes: {
      title: string
      summary: string
      date: string
      path: string
      author: string
      services: string[]
    }[]
  }
}

/** The feeds' options, for gatsby-config.ts; `pathPrefix` is the prefix a prefixed build adds. */
export function insightFeeds(contentDir: string, pathPrefix = "") {
  return {
    query: `{ site { siteMetadata { siteUrl } } }`,
    // The channel: the plugin merges each feed's own options into what this returns. Its link is
    // the language's list of articles, the page the feed stands for.
    setup: ({ query, ...feed }: { query: FeedQuery; output: string }) => ({
      ...feed,
      site_url: `${query.site.siteMetadata.siteUrl}${pathPrefix}${feed.output.slice(0, -FEED_FILE.length)}`,
      feed_url: `${query.site.siteMetadata.siteUrl}${pathPrefix}${feed.output}`,
    }),
    feeds: LANGUAGES.map(({ code }) => {
      const site = readContent(code, "site", contentDir)
      const listPath = localizedPath(code, INSIGHTS_PATH)
      return {
        output: `${listPath}${FEED_FILE}`,
        title: `${site.pages.insights.title} · ${site.name}`,
        description: site.pages.insights.description,
        language: code,
        // The <link rel="alternate"> goes into this language's Insights pages only.
        match: `^${listPath}`,
        query: `{
          authors: authorsJson(lang: { eq: "${code}" }) { authors { id name } }
          services: servicesJson(lang: { eq: "${code}" }) { services { slug title } }
          allInsight(filter: { lang: { eq: "${code}" } }, sort: [{ date: DESC }, { key: ASC }], limit: ${FEED_LENGTH}) {
            nodes { title summary date path author services }
          }
        }`,
        serialize: ({ query }: { query: FeedQuery }) =>
          query.allInsight.nodes.map((article) => {
            const url = `${query.site.siteMetadata.siteUrl}${pathPrefix}${article.path}`
            return {
              title: article.title,
              description: article.summary,
              url,
              guid: url,
              date: article.date,
              author: query.authors?.authors.find((author) => author.id === article.author)?.name,
              categories: article.services.map(
                (slug) => query.services?.services.find((service) => service.slug === slug)?.title ?? slug,
              ),
            }
          }),
      }
    }),
  }
}
