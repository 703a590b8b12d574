/**
 * The header where only a browser shows it: the desktop row fits every width it shows at, in every
 * language, with wide system fonts, spaced-out text and a larger default font; the phone menu can be
 * scrolled and keeps the keyboard out from under it; the focus ring stands out over the dark hero.
 * The row's check is in e2e/header-fit.ts, which the other engines' lane reuses.
 */
import type { Page } from "@playwright/test"
import sharp from "sharp"
import { localizedPath } from "../src/i18n/languages"
import { content, expect, expectHydrated, test } from "./fixtures"
import {
  giveHeaderRoom,
  HEADER_LANGUAGES,
  HEADER_ROW_WIDTHS,
  onScreenProblems,
  readHeaderControls,
  ROOMY_WIDTH,
  rowProblems,
  TEXT_SPACING,
  widestRowPage,
} from "./header-fit"

const HEIGHT = 800

/** The page in its language's own face, if it has one: `optional` may keep the system font on a first load. */
async function openInItsFont(page: Page, path: string) {
  await page.goto(path)
  const faces = await page.evaluate(() => document.fonts.ready.then((fonts) => fonts.size))
  if (!faces) return
  await page.reload()
  // A face declared but used by nothing on this page (the fetched twin of the face inside an Arabic
  // page) stays "unloaded": the page is in its face when one is loaded and none is pending or failed.
  const loaded = await page.evaluate(() =>
    document.fonts.ready.then(
      (fonts) =>
        [...fonts].some((face) => face.status === "loaded") &&
        [...fonts].every((face) => face.status === "loaded" || face.status === "unloaded"),
    ),
  )
  expect(loaded, "the language's face, cached after the first load").toBe(true)
}

const phoneMenuButton = (page: Page) => page.locator("details[data-phone-menu] > summary")

test.describe("the desktop header row", () => {
  for (const lang of HEADER_LANGUAGES) {
    const words = content(lang, "interface").navigation

    // One page load: the row as it is, then with WCAG 1.4.12's spacing, where what cannot fit wraps.
    test(`keeps every control's full box from the breakpoint to 1440 px, and on screen with WCAG's text spacing (${lang})`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width: ROOMY_WIDTH, height: HEIGHT })
      await openInItsFont(page, widestRowPage(lang, words))
      await page.evaluate(giveHeaderRoom, true)
      const roomy = await page.evaluate(readHeaderControls)
      await page.evaluate(giveHeaderRoom, false)
      for (const width of HEADER_ROW_WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT })
        expect(rowProblems(roomy, await page.evaluate(readHeaderControls)), `at ${width} px`).toEqual([])
      }
      const narrowest = { x: 0, y: 0, width: HEADER_ROW_WIDTHS[0], height: 100 }
      await page.setViewportSize({ width: narrowest.width, height: HEIGHT })
      await testInfo.attach(`header-${lang}-${narrowest.width}`, {
        body: await page.screenshot({ clip: narrowest }),
        contentType: "image/png",
      })

      await page.addStyleTag({ content: TEXT_SPACING })
      for (const width of HEADER_ROW_WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT })
        const spaced = await page.evaluate(readHeaderControls)
        expect(onScreenProblems(spaced), `spaced out, at ${width} px`).toEqual([])
        expect(spaced.controls, `spaced out, at ${width} px`).toHaveLength(roomy.controls.length)
      }
    })
  }

  // The browser's own setting (CDP): page zoom is not the same thing, as it narrows the viewport.
  test("with a 200 % default font size, every control is on screen and the menu reaches the rest", async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send("Page.setFontSizes", { fontSizes: { standard: 32 } })
    for (const lang of HEADER_LANGUAGES) {
      const words = content(lang, "interface").navigation
      await page.setViewportSize({ width: 1280, height: HEIGHT })
      await page.goto(localizedPath(lang, "/about/"))
      expect(onScreenProblems(await page.evaluate(readHeaderControls)), lang).toEqual([])
      const nav = page.getByRole("navigation", { name: words.label })
      if (await phoneMenuButton(page).isVisible()) await phoneMenuButton(page).click()
      for (const name of [words.contact, words.getStarted]) {
        const link = nav.getByRole("link", { name, exact: true })
        await link.scrollIntoViewIfNeeded()
        await expect(link, `${lang}: ${name}`).toBeInViewport({ ratio: 1 })
      }
      const languages = nav.locator("details[data-language-menu] > summary")
      await languages.scrollIntoViewIfNeeded()
      await expect(languages, `${lang}: the language menu`).toBeInViewport({ ratio: 1 })
    }
  })
})

