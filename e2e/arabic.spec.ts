import type { Page } from "@playwright/test"
import {
  aboutTitle,
  ARABIC_ROUTES,
  chooseLanguage,
  content,
  expect,
  expectNoAxeViolations,
  test,
} from "./fixtures"

const site = content("ar", "site")
const words = content("ar", "interface")
/** The words content/ar/glossary.json's terms keep in Latin letters: PDF, MENA. */
const GLOSSARY_LATIN: string[] = content("ar", "glossary").terms.flatMap(
  (term: { term: string }) => term.term.match(/[A-Za-z]{2,}/g) ?? [],
)

/**
 * Latin-script words a visitor of an Arabic page would read or hear: visible text and accessible
 * names (aria-label, alt, title, placeholder), outside elements marked as another language (the
 * language menu's "English"), once the e-mail address, URLs, the phone number, UTC offsets and the
 * terms the Arabic glossary keeps in Latin letters (PDF, MENA) are set aside.
 */
function latinWords(page: Page): Promise<string[]> {
  return page.evaluate((glossaryWords) => {
    const allowed = new RegExp(
      `[\\w.+-]+@[\\w-]+(\\.[\\w-]+)+|https?://\\S+|\\+?\\d[\\d\\s()-]{5,}\\d|UTC[+-]\\d+|\\b(${glossaryWords.join("|")})\\b`,
      "g",
    )
    const found: string[] = []
    const inArabic = (element: Element | null) =>
      !element || element.closest("[lang]")?.getAttribute("lang") === "ar"
    const check = (text: string | null, where: string) => {
      for (const word of (text ?? "").replace(allowed, " ").match(/[A-Za-z]{2,}/g) ?? [])
        found.push(`${word} (${where})`)
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || !inArabic(parent) || parent.closest("script, style, noscript, [hidden]")) continue
      const style = getComputedStyle(parent)
      if (style.display === "none" || style.visibility === "hidden") continue
      check(node.textContent, parent.tagName.toLowerCase())
    }
    for (const element of document.body.querySelectorAll("[aria-label], [alt], [title], [placeholder]")) {
      if (!inArabic(element)) continue
      for (const name of ["aria-label", "alt", "title", "placeholder"])
        check(element.getAttribute(name), name)
    }
    check(document.title, "title")
    return found
  }, GLOSSARY_LATIN)
}

test.describe("the Arabic edition", () => {
  for (const route of ARABIC_ROUTES) {
    // Every edition's status, language, heading and axe: e2e/editions.spec.ts.
    test(`${route.path} speaks Arabic only, and keeps addresses left to right @also-mobile`, async ({
      page,
    }) => {
      await page.goto(route.path)
      await expect(page).toHaveTitle(new RegExp(site.name))
      const footer = page.getByRole("contentinfo")
      await expect(footer).toContainText(site.contact.officeHours[0].days)
      await expect(footer.getByRole("link", { name: site.contact.email })).toHaveAttribute("dir", "ltr")
      expect(await latinWords(page)).toEqual([])
    })

    test(`${route.path} ↔ ${route.pagePath}: the page's font follows the language menu`, async ({ page }) => {
      const bodyFont = () => page.locator("body").evaluate((body) => getComputedStyle(body).fontFamily)
      await page.goto(route.path)
      await chooseLanguage(page, "English")
      await expect(page).toHaveURL(new RegExp(`${route.pagePath.replace(/\//g, "\\/")}$`))
      await expect(page.locator("html")).toHaveAttribute("dir", "ltr")
      // The global styles follow the language without a reload: the system fonts in English.
      await expect.poll(bodyFont).toMatch(/^system-ui/)
      await chooseLanguage(page, "العربية")
      await expect(page).toHaveURL(new RegExp(`${route.path.replace(/\//g, "\\/")}$`))
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl")
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(route.heading)
      await expect.poll(bodyFont).toMatch(/^"Readex Pro"/)
    })
  }

  test("the language menu keeps the section the visitor is on", async ({ page }) => {
    await page.goto("/ar/#contact")
    await chooseLanguage(page, "English")
    await expect(page).toHaveURL(/\/#contact$/)
    await expect(page.getByRole("heading", { name: "Let's talk about your next step" })).toBeInViewport()
  })

  test("an unknown address under /ar/ shows the Arabic 404 page with ways back", async ({ page }) => {
    const response = await page.goto("/ar/no-such-page/")
    expect(response?.status()).toBe(404)
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.notFound.title)
    await page
      .getByRole("navigation", { name: words.notFound.linksLabel })
      .getByRole("link", { name: words.navigation.services })
      .click()
    await expect(page).toHaveURL(/\/ar\/services\/$/)
    await expectNoAxeViolations(page)
  })

  test("Arabic pages load their font, English pages none @also-mobile", async ({ page, requests }) => {
    // Served with the deploy's headers: the font is a hashed file, cached, so it is fetched once.
    await page.goto("/ar/")
    await page.evaluate(() => document.fonts.ready)
    expect(requests.filter((url) => url.endsWith(".woff2"))).toHaveLength(1)
    expect(await page.evaluate(() => document.fonts.check('16px "Readex Pro"', "عربي"))).toBe(true)
    requests.length = 0
    await page.goto("/")
    await page.evaluate(() => document.fonts.ready)
    expect(requests.filter((url) => /\.(woff2?|ttf|otf)$/.test(url))).toEqual([])
  })

  test("the home page carries every section in order, counters in Western digits", async ({ page }) => {
    await page.goto("/ar/")
    const headings = await page.getByRole("heading", { level: 2 }).allTextContents()
    expect(headings.slice(0, 5)).toEqual([
      site.services.title,
      aboutTitle("ar"),
      site.timeline.title,
      site.insights.title,
      site.contact.title,
    ])
    for (const service of content("ar", "services").services) {
      await expect(page.getByRole("heading", { level: 3, name: service.title })).toBeVisible()
    }
    await page.getByText(content("ar", "achievements").achievements[1].label).scrollIntoViewIfNeeded()
    await expect(page.getByTestId("counter").first()).toHaveText("200+", { timeout: 5000 })
  })
})

test("the Arabic E-Book page offers the Arabic profile and its download @also-mobile", async ({
  page,
  request,
}) => {
  await page.goto("/ar/company-profile/")
  const download = page.getByRole("link", { name: new RegExp(words.ebook.download) })
  await expect(download).toHaveAttribute("href", "/company-profile-ar.pdf")
  await expect(download).toContainText(words.ebook.kilobytes.replace("{size}", ""))
  const pdf = await request.get("/company-profile-ar.pdf")
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()["content-type"]).toBe("application/pdf")
  await expect(page.getByRole("heading", { level: 2, name: words.ebook.cardTitle })).toBeVisible()
  await expect(page.getByRole("button", { name: words.ebook.open })).toBeVisible()
  expect(await latinWords(page)).toEqual([])
})

test.describe("the Arabic edition on a phone @mobile-only", () => {
  test("nothing overflows sideways at 320 px, and the menu opens in Arabic", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    for (const route of ARABIC_ROUTES) {
      await page.goto(route.path)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, route.path).toBeLessThanOrEqual(0)
    }
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
