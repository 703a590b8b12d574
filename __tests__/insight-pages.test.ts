/** @jest-environment node */
import { insightPages, type InsightSummary } from "../gatsby/insights/insight-pages"

/** `count` articles in a language, one a day back from 2026-10-31, all on `services`. */
function articles(lang: string, count: number, services = ["financial-advisory"]): InsightSummary[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `${lang}-${index}`,
    lang,
    key: `article-${index}`,
    slug: `article-${index}`,
    date: new Date(Date.UTC(2026, 9, 31 - index)).toISOString().slice(0, 10),
    services,
  }))
}

const byPath = (pages: ReturnType<typeof insightPages>) => new Map(pages.map((page) => [page.path, page]))

describe("the Insights' pages", () => {
  it("lists a language's articles newest first, nine a page, further pages under page/N/", () => {
    const shuffled = articles("en", 20).reverse()
    const pages = byPath(insightPages(shuffled, ["en", "ar"]))
    const first = pages.get("/insights/")!
    expect(first.kind).toBe("list")
    expect(first.context).toMatchObject({ page: 1, pages: 3, lastmod: "2026-10-31" })
    expect(first.kind === "list" && first.context.ids).toEqual(articles("en", 9).map((article) => article.id))
    // The second page changed when the newest article pushed its cards along.
    expect(pages.get("/insights/page/2/")!.context).toMatchObject({
      page: 2,
      pages: 3,
      lastmod: "2026-10-31",
    })
    const last = pages.get("/insights/page/3/")!
    expect(last.kind === "list" && last.context.ids).toEqual(["en-18", "en-19"])
    expect(pages.has("/insights/page/4/")).toBe(false)
  })

  it("gives every language its list, even before its first article, and no further pages", () => {
    const pages = byPath(insightPages(articles("en", 12), ["en", "ar"]))
    expect(pages.get("/ar/insights/")!.context).toMatchObject({ ids: [], page: 1, pages: 1 })
    expect(pages.has("/ar/insights/page/2/")).toBe(false)
    // The list exists in both languages; its second page in English only.
    expect(pages.get("/insights/")!.context.translations).toEqual({ en: "/insights/", ar: "/ar/insights/" })
    expect(pages.get("/insights/page/2/")!.context.translations).toEqual({ en: "/insights/page/2/" })
  })

  it("makes a topic page for each service that has articles in the language, and no other", () => {
    const mixed = [...articles("en", 2, ["market-expansion"]), ...articles("ar", 1, ["financial-advisory"])]
    const pages = byPath(insightPages(mixed, ["en", "ar"]))
    expect(pages.get("/insights/topics/market-expansion/")!.context).toMatchObject({
      topic: "market-expansion",
      ids: ["en-0", "en-1"],
    })
    expect(pages.has("/insights/topics/financial-advisory/")).toBe(false)
    expect(pages.has("/ar/insights/topics/financial-advisory/")).toBe(true)
    expect(pages.has("/ar/insights/topics/market-expansion/")).toBe(false)
  })

  it("links each article to the one published before it and the one after, in its language", () => {
    const pages = byPath(insightPages([...articles("en", 3), ...articles("ar", 1)], ["en", "ar"]))
    expect(pages.get("/insights/article-1/")!.context).toMatchObject({ previousId: "en-2", nextId: "en-0" })
    expect(pages.get("/insights/article-0/")!.context).not.toHaveProperty("nextId")
    expect(pages.get("/insights/article-2/")!.context).not.toHaveProperty("previousId")
    expect(pages.get("/ar/insights/article-0/")!.context).not.toHaveProperty("previousId")
  })

  it("ties translations by their key, whatever their slugs, and an untranslated article to itself alone", () => {
    const english = articles("en", 2)
    const arabic = [{ ...english[0], id: "ar-0", lang: "ar", slug: "maqal" }]
    const pages = byPath(insightPages([...english, ...arabic], ["en", "ar"]))
    expect(pages.get("/insights/article-0/")!.context.translations).toEqual({
      en: "/insights/article-0/",
      ar: "/ar/insights/maqal/",
    })
    expect(pages.get("/ar/insights/maqal/")!.context.translations).toEqual(
      pages.get("/insights/article-0/")!.context.translations,
    )
    expect(pages.get("/insights/article-1/")!.context.translations).toEqual({ en: "/insights/article-1/" })
  })

  it("dates an article by its revision when it has one", () => {
    const [article] = articles("en", 1)
    const pages = byPath(insightPages([{ ...article, updated: "2026-11-20" }], ["en"]))
    expect(pages.get("/insights/article-0/")!.context).toMatchObject({ lastmod: "2026-11-20" })
    expect(pages.get("/insights/")!.context).toMatchObject({ lastmod: "2026-11-20" })
  })
})
