/**
 * What the server-rendered pages carry, as every visitor gets it before any script (and crawlers
 * and visitors without JavaScript for good): every piece of content with the counters at their final
 * figures, the home page's sections in order, the Insights' lists, cards and article pages, and the
 * E-Book's download. What needs a browser (hydration, navigation, geometry) is in e2e/.
 */
import fs from "node:fs"
import path from "node:path"
import { within } from "@testing-library/dom"
import { formatDate } from "../../src/i18n/dates"
import { fill } from "../../src/i18n/fill"
import { LANGUAGES, localizedPath, profilePdfPath } from "../../src/i18n/languages"
import { CONTACT_PATH, INSIGHTS_PATH, topicPath } from "../../src/routes"
import type { ArticleFile } from "../../gatsby/insights/article-files"
import { firmAge, YEARS_SINCE_FOUNDING } from "../../gatsby/content/computed-facts"
import { articlePath, publishedArticles, routesIn } from "../../scripts/site-routes"
import { contentFile } from "../helpers/content"
import { builtPage, PUBLIC_DIR, showBuiltPage } from "../helpers/built-site"

const title = (article: ArticleFile) => String(article.frontmatter.title)
const services = (article: ArticleFile) => article.frontmatter.services as string[]
const main = (urlPath: string) => within(showBuiltPage(urlPath).querySelector("main")!)

