import AxeBuilder from "@axe-core/playwright"
import { expect, test } from "@playwright/test"
import type { Page, Request } from "@playwright/test"

const PAGE_COUNT = 12
const indicator = (page: Page) => page.getByText(/^Page \d+ of \d+$/)
const openButton = (page: Page) => page.getByRole("button", { name: "Open Interactive Book" })
const bookStage = (page: Page) => page.getByRole("region", { name: /company profile pages/i })

/** Text that only the pdf.js build (its version) or page-flip (its CSS class) contain. */
const LAZY_CODE_MARKERS = [/\b5\.6\.205\b/, /stf__parent/]

function isLocal(request: Request): boolean {
  const url = new URL(request.url())
  if (url.protocol === "data:") return true
  // blob: URLs carry the page's own origin.
  return new URL(url.protocol === "blob:" ? url.pathname : url.href).hostname === "127.0.0.1"
}

/** Loads the page and waits for React to take over the server-rendered buttons. */
async function gotoProfile(page: Page, hash = "") {
  await page.goto(`/company-profile/${hash}`)
  await page.waitForLoadState("networkidle")
}

async function openBook(page: Page) {
  await openButton(page).click()
  await expect(page.getByAltText("Page 1", { exact: true })).toBeVisible()
  await expect(indicator(page)).toHaveText(`Page 1 of ${PAGE_COUNT}`)
}

async function expectNoAxeViolations(page: Page, include: string) {
  const results = await new AxeBuilder({ page }).include(include).analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
}

