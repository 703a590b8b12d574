import fs from "node:fs"
import path from "node:path"
import type { Locator, Page, Request } from "@playwright/test"
import { content, expect, expectNoAxeViolations, test } from "./fixtures"

const PAGE_COUNT = 12
const HEADER_HEIGHT = 72
const indicator = (page: Page) => page.getByText(/^Pages? \d+(–\d+)? of \d+$/)
const openButton = (page: Page) => page.getByRole("button", { name: "Open Interactive Book" })
const bookStage = (page: Page) => page.getByRole("region", { name: /company profile pages/i })
const pageImage = (page: Page | Locator, number: number) =>
  page.getByAltText(`Page ${number}`, { exact: true })
/** The book has stopped moving (no longer aria-busy): where its pages stand is the reader's place. */
const atRest = (stage: Locator) => expect(stage).toHaveAttribute("aria-busy", "false")
const PAGE_IMAGE = /\/static\/profile-book\/[0-9a-f]+\/page-(\d+)-(\d+)\.webp$/

/** Text only pdf.js (its version, its worker API) or page-flip (its CSS class) contain. */
const PDFJS_MARKERS = [/\b5\.6\.205\b/, /GlobalWorkerOptions/, /pdf\.worker/]
const PAGE_FLIP_MARKER = /stf__parent/

function isLocal(request: Request): boolean {
  const url = new URL(request.url())
  return url.protocol === "data:" || url.hostname === "127.0.0.1"
}

/** Loads the page and waits for React to take over the server-rendered controls. */
async function gotoProfile(page: Page, hash = "") {
  await page.goto(`/company-profile/${hash}`)
  await page.waitForLoadState("networkidle")
}

async function openBook(page: Page) {
  await openButton(page).click()
  await expect(pageImage(page, 1)).toBeVisible()
  await expect(indicator(page)).toHaveText(`Page 1 of ${PAGE_COUNT}`)
}

/** The element lies inside the viewport, below the fixed header unless `underHeader` is false. */
async function expectOnScreen(page: Page, locator: Locator, underHeader = true) {
  const box = (await locator.boundingBox())!
  const viewport = page.viewportSize()!
  expect(box.y, "top").toBeGreaterThanOrEqual(underHeader ? HEADER_HEIGHT - 1 : 0)
  expect(box.x, "left").toBeGreaterThanOrEqual(0)
  expect(box.x + box.width, "right").toBeLessThanOrEqual(viewport.width + 1)
  expect(box.y + box.height, "bottom").toBeLessThanOrEqual(viewport.height + 1)
}

