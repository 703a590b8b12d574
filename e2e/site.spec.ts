import { expect, expectGatsbyStarted, expectNoAxeViolations, firmAge, test } from "./fixtures"

test.describe("the English site", () => {
  test("the browser loads no service-worker code: no plugin registers one (gatsby/build/no-service-worker.ts)", async ({
    page,
  }) => {
    const scripts: Promise<string>[] = []
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text())
    })
    await page.goto("/")
    await page.waitForLoadState("networkidle")
    const code = await Promise.all(scripts)
    expect(code.length).toBeGreaterThan(0)
    // Gatsby's .cache/register-service-worker.js, by the message it logs over plain HTTP.
    expect(code.filter((text) => text.includes("Service workers can only be used over HTTPS"))).toEqual([])
  })

  test("a jump to #main (the skip link) keeps every part as the server drew it: no code is fetched, nothing redrawn", async ({
    page,
  }) => {
    await page.goto("/services/")
    await expect
      .poll(() => page.evaluate(() => typeof (window as { ___loader?: unknown }).___loader))
      .toBe("object")
    await page.waitForLoadState("networkidle")
    const fetched: string[] = []
    page.on("request", (request) => fetched.push(request.url()))
    const footer = await page.getByRole("contentinfo").elementHandle()
    await page.keyboard.press("Tab")
    await page.getByRole("link", { name: "Skip to main content" }).press("Enter")
    await expect(page).toHaveURL(/#main$/)
    await page.waitForTimeout(1_000)
    expect(fetched.filter((url) => url.endsWith(".js"))).toEqual([])
    // The very element the server drew, not one drawn again by React.
    expect(await footer!.evaluate((element) => element.isConnected)).toBe(true)
    await expect(page.getByRole("heading", { level: 2, name: "Financial Advisory" })).toBeVisible()
  })
})

/**
 * The rule the islands hold (docs/machinery.md, "Islands"): no context or prop change may reach a
 * never-hydrated island from above, or React gives up its server HTML for an empty fallback.
 */
test.describe("islands keep the server's HTML on the first page", () => {
  test("the header's re-render on scroll leaves its never-hydrated navigation as the server drew it", async ({
    page,
  }) => {
    await page.goto("/services/")
    await expectGatsbyStarted(page)
    await page.waitForLoadState("networkidle")
    const banner = page.getByRole("banner")
    await page.evaluate(() => window.scrollTo(0, 400))
    // React re-rendered the header: the look it sets after scroll is there.
    await expect(banner).toHaveAttribute("data-look", "opaque")
    const navigation = banner.getByRole("navigation", { name: "Main" })
    await expect(navigation.getByRole("link", { name: "Get Started" })).toBeVisible()
    await expect(navigation.locator("details[data-language-menu] > summary")).toBeVisible()
    // The server's own elements: React has not drawn them (it marks the nodes it manages).
    expect(
      await navigation.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__react"))),
    ).toBe(false)
  })
})

test.describe("header", () => {
  const background = (page: import("@playwright/test").Page) =>
    page.getByRole("banner").evaluate((el) => getComputedStyle(el).backgroundColor)

  test("turns opaque with a shadow after 50 px of scroll and back at the top", async ({ page }) => {
    await page.goto("/")
    await expect.poll(() => background(page)).toBe("rgba(0, 0, 0, 0)")
    // At exactly 50 px it stays transparent: wait for the scroll to be handled and a frame drawn,
    // not for a length of time.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          window.addEventListener("scroll", () => requestAnimationFrame(() => setTimeout(resolve, 0)), {
            once: true,
          })
          window.scrollTo(0, 50)
        }),
    )
    expect(await background(page)).toBe("rgba(0, 0, 0, 0)")
    await page.evaluate(() => window.scrollTo(0, 51))
    await expect.poll(() => background(page)).toMatch(/^rgba\(255, 255, 255/)
    expect(await page.getByRole("banner").evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe("none")
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect.poll(() => background(page)).toBe("rgba(0, 0, 0, 0)")
  })

  test("marks the current page's link", async ({ page }) => {
    await page.goto("/about/")
    const nav = page.getByRole("navigation", { name: "Main" })
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page")
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page")
    await nav.getByRole("link", { name: "Company Profile" }).click()
    await expect(nav.getByRole("link", { name: "Company Profile" })).toHaveAttribute("aria-current", "page")
  })

  test("Get Started leads to the contact page", async ({ page }) => {
    await page.goto("/services/")
    await page.getByRole("link", { name: "Get Started" }).click()
    await expect(page).toHaveURL(/\/contact\/$/)
    await expect(page.getByRole("textbox", { name: "Full Name" })).toBeVisible()
  })

  test("shows a visible focus ring for keyboard users", async ({ page }) => {
    await page.goto("/services/")
    await page.keyboard.press("Tab")
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused()
    await page.keyboard.press("Tab")
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)
    expect(outline).toBe("solid")
  })
})