describe.each(LANGUAGES)("in $code", ({ code }) => {
  const site = contentFile(code, "site")
  const words = contentFile(code, "interface")
  const articles = publishedArticles(code)
  const home = localizedPath(code, "/")

  it("the home page carries every section in order, every service, value, figure and milestone", () => {
    const page = within(showBuiltPage(home))
    const headings = page.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)
    expect(headings.slice(0, 5)).toEqual([
      site.services.title,
      routesIn(code).find((route) => route.key === "about")!.heading,
      site.timeline.title,
      site.insights.title,
      site.contact.title,
    ])
    for (const service of contentFile(code, "services").services)
      expect(page.getByRole("heading", { level: 3, name: service.title })).toBeTruthy()
    for (const value of contentFile(code, "values").values)
      expect(page.getByRole("heading", { level: 4, name: value.title })).toBeTruthy()
    for (const milestone of contentFile(code, "timeline").milestones)
      expect(page.getByRole("heading", { name: `${milestone.year} ${milestone.title}` })).toBeTruthy()
    // The counters at their final figures, as read without scripts.
    const text = builtPage(home).body.textContent!
    for (const figure of contentFile(code, "achievements").achievements) {
      const value = figure.computed === YEARS_SINCE_FOUNDING ? firmAge(site) : figure.value
      expect(text).toContain(figure.text ?? `${value}${figure.suffix ?? ""}`)
    }
    expect(page.getByRole("textbox", { name: words.form.message }).getAttribute("rows")).toBe("5")
  })

  it("the home page shows the three newest articles and leads to all of them", () => {
    const section = within(showBuiltPage(home).querySelector<HTMLElement>("#insights")!)
    expect(section.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(
      articles.slice(0, 3).map(title),
    )
    expect(section.getByRole("link", { name: words.insights.all }).getAttribute("href")).toBe(
      localizedPath(code, INSIGHTS_PATH),
    )
  })

  it("/services/ links each service that has articles to its topic list, and no other", () => {
    const page = within(showBuiltPage(localizedPath(code, "/services/")))
    for (const service of contentFile(code, "services").services) {
      const links = page.queryAllByRole("link", {
        name: fill(words.insights.serviceArticles, { service: service.title }),
      })
      const related = articles.some((article) => services(article).includes(service.slug))
      expect([service.slug, links.map((link) => link.getAttribute("href"))]).toEqual([
        service.slug,
        related ? [localizedPath(code, topicPath(service.slug))] : [],
      ])
    }
  })

  it("the Insights list shows every article of the language, newest first, each a link to it", () => {
    const list = main(localizedPath(code, INSIGHTS_PATH))
    expect(list.getByRole("heading", { level: 1 }).textContent).toBe(site.insights.title)
    expect(list.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(
      articles.map(title),
    )
    for (const article of articles)
      expect(list.getByRole("link", { name: title(article) }).getAttribute("href")).toBe(articlePath(article))
  })

  it("a topic list shows only the articles related to its service", () => {
    const [service] = contentFile(code, "services").services.filter((entry: { slug: string }) =>
      articles.some((article) => services(article).includes(entry.slug)),
    )
    const topic = main(localizedPath(code, topicPath(service.slug)))
    expect(topic.getByRole("heading", { level: 1 }).textContent).toBe(
      fill(site.insights.topicTitle, { service: service.title }),
    )
    expect(topic.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(
      articles.filter((article) => services(article).includes(service.slug)).map(title),
    )
  })

  it.each(articles.map((article) => [articlePath(article), article] as const))(
    "%s shows its date, reading time, author and cover, and leads on to its services, its neighbours and the enquiry form",
    (pagePath, article) => {
      const page = showBuiltPage(pagePath).ownerDocument
      const header = page.querySelector("main header")!
      const time = header.querySelector("time")!
      expect(time.getAttribute("datetime")).toBe(String(article.frontmatter.date))
      expect(time.textContent).toBe(formatDate(String(article.frontmatter.date), code))
      // Whichever plural form the article's length asks for (Arabic has six).
      const forms = Object.values(words.insights.readingTime as Record<string, string>)
      const minutes = new RegExp(forms.map((form) => form.replace("{minutes}", "\\d+")).join("|"))
      expect(header.textContent).toMatch(minutes)
      const author = contentFile(code, "authors").authors.find(
        (person: { id: string }) => person.id === article.frontmatter.author,
      )!
      expect(header.textContent).toContain(author.name)
      expect(header.textContent).toContain(author.role)

      // The cover through the site's sharp pipeline: every format, responsive widths, its size set.
      const cover = within(page.body).getByRole("img", {
        name: (article.frontmatter.cover as { alt: string }).alt,
      })
      expect(cover.getAttribute("width")).toMatch(/^\d+$/)
      expect(cover.getAttribute("height")).toMatch(/^\d+$/)
      const sources = [...cover.parentElement!.querySelectorAll("source")]
      expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"])
      expect(sources[0].getAttribute("srcset")).toMatch(/\d+w,/)

      const related = within(page.body).getByRole("region", { name: words.insights.relatedServices })
      const serviceTitles = contentFile(code, "services")
        .services.filter((service: { slug: string }) => services(article).includes(service.slug))
        .map((service: { title: string }) => service.title)
      expect(
        within(related)
          .getAllByRole("link")
          .map((link) => link.textContent),
      ).toEqual(serviceTitles)
      const neighbours = within(page.body).queryByRole("navigation", {
        name: words.insights.articleNavigation,
      })
      // The newer and the older article, where there is one.
      const position = articles.indexOf(article)
      const expected = [position > 0, position < articles.length - 1].filter(Boolean).length
      expect(neighbours ? within(neighbours).getAllByRole("link").length : 0).toBe(expected)
      expect(within(page.body).getByRole("link", { name: words.insights.enquire }).getAttribute("href")).toBe(
        localizedPath(code, CONTACT_PATH),
      )
    },
  )

  it("the E-Book page offers the language's profile PDF with its size, and carries each page's text", () => {
    const page = builtPage(localizedPath(code, "/company-profile/"))
    const pdf = profilePdfPath(code)
    const download = [...page.querySelectorAll(`a[href="${pdf}"]`)]
    expect(download.length).toBeGreaterThan(0)
    const size = Math.round(fs.statSync(path.join(PUBLIC_DIR, pdf)).size / 1024)
    expect(download[0].textContent).toContain(fill(words.ebook.kilobytes, { size: String(size) }))
    const text = page.body.textContent!
    for (const service of contentFile(code, "services").services) expect(text).toContain(service.title)
  })
})

it("the French office hours read as a French reader writes them, with their time zone", () => {
  const contact = builtPage("/fr/contact/").querySelector("main")!.textContent!
  expect(contact).toContain("Du lundi au vendredi\u202f: 9\u00a0h – 17\u00a0h")
  expect(contact).toContain(contentFile("fr", "site").contact.timeZone)
})
