/**
 * The GitHub Pages build (`npm run build:prefixed` → public-prefixed/, path prefix
 * TEST_PATH_PREFIX): every internal link, image, icon, the manifest, the PDF and the E-Book's page
 * images resolve under the prefix, and nothing is requested from the host's root.
 */
import fs from "node:fs"
import type http from "node:http"
import { expect, type Page, test } from "@playwright/test"
import config from "../gatsby-config"
import { PREFIXED_DIR, TEST_PATH_PREFIX } from "../scripts/build-prefixed"
import { createLocalServer, listen } from "../scripts/local-server"
import { inDefaultLanguage, SITE_ROUTES } from "../scripts/site-routes"
import { INSIGHTS_PATH } from "../src/routes"
import { LANGUAGES } from "../src/i18n/languages"
import { ROUTES } from "../src/routes"
import { content } from "./fixtures"

const PORT = Number(process.env.E2E_PORT ?? 9323) + 2
const SITE_URL = (config.siteMetadata as { siteUrl: string }).siteUrl
/**
 * The pages visited under the prefix: every route in the default language, and in the others the
 * home page and the Insights (list and article, whose addresses are the language's own). The prefix
 * reaches links, images, scripts and the manifest through the same code on every page of a
 * language, and each visit costs seconds; the sitemap below is checked for every route.
 */
const VISITED = SITE_ROUTES.filter(
  (route) =>
    inDefaultLanguage(route) ||
    LANGUAGES.some((language) => route === `/${language.code}/`) ||
    route.includes(INSIGHTS_PATH),
)
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

for (const route of VISITED) {
  test(`${prefixed(route)}: links, images, scripts, icons and manifest resolve under the prefix`, async ({
    page,
    request,
  }) => {
    const requests = recordRequests(page)
    const response = await page.goto(`${origin}${prefixed(route)}`)
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
    expectAllUnderPrefix(requests)

    const references = await page.evaluate(() => [
      ...[...document.querySelectorAll("a[href], link[href]")].map((node) => node.getAttribute("href")!),
      ...[...document.querySelectorAll("img[src], script[src], source[srcset], img[srcset]")].flatMap(
        (node) =>
          (node.getAttribute("src") ?? node.getAttribute("srcset")!)
            .split(",")
            .map((entry) => entry.trim().split(" ")[0]),
      ),
    ])
    const internal = [...new Set(references.filter((href) => href.startsWith("/")))]
    expect(internal.length).toBeGreaterThan(10)
    for (const href of internal) {
      expect(href, "root-relative reference without the prefix").toMatch(new RegExp(`^${TEST_PATH_PREFIX}/`))
      const status = (await request.get(`${origin}${href.split("#")[0]}`)).status()
      expect(status, href).toBe(200)
    }
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href")
    expect(canonical).toBe(`${SITE_URL}${prefixed(route)}`)
  })
}

test("client-side navigation keeps the prefix", async ({ page }) => {
  const requests = recordRequests(page)
  await page.goto(`${origin}${prefixed("/")}`)
  for (const link of ROUTES.slice(1)) {
    await page
      .locator("header")
      .getByRole("link", { name: NAVIGATION[link.key], exact: true })
      .first()
      .click()
    await expect(page).toHaveURL(`${origin}${prefixed(link.path)}`)
  }
  expectAllUnderPrefix(requests)
})

test("the manifest, its icons and start_url are under the prefix; robots and sitemap name prefixed URLs", async ({
  request,
}) => {
  const manifest = await (await request.get(`${origin}${prefixed("/manifest.webmanifest")}`)).json()
  expect(manifest.start_url).toBe(prefixed("/"))
  for (const icon of manifest.icons as { src: string }[]) {
    const url = new URL(icon.src, `${origin}${prefixed("/manifest.webmanifest")}`)
    expect(url.pathname.startsWith(`${TEST_PATH_PREFIX}/`), icon.src).toBe(true)
    expect((await request.get(url.href)).status(), icon.src).toBe(200)
  }
  const robots = await (await request.get(`${origin}${prefixed("/robots.txt")}`)).text()
  expect(robots).toContain(`Sitemap: ${SITE_URL}${prefixed("/sitemap-index.xml")}`)
  const sitemap = await (await request.get(`${origin}${prefixed("/sitemap-0.xml")}`)).text()
  for (const route of SITE_ROUTES) expect(sitemap).toContain(`<loc>${SITE_URL}${prefixed(route)}</loc>`)
  // The alternate languages of each entry are prefixed as well.
  const alternates = [...sitemap.matchAll(/<xhtml:link [^>]*href="([^"]+)"/g)].map((match) => match[1])
  expect(alternates).toContain(`${SITE_URL}${prefixed("/ar/")}`)
  for (const href of alternates) expect(href.startsWith(`${SITE_URL}${TEST_PATH_PREFIX}/`), href).toBe(true)
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
