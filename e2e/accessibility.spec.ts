/**
 * What axe cannot see and a keyboard, zoom or screen-reader visitor meets: focus after a send, the
 * contrast of focus rings and field borders on the pages' real backgrounds, the announcement after
 * a move inside the site, the book's pages in reading order. The enquiry's states are in
 * enquiry.spec.ts; the header's rows and menus in header.spec.ts.
 */
import type { ElementHandle, Locator, Page } from "@playwright/test"
import sharp from "sharp"
import { ENQUIRY_PATH } from "../functions/send-contact-email/contract"
import { ENGLISH_FORM, formOn, typeEnquiry } from "./enquiry-form"
import { content, expect, expectGatsbyStarted, expectHydrated, test } from "./fixtures"

type Rgb = readonly [number, number, number]

function luminance([r, g, b]: Rgb): number {
  const linear = (value: number) => {
    const c = value / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** WCAG's contrast ratio of two colours. */
function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/**
 * How a focus ring stands out from what it covers: the element is shot without focus and with it,
 * and every pixel that changed is compared with what was there before. The median of those ratios
 * (the ring's body, not its anti-aliased edges) is what a visitor sees.
 */
async function ringContrast(
  page: Page,
  target: Locator | ElementHandle<HTMLElement>,
  focusable = target,
): Promise<number> {
  const box = await target.boundingBox()
  if (!box) return Infinity
  const viewport = page.viewportSize()!
  const margin = 10
  const x = Math.max(0, Math.floor(box.x - margin))
  const y = Math.max(0, Math.floor(box.y - margin))
  const clip = {
    x,
    y,
    width: Math.min(viewport.width, Math.ceil(box.x + box.width + margin)) - x,
    height: Math.min(viewport.height, Math.ceil(box.y + box.height + margin)) - y,
  }
  const focused = await pixels(await page.screenshot({ clip, animations: "disabled", caret: "hide" }))
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  const unfocused = await pixels(await page.screenshot({ clip, animations: "disabled", caret: "hide" }))
  await focusable.focus()
  const ratios: number[] = []
  for (let index = 0; index < focused.data.length; index += 3) {
    const now: Rgb = [focused.data[index], focused.data[index + 1], focused.data[index + 2]]
    const before: Rgb = [unfocused.data[index], unfocused.data[index + 1], unfocused.data[index + 2]]
    if (Math.abs(now[0] - before[0]) + Math.abs(now[1] - before[1]) + Math.abs(now[2] - before[2]) > 24)
      ratios.push(contrast(now, before))
  }
  if (ratios.length === 0) return 0
  ratios.sort((a, b) => a - b)
  return ratios[Math.floor(ratios.length / 2)]
}

test.describe("focus rings and borders on the pages' own backgrounds", () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  // The header and the home page's dark hero are measured with the header (header.spec.ts).
  for (const route of ["/contact/", "/company-profile/", "/insights/"]) {
    test(`every focus ring on ${route}, below the header, stands out at least 3:1`, async ({ page }) => {
      // Two shots per focus stop, 30 to 60 stops a page.
      test.setTimeout(120_000)
      await page.goto(route)
      await page.waitForLoadState("networkidle")
      await expectGatsbyStarted(page)
      await page.locator("main").focus()
      const weak: string[] = []
      for (let stop = 0; stop < 80; stop++) {
        await page.keyboard.press("Tab")
        const focused = (await page.evaluateHandle(
          () => document.activeElement,
        )) as ElementHandle<HTMLElement>
        const where = await focused.evaluate((element) => ({
          inHeader: !!element.closest("header, [role=banner]"),
          name: (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40),
          isBody: element === document.body,
        }))
        if (where.isBody) break
        if (where.inHeader) continue
        let ratio = await ringContrast(page, focused)
        // A card draws the ring round itself, outside its link (:focus-within): measure the card.
        if (ratio === 0) {
          const card = (await focused.evaluateHandle(
            (element) => element.closest("article, li") ?? element.parentElement!,
          )) as ElementHandle<HTMLElement>
          ratio = await ringContrast(page, card, focused)
        }
        if (ratio < 3) weak.push(`${where.name}: ${ratio.toFixed(2)}`)
      }
      expect(weak).toEqual([])
    })
  }

  test("the zoomed book's focus ring stands out over a white page and over the backdrop", async ({
    page,
  }) => {
    await page.goto("/company-profile/#page=2")
    await page.waitForLoadState("networkidle")
    await page.getByRole("button", { name: "Fullscreen", exact: true }).click()
    const dialog = page.getByRole("dialog")
    await dialog.getByRole("button", { name: "Zoom in" }).click()
    await page.keyboard.press("+")
    await page.keyboard.press("+")
    const zoomed = dialog.getByRole("region", { name: /^Pages? 2/ })
    await expect(zoomed.getByAltText("Page 2")).toBeVisible()
    await zoomed.focus()
    // Fill the view with the page's white margin, then with its middle.
    for (const key of ["Home", "ArrowDown"]) {
      await page.keyboard.press(key)
      expect(await ringContrast(page, zoomed)).toBeGreaterThanOrEqual(3)
    }
  })

  for (const route of ["/", "/contact/"]) {
    test(`the form's field borders on ${route} are at least 3:1 against what is behind them`, async ({
      page,
    }) => {
      await page.goto(route)
      const f = formOn(page)
      for (const field of [f.name, f.email, f.company, f.message]) {
        const [border, behind] = await field.evaluate((element) => {
          const rgb = (color: string) => (color.match(/\d+(\.\d+)?/g) ?? []).map(Number)
          let parent = element.parentElement
          while (parent && rgb(getComputedStyle(parent).backgroundColor)[3] === 0)
            parent = parent.parentElement
          return [
            rgb(getComputedStyle(element).borderTopColor),
            rgb(parent ? getComputedStyle(parent).backgroundColor : "rgb(255, 255, 255)"),
          ]
        })
        expect(contrast(border as unknown as Rgb, behind as unknown as Rgb)).toBeGreaterThanOrEqual(3)
      }
    })
  }
})

test.describe("the enquiry keeps the keyboard's place", () => {
  async function arrive(page: Page) {
    await page.goto("/contact/")
    const f = formOn(page)
    await expectHydrated(f.form)
    await typeEnquiry(f, { name: "Lina Saad", email: "lina@example.org", company: "", message: "Hello" })
    await f.message.focus()
    await page.keyboard.press("Tab")
    await expect(f.button).toBeFocused()
    return f
  }

  test("Send keeps focus while sending; once sent, focus is on the confirmation and Tab goes on to the form", async ({
    page,
  }) => {
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(`**${ENQUIRY_PATH}`, async (route) => {
      await released
      await route.fulfill({ status: 200, contentType: "application/json", body: '{"ok":true,"id":"x"}' })
    })
    const f = await arrive(page)
    await page.keyboard.press("Enter")
    await expect(f.button).toHaveText("Sending...")
    await expect(f.button).toBeFocused()
    release()
    const words = content("en", "interface").form
    const confirmation = f.form.getByText(words.sentText)
    await expect(confirmation).toBeFocused()
    await page.keyboard.press("Tab")
    await expect(f.name).toBeFocused()
  })

  test("a refusal about a field takes focus to that field, marked invalid and described by the reason", async ({
    page,
  }) => {
    await page.route(`**${ENQUIRY_PATH}`, (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({ error: "Invalid email.", code: "invalid_email", field: "email" }),
      }),
    )
    const f = await arrive(page)
    await page.keyboard.press("Enter")
    await expect(f.alert).toBeVisible()
    await expect(f.email).toBeFocused()
    await expect(f.email).toHaveAttribute("aria-invalid", "true")
    await expect(f.email).toHaveAccessibleDescription(/valid email address/)
  })
})

