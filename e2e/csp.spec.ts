/**
 * The built site served with the headers Netlify sends for it (public/_headers, which the local
 * server sends by default): every route, the E-Book and the enquiry form work under the Content-Security-Policy, and the
 * console shows no violation.
 */
import { expect, type Page, test } from "@playwright/test"
import { SITE_ROUTES } from "../scripts/site-routes"
import { ROUTES as SITE_PAGES } from "../src/routes"
import { content } from "./fixtures"

const ROUTES = [...SITE_ROUTES, "/no-such-page/", "/ar/no-such-page/"]
const NAVIGATION = content("en", "interface").navigation

/** Collects CSP violations (reported as DOM events and as console errors) and other console errors. */
async function watch(page: Page) {
  const violations: string[] = []
  const errors: string[] = []
  await page.exposeFunction("__reportViolation", (text: string) => violations.push(text))
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
  page.on("console", (message) => {
    if (message.type() === "error" || /Content Security Policy/i.test(message.text()))
      errors.push(message.text())
  })
  page.on("pageerror", (error) => errors.push(error.message))
  return { violations, errors }
}

for (const route of ROUTES) {
  test(`${route} runs under the CSP with no violation`, async ({ page }) => {
    const seen = await watch(page)
    const response = await page.goto(route)
    // An address outside the build gets no CSP header (gatsby/headers/response-headers.ts: the site's
    // policy is set per top-level name so that /admin/ can have its own); the 404 page's <meta> applies.
    const policy =
      response!.headers()["content-security-policy"] ??
      (route.split("/").length === 3
        ? await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content")
        : undefined)
    expect(policy).toContain("default-src 'self'")
    expect(policy).not.toContain("unsafe-eval")
    expect(response!.headers()["x-frame-options"]).toBe("DENY")
    // Gatsby's inline scripts ran (hashed) and React took over the page.
    await expect
      .poll(() => page.evaluate(() => typeof (window as { ___loader?: unknown }).___loader))
      .toBe("object")
    // Scrolled, the parts hydrated when seen fetch and run their code: wait for it, not for a time.
    const inFlight = new Set<unknown>()
    page.on("request", (request) => inFlight.add(request))
    page.on("requestfinished", (request) => inFlight.delete(request))
    page.on("requestfailed", (request) => inFlight.delete(request))
    await page.mouse.wheel(0, 800)
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))
    await expect.poll(() => inFlight.size).toBe(0)
    expect(seen.violations).toEqual([])
    expect(seen.errors.filter((text) => !/status of 404/.test(text))).toEqual([])
  })
}

test("client-side navigation across every route stays within the policy", async ({ page }) => {
  const seen = await watch(page)
  await page.goto("/")
  for (const link of SITE_PAGES.slice(1)) {
    await page
      .locator("header")
      .getByRole("link", { name: NAVIGATION[link.key], exact: true })
      .first()
      .click()
    await expect(page).toHaveURL(new RegExp(`${link.path}$`))
  }
  expect(seen.violations).toEqual([])
  expect(seen.errors).toEqual([])
})

test("the policy is in force: a script injected into the page does not run", async ({ page }) => {
  const seen = await watch(page)
  await page.goto("/")
  await expect
    .poll(() => page.evaluate(() => typeof (window as { ___loader?: unknown }).___loader))
    .toBe("object")
  const injected = await page.evaluate(() => {
    const script = document.createElement("script")
    script.textContent = "window.__injected = true"
    document.body.append(script)
    return (window as { __injected?: boolean }).__injected === true
  })
  expect(injected).toBe(false)
  await expect.poll(() => seen.violations.join("\n")).toContain("script-src")
  // Neither policy allows eval; the page's own policy lists hashes, never 'unsafe-inline'.
  const metaPolicy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content")
  const scriptSrc = metaPolicy!
    .split(";")
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith("script-src"))
  expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/)
  expect(metaPolicy).not.toContain("unsafe-eval")
})

test("the E-Book opens and turns a page under the CSP", async ({ page }) => {
  const seen = await watch(page)
  await page.goto("/company-profile/")
  await page.getByRole("button", { name: "Open Interactive Book" }).click()
  await expect(page.getByAltText("Page 1", { exact: true })).toBeVisible({ timeout: 20_000 })
  await page.getByRole("button", { name: "Next" }).click()
  await expect(page.getByText(/^Pages? \d+(–\d+)? of \d+$/)).toHaveText(/^Pages? 2/)
  // The turn has run to its end (the book is no longer busy), styles and all.
  await expect(page.getByRole("region", { name: /company profile pages/i })).toHaveAttribute(
    "aria-busy",
    "false",
  )
  expect(seen.violations).toEqual([])
  expect(seen.errors).toEqual([])
})

test("the enquiry form sends under the CSP", async ({ page }) => {
  const seen = await watch(page)
  await page.goto("/contact/")
  await page.getByLabel("Full Name").fill("Policy Check")
  await page.getByLabel("Email Address").fill("policy@example.com")
  await page
    .getByLabel("Message")
    .fill("Checking that the form works with the Content-Security-Policy applied.")
  await page.getByRole("button", { name: "Send Message" }).click()
  await expect(page.getByRole("button", { name: "Message Sent Successfully!" })).toBeVisible({
    timeout: 20_000,
  })
  expect(seen.violations).toEqual([])
  expect(seen.errors).toEqual([])
})
