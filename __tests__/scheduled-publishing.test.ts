/** @jest-environment node */
import { articleStatus } from "../gatsby/insights/publish-date"
import { insightData } from "../gatsby/insights/insight-nodes"
import { insightPagePaths, publishedArticles } from "../scripts/site-routes"

// content/*/insights/thirteen-week-cash-forecast is dated 2026-10-28, the newest article.
const KEY = "thirteen-week-cash-forecast"
const ARTICLE = `/insights/${KEY}/`
const BUILD_DATE = process.env.SITE_BUILD_DATE

afterEach(() => {
  if (BUILD_DATE === undefined) delete process.env.SITE_BUILD_DATE
  else process.env.SITE_BUILD_DATE = BUILD_DATE
})

describe("the publish rule", () => {
  it("publishes an article from its date; a draft stays a draft", () => {
    expect(articleStatus({ date: "2026-10-28" }, "2026-10-27")).toBe("scheduled")
    expect(articleStatus({ date: "2026-10-28" }, "2026-10-28")).toBe("published")
    expect(articleStatus({ date: new Date("2026-10-28") }, "2026-10-29")).toBe("published")
    expect(articleStatus({ date: "2026-10-28", draft: true }, "2027-01-01")).toBe("draft")
  })

  it("gives a production build no node for a scheduled article, and develop a marked one", () => {
    const markdown = {
      frontmatter: { slug: "later", date: "2026-10-28T00:00:00.000Z", cover: { image: "cover.jpg" } },
      rawMarkdownBody: "Soon.\n",
    }
    const file = {
      absolutePath: "/site/content/en/insights/later/index.md",
      relativePath: "en/insights/later/index.md",
      sourceInstanceName: "content",
    }
    expect(insightData(markdown, file, { includeDrafts: false, today: "2026-10-27" })).toBeUndefined()
    expect(insightData(markdown, file, { includeDrafts: true, today: "2026-10-27" })).toMatchObject({
      scheduled: true,
    })
    expect(insightData(markdown, file, { includeDrafts: false, today: "2026-10-28" })).not.toHaveProperty(
      "scheduled",
    )
  })
})

describe("the site built with a fixed clock (SITE_BUILD_DATE)", () => {
  it("has no page, list card or topic entry of an article the day before its date", () => {
    process.env.SITE_BUILD_DATE = "2026-10-27"
    expect(insightPagePaths()).not.toContain(ARTICLE)
    for (const lang of ["en", "ar", "fr"])
      expect(publishedArticles(lang).map((article) => article.key)).not.toContain(KEY)
  })

  it("has them from its date, in the firm's time zone (Beirut is UTC+2 that night)", () => {
    process.env.SITE_BUILD_DATE = "2026-10-27T22:30:00Z"
    expect(insightPagePaths()).toContain(ARTICLE)
    for (const lang of ["en", "ar", "fr"]) expect(publishedArticles(lang)[0].key).toBe(KEY)
    process.env.SITE_BUILD_DATE = "2026-10-27T21:30:00Z"
    expect(insightPagePaths()).not.toContain(ARTICLE)
  })
})
