import { screen, within } from "@testing-library/react"
import { ArticleBody } from "../src/components/insights/article-body"
import type { TreeNode } from "../src/components/insights/article-tree"
import { ArticleView, type ArticleContent } from "../src/components/insights/article-view"
import { InsightMeta } from "../src/components/insights/insight-meta"
import { TopicLinks } from "../src/components/insights/topic-links"
import type { ProcessedImage } from "../src/types/processed-image"
import { contentFile, renderWithContent, wordsIn } from "./helpers/content"

const text = (value: string): TreeNode => ({ type: "text", value })
const element = (tagName: string, children: TreeNode[] = [], properties = {}): TreeNode => ({
  type: "element",
  tagName,
  properties,
  children,
})

/** What gatsby-transformer-remark's htmlAst gives for a short article (newlines between blocks included). */
function tree(sections: string[]): TreeNode {
  return {
    type: "root",
    children: sections.flatMap((title) => [
      element("h2", [text(title)]),
      text("\n"),
      element("p", [
        text("Words "),
        element("strong", [text("that")]),
        text(" "),
        element("em", [text("matter")]),
        text("."),
      ]),
      text("\n"),
      element("ul", [
        text("\n"),
        element("li", [text("One")]),
        text("\n"),
        element("li", [text("Two")]),
        text("\n"),
      ]),
      text("\n"),
    ]),
  }
}

const chart: ProcessedImage = {
  width: 720,
  height: 196,
  images: {
    fallback: {
      src: "/static/abc/chart.png",
      srcSet: "/static/abc/360.png 360w, /static/abc/chart.png 720w",
      sizes: "(min-width: 720px) 720px, 100vw",
    },
    sources: [
      { type: "image/avif", srcSet: "/static/abc/chart.avif 720w", sizes: "(min-width: 720px) 720px, 100vw" },
    ],
  },
}

describe("an article's body", () => {
  it("gives each heading an id and a link to itself, and keeps the inline text as written", () => {
    renderWithContent(<ArticleBody tree={tree(["1. Which market comes first?", "Tax"])} images={new Map()} />)
    const heading = screen.getByRole("heading", { level: 2, name: "1. Which market comes first?" })
    expect(heading).toHaveAttribute("id", "1-which-market-comes-first")
    expect(within(heading).getByRole("link")).toHaveAttribute("href", "#1-which-market-comes-first")
    expect(screen.getAllByRole("paragraph")[0]).toHaveTextContent("Words that matter.")
    expect(screen.getAllByRole("list")[0].childNodes).toHaveLength(2)
  })

  it("gives Arabic headings ids in Arabic, and a repeated heading its own id", () => {
    renderWithContent(
      <ArticleBody tree={tree(["كيف ستنتقل الأموال؟", "كيف ستنتقل الأموال؟"])} images={new Map()} />,
    )
    const [first, second] = screen.getAllByRole("heading", { level: 2 })
    expect(first).toHaveAttribute("id", "كيف-ستنتقل-الأموال")
    expect(second).toHaveAttribute("id", "كيف-ستنتقل-الأموال-2")
  })

  it("shows a body image through the site's pipeline: a picture with every format, its size and its alt text", () => {
    const body = {
      type: "root",
      children: [element("p", [element("img", [], { src: "chart.png", alt: "The five decisions" })])],
    }
    renderWithContent(<ArticleBody tree={body} images={new Map([["chart.png", chart]])} />)
    const image = screen.getByRole("img", { name: "The five decisions" })
    expect(image).toHaveAttribute("src", "/static/abc/chart.png")
    expect(image).toHaveAttribute("width", "720")
    expect(image).toHaveAttribute("height", "196")
    expect(image.closest("picture")!.querySelector('source[type="image/avif"]')).toHaveAttribute(
      "srcset",
      "/static/abc/chart.avif 720w",
    )
  })
})

function article(sections: string[], words: number): ArticleContent {
  return {
    title: "Entering the Gulf",
    summary: "Five decisions.",
    date: "2026-09-15",
    words,
    services: ["market-expansion"],
    coverAlt: "A skyline",
    tree: tree(sections),
    images: [],
  }
}

const author = { name: "Rania Khoury", role: "Managing Partner" }
const FOUR_SECTIONS = ["Market", "Presence", "People", "Tax"]