test.describe("company-profile E-Book", () => {
  // Quick page turns keep the suite fast; the turns themselves are the same.
  test.use({ reducedMotion: "reduce" })

  test("no pdf.js anywhere: page images drawn at build time, near pages first, code only after Open", async ({
    page,
    context,
  }) => {
    const requests: Request[] = []
    context.on("request", (request) => requests.push(request))
    await gotoProfile(page)
    await expect(page.getByRole("heading", { level: 1, name: "Company E-Book" })).toBeVisible()
    await expect(page.getByText("Interactive Resources")).toBeVisible()
    await expect(page.getByRole("link", { name: /^Download PDF \(\d+ KB\)$/ })).toHaveAttribute(
      "href",
      "/company-profile.pdf",
    )

    const before = requests.map((request) => request.url())
    expect(before.filter((url) => /\.pdf$|\.mjs$|\.webp$/.test(url))).toEqual([])
    for (const url of before.filter((url) => url.endsWith(".js"))) {
      const body = await (await page.request.get(url)).text()
      expect(body, `${url} carries the page-turning code`).not.toMatch(PAGE_FLIP_MARKER)
    }

    await openButton(page).click()
    await expect(pageImage(page, 1)).toBeVisible()
    await expect(page.getByRole("status")).toHaveCount(0)
    const after = requests.map((request) => request.url())
    const pagesFetched = new Set(after.flatMap((url) => PAGE_IMAGE.exec(url)?.[1] ?? []))
    expect(pagesFetched.has("1")).toBe(true)
    // The rest of the book waits until the reader comes near.
    expect(pagesFetched.has(String(PAGE_COUNT))).toBe(false)
    expect(after.some((url) => /\.(pdf|mjs)$/.test(url))).toBe(false)
    expect(requests.filter((request) => !isLocal(request)).map((request) => request.url())).toEqual([])

    // Not in any file of the build either.
    const publicDir = path.resolve(__dirname, "../public")
    for (const file of fs.readdirSync(publicDir).filter((name) => /\.m?js$/.test(name))) {
      const body = fs.readFileSync(path.join(publicDir, file), "utf8")
      for (const marker of PDFJS_MARKERS) expect(body, `${file} carries pdf.js`).not.toMatch(marker)
    }
  })

  test("shows the cover alone, then spreads; Previous, Next and the arrow keys turn one leaf; the hash follows", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 800 })
    await gotoProfile(page)
    await openBook(page)
    const previous = page.getByRole("button", { name: "Previous" })
    const next = page.getByRole("button", { name: "Next" })
    await expect(previous).toBeDisabled()
    await expect(indicator(page)).toHaveAttribute("aria-live", "polite")

    await next.click()
    await expect(indicator(page)).toHaveText(`Pages 2–3 of ${PAGE_COUNT}`)
    await atRest(bookStage(page))
    const [left, right] = [
      (await pageImage(page, 2).boundingBox())!,
      (await pageImage(page, 3).boundingBox())!,
    ]
    expect(left.x + left.width).toBeLessThanOrEqual(right.x + 1)
    // Each page of the spread at least the spec's minimum page size.
    expect(left.width).toBeGreaterThanOrEqual(315)
    expect(left.height).toBeGreaterThanOrEqual(400)
    await previous.click()
    await expect(indicator(page)).toHaveText(`Page 1 of ${PAGE_COUNT}`)

    await bookStage(page).focus()
    await page.keyboard.press("ArrowRight")
    await page.keyboard.press("ArrowRight")
    await expect(indicator(page)).toHaveText(`Pages 4–5 of ${PAGE_COUNT}`)
    await page.keyboard.press("ArrowLeft")
    await expect(indicator(page)).toHaveText(`Pages 2–3 of ${PAGE_COUNT}`)
    expect(new URL(page.url()).hash).toBe("#page=2")
  })

  test("a #page=N link opens at page N; the end disables Next without adding history", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 })
    await gotoProfile(page, `#page=${PAGE_COUNT - 2}`)
    await expect(indicator(page)).toHaveText(`Pages ${PAGE_COUNT - 2}–${PAGE_COUNT - 1} of ${PAGE_COUNT}`)
    const length = await page.evaluate(() => window.history.length)
    await page.getByRole("button", { name: "Next" }).click()
    await expect(indicator(page)).toHaveText(`Page ${PAGE_COUNT} of ${PAGE_COUNT}`)
    await expect(page.getByRole("button", { name: "Next" })).toBeDisabled()
    expect(new URL(page.url()).hash).toBe(`#page=${PAGE_COUNT}`)
    expect(await page.evaluate(() => window.history.length)).toBe(length)
  })

  test("crossing the breakpoint keeps the reader's page", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 })
    await gotoProfile(page, "#page=4")
    await expect(indicator(page)).toHaveText(`Pages 4–5 of ${PAGE_COUNT}`)
    await page.setViewportSize({ width: 480, height: 800 })
    await expect(indicator(page)).toHaveText(`Page 4 of ${PAGE_COUNT}`)
    await expect(pageImage(page, 4)).toBeVisible()
    await page.setViewportSize({ width: 1366, height: 800 })
    await expect(indicator(page)).toHaveText(`Pages 4–5 of ${PAGE_COUNT}`)
  })

  test("each page image is described by its text, which the server-rendered page carries too", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/company-profile/")).text()
    expect(html).toContain("Helping organisations move")
    await gotoProfile(page)
    await openBook(page)
    await page.getByRole("button", { name: "Next" }).click()
    await expect(pageImage(page, 2)).toHaveAccessibleDescription(/our story helping organisations move/i)
    await expect(pageImage(page, 2)).toHaveAccessibleName("Page 2")
  })

  test("fullscreen is a fixed overlay on a dark backdrop that keeps focus and closes with Escape", async ({
    page,
  }) => {
    await gotoProfile(page)
    await openBook(page)
    const toggle = page.getByRole("button", { name: "Fullscreen", exact: true })
    await expect(toggle).toHaveAttribute("title", "Fullscreen")
    await toggle.click()

    const overlay = page.getByRole("dialog", { name: "Company profile (fullscreen)" })
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
    expect(look).toMatchObject({ position: "fixed", covers: true, bodyOverflow: "hidden" })
    const [red, green, blue, alpha = 1] = look.background.match(/[\d.]+/g)!.map(Number)
    expect(red + green + blue).toBeLessThan(120)
    expect(alpha).toBeGreaterThan(0.8)

    const exit = overlay.getByRole("button", { name: "Exit Fullscreen" })
    await expect(exit).toHaveAttribute("title", "Exit Fullscreen")
    await expect(exit).toBeFocused()
    // A modal <dialog>: the page behind is inert. Tab goes round the dialog's controls and, past the
    // last, out to the browser's own interface (the document body here) and back: never behind.
    const behind = () =>
      overlay.evaluate(
        (element) => document.activeElement !== document.body && !element.contains(document.activeElement),
      )
    const inside = () => overlay.evaluate((element) => element.contains(document.activeElement))
    let insideCount = 0
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press("Tab")
      expect(await behind()).toBe(false)
      if (await inside()) insideCount++
    }
    expect(insideCount).toBeGreaterThanOrEqual(8)
    await page.keyboard.press("ArrowRight")
    await expect(overlay.getByText(/^Pages? 2/)).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(overlay).toHaveCount(0)
    await expect(toggle).toBeFocused()
    await expect(indicator(page)).toHaveText(/^Pages? 2/)
  })

  test("the open book fits the screen below the header with its controls, in and out of fullscreen @also-mobile", async ({
    page,
  }) => {
    for (const viewport of [page.viewportSize()!, { width: 320, height: 640 }]) {
      await page.setViewportSize(viewport)
      await gotoProfile(page)
      await openBook(page)
      await page.waitForFunction(
        () =>
          Math.abs(
            document.querySelector('[aria-label="Interactive Company Profile"]')!.getBoundingClientRect()
              .top - 72,
          ) < 2,
      )
      const controls = [
        page.getByRole("button", { name: "Close Interactive Book" }),
        page.getByRole("button", { name: "Previous" }),
        page.getByRole("button", { name: "Next" }),
        page.getByRole("button", { name: "Fullscreen", exact: true }),
        pageImage(page, 1),
      ]
      for (const control of controls) await expectOnScreen(page, control)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      )
      const cover = (await pageImage(page, 1).boundingBox())!
      expect(cover.width).toBeGreaterThanOrEqual(Math.min(315, viewport.width - 5))

      await page.getByRole("button", { name: "Fullscreen", exact: true }).click()
      const dialog = page.getByRole("dialog")
      for (const name of ["Previous", "Next", "Zoom in", "Zoom out", "Exit Fullscreen"])
        await expectOnScreen(page, dialog.getByRole("button", { name, exact: true }), false)
      await expectOnScreen(page, dialog.getByAltText("Page 1", { exact: true }), false)
      await page.keyboard.press("Escape")
    }
  })

  test("zooms into the pages in view with the largest image, pans, and returns to the book", async ({
    page,
  }) => {
    await gotoProfile(page)
    await openBook(page)
    await page.getByRole("button", { name: "Next" }).click()
    await page.getByRole("button", { name: "Fullscreen", exact: true }).click()
    const dialog = page.getByRole("dialog")
    await expect(dialog.getByRole("button", { name: "Zoom out" })).toBeDisabled()
    await dialog.getByRole("button", { name: "Zoom in" }).click()
    const zoomed = dialog.getByRole("region", { name: /^Pages? 2/ })
    await expect(zoomed).toBeVisible()
    // The sharpest image, drawn (whether it came from the network or the cache).
    await expect
      .poll(() =>
        zoomed
          .getByAltText("Page 2")
          .evaluate((image: HTMLImageElement) => (image.naturalWidth > 0 ? image.currentSrc : "")),
      )
      .toMatch(/page-2-1800\.webp$/)
    const width = (await zoomed.getByAltText("Page 2").boundingBox())!.width
    await page.keyboard.press("+")
    await expect
      .poll(async () => (await zoomed.getByAltText("Page 2").boundingBox())!.width)
      .toBeGreaterThan(width * 1.2)
    // Dragging pans the enlarged pages.
    const scroll = () => zoomed.evaluate((element) => element.scrollLeft)
    const before = await scroll()
    const box = (await zoomed.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2 - 150, box.y + box.height / 2, { steps: 5 })
    await page.mouse.up()
    expect(await scroll()).toBeGreaterThan(before)

    await page.keyboard.press("-")
    await page.getByRole("button", { name: "Zoom out" }).click()
    await expect(zoomed).toHaveCount(0)
    await page.keyboard.press("+")
    await expect(zoomed).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(zoomed).toHaveCount(0)
    await expect(dialog).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(dialog).toHaveCount(0)
  })

  test("pinching the book in fullscreen zooms in, and pinching back returns to it @mobile-only", async ({
    page,
  }) => {
    await gotoProfile(page)
    await openBook(page)
    await page.getByRole("button", { name: "Fullscreen", exact: true }).click()
    const dialog = page.getByRole("dialog")
    const box = (await dialog.getByAltText("Page 1", { exact: true }).boundingBox())!
    const cdp = await page.context().newCDPSession(page)
    const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2]
    const pinch = async (from: number, to: number) => {
      const points = (spread: number) => [
        { x: cx - spread, y: cy, id: 1 },
        { x: cx + spread, y: cy, id: 2 },
      ]
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: points(from) })
      for (let step = 1; step <= 5; step++)
        await cdp.send("Input.dispatchTouchEvent", {
          type: "touchMove",
          touchPoints: points(from + ((to - from) * step) / 5),
        })
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] })
    }
    await pinch(40, 120)
    await expect(dialog.getByRole("region", { name: "Page 1 of 12" })).toBeVisible()
    await expect(indicator(page)).toHaveText(`Page 1 of ${PAGE_COUNT}`)
    await pinch(120, 20)
    await expect(dialog.getByRole("region", { name: "Page 1 of 12" })).toHaveCount(0)
    await expect(dialog.getByAltText("Page 1", { exact: true })).toBeVisible()
    await expect(indicator(page)).toHaveText(`Page 1 of ${PAGE_COUNT}`)
  })

  test("Close returns to the card with focus on Open", async ({ page }) => {
    await gotoProfile(page)
    await openBook(page)
    await page.getByRole("button", { name: "Close Interactive Book" }).click()
    await expect(page.getByRole("heading", { name: "Interactive Company Profile" })).toBeVisible()
    await expect(pageImage(page, 1)).toHaveCount(0)
    await expect(openButton(page)).toBeFocused()
  })

  test("a page image that cannot be loaded stops the spinner and offers the download instead", async ({
    page,
  }) => {
    const errors: string[] = []
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()))
    await page.route(PAGE_IMAGE, (route) => route.fulfill({ status: 404, body: "Not found" }))
    await gotoProfile(page)
    await openButton(page).click()
    const alert = page.getByRole("alert")
    await expect(alert).toHaveText(
      "Sorry, the interactive book could not be loaded, but you can download the company profile as a PDF instead.",
    )
    await expect(alert.getByRole("link")).toHaveAttribute("href", "/company-profile.pdf")
    await expect(page.getByText("Loading company profile...")).toHaveCount(0)
    expect(errors.some((text) => text.startsWith("Error loading PDF:"))).toBe(true)
  })

  test("the book's code comes only when it is opened, and if it cannot, the download is offered", async ({
    page,
  }) => {
    const scripts: string[] = []
    page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()))
    await gotoProfile(page)
    const loadedBeforeOpening = scripts.length
    // From here on no script can arrive: the viewer's code is out of reach.
    await page.route(/\.js$/, (route) => route.abort())
    await openButton(page).click()
    expect(scripts.length).toBeGreaterThan(loadedBeforeOpening)
    const alert = page.getByRole("alert")
    await expect(alert).toContainText("you can download the company profile as a PDF instead")
    await expect(alert.getByRole("link")).toHaveAttribute("href", "/company-profile.pdf")
    await expect(page.getByText("Loading company profile...")).toHaveCount(0)
  })

  test("a page further in that fails when the reader comes near offers the download too", async ({
    page,
  }) => {
    await page.route(/page-8-\d+\.webp$/, (route) => route.fulfill({ status: 404, body: "Not found" }))
    await gotoProfile(page)
    await openBook(page)
    const alert = page.getByRole("alert")
    // Turn on until page 8 is near enough to load (two spreads ahead): then its failure shows.
    await expect(async () => {
      if (!(await alert.isVisible()))
        await page.getByRole("button", { name: "Next" }).click({ timeout: 1000 })
      await expect(alert).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 20_000 })
    await expect(alert).toContainText("could not be loaded")
    await expect(alert.getByRole("link")).toHaveAttribute("href", "/company-profile.pdf")
  })

  test("has no axe violations closed, open, in fullscreen and zoomed", async ({ page }) => {
    await gotoProfile(page)
    await expectNoAxeViolations(page, "main")
    await openBook(page)
    await expectNoAxeViolations(page, "main")
    await page.getByRole("button", { name: "Fullscreen", exact: true }).click()
    await expect(page.getByRole("dialog").getByAltText("Page 1", { exact: true })).toBeVisible()
    await expectNoAxeViolations(page, "dialog")
    await page.getByRole("button", { name: "Zoom in" }).click()
    await expect(page.getByRole("dialog").getByRole("region", { name: /^Page 1/ })).toBeVisible()
    await expectNoAxeViolations(page, "dialog")
  })
})