/** Which focused element, if any, lies under the open phone menu's panel. */
function focusUnderMenu() {
  const focused = document.activeElement
  const panel = document.querySelector("details[data-phone-menu][open] nav")
  if (!focused || !panel || focused === document.body || panel.contains(focused)) return null
  if (focused.closest("header")) return null
  const [a, b] = [focused.getBoundingClientRect(), panel.getBoundingClientRect()]
  const covered = a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right
  return covered ? (focused.textContent ?? focused.tagName).trim() : null
}

/** On screen, give or take a fraction of a pixel where the device's pixels are not whole CSS ones. */
const ON_SCREEN = 0.95

test.describe("the open phone menu", () => {
  // A landscape phone, and 400 % zoom of a 1280×1024 screen (there without scripts: the menu works so).
  const SHORT_SCREENS = [
    {
      name: "a landscape phone",
      viewport: { width: 740, height: 360 },
      deviceScaleFactor: 2,
      javaScriptEnabled: true,
    },
    {
      name: "400 % zoom",
      viewport: { width: 320, height: 256 },
      deviceScaleFactor: 4,
      javaScriptEnabled: false,
    },
  ]
  for (const { name, viewport, deviceScaleFactor, javaScriptEnabled } of SHORT_SCREENS) {
    test(`scrolls, and the keyboard never lands off screen, on ${name}${javaScriptEnabled ? "" : " without JavaScript"}`, async ({
      browser,
    }) => {
      const lang = javaScriptEnabled ? "en" : "ar"
      const words = content(lang, "interface").navigation
      const context = await browser.newContext({ viewport, deviceScaleFactor, javaScriptEnabled })
      const page = await context.newPage()
      await page.goto(localizedPath(lang, "/services/"))
      await phoneMenuButton(page).focus()
      await page.keyboard.press("Enter")
      const nav = page.getByRole("navigation", { name: words.label })
      await expect(nav).toBeVisible()
      const getStarted = nav.getByRole("link", { name: words.getStarted })
      // A pointer scrolls the menu itself, not the page under it.
      await nav.hover({ position: { x: 10, y: 10 } })
      await page.mouse.wheel(0, 2000)
      await expect(getStarted).toBeInViewport({ ratio: ON_SCREEN })
      // The keyboard: every stop in the menu is on screen when it has focus.
      await phoneMenuButton(page).focus()
      for (;;) {
        await page.keyboard.press("Tab")
        const stop = page.locator(":focus")
        if (!(await nav.locator(":focus").count())) break
        await expect(stop).toBeInViewport({ ratio: ON_SCREEN })
      }
      await context.close()
    })
  }

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true })

    for (const javaScriptEnabled of [true, false]) {
      test(`keeps the keyboard out from under it${javaScriptEnabled ? "" : " without JavaScript"}`, async ({
        browser,
      }) => {
        const context = await browser.newContext({
          viewport: { width: 375, height: 740 },
          isMobile: true,
          javaScriptEnabled,
        })
        const page = await context.newPage()
        await page.goto(javaScriptEnabled ? "/" : "/fr/")
        await phoneMenuButton(page).focus()
        await page.keyboard.press("Enter")
        // Through the menu and well past its end.
        for (let stop = 0; stop < 16; stop++) {
          await page.keyboard.press("Tab")
          expect(await page.evaluate(focusUnderMenu), `stop ${stop + 1}`).toBeNull()
        }
        await context.close()
      })
    }

    test("closes on Escape from anywhere inside, the language menu first", async ({ page }) => {
      const words = content("ar", "interface").navigation
      await page.goto("/ar/about/")
      // Escape is the hydrated header's: a visitor pressing it sooner gets the menu's HTML behaviour.
      await expectHydrated(page.getByRole("banner"))
      const nav = page.getByRole("navigation", { name: words.label })
      await phoneMenuButton(page).focus()
      await page.keyboard.press("Enter")
      await nav.getByRole("link", { name: words.services, exact: true }).focus()
      await page.keyboard.press("Escape")
      await expect(nav).toBeHidden()
      await expect(phoneMenuButton(page)).toBeFocused()

      await page.keyboard.press("Enter")
      const languages = nav.locator("details[data-language-menu] > summary")
      await languages.focus()
      await page.keyboard.press("Enter")
      await page.keyboard.press("Tab")
      await expect(nav.getByRole("link", { name: "English" })).toBeFocused()
      await page.keyboard.press("Escape")
      await expect(nav.getByRole("link", { name: "English" })).toBeHidden()
      await expect(languages).toBeFocused()
      await page.keyboard.press("Escape")
      await expect(nav).toBeHidden()
      await expect(phoneMenuButton(page)).toBeFocused()
    })
  })
})