describe("an article's page", () => {
  it("gives a long article a table of contents whose links lead to its headings", () => {
    renderWithContent(
      <ArticleView
        article={article(FOUR_SECTIONS, 1200)}
        author={author}
        url="https://www.example.com/insights/x/"
      />,
    )
    const contents = screen.getByRole("navigation", { name: wordsIn("en").insights.contents })
    const links = within(contents).getAllByRole("link")
    expect(links.map((link) => link.textContent)).toEqual(FOUR_SECTIONS)
    for (const link of links)
      expect(document.getElementById(link.getAttribute("href")!.slice(1))).toHaveTextContent(
        link.textContent!,
      )
  })

  it("gives a short article none", () => {
    renderWithContent(
      <ArticleView
        article={article(FOUR_SECTIONS, 300)}
        author={author}
        url="https://www.example.com/insights/x/"
      />,
    )
    expect(screen.queryByRole("navigation", { name: wordsIn("en").insights.contents })).toBeNull()
  })

  it("links to its services, shares by plain links, and ends with the way to the enquiry form", () => {
    renderWithContent(
      <ArticleView article={article([], 300)} author={author} url="https://www.example.com/insights/x/" />,
    )
    const words = wordsIn("en").insights
    expect(screen.getByRole("link", { name: "Market Expansion" })).toHaveAttribute(
      "href",
      "/services/#market-expansion",
    )
    const share = screen.getByRole("region", { name: words.share })
    expect(within(share).getByRole("link", { name: `LinkedIn ${words.newTab}` })).toHaveAttribute(
      "href",
      "https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fwww.example.com%2Finsights%2Fx%2F",
    )
    expect(within(share).getByRole("link", { name: "Email" })).toHaveAttribute(
      "href",
      "mailto:?subject=Entering%20the%20Gulf&body=https%3A%2F%2Fwww.example.com%2Finsights%2Fx%2F",
    )
    expect(screen.getByRole("link", { name: words.enquire })).toHaveAttribute("href", "/contact/")
    expect(document.querySelector("script, iframe")).toBeNull()
  })
})

describe("an article's dates and reading time", () => {
  it("reads in English", () => {
    renderWithContent(<InsightMeta date="2026-09-15" updated="2026-10-02" words={912} full />)
    expect(screen.getByText("September 15, 2026").closest("span")).toHaveTextContent(
      "Published September 15, 2026",
    )
    expect(screen.getByText("September 15, 2026")).toHaveAttribute("dateTime", "2026-09-15")
    expect(screen.getByText("Updated October 2, 2026")).toBeInTheDocument()
    expect(screen.getByText("4 min read")).toBeInTheDocument()
  })

  it("marks an article `npm run develop` shows before its date as scheduled", () => {
    renderWithContent(<InsightMeta date="2026-12-01" words={300} scheduled />, { lang: "ar" })
    expect(screen.getByText(wordsIn("ar").insights.scheduled)).toBeInTheDocument()
  })

  it("reads in Arabic, with Western digits and the Arabic reading pace", () => {
    renderWithContent(<InsightMeta date="2026-09-22" words={788} full />, { lang: "ar" })
    expect(screen.getByText("22 سبتمبر 2026")).toHaveAttribute("dateTime", "2026-09-22")
    // 788 words at 138 a minute: 6, which Arabic counts with its "few" form.
    expect(screen.getByText("مدة القراءة: 6 دقائق")).toBeInTheDocument()
  })

  it("reads in French, with the French pace and the form for one minute", () => {
    renderWithContent(<InsightMeta date="2026-09-15" words={150} full />, { lang: "fr" })
    expect(screen.getByText("15 septembre 2026")).toHaveAttribute("dateTime", "2026-09-15")
    // 150 words at 195 a minute: under a minute, counted as one.
    expect(screen.getByText("1 minute de lecture")).toBeInTheDocument()
  })
})

describe("the lists' topics", () => {
  const topics = () =>
    within(screen.getByRole("navigation", { name: wordsIn("en").insights.topics })).getAllByRole("link")
  const data = { insightTopics: { distinct: ["market-expansion"] } }

  it("marks the list a visitor is on as this page on its first page", () => {
    renderWithContent(<TopicLinks current="market-expansion" />, { data })
    const [all, topic] = topics()
    expect(topic).toHaveTextContent("Market Expansion")
    expect(topic).toHaveAttribute("aria-current", "page")
    expect(all).not.toHaveAttribute("aria-current")
  })

  it("marks it as the current choice, not this page, on the pages after the first", () => {
    renderWithContent(<TopicLinks page={2} />, { data })
    const [all, topic] = topics()
    expect(all).toHaveAttribute("aria-current", "true")
    expect(topic).not.toHaveAttribute("aria-current")
  })

  it.each(["en", "ar", "fr"])(
    "in %s, names a topic link apart from the footer's link to the service, its shown words kept in the name",
    (lang) => {
      const words = wordsIn(lang).insights
      const service = contentFile(lang, "services").services.find(
        (entry: { slug: string }) => entry.slug === "market-expansion",
      )!
      renderWithContent(<TopicLinks />, { data, lang })
      const [, topic] = within(screen.getByRole("navigation", { name: words.topics })).getAllByRole("link")
      expect(topic).toHaveTextContent(service.title)
      expect(topic).toHaveAccessibleName(words.serviceArticles.replace("{service}", service.title))
    },
  )
})
