/**
 * The GitHub Pages build (`npm run build:prefixed` → public-prefixed/, path prefix TEST_PATH_PREFIX)
 * as a visitor's browser uses it: what the scripts fetch after the page has loaded (page data,
 * chunks, lazy images, the E-Book's pages) stays under the prefix, on a page scrolled through and
 * across client-side navigation. That every reference written into every page, the manifest, robots
 * and the sitemap carry the prefix: __tests__/built/site-files.test.ts.
 */
import fs from "node:fs"
import type http from "node:http"
import { expect, type Page, test } from "@playwright/test"
import { PREFIXED_DIR, TEST_PATH_PREFIX } from "../scripts/build-prefixed"
import { createLocalServer, listen } from "../scripts/local-server"
import { NAVIGATION_ROUTES } from "../src/routes"
import { articlePath, content, publishedArticles } from "./fixtures"

const PORT = Number(process.env.E2E_PORT ?? 9323) + 2
const NAVIGATION = content("en", "interface").navigation
const prefixed = (route: string) => `${TEST_PATH_PREFIX}${route}`

let server: http.Server
let origin: string

test.describe.configure({ mode: "serial" })

test.beforeAll(async () => {
  test.skip(
    !fs.existsSync(`${PREFIXED_DIR}/index.html`) && !process.env.CI,
    "no prefixed build: run `npm run build:prefixed` first",
  )
  server = createLocalServer({ root: PREFIXED_DIR, pathPrefix: TEST_PATH_PREFIX })
  origin = await listen(server, "127.0.0.1", PORT)
})

test.afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/** Every same-origin request the page makes, with its status. */
function recordRequests(page: Page) {
  const requests: { path: string; status: number }[] = []
  page.on("response", (response) => {
    const url = new URL(response.url())
    // blob: URLs (the rendered pages) share the origin but are not requests to the server.
    if (url.protocol === "http:" && url.origin === origin)
      requests.push({ path: url.pathname, status: response.status() })
  })
  return requests
}

function expectAllUnderPrefix(requests: { path: string; status: number }[]) {
  const outside = requests.filter((request) => !request.path.startsWith(`${TEST_PATH_PREFIX}/`))
  expect(outside, "requests outside the path prefix").toEqual([])
  const failed = requests.filter((request) => request.status >= 400)
  expect(failed, "failed requests").toEqual([])
}

test("an Arabic article scrolled through fetches everything from under the prefix", async ({ page }) => {
  const requests = recordRequests(page)
  const [article] = publishedArticles("ar")
  const response = await page.goto(`${origin}${prefixed(articlePath(article))}`)
  expect(response!.status()).toBe(200)
  await page.waitForLoadState("networkidle")
  // Scroll through the page so lazy images load too.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })
  await page.waitForLoadState("networkidle")
  expect(requests.some((request) => request.path.endsWith(".avif") || request.path.endsWith(".webp"))).toBe(
    true,
  )
  expectAllUnderPrefix(requests)
})

test("client-side navigation keeps the prefix", async ({ page }) => {
  const requests = recordRequests(page)
  await page.goto(`${origin}${prefixed("/")}`)
  for (const link of NAVIGATION_ROUTES.slice(1)) {
    await page
      .locator("header")
      .getByRole("link", { name: NAVIGATION[link.key], exact: true })
      .first()
      .click()
    await expect(page).toHaveURL(`${origin}${prefixed(link.path)}`)
  }
  expectAllUnderPrefix(requests)
})

test("the E-Book's PDF and page images load from under the prefix", async ({ page, request }) => {
  const requests = recordRequests(page)
  await page.goto(`${origin}${prefixed("/company-profile/")}`)
  const download = await page.locator('a[href$=".pdf"]').first().getAttribute("href")
  expect(download).toMatch(new RegExp(`^${TEST_PATH_PREFIX}/.+\\.pdf$`))
  expect((await request.get(`${origin}${download}`)).status()).toBe(200)
  await page.getByRole("button", { name: "Open Interactive Book" }).click()
  await expect(page.getByAltText("Page 1", { exact: true })).toBeVisible({ timeout: 20_000 })
  const images = requests.filter((entry) => entry.path.endsWith(".webp"))
  expect(images.length).toBeGreaterThan(0)
  for (const image of images)
    expect(image.path).toMatch(new RegExp(`^${TEST_PATH_PREFIX}/static/profile-book/`))
  const srcset = await page.getByAltText("Page 1", { exact: true }).getAttribute("srcset")
  for (const entry of srcset!.split(","))
    expect(entry.trim()).toMatch(new RegExp(`^${TEST_PATH_PREFIX}/static/profile-book/`))
  expectAllUnderPrefix(requests)
})