test.describe("company-profile E-Book", () => {
  // Quick page turns keep the suite fast; the turns themselves are the same.
  test.use({ reducedMotion: "reduce" })

  test("loads pdf.js only after Open, shows the spinner, then the pages; nothing leaves 127.0.0.1", async ({
    page,
    context,
  }) => {
    const requests: Request[] = []
    context.on("request", (request) => requests.push(request))
    // Hold the PDF back a moment so the loading state is observable.
    await page.route("**/company-profile.pdf", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600))
      await route.continue()
    })
    await gotoProfile(page)
    await expect(page.getByRole("heading", { level: 1, name: "Company E-Book" })).toBeVisible()
    await expect(page.getByText("Interactive Resources")).toBeVisible()
    await expect(page.getByRole("link", { name: /Download PDF \(\d+ KB\)/ })).toHaveAttribute(
      "href",
      "/company-profile.pdf",
    )

    const before = requests.map((request) => request.url())
    expect(before.filter((url) => /\.pdf$|\.mjs$/.test(url))).toEqual([])
    for (const url of before.filter((url) => url.endsWith(".js"))) {
      const body = await (await page.request.get(url)).text()
      for (const marker of LAZY_CODE_MARKERS) expect(body, `${url} carries lazy code`).not.toMatch(marker)
    }

    await openButton(page).click()
    await expect(page.getByRole("status")).toHaveText("Loading company profile...")
    await expect(page.getByAltText("Page 1", { exact: true })).toBeVisible()
    await expect(page.getByRole("status")).toHaveCount(0)
    await expect(indicator(page)).toHaveText(`Page 1 of ${PAGE_COUNT}`)
    // Every page becomes an image, named by its number (hidden pages stay in the DOM, out of view).
    for (let number = 1; number <= PAGE_COUNT; number++) {
      await expect(page.getByAltText(`Page ${number}`, { exact: true })).toHaveCount(1)
    }

    const after = requests.map((request) => request.url())
    expect(after.some((url) => url.endsWith("/company-profile.pdf"))).toBe(true)
    // The worker comes from the site itself, as a same-origin module file.
    expect(
      after.filter((url) => url.endsWith(".mjs")).every((url) => url.startsWith("http://127.0.0.1")),
    ).toBe(true)
    expect(after.some((url) => url.endsWith(".mjs"))).toBe(true)
    expect(requests.filter((request) => !isLocal(request)).map((request) => request.url())).toEqual([])
  })

  test("Previous, Next and the arrow keys move one page; the ends are disabled; the hash follows", async ({
    page,
  }) => {
    await gotoProfile(page)
    await openBook(page)
    const previous = page.getByRole("button", { name: "Previous" })
    const next = page.getByRole("button", { name: "Next" })
    await expect(previous).toBeDisabled()
    await expect(next).toBeEnabled()

    await next.click()
    await expect(indicator(page)).toHaveText(`Page 2 of ${PAGE_COUNT}`)
    await expect(page.getByAltText("Page 2", { exact: true })).toBeVisible()
    await expect(previous).toBeEnabled()
    await previous.click()
    await expect(indicator(page)).toHaveText(`Page 1 of ${PAGE_COUNT}`)

    await bookStage(page).focus()
    await page.keyboard.press("ArrowRight")
    await expect(indicator(page)).toHaveText(`Page 2 of ${PAGE_COUNT}`)
    await page.keyboard.press("ArrowRight")
    await expect(indicator(page)).toHaveText(`Page 3 of ${PAGE_COUNT}`)
    await page.keyboard.press("ArrowLeft")
    await expect(indicator(page)).toHaveText(`Page 2 of ${PAGE_COUNT}`)
    expect(new URL(page.url()).hash).toBe("#page=2")

    // Pages behind the one in view take no Tab stops: from the book, Tab goes to the controls.
    await bookStage(page).focus()
    await page.keyboard.press("Tab")
    await expect(page.getByRole("button", { name: "Previous" })).toBeFocused()
  })

  test("a #page=N link opens the book at page N, and the last page disables Next", async ({ page }) => {
    const historyLength = async () => page.evaluate(() => window.history.length)
    await gotoProfile(page, `#page=${PAGE_COUNT - 1}`)
    await expect(indicator(page)).toHaveText(`Page ${PAGE_COUNT - 1} of ${PAGE_COUNT}`)
    await expect(page.getByAltText(`Page ${PAGE_COUNT - 1}`, { exact: true })).toBeVisible()
    const length = await historyLength()

    await page.getByRole("button", { name: "Next" }).click()
    await expect(indicator(page)).toHaveText(`Page ${PAGE_COUNT} of ${PAGE_COUNT}`)
    await expect(page.getByRole("button", { name: "Next" })).toBeDisabled()
    expect(new URL(page.url()).hash).toBe(`#page=${PAGE_COUNT}`)
    expect(await historyLength()).toBe(length)
  })

  test("fullscreen is a fixed overlay on a dark backdrop that keeps focus and closes with Escape", async ({
    page,
  }) => {
    await gotoProfile(page)
    await openBook(page)
    const toggle = page.getByRole("button", { name: "Fullscreen", exact: true })
    await expect(toggle).toHaveAttribute("title", "Fullscreen")
    await toggle.click()

    const overlay = page.getByRole("dialog")
    await expect(overlay).toBeVisible()
    const look = await overlay.evaluate((element) => {
      const style = getComputedStyle(element)
      const rect = element.getBoundingClientRect()
      return {
        position: style.position,
        background: style.backgroundColor,
        covers: rect.width === window.innerWidth && rect.height === window.innerHeight,
        bodyOverflow: getComputedStyle(document.body).overflow,
      }
    })
    expect(look.position).toBe("fixed")
    expect(look.covers).toBe(true)
    expect(look.bodyOverflow).toBe("hidden")
    const [red, green, blue, alpha = 1] = look.background.match(/[\d.]+/g)!.map(Number)
    expect(red + green + blue).toBeLessThan(120)
    expect(alpha).toBeGreaterThan(0.8)

    const exit = overlay.getByRole("button", { name: "Exit Fullscreen" })
    await expect(exit).toHaveAttribute("title", "Exit Fullscreen")
    await expect(exit).toBeFocused()
    await expect(overlay.getByAltText("Page 1", { exact: true })).toBeVisible()
    for (let step = 0; step < 6; step++) {
      await page.keyboard.press("Tab")
      expect(await overlay.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press("ArrowRight")
    await expect(overlay.getByText(`Page 2 of ${PAGE_COUNT}`)).toBeVisible()

    await page.keyboard.press("Escape")
    await expect(overlay).toHaveCount(0)
    await expect(toggle).toBeFocused()
    await expect(indicator(page)).toHaveText(`Page 2 of ${PAGE_COUNT}`)
  })

  test("Close returns to the card with focus on Open", async ({ page }) => {
    await gotoProfile(page)
    await openBook(page)
    await page.getByRole("button", { name: "Close Interactive Book" }).click()
    await expect(page.getByRole("heading", { name: "Interactive Company Profile" })).toBeVisible()
    await expect(page.getByAltText("Page 1", { exact: true })).toHaveCount(0)
    await expect(openButton(page)).toBeFocused()
  })

  test("a missing PDF stops the spinner and offers the download instead", async ({ page }) => {
    const errors: string[] = []
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()))
    await page.route("**/company-profile.pdf", (route) => route.fulfill({ status: 404, body: "Not found" }))
    await gotoProfile(page)
    await openButton(page).click()

    const alert = page.getByRole("alert")
    await expect(alert).toContainText("could not be loaded")
    await expect(alert.getByRole("link")).toHaveAttribute("href", "/company-profile.pdf")
    await expect(page.getByText("Loading company profile...")).toHaveCount(0)
    expect(errors.some((text) => text.startsWith("Error loading PDF:"))).toBe(true)
  })

  test("has no axe violations closed, open and in fullscreen", async ({ page }) => {
    await gotoProfile(page)
    await expectNoAxeViolations(page, "main")
    await openBook(page)
    await expectNoAxeViolations(page, "main")
    await page.getByRole("button", { name: "Fullscreen", exact: true }).click()
    await expect(page.getByRole("dialog").getByAltText("Page 1", { exact: true })).toBeVisible()
    await expectNoAxeViolations(page, '[role="dialog"]')
  })

  test.describe("on a 320 px wide screen", () => {
    test.use({ viewport: { width: 320, height: 640 } })

    test("the book fits and turns @also-mobile", async ({ page }) => {
      await gotoProfile(page)
      await openBook(page)
      const box = (await page.getByAltText("Page 1", { exact: true }).boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(320)
      expect(box.width).toBeGreaterThan(280)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
      await page.getByRole("button", { name: "Next" }).click()
      await expect(indicator(page)).toHaveText(`Page 2 of ${PAGE_COUNT}`)
    })
  })
})
