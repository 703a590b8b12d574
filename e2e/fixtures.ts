import AxeBuilder from "@axe-core/playwright"
import { expect, type Locator, type Page, test as base } from "@playwright/test"
import { firmAge as yearsOfTheFirm } from "../gatsby/content/computed-facts"
import { readContent } from "../gatsby/content/read-content"

export { articlePath, publishedArticles, routesIn } from "../scripts/site-routes"

/** One content file of one language, as the site was built from it, typed by its schema. */
export const content = readContent

/** The firm's age as the build computed it, from the same clock (SITE_BUILD_DATE, or today). */
export const firmAge = () => yearsOfTheFirm(content("en", "site"))

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

/** What the page's Content-Security-Policy refused, as the browser reported it. */
export interface PolicyWatch {
  violations: string[]
}

/**
 * Every test runs with two watchers, and fails at its end if either saw something: a request that
 * left 127.0.0.1 (the site loads nothing from third parties) and a Content-Security-Policy
 * violation (every page, the E-Book and the enquiry run under the policy the deploy sends). Tests
 * that check what was fetched read `requests`.
 */
export const test = base.extend<{ requests: string[]; policy: PolicyWatch }>({
  requests: async ({ page }, use) => {
    const requests: string[] = []
    page.on("request", (request) => requests.push(request.url()))
    await use(requests)
    const outside = requests.filter((url) => !/^(http:\/\/127\.0\.0\.1[:/]|data:|blob:)/.test(url))
    expect(outside, "requests that left 127.0.0.1").toEqual([])
  },
  policy: [
    async ({ page }, use) => {
      const watch: PolicyWatch = { violations: [] }
      await page.exposeFunction("__reportViolation", (text: string) => watch.violations.push(text))
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          const report = (window as unknown as { __reportViolation: (text: string) => void })
            .__reportViolation
          report(
            `${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
          )
        })
      })
      await use(watch)
      expect(watch.violations, "Content-Security-Policy violations").toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

export async function expectNoAxeViolations(page: Page, include?: string) {
  // Every rule runs; axe only skips collecting the passes and the undecided checks, which nothing
  // here reads and which cost as much as the scan on a large page.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] })
  const results = await (include ? builder.include(include) : builder).analyze()
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  )
  expect(summary).toEqual([])
}

/** Gatsby's inline scripts ran and its loader took the page over. */
export async function expectGatsbyStarted(page: Page) {
  await expect
    .poll(() => page.evaluate(() => typeof (window as { ___loader?: unknown }).___loader))
    .toBe("object")
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
