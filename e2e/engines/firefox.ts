/**
 * Firefox (Debian's firefox-esr) through puppeteer-core over WebDriver BiDi. Puppeteer rather than
 * Playwright: Playwright's Firefox needs a patch to start with this Firefox, and over BiDi its
 * typing sets the value from script, which React ignores (Arabic search could not be typed);
 * Puppeteer sends real key events and needs no patch.
 */
import puppeteer, { type Browser, type Page } from "puppeteer-core"
import { isLocal, type Visitor } from "./visitor"

/** The real binary (/usr/bin/firefox-esr is a shell wrapper). */
export const FIREFOX_PATH = "/usr/lib/firefox-esr/firefox-esr"

// Puppeteer's profile already turns most of Firefox's own traffic off; these are the rest of what
// would fetch in the background (updates, blocklists, plugins, telemetry, region, portal checks).
const QUIET_PROFILE = {
  "app.update.auto": false,
  "app.normandy.enabled": false,
  "browser.region.network.url": "",
  "browser.region.update.enabled": false,
  "browser.safebrowsing.provider.google4.updateURL": "",
  "browser.safebrowsing.provider.mozilla.updateURL": "",
  "datareporting.policy.dataSubmissionEnabled": false,
  "extensions.getAddons.cache.enabled": false,
  "media.gmp-manager.url": "",
  "messaging-system.rsexperimentloader.enabled": false,
  "network.captive-portal-service.enabled": false,
  "network.connectivity-service.enabled": false,
  "toolkit.telemetry.server": "",
}

export function launchFirefox(): Promise<Browser> {
  return puppeteer.launch({
    browser: "firefox",
    protocol: "webDriverBiDi",
    executablePath: FIREFOX_PATH,
    headless: true,
    extraPrefsFirefox: QUIET_PROFILE,
  })
}

/** A fresh private context per test, watched from the start of every document. */
export async function firefoxVisitor(browser: Browser, baseURL: string): Promise<Visitor> {
  const context = await browser.createBrowserContext()
  const page: Page = await context.newPage()
  let seen: string[] = []
  page.on("console", (message) => {
    if (message.type() === "error") seen.push(`console: ${message.text()}`)
  })
  page.on("pageerror", (error) => seen.push(`exception: ${String(error)}`))
  page.on("request", (request) => {
    if (!isLocal(request.url())) seen.push(`request left 127.0.0.1: ${request.url()}`)
  })
  // A preload script (BiDi) runs before the page's own: it reports violations through the console.
  await page.evaluateOnNewDocument(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"}`),
    )
  })

  // Leaving a page while its scripts still fetch code makes Firefox report the aborted fetches as
  // errors of that page: the lane lets the page finish first, as a reader would.
  const quiet = () => page.waitForNetworkIdle({ idleTime: 100, timeout: 10_000 }).catch(() => undefined)

  return {
    engine: "firefox",
    async goto(path) {
      await quiet()
      await page.goto(new URL(path, baseURL).href, { waitUntil: "load" })
    },
    evaluate: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown as never[])) as never,
    async click(selector) {
      await quiet()
      await page.click(selector)
    },
    async type(selector, text) {
      await page.focus(selector)
      await page.keyboard.type(text)
    },
    async press(key) {
      await page.keyboard.press(key)
    },
    async setViewport(viewport) {
      await page.setViewport(viewport)
    },
    async screenshot() {
      return Buffer.from(await page.screenshot())
    },
    async problems() {
      const found = seen
      seen = []
      return found
    },
    async close() {
      await context.close()
    },
  }
}
