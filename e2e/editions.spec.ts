import { DEFAULT_LANGUAGE, LANGUAGES, localizedPath } from "../src/i18n/languages"
import {
  chooseLanguage,
  content,
  expect,
  expectHydrated,
  expectNoAxeViolations,
  routesIn,
  test,
} from "./fixtures"

/** Every language but the default one (English has its own checks in e2e/site.spec.ts). */
const EDITIONS = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE)
const pathPattern = (path: string) => new RegExp(`${path.replace(/\//g, "\\/")}$`)

for (const language of EDITIONS) {
  // On a phone too where the layout is the language's own (right to left); a left-to-right edition
  // lays out on a phone as English does, which e2e/site.spec.ts checks there.
  const phone = language.dir === "rtl" ? " @also-mobile" : ""
  test.describe(`the ${language.name} edition`, () => {
    for (const route of routesIn(language.code)) {
      test(`${route.path} is in ${language.code}, ${language.dir}, with zero axe violations${phone}`, async ({
        page,
      }) => {
        const response = await page.goto(route.path)
        expect(response?.status()).toBe(200)
        await expect(page.locator("html")).toHaveAttribute("lang", language.code)
        await expect(page.locator("html")).toHaveAttribute("dir", language.dir)
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading)
        await expectNoAxeViolations(page)
      })
    }

    test(`an unknown address under /${language.code}/ shows its own 404 page with ways back`, async ({
      page,
    }) => {
      const words = content(language.code, "interface")
      const response = await page.goto(`/${language.code}/no-such-page/`)
      expect(response?.status()).toBe(404)
      await expect(page.locator("html")).toHaveAttribute("lang", language.code)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.notFound.title)
      await page
        .getByRole("navigation", { name: words.notFound.linksLabel })
        .getByRole("link", { name: words.navigation.services })
        .click()
      await expect(page).toHaveURL(pathPattern(`/${language.code}/services/`))
      await expectNoAxeViolations(page)
    })
  })
}

test.describe("the language menu", () => {
  // Round the languages in the menu's order and back to the first: each step lands on the same page.
  for (const { pagePath } of routesIn(DEFAULT_LANGUAGE.code)) {
    test(`takes the visitor to ${pagePath} in every language @also-mobile`, async ({ page }) => {
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
  }

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
})
