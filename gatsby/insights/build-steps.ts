/**
 * The Insights' steps in gatsby-node.ts: an Insight node for each article this run shows, then its
 * pages (gatsby/insights/insight-pages.ts) with each article's share card drawn.
 */
import path from "node:path"
import type { CreateNodeArgs, CreatePagesArgs, Node, SourceNodesArgs } from "gatsby"
import { languageByCode, LANGUAGES } from "../../src/i18n/languages"
import { INSIGHT_TYPE, insightData } from "./insight-nodes"
import { insightPages, type InsightSummary } from "./insight-pages"
import { articleStatus, publishDay } from "./publish-date"
import { writeShareCard } from "./share-cards"

/** `npm run develop` shows drafts and scheduled articles; a production build never has them. */
export const includeDrafts = () => process.env.NODE_ENV !== "production"

/** The firm's day by the build clock, read once per run step. */
const today = () => publishDay(path.resolve("content"))

const TEMPLATES = {
  article: path.resolve("src/templates/insight-article.tsx"),
  list: path.resolve("src/templates/insights-list.tsx"),
}

type NodeArgs = Pick<CreateNodeArgs, "getNode" | "actions" | "createNodeId" | "createContentDigest">

/** onCreateNode: a MarkdownRemark node of an article gets an Insight child. */
export function createInsightNode({ node, ...args }: CreateNodeArgs) {
  insightNodeOf(node, args, today())
}

/**
 * sourceNodes: every article's Insight node as this run wants it, whatever Gatsby's cache kept.
 * `develop` and `build` share .cache, and for a file that has not changed Gatsby keeps the nodes of
 * the last run without calling onCreateNode again: a draft's node made by `npm run develop` would
 * reach the next production build (and one that build left out would be missing from develop). A
 * scheduled article is treated as a draft, and so is one the last run made as scheduled: on its
 * date its node loses the mark.
 */
export function matchInsightNodesToThisRun({ getNodesByType, ...args }: SourceNodesArgs) {
  const day = today()
  for (const node of getNodesByType("MarkdownRemark")) {
    // Only a draft's or a scheduled article's node depends on the run; a published article's, once
    // made, stays as it is.
    const frontmatter = (node as { frontmatter?: Record<string, unknown> }).frontmatter ?? {}
    const insight = args.getNode(args.createNodeId(`${INSIGHT_TYPE} ${node.id}`))
    if (!insight || insight.scheduled === true || articleStatus(frontmatter, day) !== "published")
      insightNodeOf(node, args, day)
  }
}

/** Creates (or keeps) the Insight child of an article's MarkdownRemark node, or removes it for a draft this run leaves out. */
function insightNodeOf(
  node: Node,
  { getNode, actions, createNodeId, createContentDigest }: NodeArgs,
  day: string,
) {
  if (node.internal.type !== "MarkdownRemark" || !node.parent) return
  const file = getNode(node.parent)
  if (file?.internal.type !== "File") return
  const id = createNodeId(`${INSIGHT_TYPE} ${node.id}`)
  const data = insightData(node as never, file as never, { includeDrafts: includeDrafts(), today: day })
  if (!data) {
    const left = getNode(id)
    if (left) actions.deleteNode(left)
    return
  }
  const child = {
    ...data,
    id,
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
