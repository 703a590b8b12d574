/**
 * HTML first: what a visitor whose scripts are off, or never arrive, can still do.
 * Every test here runs in chromium with JavaScript disabled.
 */
import AxeBuilder from "@axe-core/playwright"
import { expect, type Page, test } from "@playwright/test"
import { localizedPath, profilePdfPath } from "../src/i18n/languages"
import { content } from "./fixtures"

test.use({ javaScriptEnabled: false })

const PAGE_COUNT = 12

/**
 * The page as a browser without scripts builds it, for tools that are scripts themselves: the
 * site's scripts removed and <noscript> content made part of the document.
 */
async function servedWithoutScripts(page: Page, path: string) {
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch()
    const html = (await response.text())
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
      .replace(/<(\/?)noscript>/g, "<$1div>")
    await route.fulfill({ response, body: html })
  })
}

/** The page images as the visitor sees them, in order, each with its description. */
async function pagesShown(page: Page, alt: (number: number) => string) {
  for (let number = 1; number <= PAGE_COUNT; number++) {
    const image = page.getByAltText(alt(number), { exact: true })
    await image.scrollIntoViewIfNeeded()
    await expect(image).toBeVisible()
    await expect(image).toHaveAccessibleDescription(/.{20,}/)
    // Drawn, not a broken image.
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0)
  }
}

// English on a phone too, and Arabic, the right-to-left book; French's book is laid out as English's.
for (const lang of ["en", "ar"]) {
  const words = content(lang, "interface").ebook
  const path = localizedPath(lang, "/company-profile/")
  const alt = (number: number) => words.pageAlt.replace("{page}", String(number))

  test(`the book: Open shows every page in order with its text, and the download (${lang})${lang === "en" ? " @also-mobile" : ""}`, async ({
    page,
  }) => {
    await page.goto(path)
    // Closed, no page image is fetched or shown.
    await expect(page.getByAltText(alt(1), { exact: true })).toBeHidden()
    await page.getByRole("button", { name: words.open }).click()
    await expect(page).toHaveURL(/#page=1$/)
    await expect(page.getByAltText(alt(1), { exact: true })).toBeInViewport()
    await pagesShown(page, alt)
    const download = page.getByRole("link", { name: words.download }).last()
    await expect(download).toBeVisible()
    await expect(download).toHaveAttribute("href", profilePdfPath(lang))
  })

  test.describe(() => {
    // axe is a script: it reads the page as served to a visitor without scripts, revealed by Open.
    test.use({ javaScriptEnabled: true })
    test(`the book as read without scripts has no axe violations (${lang})`, async ({ page }) => {
      await servedWithoutScripts(page, path)
      await page.goto(`${path}#page=1`)
      await expect(page.getByAltText(alt(1), { exact: true })).toBeVisible()
      const results = await new AxeBuilder({ page }).include("main").analyze()
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
    })
  })
}

test("the book: a #page=N address lands on page N", async ({ page }) => {
  await page.goto("/company-profile/#page=5")
  await expect(page.getByAltText("Page 5", { exact: true })).toBeInViewport()
})
