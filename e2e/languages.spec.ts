/**
 * Moving between the languages, and what only a browser shows of each: the language menu (pointer,
 * keyboard, phone, without JavaScript), the page's font following the language without a reload,
 * Arabic's font in the Arabic pages' HTML and loaded nowhere else, the counters' digits and the French book. Every
 * route's language, direction and heading: e2e/pages.spec.ts; every route's links to the other
 * languages: __tests__/header.test.tsx.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, localizedPath } from "../src/i18n/languages"
import {
  articlePath,
  chooseLanguage,
  content,
  expect,
  expectHydrated,
  expectNoAxeViolations,
  publishedArticles,
  routesIn,
  test,
} from "./fixtures"

const pathPattern = (path: string) => new RegExp(`${path.replace(/\//g, "\\/")}$`)

test.describe("the language menu", () => {
  test("takes the visitor round every language and back, on the same page", async ({ page }) => {
    const pagePath = "/about/"
    await page.goto(pagePath)
    for (const language of [...LANGUAGES.slice(1), DEFAULT_LANGUAGE]) {
      await chooseLanguage(page, language.name)
      await expect(page).toHaveURL(pathPattern(localizedPath(language.code, pagePath)))
      await expect(page.locator("html")).toHaveAttribute("lang", language.code)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        routesIn(language.code).find((route) => route.pagePath === pagePath)!.heading,
      )
    }
  })

  test("names each language in that language, marks the page's own, and reads as a menu of links", async ({
    page,
  }) => {
    await page.goto("/fr/about/")
    const summary = page.getByRole("banner").locator("details[data-language-menu] > summary")
    await expect(summary).toHaveAccessibleName(`${content("fr", "interface").navigation.language} Français`)
    await summary.click()
    const list = page.getByRole("list", { name: content("fr", "interface").navigation.language })
    for (const language of LANGUAGES) {
      const link = list.getByRole("link", { name: language.name, exact: true })
      await expect(link).toHaveAttribute("lang", language.code)
      await expect(link).toHaveAttribute("hreflang", language.code)
    }
    await expect(list.getByRole("link", { name: "Français" })).toHaveAttribute("aria-current", "page")
    await expectNoAxeViolations(page)
  })

  test("works from the keyboard: Enter opens, Tab reaches the languages, Escape closes", async ({ page }) => {
    await page.goto("/fr/services/")
    // Escape is the hydrated header's: a visitor pressing it sooner gets the menu's HTML behaviour.
    await expectHydrated(page.getByRole("banner"))
    const summary = page.getByRole("banner").locator("details[data-language-menu] > summary")
    await summary.focus()
    await page.keyboard.press("Enter")
    await expect(page.getByRole("link", { name: "English", exact: true })).toBeVisible()
    await page.keyboard.press("Tab")
    await expect(page.getByRole("link", { name: "English", exact: true })).toBeFocused()
    await page.keyboard.press("Escape")
    await expect(page.getByRole("link", { name: "English", exact: true })).toBeHidden()
    await expect(summary).toBeFocused()
    await page.keyboard.press("Enter")
    await page.keyboard.press("Tab")
    await page.keyboard.press("Tab")
    await expect(page.getByRole("link", { name: "العربية" })).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\/ar\/services\/$/)
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl")
  })

  test("stays through scrolling, and works on the page a header link leads to", async ({ page }) => {
    await page.goto("/fr/")
    // The header hydrates; its navigation and the menu keep their server HTML (never hydrated).
    await expectHydrated(page.getByRole("banner"))
    // The header restyles as the page scrolls: the menu's server HTML is kept as it is.
    await page.mouse.wheel(0, 600)
    await expect(page.getByRole("banner")).toHaveAttribute("data-look", "opaque")
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.getByRole("banner").getByRole("link", { name: "Services", exact: true }).click()
    await expect(page).toHaveURL(/\/fr\/services\/$/)
    await chooseLanguage(page, "English")
    await expect(page).toHaveURL(/\/services\/$/)
    await expect(page.locator("html")).toHaveAttribute("lang", "en")
  })

  test("works without JavaScript: a disclosure of plain links", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto("/fr/about/")
    await page.getByRole("banner").locator("details[data-language-menu] > summary").click()
    await page.getByRole("link", { name: "English", exact: true }).click()
    await expect(page).toHaveURL(/\/about\/$/)
    await expect(page.locator("html")).toHaveAttribute("lang", "en")
    await page.getByRole("banner").locator("details[data-language-menu] > summary").click()
    await page.getByRole("link", { name: "العربية" }).click()
    await expect(page).toHaveURL(/\/ar\/about\/$/)
    await context.close()
  })

  test("keeps the section the visitor is on", async ({ page }) => {
    await page.goto("/ar/#contact")
    await chooseLanguage(page, "English")
    await expect(page).toHaveURL(/\/#contact$/)
    await expect(page.getByRole("heading", { name: "Let’s talk about your next step" })).toBeInViewport()
  })

  test("opens in the page's language inside the phone menu @mobile-only", async ({ page }) => {
    const words = content("ar", "interface")
    await page.goto("/ar/")
    const menuButton = page.locator("details[data-phone-menu] > summary")
    await expect(menuButton).toHaveAccessibleName(words.navigation.openMenu)
    await menuButton.click()
    const nav = page.getByRole("navigation", { name: words.navigation.label })
    await expect(nav.getByRole("link", { name: words.navigation.home })).toBeVisible()
    await nav.locator("summary").click()
    await expect(nav.getByRole("link", { name: "English" })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

test("the page's font follows the language menu without a reload", async ({ page }) => {
  const bodyFont = () => page.locator("body").evaluate((body) => getComputedStyle(body).fontFamily)
  const [, services] = routesIn("ar")
  await page.goto(services.path)
  await chooseLanguage(page, "English")
  await expect(page).toHaveURL(pathPattern(services.pagePath))
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr")
  // The global styles follow the language: the system fonts in English.
  await expect.poll(bodyFont).toMatch(/^system-ui/)
  await chooseLanguage(page, "العربية")
  await expect(page).toHaveURL(pathPattern(services.path))
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl")
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(services.heading)
  await expect.poll(bodyFont).toMatch(/^"Readex Pro"/)
})

test("Arabic pages carry their font in their HTML: no font file is fetched, in any language", async ({
  page,
  requests,
}) => {
  const fontFiles = () => requests.filter((url) => /\.(woff2?|ttf|otf)$/.test(url))
  const inReadexPro = async () => {
    await page.evaluate(() => document.fonts.ready)
    expect(await page.evaluate(() => document.fonts.check('16px "Readex Pro"', "عربي"))).toBe(true)
    const heading = page.getByRole("heading", { level: 1 })
    expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"Readex Pro"/)
  }
  // Opened from outside, the face comes inside the page: the first paint waits for no second request.
  await page.goto("/ar/")
  await inReadexPro()
  // English pages load no font; the language menu's link opens the Arabic page with its face in it.
  await page.goto("/")
  await page.evaluate(() => document.fonts.ready)
  await chooseLanguage(page, "العربية")
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl")
  await inReadexPro()
  expect(fontFiles()).toEqual([])
})

test("an Arabic page's face is ready before its heading arrives: the first paint draws the heading", async ({
  page,
}) => {
  // What the page's Readex Pro faces are when the parser adds the heading, before any paint of it.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector("h1")) return
      observer.disconnect()
      document.documentElement.dataset.faceAtHeading = [...document.fonts]
        .filter((face) => face.family === "Readex Pro")
        .map((face) => face.status)
        .join(" ")
    })
    observer.observe(document, { childList: true, subtree: true })
  })
  const paths = ["/ar/", articlePath(publishedArticles("ar")[0])]
  for (const path of paths) {
    await page.goto(path)
    await expect(page.locator("html")).toHaveAttribute("data-face-at-heading", "loaded")
  }
  // An engine without Uint8Array.fromBase64 decodes the face's bytes with a loop, as ready.
  await page.addInitScript(() => {
    delete (Uint8Array as { fromBase64?: unknown }).fromBase64
  })
  await page.goto(paths[0])
  await expect(page.locator("html")).toHaveAttribute("data-face-at-heading", "loaded")
  expect(await page.evaluate(() => "fromBase64" in Uint8Array)).toBe(false)
})

test("the Arabic counters count up in Western digits", async ({ page }) => {
  await page.goto("/ar/")
  await page.getByText(content("ar", "achievements").achievements[1].label).scrollIntoViewIfNeeded()
  await expect(page.getByTestId("counter").first()).toHaveText("200+", { timeout: 5000 })
})

test("the French E-Book opens the French book, its counted words in French", async ({ page }) => {
  const words = content("fr", "interface")
  await page.goto("/fr/company-profile/")
  // The counted sentence takes the plural the page count asks for.
  await expect(page.getByText(/ en 12\u00a0pages, à feuilleter/)).toBeVisible()
  await page.getByRole("button", { name: words.ebook.open }).click()
  await expect(page.getByRole("img", { name: "Page 1", exact: true })).toBeVisible()
  await expect(page.getByText(/^Page 1 sur 12$/)).toBeVisible()
  await page.getByRole("button", { name: words.ebook.next }).click()
  await expect(page.getByText(/^Pages? 2(–3)? sur 12$/)).toBeVisible()
  // The pages are the French profile's: a screen reader hears each page's French text with it.
  await expect(page.getByRole("img", { name: "Page 2", exact: true })).toHaveAccessibleDescription(
    /Depuis \d{4}, au service des organisations qui avancent/,
  )
  await page.getByRole("button", { name: words.ebook.close }).click()
  await expect(page.getByRole("button", { name: words.ebook.open })).toBeFocused()
})
