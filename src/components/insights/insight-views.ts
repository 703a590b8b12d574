/**
 * The Insights' views in one module, so that the islands showing them (the list, an article, the
 * home page's latest three) share one chunk. Gatsby puts a module that as many chunks use as there
 * are page templates into \`commons\`, which every page loads first: with a chunk per view, the
 * Insights' own small modules (their addresses, their words) landed there and cost every page.
 */
export { ArticleView } from "./article-view"
export { InsightsListView } from "./insights-list-view"
export { LatestInsights } from "./latest-insights"
