/** @jest-environment node */
import path from "node:path"
import type { Node, SourceNodesArgs } from "gatsby"
import { matchInsightNodesToThisRun } from "../gatsby/insights/build-steps"

const ROOT = path.resolve(__dirname, "..")

/**
 * Gatsby's node store as a run finds it in .cache: an article's File and MarkdownRemark nodes, and
 * the Insight child the last run made (or did not make) of it.
 */
function cachedStore({
  draft,
  insightFromLastRun,
  scheduledLastRun = false,
}: {
  draft: boolean
  insightFromLastRun: boolean
  /** The last run (`npm run develop` before the article's date) made its node marked scheduled. */
  scheduledLastRun?: boolean
}) {
  const nodes = new Map<string, Node>()
  const add = (node: { id: string; internal: { type: string }; [field: string]: unknown }) =>
    nodes.set(node.id, { children: [], parent: null, ...node } as unknown as Node)
  add({
    id: "file",
    internal: { type: "File" },
    sourceInstanceName: "content",
    relativePath: "en/insights/thirteen-week-cash-forecast/index.md",
    absolutePath: path.join(ROOT, "content/en/insights/thirteen-week-cash-forecast/index.md"),
  })
  add({
    id: "markdown",
    parent: "file",
    internal: { type: "MarkdownRemark" },
    frontmatter: {
      title: "The 13-week cash forecast",
      slug: "thirteen-week-cash-forecast",
      date: "2026-10-28T00:00:00.000Z",
      cover: { image: "cover.jpg", alt: "A chart" },
      ...(draft && { draft: true }),
    },
    rawMarkdownBody: "Cash is a fact.\n",
  })
  if (insightFromLastRun) {
    add({
      id: "Insight markdown",
      parent: "markdown",
      internal: { type: "Insight" },
      slug: "thirteen-week-cash-forecast",
      ...(draft && { draft: true }),
      ...(scheduledLastRun && { scheduled: true }),
    })
  }
  const args = {
    getNode: (id: string) => nodes.get(id),
    getNodesByType: (type: string) => [...nodes.values()].filter((node) => node.internal.type === type),
    createNodeId: (seed: string) => seed,
    createContentDigest: (data: unknown) => JSON.stringify(data),
    actions: {
      createNode: (node: Node) => nodes.set(node.id, node),
      deleteNode: (node: Node) => nodes.delete(node.id),
      createParentChildLink: () => undefined,
    },
  }
  return { nodes, args: args as unknown as SourceNodesArgs }
}

describe("a draft's Insight node, after a run of the other kind", () => {
  const nodeEnv = process.env.NODE_ENV
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv
  })

  it("is removed in a production build when `npm run develop` made it", () => {
    process.env.NODE_ENV = "production"
    const { nodes, args } = cachedStore({ draft: true, insightFromLastRun: true })
    matchInsightNodesToThisRun(args)
    expect(nodes.has("Insight markdown")).toBe(false)
  })

  it("is made again by `npm run develop` when a production build left it out", () => {
    process.env.NODE_ENV = "development"
    const { nodes, args } = cachedStore({ draft: true, insightFromLastRun: false })
    matchInsightNodesToThisRun(args)
    expect(nodes.get("Insight markdown")).toMatchObject({
      draft: true,
      path: "/insights/thirteen-week-cash-forecast/",
    })
  })

  it("stays for a published article in a production build", () => {
    process.env.NODE_ENV = "production"
    const { nodes, args } = cachedStore({ draft: false, insightFromLastRun: true })
    matchInsightNodesToThisRun(args)
    expect(nodes.get("Insight markdown")).toMatchObject({ slug: "thirteen-week-cash-forecast" })
  })
})

describe("a scheduled article's Insight node (dated 2026-10-28), after a run of the other kind", () => {
  const { NODE_ENV: nodeEnv, SITE_BUILD_DATE: buildDate } = process.env
  afterEach(() => {
    process.env.NODE_ENV = nodeEnv
    if (buildDate === undefined) delete process.env.SITE_BUILD_DATE
    else process.env.SITE_BUILD_DATE = buildDate
  })

  it("is removed in a production build the day before, when `npm run develop` made it", () => {
    process.env.NODE_ENV = "production"
    process.env.SITE_BUILD_DATE = "2026-10-27"
    const { nodes, args } = cachedStore({ draft: false, insightFromLastRun: true, scheduledLastRun: true })
    matchInsightNodesToThisRun(args)
    expect(nodes.has("Insight markdown")).toBe(false)
  })

  it("is made by `npm run develop` the day before, marked scheduled", () => {
    process.env.NODE_ENV = "development"
    process.env.SITE_BUILD_DATE = "2026-10-27"
    const { nodes, args } = cachedStore({ draft: false, insightFromLastRun: false })
    matchInsightNodesToThisRun(args)
    expect(nodes.get("Insight markdown")).toMatchObject({ scheduled: true })
  })

  it("loses the mark in the production build on its date, in the firm's time zone", () => {
    process.env.NODE_ENV = "production"
    // 22:30 UTC on the 27th is 00:30 on the 28th in Beirut.
    process.env.SITE_BUILD_DATE = "2026-10-27T22:30:00Z"
    const { nodes, args } = cachedStore({ draft: false, insightFromLastRun: true, scheduledLastRun: true })
    matchInsightNodesToThisRun(args)
    expect(nodes.get("Insight markdown")).toMatchObject({ slug: "thirteen-week-cash-forecast" })
    expect(nodes.get("Insight markdown")).not.toHaveProperty("scheduled")
  })
})
