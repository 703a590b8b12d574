/**
 * One visit per page and language checks everything a visitor would notice about that page at once:
 * its status, language and direction, main heading, header and footer, that the scripts started
 * under the Content-Security-Policy with nothing in the console, that the parts hydrated as they
 * come into view fetched their code, the language's own rules (no Latin words on an Arabic page,
 * French spacing before ; : ! ?), zero axe violations, and on a phone nothing wider than 320 px.
 * Every route of every language on a desktop; English and Arabic at a phone's width too, in the same
 * visit (French lays out as English does): the phone layout is the same page under narrower media
 * queries, so the page is resized rather than loaded again. What the build wrote into each page's <head> is checked without a browser, in
 * __tests__/built/.
 */
import { devices, type Page } from "@playwright/test"
import { DEFAULT_LANGUAGE, LANGUAGES, localizedPath } from "../src/i18n/languages"
import { buildYear } from "../gatsby/build/build-clock"
import { fill } from "../src/i18n/fill"
import { topicPath } from "../src/routes"
import { longestArticle } from "../scripts/site-routes"
import {
  articlePath,
  content,
  expect,
  expectGatsbyStarted,
  expectNoAxeViolations,
  publishedArticles,
  routesIn,
  test,
} from "./fixtures"
import { latinWords, misspacedMarks } from "./language-checks"

interface Visit {
  path: string
  lang: string
  heading: string
  status: 200 | 404
  /** What the document's title says: the firm's name, or an article's own title (which may leave the name out). */
  title?: string
}

/** Every route (src/routes.ts), each language's longest article, a topic list, and each language's 404 page. */
function visits(): Visit[] {
  return LANGUAGES.flatMap(({ code }) => {
    const articles = publishedArticles(code)
    const pages: Visit[] = routesIn(code).map((route) => ({ ...route, lang: code, status: 200 }))
    const longest = longestArticle(code)
    if (longest)
      pages.push({
        path: articlePath(longest),
        lang: code,
        heading: String(longest.frontmatter.title),
        title: String(longest.frontmatter.title),
        status: 200,
      })
    const service = content(code, "services").services.find((entry: { slug: string }) =>
      articles.some((article) => (article.frontmatter.services as string[]).includes(entry.slug)),
    )
    if (code === DEFAULT_LANGUAGE.code && service)
      pages.push({
        path: topicPath(service.slug),
        lang: code,
        heading: fill(content(code, "site").insights.topicTitle, { service: service.title }),
        status: 200,
      })
    pages.push({
      path: localizedPath(code, "/no-such-page/"),
      lang: code,
      heading: content(code, "interface").notFound.title,
      status: 404,
    })
    return pages
  })
}

/** Console errors and uncaught exceptions. A 404 page's own status is the one expected error. */
function watchConsole(page: Page, status: number) {
  const errors: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error" && !(status === 404 && /status of 404/.test(message.text())))
      errors.push(message.text())
  })
  page.on("pageerror", (error) => errors.push(error.message))
  return errors
}

/** Scrolls to the foot of the page, so each part that hydrates when seen fetches and runs its code, and waits for it. */
async function scrollThrough(page: Page) {
  const inFlight = new Set<unknown>()
  page.on("request", (request) => inFlight.add(request))
  page.on("requestfinished", (request) => inFlight.delete(request))
  page.on("requestfailed", (request) => inFlight.delete(request))
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y)
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
    }
    window.scrollTo(0, 0)
  })
  await expect.poll(() => inFlight.size).toBe(0)
}

const PHONE = devices["Pixel 7"].viewport

for (const visit of visits()) {
  const language = LANGUAGES.find(({ code }) => code === visit.lang)!
  const phoneToo = language.code !== "fr"

  test(`${visit.path}: ${visit.status}, ${language.code} ${language.dir}, its heading, header and footer, started under the CSP, zero axe violations${phoneToo ? ", and on a phone" : ""}`, async ({
    page,
    requests,
  }) => {
    const site = content(language.code, "site")
    const words = content(language.code, "interface")
    const errors = watchConsole(page, visit.status)
    const response = await page.goto(visit.path)
    expect(response?.status()).toBe(visit.status)
    if (visit.status === 200) expect(response!.headers()["x-frame-options"]).toBe("DENY")
    await expect(page.locator("html")).toHaveAttribute("lang", language.code)
    await expect(page.locator("html")).toHaveAttribute("dir", language.dir)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(visit.heading)
    expect(await page.title()).toContain(visit.title ?? site.name)

    await expect(page.getByRole("navigation", { name: words.navigation.label })).toBeVisible()
    const footer = page.getByRole("contentinfo")
    const [service] = content(language.code, "services").services
    await expect(footer.getByRole("link", { name: service.title })).toBeVisible()
    await expect(footer.getByRole("link", { name: site.social[0].label })).toBeVisible()
    await expect(footer).toContainText(site.contact.officeHours[0].days)
    await expect(footer).toContainText(
      fill(words.footer.copyright, { year: buildYear(site.timeZone), name: site.name }),
    )
    await expect(footer.getByRole("link", { name: site.contact.email })).toHaveAttribute("dir", "ltr")

    await expectGatsbyStarted(page)
    await scrollThrough(page)
    expect(errors).toEqual([])
    // The CMS is for editors: no page of the site loads any of it.
    expect(requests.filter((url) => /\/admin\/|sveltia/.test(url))).toEqual([])

    if (language.dir === "rtl") {
      const glossaryLatin = content(language.code, "glossary").terms.flatMap(
        (term: { term: string }) => term.term.match(/[A-Za-z]{2,}/g) ?? [],
      )
      expect(await latinWords(page, language.code, glossaryLatin)).toEqual([])
    }
    if (language.code === "fr") expect(await misspacedMarks(page)).toEqual([])
    await expectNoAxeViolations(page)

    if (phoneToo) {
      // Phones get the links behind the menu button; axe again on that layout.
      await page.setViewportSize(PHONE)
      await expect(page.locator("details[data-phone-menu] > summary")).toBeVisible()
      await expect(page.getByRole("navigation", { name: words.navigation.label })).toBeHidden()
      await expectNoAxeViolations(page)
      await page.setViewportSize({ width: 320, height: 640 })
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, "wider than 320 px").toBeLessThanOrEqual(0)
    }
    if (visit.status === 404) {
      // Ways back, in the page's language.
      await page
        .getByRole("navigation", { name: words.notFound.linksLabel })
        .getByRole("link", { name: words.navigation.services })
        .click()
      await expect(page).toHaveURL(new RegExp(`${localizedPath(language.code, "/services/")}$`))
    }
  })
}
