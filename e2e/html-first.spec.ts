/**
 * HTML first: the phone menu, the language menu and the enquiry, for a visitor whose
 * scripts are off and for one whose scripts are held back a few seconds (a slow connection): what
 * they do before the scripts arrive must work, and must not be lost when they do.
 */
import { expect, type Page, test } from "@playwright/test"
import { localizedPath } from "../src/i18n/languages"
import { formOn, storedEnquiries, typeEnquiry } from "./enquiry-form"
import { content } from "./fixtures"

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

/** The page's scripts wait until release() (or a few seconds): the server's HTML is all there is. */
function holdScripts(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
    setTimeout(resolve, 10_000)
  })
  return {
    async start() {
      await page.route("**/*.js", async (route) => {
        await released
        await route.continue().catch(() => {}) // the page may have gone on without it
      })
    },
    release: () => release(),
  }
}

/** The script has hydrated the header: it has measured the scroll, so CSS no longer follows it. */
async function hydrated(page: Page) {
  await expect(page.getByRole("banner")).not.toHaveAttribute("data-scroll", "css", { timeout: 15_000 })
}

const phoneMenuButton = (page: Page) => page.locator("details[data-phone-menu] > summary")
const languageMenuButton = (page: Page) => page.locator("details[data-language-menu] > summary")

function wordsIn(lang: string) {
  const words = content(lang, "interface")
  return { navigation: words.navigation, form: words.form }
}

/**
 * Each flow in both modes; the language differs from mode to mode, so that each flow meets every
 * language once or more (the result pages and messages are the language's own; the mechanism is
 * the same in each). Every route's language, heading and axe: e2e/pages.spec.ts.
 */
const MODES = [
  {
    mode: "without JavaScript",
    javaScriptEnabled: false,
    held: false,
    languages: { menu: "en", send: "fr", invalid: "ar" },
  },
  {
    mode: "before its scripts arrive",
    javaScriptEnabled: true,
    held: true,
    languages: { menu: "ar", send: "en", invalid: "fr" },
  },
] as const

for (const { mode, javaScriptEnabled, held, languages } of MODES) {
  test.describe(mode, () => {
    test.use({ javaScriptEnabled })

    /** Holds the scripts back in the second mode; release() lets them in (a no-op without JavaScript). */
    async function open(page: Page, path: string) {
      test.slow(held)
      const scripts = holdScripts(page)
      if (held) await scripts.start()
      // Not until "load", which waits for the held scripts.
      await page.goto(path, { waitUntil: "domcontentloaded" })
      // The server's HTML only: not one of the page's scripts has arrived yet.
      if (held) {
        const scriptsLoaded = await page.evaluate(
          () =>
            performance.getEntriesByType("resource").filter((entry) => /\.js(\?|$)/.test(entry.name)).length,
        )
        expect(scriptsLoaded).toBe(0)
      }
      return scripts
    }

    test.describe("on a phone", () => {
      test.use(PHONE)

      {
        const lang = languages.menu
        const { navigation } = wordsIn(lang)

        test(`a tap opens the menu and its links navigate (${lang})`, async ({ page }) => {
          const scripts = await open(page, localizedPath(lang, "/about/"))
          const nav = page.getByRole("navigation", { name: navigation.label })
          await expect(nav).toBeHidden()
          await phoneMenuButton(page).tap()
          await expect(nav).toBeVisible()
          await expect(phoneMenuButton(page)).toHaveAccessibleName(navigation.closeMenu)
          if (held) {
            // The tap made before the scripts is kept once they have arrived, and they take over.
            scripts.release()
            await hydrated(page)
            await expect(nav).toBeVisible()
            await page.keyboard.press("Escape")
            await expect(nav).toBeHidden()
            await phoneMenuButton(page).tap()
          }
          await nav.getByRole("link", { name: navigation.services, exact: true }).tap()
          await expect(page).toHaveURL(localizedPath(lang, "/services/"))
          await expect(page.locator("html")).toHaveAttribute("lang", lang)
        })
      }

      test("the language menu inside the phone menu switches language", async ({ page }) => {
        await open(page, "/contact/")
        await phoneMenuButton(page).tap()
        await languageMenuButton(page).tap()
        await page.getByRole("link", { name: "Français" }).tap()
        await expect(page).toHaveURL("/fr/contact/")
        await expect(page.locator("html")).toHaveAttribute("lang", "fr")
      })
    })

    {
      const lang = languages.send
      const { form: words } = wordsIn(lang)
      const contact = localizedPath(lang, "/contact/")

      test(`Send posts the enquiry, which is stored, and the 'sent' page says so (${lang})`, async ({
        page,
      }) => {
        const enquiry = {
          name: `HTML first ${lang} ${held ? "held" : "off"} ${Date.now()}`,
          email: "visitor@example.com",
          company: "Cedar & Co",
          message: `Sent ${mode}: تجربة, « essai ».`,
        }
        const scripts = await open(page, contact)
        const f = formOn(page, words)
        await typeEnquiry(f, enquiry)
        await f.button.click()
        await expect(page).toHaveURL(localizedPath(lang, "/contact/sent/"))
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.sent)
        await expect(page.getByText(words.sentText)).toBeVisible()
        expect(storedEnquiries(enquiry.name)).toEqual([enquiry])
        scripts.release()
      })
    }

    {
      const lang = languages.invalid
      const { form: words } = wordsIn(lang)
      const contact = localizedPath(lang, "/contact/")

      test(`an invalid email shows the reason in the page's language, and Back keeps what was typed (${lang})`, async ({
        page,
      }) => {
        // The browser's own check lets "name@example" through; the function's does not.
        const enquiry = {
          name: `HTML first invalid ${lang} ${Date.now()}`,
          email: "visitor@example",
          company: "",
          message: "What was typed stays.",
        }
        const scripts = await open(page, contact)
        const f = formOn(page, words)
        await typeEnquiry(f, enquiry)
        await f.button.click()
        await expect(page).toHaveURL(`${localizedPath(lang, "/contact/not-sent/")}#invalid_email`)
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.notSentTitle)
        await expect(page.getByText(words.errors.invalid_email, { exact: true })).toBeVisible()
        // Only the reason the function gave is shown, not the rest of the catalogue.
        await expect(page.getByText(words.errors.missing_name, { exact: true })).toBeHidden()
        expect(storedEnquiries(enquiry.name)).toEqual([])

        scripts.release()
        await page.goBack()
        await expect(page).toHaveURL(contact)
        if (held) await hydrated(page)
        await expect(f.name).toHaveValue(enquiry.name)
        await expect(f.email).toHaveValue(enquiry.email)
        await expect(f.message).toHaveValue(enquiry.message)
      })
    }
  })
}

test.describe("without JavaScript, the header", () => {
  test.use({ javaScriptEnabled: false })

  test("turns opaque once the visitor scrolls, so its links never lie over the text", async ({ page }) => {
    await page.goto("/company-profile/")
    const background = () =>
      page.getByRole("banner").evaluate((header) => getComputedStyle(header).backgroundColor)
    expect(await background()).toBe("rgba(0, 0, 0, 0)")
    await page.mouse.wheel(0, 400)
    await expect.poll(background).not.toBe("rgba(0, 0, 0, 0)")
  })
})
