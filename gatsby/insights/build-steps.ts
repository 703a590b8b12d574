/**
 * The Insights' steps in gatsby-node.ts: an Insight node for each published article, then its
 * pages (gatsby/insights/insight-pages.ts) with each article's share card drawn.
 */
import path from "node:path"
import type { CreatePagesArgs, CreateNodeArgs } from "gatsby"
import { languageByCode, LANGUAGES } from "../../src/i18n/languages"
import { INSIGHT_TYPE, insightData } from "./insight-nodes"
import { insightPages, type InsightSummary } from "./insight-pages"
import { writeShareCard } from "./share-cards"

/** `npm run develop` shows drafts; a production build never has them. */
export const includeDrafts = () => process.env.NODE_ENV !== "production"

const TEMPLATES = {
  article: path.resolve("src/templates/insight-article.tsx"),
  list: path.resolve("src/templates/insights-list.tsx"),
}

/** onCreateNode: a MarkdownRemark node of an article gets an Insight child. */
export function createInsightNode({
  node,
  getNode,
  actions,
  createNodeId,
  createContentDigest,
}: CreateNodeArgs) {
  if (node.internal.type !== "MarkdownRemark" || !node.parent) return
  const file = getNode(node.parent)
  if (file?.internal.type !== "File") return
  const data = insightData(node as never, file as never, { includeDrafts: includeDrafts() })
  if (!data) return
  const child = {
    ...data,
    id: createNodeId(`${INSIGHT_TYPE} ${node.id}`),
    parent: node.id,
    children: [],
    internal: { type: INSIGHT_TYPE, contentDigest: createContentDigest(data) },
  }
  actions.createNode(child)
  actions.createParentChildLink({ parent: node, child })
}

interface PagesQuery {
  allInsight: { nodes: (InsightSummary & { title: string })[] }
  allSiteJson: { nodes: { lang: string; name: string; pages: { insights: { title: string } } }[] }
}

/** createPages: the lists and the articles of every language, and each article's share card. */
export async function createInsightPages({
  graphql,
  actions,
  cache,
  reporter,
}: CreatePagesArgs): Promise<void> {
  const result = await graphql<PagesQuery>(`
    {
      allInsight {
        nodes {
          id
          lang
          key
          slug
          date
          updated
          services
          title
        }
      }
      allSiteJson {
        nodes {
          lang
          name
          pages {
            insights {
              title
            }
          }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Insights: the pages' query failed", result.errors)
    return
  }
  const { allInsight, allSiteJson } = result.data
  const titles = new Map(allInsight.nodes.map((article) => [article.id, article.title]))
  const pages = insightPages(
    allInsight.nodes,
    LANGUAGES.map(({ code }) => code),
  )
  const activity = reporter.activityTimer("insights: pages and share cards")
  activity.start()
  for (const page of pages) {
    let context: object = page.context
    if (page.kind === "article") {
      const site = allSiteJson.nodes.find((node) => node.lang === page.context.lang)!
      const shareCard = await writeShareCard(
        {
          title: titles.get(page.context.id)!,
          dir: languageByCode(page.context.lang).dir as "ltr" | "rtl",
          firmName: site.name,
          section: site.pages.insights.title,
        },
        { cacheDir: path.join(cache.directory, "share-cards"), publicDir: path.resolve("public") },
      )
      context = { ...context, shareCard }
    }
    actions.createPage({ path: page.path, component: TEMPLATES[page.kind], context })
  }
  activity.end()
  reporter.info(`Insights: ${pages.length} pages from ${allInsight.nodes.length} articles`)
}
