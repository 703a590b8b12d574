/**
 * What the public site keeps in a visitor's browser, found rather than assumed (the cookie
 * statement, content/<lang>/legal.json → cookies, says what this test finds): one visitor visits
 * every kind of page in every language and sends an enquiry in each, opens the E-Book and switches
 * language through the menu;
 * then there is no cookie, nothing in localStorage or IndexedDB, and in sessionStorage only
 * Gatsby's scroll positions ("@@scroll|<path>|<key>": a path and a number), which the statement
 * names. The fixture's request watcher fails the test if anything left 127.0.0.1 meanwhile.
 */
import type { Page } from "@playwright/test"
import { LANGUAGES, localizedPath } from "../src/i18n/languages"
import { topicPath } from "../src/routes"
import { formOn, storedEnquiries, typeEnquiry } from "./enquiry-form"
import {
  articlePath,
  chooseLanguage,
  content,
  expect,
  expectHydrated,
  publishedArticles,
  routesIn,
  test,
} from "./fixtures"

/** Everything the page's origin holds in the browser. */
async function browserStorage(page: Page) {
  return page.evaluate(async () => ({
    local: Object.keys(localStorage),
    session: Object.fromEntries(Object.entries(sessionStorage)),
    databases: (await indexedDB.databases()).map((database) => database.name),
    documentCookie: document.cookie,
  }))
}

async function scrollDown(page: Page) {
  await page.mouse.wheel(0, 600)
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))))
}

test("no cookie and no storage but Gatsby's scroll positions, across every kind of page in every language, the book, a language switch and an enquiry in each", async ({
  page,
  context,
}, testInfo) => {
  // Every page of three languages, one visitor: about a minute on a loaded machine.
  test.setTimeout(150_000)
  for (const { code } of LANGUAGES) {
    const site = content(code, "site")
    const words = content(code, "interface").form
    const [article] = publishedArticles(code)
    const pages = [
      ...routesIn(code).map((route) => route.path),
      ...(article
        ? [
            articlePath(article),
            localizedPath(code, topicPath((article.frontmatter.services as string[])[0])),
          ]
        : []),
      localizedPath(code, "/no-such-page/"),
    ]
    for (const path of pages) {
      await page.goto(path)
      await scrollDown(page)
    }
    // Between pages as the site's own links go (client-side navigation), where the router keys each visit.
    await page.goto(localizedPath(code, "/"))
    await page.getByRole("contentinfo").getByRole("link", { name: site.legal[0].label }).click()
    await expect(page).toHaveURL(/\/privacy\/$/)
    await scrollDown(page)

    await page.goto(localizedPath(code, "/contact/"))
    const form = formOn(page, words)
    await expectHydrated(form.form)
    const name = `Storage check ${code} ${testInfo.testId} ${Date.now()}`
    await typeEnquiry(form, { name, email: "storage@example.org", company: "", message: "Checking storage." })
    await form.button.click()
    await expect(form.button).toHaveText(words.sent)
    expect(storedEnquiries(name)).toHaveLength(1)
  }

  await page.goto("/company-profile/")
  await page.getByRole("button", { name: "Open Interactive Book" }).click()
  await expect(page.getByRole("button", { name: "Next" })).toBeVisible()
  await page.getByRole("button", { name: "Next" }).click()

  await chooseLanguage(page, "العربية")
  await expect(page).toHaveURL(/\/ar\/company-profile\//)
  await chooseLanguage(page, "English")

  expect(await context.cookies()).toEqual([])
  const storage = await browserStorage(page)
  expect(storage.documentCookie).toBe("")
  expect(storage.local).toEqual([])
  expect(storage.databases).toEqual([])
  const sessionKeys = Object.keys(storage.session)
  await testInfo.attach("sessionStorage", { body: JSON.stringify(storage.session, null, 2) })
  // What the cookie statement names: written as the visitor scrolls, one per page visit.
  expect(sessionKeys.length).toBeGreaterThan(0)
  for (const [key, value] of Object.entries(storage.session)) {
    expect(key).toMatch(/^@@scroll\|\/[^|]*\|[\w-]+$/)
    expect(value).toMatch(/^\d+(\.\d+)?$/)
  }
})