/** WCAG's relative luminance of an sRGB pixel. */
function luminance(r: number, g: number, b: number) {
  const channel = (value: number) => {
    const c = value / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  return { data, channels: info.channels }
}

/**
 * The focus ring against what it is drawn over: the pixels focus changed, each against the same
 * pixel unfocused; the median, so that the ring's anti-aliased edges do not decide.
 */
async function ringContrast(unfocused: Buffer, focused: Buffer) {
  const [before, after] = [await pixels(unfocused), await pixels(focused)]
  const ratios: number[] = []
  for (let i = 0; i < after.data.length; i += after.channels) {
    const [r0, g0, b0] = [before.data[i], before.data[i + 1], before.data[i + 2]]
    const [r1, g1, b1] = [after.data[i], after.data[i + 1], after.data[i + 2]]
    if (Math.abs(r0 - r1) + Math.abs(g0 - g1) + Math.abs(b0 - b1) < 30) continue
    const [l0, l1] = [luminance(r0, g0, b0), luminance(r1, g1, b1)]
    ratios.push((Math.max(l0, l1) + 0.05) / (Math.min(l0, l1) + 0.05))
  }
  ratios.sort((a, b) => a - b)
  return ratios[Math.floor(ratios.length / 2)] ?? 0
}

test.describe("the focus ring over the dark hero", () => {
  // Left to right and right to left: the rings do not depend on the words.
  for (const lang of ["en", "ar"]) {
    test(`stands out at 3:1 or more on the header and the hero's buttons (${lang})`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width: 1280, height: HEIGHT })
      await page.goto(localizedPath(lang, "/"))
      await page.evaluate(() => document.fonts.ready)
      const skipLink = page.locator("a[href='#main']")
      await skipLink.focus()
      const measured: { name: string; ratio: number }[] = []
      for (;;) {
        await page.keyboard.press("Tab")
        const stop = (await page.evaluateHandle(() => document.activeElement as HTMLElement)).asElement()!
        const inFirstScreen = await stop.evaluate(
          (element) =>
            !!element.closest("header, main > :first-child") &&
            element.getBoundingClientRect().bottom < innerHeight,
        )
        if (!inFirstScreen) break
        const box = (await stop.boundingBox())!
        const clip = { x: box.x - 8, y: box.y - 8, width: box.width + 16, height: box.height + 16 }
        const focused = await page.screenshot({ clip, animations: "disabled", caret: "hide" })
        await stop.evaluate((element) => element.blur())
        const unfocused = await page.screenshot({ clip, animations: "disabled", caret: "hide" })
        await stop.focus()
        const ratio = await ringContrast(unfocused, focused)
        const name = (await stop.textContent())?.trim() ?? ""
        measured.push({ name, ratio })
      }
      // The brand, the routes, Search, the language menu, Get Started and the hero's two buttons.
      expect(measured.length).toBeGreaterThanOrEqual(12)
      const faint = measured
        .filter(({ ratio }) => ratio < 3)
        .map(({ name, ratio }) => `${name}: ${ratio.toFixed(2)}`)
      await testInfo.attach("contrast", {
        body: measured.map(({ name, ratio }) => `${name}: ${ratio.toFixed(2)}`).join("\n"),
      })
      expect(faint, "focus rings under 3:1").toEqual([])
    })
  }
})