/**
 * A turn counts from the moment it is asked for: react-pageflip reports a turn only when
 * its animation ends, and fullscreen, zoom, Close and a language link used to see the page before
 * it. Each test makes its second move in the task right after Next, during a full-length (700 ms)
 * turn, on a CPU slowed down six times through the DevTools protocol, so that the turn is certainly
 * still under way whatever the host (not at 1× as well: that is the same moves on a turn that is
 * simply shorter; the state machine behind them is in __tests__/ebook-viewer.test.tsx).
 */
test.describe("a turn under way", () => {
  test.use({ reducedMotion: "no-preference", viewport: { width: 1280, height: 720 } })

  /** The page images page-flip really shows in `scope` (it hides the others with display: none). */
  const shownPages = (scope: Locator) =>
    scope.locator("img[alt]").evaluateAll((images) =>
      images
        .filter((image) => {
          const box = image.getBoundingClientRect()
          const leaf = image.closest<HTMLElement>(".stf__item")
          return box.width > 0 && (!leaf || getComputedStyle(leaf).display !== "none")
        })
        .map((image) => image.getAttribute("alt"))
        .sort(),
    )
  /** What the reader sees and hears: the pages shown and the indicator, read together. */
  const readerState = async (scope: Locator) => ({
    indicator: await scope.getByText(/^(Pages?|الصفح(ة|تان)) \d/).textContent(),
    shown: await shownPages(scope),
  })
  const next = (scope: Page | Locator) => scope.getByRole("button", { name: "Next", exact: true })
  const openRegion = (page: Page) => page.getByRole("region", { name: "Interactive Company Profile" })

  /** Next, and `then` in the very next task: no time for the turn to end. */
  async function nextThen(page: Page, then: Locator | "Escape") {
    const handles = [await next(page).elementHandle(), then === "Escape" ? null : await then.elementHandle()]
    // Returns before the second move, which may navigate away from this page.
    await page.evaluate(([turn, second]) => {
      ;(turn as HTMLElement).click()
      setTimeout(() => {
        if (second) (second as HTMLElement).click()
        else
          document.activeElement?.dispatchEvent(
            new KeyboardEvent("keydown", { key: "Escape", bubbles: true }),
          )
      }, 0)
    }, handles)
  }

  {
    const slowdown = 6
    const cpu = ` (CPU ${slowdown}× slower)`

    /** The open book (in fullscreen if asked), then the CPU slowed for what follows. */
    async function openThenSlow(page: Page, fullscreen = false) {
      await gotoProfile(page)
      await openBook(page)
      if (fullscreen) await page.getByRole("button", { name: "Fullscreen", exact: true }).click()
      const cdp = await page.context().newCDPSession(page)
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: slowdown })
    }
    const turnedTo = { indicator: `Pages 2–3 of ${PAGE_COUNT}`, shown: ["Page 2", "Page 3"] }

    test(`Next then Fullscreen at once: the fullscreen book shows the pages turned to${cpu}`, async ({
      page,
    }) => {
      await openThenSlow(page)
      await nextThen(page, page.getByRole("button", { name: "Fullscreen", exact: true }))
      const dialog = page.getByRole("dialog")
      await expect.poll(() => readerState(dialog)).toEqual(turnedTo)
    })

    test(`Next then Zoom in at once zooms into the pages turned to${cpu}`, async ({ page }) => {
      await openThenSlow(page, true)
      const dialog = page.getByRole("dialog")
      await nextThen(page, dialog.getByRole("button", { name: "Zoom in" }))
      const zoomed = dialog.getByRole("region", { name: /^Pages? \d/ })
      await expect(zoomed).toBeVisible()
      // As it first appears, not once the turn has ended.
      expect(await zoomed.getAttribute("aria-label")).toBe(turnedTo.indicator)
      expect(await shownPages(zoomed)).toEqual(turnedTo.shown)
      await page.keyboard.press("Escape")
      await expect.poll(() => readerState(dialog)).toEqual(turnedTo)
    })

    test(`Next then Escape at once leaves fullscreen at the pages turned to${cpu}`, async ({ page }) => {
      await openThenSlow(page, true)
      await nextThen(page, "Escape")
      await expect(page.getByRole("dialog")).toHaveCount(0)
      await expect.poll(() => readerState(openRegion(page))).toEqual(turnedTo)
    })

    test(`Next then Close at once: Open goes back to the pages turned to${cpu}`, async ({ page }) => {
      await openThenSlow(page)
      await nextThen(page, page.getByRole("button", { name: "Close Interactive Book" }))
      await openButton(page).click()
      await expect.poll(() => readerState(openRegion(page))).toEqual(turnedTo)
    })

    test(`Next then the language link at once opens the other edition at the page turned to${cpu}`, async ({
      page,
    }) => {
      await openThenSlow(page)
      // The language menu open, as a visitor's would be just before choosing.
      await page.getByRole("banner").locator("details[data-language-menu] > summary").click()
      await nextThen(page, page.getByRole("link", { name: "العربية" }).first())
      await expect(page).toHaveURL(/\/ar\/company-profile\/#page=2$/)
      const words = content("ar", "interface").ebook
      const fill = (text: string) =>
        text.replace("{first}", "2").replace("{last}", "3").replace("{pages}", String(PAGE_COUNT))
      // A whole page load on a slowed CPU: more time than a turn needs.
      await expect
        .poll(() => readerState(page.getByRole("region", { name: words.cardTitle })), { timeout: 15_000 })
        .toEqual({
          indicator: fill(words.spreadIndicator),
          shown: [2, 3].map((number) => words.pageAlt.replace("{page}", String(number))).sort(),
        })
    })
  }
})

