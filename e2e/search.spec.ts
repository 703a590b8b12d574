/**
 * Searching, in chromium: results as the visitor types, by keyboard, announced; Arabic
 * queries spelt otherwise than the text still find it (src/search/normalise.ts); the page without
 * scripts; and under the GitHub Pages path prefix. The search pages' own visit (status, language,
 * heading, axe at rest, CSP) is in pages.spec.ts. Nothing of search on other pages' first load:
 * `npm run bench:bytes`.
 */
import fs from "node:fs"
import type http from "node:http"
import { PREFIXED_DIR, TEST_PATH_PREFIX } from "../scripts/build-prefixed"
import { createLocalServer, listen } from "../scripts/local-server"
import { content, expect, expectHydrated, expectNoAxeViolations, test } from "./fixtures"

const SEARCH = content("en", "interface").search
const SEARCH_AR = content("ar", "interface").search

test("typing finds an article, announces the count, and the keyboard reaches the result", async ({
  page,
  requests,
}) => {
  await page.goto("/search/")
  const field = page.getByRole("searchbox", { name: SEARCH.field })
  await expectHydrated(field)
  expect(
    requests.filter((url) => url.includes("/pagefind/")),
    "nothing of search before use",
  ).toEqual([])
  await field.focus()
  await page.keyboard.type("cash forecast")
  const status = page.getByRole("status")
  await expect(status).toHaveText("1 result")
  const result = page.getByRole("listitem").filter({ has: page.locator("mark") })
  await expect(result.getByText(SEARCH.kinds.article, { exact: true })).toBeVisible()
  await expect(result.locator("mark").first()).toHaveText(/cash/i)
  await expectNoAxeViolations(page, "main")
  await page.keyboard.press("Tab")
  await page.keyboard.press("Tab")
  await expect(page.locator(":focus")).toHaveText(/thirteen-week cash forecast/i)
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(/\/insights\/thirteen-week-cash-forecast\/$/)
})

// Words of content/ar/insights/egypt-investment-regime (الرخصة الذهبية, الإيرادات) as a reader may
// type them: with the marks, without the hamza, with ه for ة and ي for ى.
for (const query of ["الرخصه الذهبيه", "الرُّخصة الذَّهبيَّة", "الايرادات", "جدوي"]) {
  test(`Arabic: "${query}" finds the Egypt article, in Arabic and right to left`, async ({ page }) => {
    await page.goto(`/ar/search/?q=${encodeURIComponent(query)}`)
    await expect(page.getByRole("searchbox", { name: SEARCH_AR.field })).toHaveValue(query)
    const found = page.getByRole("link", { name: /الاستثمار في مصر/ })
    await expect(found).toBeVisible()
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl")
    await expect(page.getByRole("status")).not.toHaveText(SEARCH_AR.noResults)
  })
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("the search page says search needs it, in the page's language, and links the topics", async ({
    page,
  }) => {
    // Chromium with scripts disabled still parses <noscript> as text: serve it as the browser of a
    // visitor without scripts shows it (as no-javascript.spec.ts does).
    await page.route("**/fr/search/**", async (route) => {
      const response = await route.fetch()
      const html = (await response.text()).replace(/<(\/?)noscript>/g, "<$1div>")
      await route.fulfill({ response, body: html })
    })
    await page.goto("/fr/search/?q=licence")
    await expect(page.getByText(content("fr", "interface").search.noScript)).toBeVisible()
    await expect(
      page.getByRole("link", { name: content("fr", "interface").insights.allTopics }),
    ).toBeVisible()
  })
})

test.describe("under the GitHub Pages path prefix", () => {
  let server: http.Server
  let origin: string
  test.beforeAll(async () => {
    test.skip(!fs.existsSync(`${PREFIXED_DIR}/index.html`), "no prefixed build: run `npm run build:prefixed`")
    server = createLocalServer({ root: PREFIXED_DIR, pathPrefix: TEST_PATH_PREFIX })
    origin = await listen(server, "127.0.0.1", Number(process.env.E2E_PORT ?? 9323) + 3)
  })
  test.afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

  test("the index and the results' links stay under the prefix", async ({ page }) => {
    await page.goto(`${origin}${TEST_PATH_PREFIX}/search/?q=golden`)
    const link = page.getByRole("link", { name: /Egypt/ })
    await expect(link).toHaveAttribute("href", `${TEST_PATH_PREFIX}/insights/egypt-investment-regime/`)
  })
})