test.describe("after a move inside the site", () => {
  for (const lang of ["ar", "fr"]) {
    test(`in ${lang}, the new page is announced by its heading, in the page's language, once`, async ({
      page,
    }) => {
      const words = content(lang, "interface")
      await page.goto(`/${lang}/contact/`)
      const f = formOn(page, { ...ENGLISH_FORM, label: words.form.label })
      await expectHydrated(f.form)
      const contactHeading = (await page.locator("main h1").textContent())!.trim()
      await f.form.getByRole("link", { name: words.form.privacyLink }).click()
      await page.waitForURL(`**/${lang}/privacy/`)
      // The address changes before the new page is drawn: its heading is read once it is there.
      await expect(page.locator("main h1")).not.toHaveText(contactHeading)
      const heading = (await page.locator("main h1").textContent())!.trim()
      const announcer = page.locator("#route-announcer")
      await expect(announcer).toHaveText(words.announcer.navigated.replace("{page}", heading))
      await expect(announcer).toHaveAttribute("lang", lang)
      await expect(announcer).toHaveAttribute("aria-live", "assertive")
      // Gatsby's own announcer, in English and often naming the page just left, is silenced.
      await expect(page.locator("#gatsby-announcer")).toBeHidden()
    })
  }
})

test.describe("the Arabic book for a screen reader", () => {
  test.use({ viewport: { width: 1366, height: 800 }, reducedMotion: "reduce" })

  test("a spread's pages reach the accessibility tree in reading order, 4 before 5", async ({ page }) => {
    const words = content("ar", "interface").ebook
    await page.goto("/ar/company-profile/#page=4")
    await page.waitForLoadState("networkidle")
    const name = (number: number) => words.pageAlt.replace("{page}", String(number))
    await expect(page.getByAltText(name(5), { exact: true })).toBeVisible()
    await expect(page.getByRole("region", { name: words.bookLabel })).toHaveAttribute("aria-busy", "false")
    // Chromium's own tree, as a screen reader gets it: depth first from the root.
    const session = await page.context().newCDPSession(page)
    const { nodes } = (await session.send("Accessibility.getFullAXTree")) as {
      nodes: { nodeId: string; childIds?: string[]; role?: { value: string }; name?: { value: string } }[]
    }
    const byId = new Map(nodes.map((node) => [node.nodeId, node]))
    const order: string[] = []
    const visit = (id: string) => {
      const node = byId.get(id)
      if (!node) return
      if (node.role?.value === "image" && /\d/.test(node.name?.value ?? "")) order.push(node.name!.value)
      for (const child of node.childIds ?? []) visit(child)
    }
    visit(nodes[0].nodeId)
    expect(order.filter((said) => said === name(4) || said === name(5))).toEqual([name(4), name(5)])
  })
})