/** The Arabic profile, a right-to-left book: the page the Arabic edition offers, in its own words. */
test.describe("the Arabic book, right to left", () => {
  test.use({ reducedMotion: "reduce", viewport: { width: 1366, height: 800 } })
  const words = content("ar", "interface").ebook
  const arabicIndicator = (page: Page) => page.getByText(/^الصفح(ة|تان) \d+(–\d+)? من \d+$/)
  const arabicPage = (page: Page, number: number) =>
    page.getByAltText(words.pageAlt.replace("{page}", String(number)), { exact: true })
  const spread = (first: number, last: number) =>
    words.spreadIndicator
      .replace("{first}", String(first))
      .replace("{last}", String(last))
      .replace("{pages}", String(PAGE_COUNT))
  const single = (number: number) =>
    words.pageIndicator.replace("{page}", String(number)).replace("{pages}", String(PAGE_COUNT))

  async function openArabic(page: Page, hash = "") {
    await page.goto(`/ar/company-profile/${hash}`)
    await page.waitForLoadState("networkidle")
    if (!hash) await page.getByRole("button", { name: words.open }).click()
    await expect(arabicPage(page, 1).or(arabicPage(page, Number(hash.split("=")[1] ?? 1)))).toBeVisible()
  }

  test("stands its cover left of the spine, puts the earlier page on the right, and reads towards the left", async ({
    page,
  }) => {
    await openArabic(page)
    await expect(arabicIndicator(page)).toHaveText(single(1))
    const stage = (await page.getByRole("region", { name: words.bookLabel }).boundingBox())!
    const spine = stage.x + stage.width / 2
    const cover = (await arabicPage(page, 1).boundingBox())!
    expect(cover.x + cover.width).toBeLessThanOrEqual(spine + 1)

    const next = page.getByRole("button", { name: words.next })
    const previous = page.getByRole("button", { name: words.previous })
    expect((await next.boundingBox())!.x).toBeLessThan((await previous.boundingBox())!.x)
    await next.click()
    await expect(arabicIndicator(page)).toHaveText(spread(2, 3))
    await atRest(page.getByRole("region", { name: words.bookLabel }))
    // page-flip lays the spread out in the frame after the turn ends (seen once on a loaded host:
    // both pages still at one x): read the geometry until it settles, not once.
    await expect
      .poll(
        async () =>
          (await arabicPage(page, 2).boundingBox())!.x - (await arabicPage(page, 3).boundingBox())!.x,
      )
      .toBeGreaterThan(0)
    expect(new URL(page.url()).hash).toBe("#page=2")

    await page.getByRole("region", { name: words.bookLabel }).focus()
    await page.keyboard.press("ArrowLeft")
    await expect(arabicIndicator(page)).toHaveText(spread(4, 5))
    await page.keyboard.press("ArrowRight")
    await expect(arabicIndicator(page)).toHaveText(spread(2, 3))
    await expectNoAxeViolations(page, "main")
  })

  test("opens #page=N at the document's N-th page and ends with the last page alone, left of the spine", async ({
    page,
  }) => {
    await openArabic(page, "#page=11")
    await expect(arabicIndicator(page)).toHaveText(spread(10, 11))
    await page.getByRole("button", { name: words.next }).click()
    await expect(arabicIndicator(page)).toHaveText(single(PAGE_COUNT))
    await expect(page.getByRole("button", { name: words.next })).toBeDisabled()
    await atRest(page.getByRole("region", { name: words.bookLabel }))
    const stage = (await page.getByRole("region", { name: words.bookLabel }).boundingBox())!
    const last = (await arabicPage(page, PAGE_COUNT).boundingBox())!
    expect(last.x).toBeGreaterThanOrEqual(stage.x + stage.width / 2 - 1)
  })

  test("each page's text is there for screen readers, in Arabic reading order", async ({ page }) => {
    await page.goto("/ar/company-profile/")
    const services = content("ar", "services").services
    const texts = await page.locator("body").textContent()
    for (const service of services) expect(texts).toContain(service.title)
  })
})

test.describe("Open pressed before the page is interactive", () => {
  test("a press while the scripts are still on their way opens the book once they arrive @also-mobile", async ({
    page,
  }) => {
    // Hold every script back, so the press certainly lands on the server-rendered page.
    await page.route(/\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    await page.goto("/company-profile/", { waitUntil: "domcontentloaded" })
    await openButton(page).click()
    expect(new URL(page.url()).hash).toBe("#page=1")
    await expect(pageImage(page, 1)).toBeVisible({ timeout: 15_000 })
    await expect(indicator(page)).toHaveText(`Page 1 of ${PAGE_COUNT}`)
  })

  test("a press right at the load event is never lost", async ({ page }) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      await page.goto("/company-profile/", { waitUntil: "load" })
      await openButton(page).click()
      await expect(pageImage(page, 1)).toBeVisible()
      await page.goto("about:blank")
    }
  })
})
