import fs from "node:fs"
import path from "node:path"
import AxeBuilder from "@axe-core/playwright"
import { type ArticleFile, articlePaths, parseArticle } from "../gatsby/insights/article-files"
import { expect, type Locator, type Page, test as base } from "@playwright/test"
import { yearsSince } from "../gatsby/build/build-clock"
import { localizedPath } from "../src/i18n/languages"
import { fillCounted } from "../src/i18n/plural"

/** The firm's age as the build computed it, from the same clock (SITE_BUILD_DATE, or today). */
export function firmAge(): number {
  const site = content("en", "site")
  return yearsSince(site.founded.year, site.timeZone)
}

/** The About title in a language, with the firm's age as the build writes it. */
export function aboutTitle(lang: string): string {
  return fillCounted(content(lang, "site").about.title, lang, "years", firmAge())
}

/** Every route of the site, with the main heading a visitor sees there. */
export const ROUTES = [
  { path: "/", heading: "Clear strategy. Stronger organisations. Lasting growth." },
  { path: "/services/", heading: "Services built around your next decision" },
  { path: "/about/", heading: aboutTitle("en") },
  { path: "/company-profile/", heading: "Company E-Book" },
  { path: "/insights/", heading: "What we are seeing across the region" },
  { path: "/contact/", heading: "Let's talk about your next step" },
] as const

/** One content file of one language, as the site was built from it. */
export function content<T = any>(lang: string, kind: string): T {
  return JSON.parse(fs.readFileSync(path.join(__dirname, "..", "content", lang, `${kind}.json`), "utf8"))
}

/** A language's articles that a production build publishes, as the content files give them, newest first. */
export function publishedArticles(lang: string): ArticleFile[] {
  const root = path.join(__dirname, "..")
  return articlePaths(path.join(root, "content"), lang)
    .map((relative) => parseArticle(fs.readFileSync(path.join(root, relative), "utf8"), relative))
    .filter((article) => article.frontmatter.draft !== true)
    .sort((a, b) => String(b.frontmatter.date).localeCompare(String(a.frontmatter.date)))
}

/** A language's routes, each with the main heading a visitor sees there (content/<lang>/). */
export function routesIn(code: string) {
  const site = content(code, "site")
  const words = content(code, "interface")
  return [
    { pagePath: "/", heading: site.hero.title },
    { pagePath: "/services/", heading: site.services.title },
    { pagePath: "/about/", heading: aboutTitle(code) },
    { pagePath: "/company-profile/", heading: words.ebook.heading },
    { pagePath: "/insights/", heading: site.insights.title },
    { pagePath: "/contact/", heading: site.contact.title },
  ].map((route) => ({ ...route, path: localizedPath(code, route.pagePath) }))
}

/** The Arabic routes, each with its Arabic main heading from content/ar/. */
export const ARABIC_ROUTES = routesIn("ar")

/**
 * Follows the language menu in the header to `name` ("Français"), as a visitor does: on a phone the
 * menu button first, then the disclosure, then the language's link.
 */
export async function chooseLanguage(page: Page, name: string) {
  const header = page.getByRole("banner")
  const summary = header.locator("details[data-language-menu] > summary")
  if (!(await summary.isVisible())) await header.locator("details[data-phone-menu] > summary").click()
  await summary.click()
  await header.getByRole("link", { name, exact: true }).click()
}

/**
 * Fails the test if the page asks for anything outside 127.0.0.1 (the site loads nothing from
 * third parties), and exposes the list of requests for tests that check what was fetched.
 */
export const test = base.extend<{ requests: string[] }>({
  requests: async ({ page }, use) => {
    const requests: string[] = []
    page.on("request", (request) => requests.push(request.url()))
    await use(requests)
    const outside = requests.filter((url) => !/^(http:\/\/127\.0\.0\.1[:/]|data:|blob:)/.test(url))
    expect(outside, "requests that left 127.0.0.1").toEqual([])
  },
})

export { expect }

export async function expectNoAxeViolations(page: Page) {
  // Every rule runs as before; axe only skips collecting the passes and the undecided checks, which
  // nothing here reads and which cost as much as the scan on a large page.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze()
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  )
  expect(summary).toEqual([])
}

/**
 * Waits until React has hydrated the element: parts of a page that hydrate as the visitor nears
 * them (src/components/ui/island.tsx) show their server HTML first. React marks the DOM nodes it
 * manages with its own keys; a visitor would simply take longer than the test to get there.
 */
export async function expectHydrated(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber"))))
    .toBe(true)
}
