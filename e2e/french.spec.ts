import type { Page } from "@playwright/test"
import { content, expect, routesIn, test } from "./fixtures"

const words = content("fr", "interface")

/**
 * Text a visitor of a French page reads or hears where ; : ! ? follow a plain or no-break space, or
 * no space at all: French sets a narrow no-break space (U+202F) there. Covers what components put
 * together from content (office hours, indicators, titles), not only the content files.
 */
function misspacedMarks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    const check = (text: string | null, where: string) => {
      const withoutUrls = (text ?? "").replace(/\b[a-z]+:\/\/\S+|[\w.+-]+@[\w-]+(\.[\w-]+)+/g, " ")
      for (const match of withoutUrls.matchAll(/(.|^)([;:!?])/g)) {
        if (match[1] === "\u202f" || /[?!]/.test(match[1])) continue
        found.push(
          `${JSON.stringify(withoutUrls.slice(Math.max(0, match.index - 15), match.index + 3))} (${where})`,
        )
      }
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || parent.closest("script, style, noscript, [lang]:not([lang='fr'])")) continue
      check(node.textContent, parent.tagName.toLowerCase())
    }
    for (const element of document.body.querySelectorAll("[aria-label], [alt], [title]")) {
      for (const name of ["aria-label", "alt", "title"]) check(element.getAttribute(name), name)
    }
    check(document.title, "title")
    return found
  })
}

test.describe("the French edition", () => {
  for (const route of routesIn("fr")) {
    test(`${route.path} sets a narrow no-break space before ; : ! ?`, async ({ page }) => {
      await page.goto(route.path)
      expect(await misspacedMarks(page)).toEqual([])
    })
  }

  test("the office hours read as a French reader writes them, with their time zone", async ({ page }) => {
    const site = content("fr", "site")
    await page.goto("/fr/contact/")
    const hours = page.getByRole("main").getByRole("listitem").filter({ hasText: "lundi" })
    await expect(hours).toHaveText("Du lundi au vendredi\u202f: 9\u00a0h – 17\u00a0h")
    await expect(page.getByRole("main").getByText(site.contact.timeZone)).toBeVisible()
  })

  test("the E-Book offers the French profile and opens the French book @also-mobile", async ({
    page,
    request,
  }) => {
    await page.goto("/fr/company-profile/")
    const download = page.getByRole("link", { name: new RegExp(words.ebook.download) })
    await expect(download).toHaveAttribute("href", "/company-profile-fr.pdf")
    await expect(download).toContainText(/\(\d+ Ko\)/)
    const pdf = await request.get("/company-profile-fr.pdf")
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()["content-type"]).toBe("application/pdf")
    // The counted sentence takes the plural the page count asks for.
    await expect(page.getByText(/ en 12 pages, à feuilleter/)).toBeVisible()

    await page.getByRole("button", { name: words.ebook.open }).click()
    await expect(page.getByRole("img", { name: "Page 1", exact: true })).toBeVisible()
    await expect(page.getByText(/^Page 1 sur 12$/)).toBeVisible()
    await page.getByRole("button", { name: words.ebook.next }).click()
    await expect(page.getByText(/^Pages? 2(–3)? sur 12$/)).toBeVisible()
    // The pages are the French profile's: a screen reader hears each page's French text with it.
    await expect(page.getByRole("img", { name: "Page 2", exact: true })).toHaveAccessibleDescription(
      /Au service des organisations qui avancent/,
    )
    await page.getByRole("button", { name: words.ebook.close }).click()
    await expect(page.getByRole("button", { name: words.ebook.open })).toBeFocused()
  })
})