test.describe("mobile menu @mobile-only", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test("opens, closes on Escape, and closes when a link is followed", async ({ page }) => {
    await page.goto("/")
    // The menu's button is a <summary> (it opens before and without scripts): it has no role to find it by.
    const button = page.locator("details[data-phone-menu] > summary")
    const nav = page.getByRole("navigation", { name: "Main" })
    await expect(button).toHaveAccessibleName("Open menu")
    await expect(nav).toBeHidden()
    await button.click()
    await expect(button).toHaveAccessibleName("Close menu")
    await expect(nav).toBeVisible()
    await expectNoAxeViolations(page)
    await page.keyboard.press("Escape")
    await expect(nav).toBeHidden()
    await expect(button).toBeFocused()

    await button.click()
    await nav.getByRole("link", { name: "Services" }).click()
    await expect(page).toHaveURL(/\/services\/$/)
    await expect(nav).toBeHidden()
    await expect(button).toHaveAccessibleName("Open menu")
  })
})

test.describe("start-up", () => {
  test("moves no style sheet, so the browser styles the page once, and emotion still adds rules later", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const moved: string[] = []
      Object.assign(window, { movedSheets: moved })
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof HTMLStyleElement) moved.push(node.dataset.emotion ?? "<style>")
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto("/")
    const banner = page.getByRole("banner")
    // Hydrated: the header answers to scrolling with a rule emotion inserts at run time.
    await page.evaluate(() => window.scrollTo(0, 200))
    await expect
      .poll(() => banner.evaluate((el) => getComputedStyle(el).backgroundColor))
      .toMatch(/^rgba\(255, 255, 255/)
    expect(await page.evaluate(() => (window as unknown as { movedSheets: string[] }).movedSheets)).toEqual(
      [],
    )
    // The sheets from the build still style the page: the global one and the components' one.
    await expect(page.locator("head > style[data-emotion-rules]")).toHaveCount(1)
    await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("font-family", /^Georgia/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("color", "rgb(255, 255, 255)")
  })
})

test.describe("behaviour", () => {
  test("Start Your Transformation lands on the contact section and focuses it", async ({ page }) => {
    await page.goto("/")
    await page.getByRole("link", { name: "Start Your Transformation" }).click()
    const contact = page.locator("#contact")
    await expect(contact).toBeFocused()
    await expect(contact).toBeInViewport()
    await expect(page.getByRole("heading", { name: "Let’s talk about your next step" })).toBeInViewport()
  })

  test("the smooth scroll to the contact section ends with its top under the header @also-mobile", async ({
    page,
  }) => {
    // The sections in between are laid out only when near (src/components/ui/render-when-near.tsx): the scroll must
    // land on the section, not where their estimated heights would have put it.
    await page.goto("/")
    await page.getByRole("link", { name: "Start Your Transformation" }).click()
    let previous = -1
    await expect
      .poll(async () => {
        const [y, previousY] = [await page.evaluate(() => window.scrollY), previous]
        previous = y
        return y > 0 && y === previousY
      })
      .toBe(true)
    const header = await page.getByRole("banner").evaluate((el) => el.getBoundingClientRect().height)
    const top = await page.locator("#contact").evaluate((el) => el.getBoundingClientRect().top)
    expect(top).toBeGreaterThanOrEqual(header - 2)
    expect(top).toBeLessThan(header + 40)
  })

  test("Explore Services lands on the services section and focuses it", async ({ page }) => {
    await page.goto("/")
    await page.getByRole("link", { name: "Explore Services" }).click()
    await expect(page.locator("#services")).toBeFocused()
    await expect(
      page.getByRole("heading", { name: "Services built around your next decision" }),
    ).toBeInViewport()
  })

  test("hero jumps are instant under reduced motion", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" })
    const page = await context.newPage()
    await page.goto("/")
    await page.getByRole("link", { name: "Explore Services" }).click()
    // No smooth scrolling: the section is in place straight after the click.
    const top = await page.locator("#services").evaluate((el) => el.getBoundingClientRect().top)
    expect(Math.abs(top)).toBeLessThan(120)
    await context.close()
  })

  test("scroll position resets to the top on every path change", async ({ page }) => {
    await page.goto("/")
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.getByRole("contentinfo").getByRole("link", { name: "About" }).click()
    await expect(page).toHaveURL(/\/about\/$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.evaluate(() => window.scrollTo(0, 1500))
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact" }).click()
    await expect(page).toHaveURL(/\/contact\/$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test("counters count up when the achievements come into view", async ({ page }) => {
    await page.goto("/about/")
    const projects = page.getByTestId("counter").first()
    await page.getByText("Projects Completed").scrollIntoViewIfNeeded()
    await expect(projects).toHaveText("200+", { timeout: 5000 })
    await expect(page.getByTestId("counter").nth(1)).toHaveText(`${firmAge()}+`, { timeout: 5000 })
  })

  test("counters show their final figures at once under reduced motion", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" })
    const page = await context.newPage()
    await page.goto("/")
    const values = await page.getByTestId("counter").allTextContents()
    expect(values).toEqual(["200+", `${firmAge()}+`])
    await context.close()
  })
})
