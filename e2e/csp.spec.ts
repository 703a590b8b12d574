/**
 * The Content-Security-Policy as chromium enforces it. Every test of the suite fails on a violation
 * (the `policy` fixture in e2e/fixtures.ts), so every page visit, the E-Book and the enquiry run
 * under it; here, that it is really in force, and that client-side navigation stays within it. That
 * each page's policy lists exactly its inline scripts: __tests__/built/head-tags.test.ts.
 */
import { NAVIGATION_ROUTES } from "../src/routes"
import { content, expect, expectGatsbyStarted, test } from "./fixtures"

const NAVIGATION = content("en", "interface").navigation

test("the policy is in force: a script injected into the page does not run", async ({ page, policy }) => {
  await page.goto("/")
  await expectGatsbyStarted(page)
  const injected = await page.evaluate(() => {
    const script = document.createElement("script")
    script.textContent = "window.__injected = true"
    document.body.append(script)
    return (window as { __injected?: boolean }).__injected === true
  })
  expect(injected).toBe(false)
  await expect.poll(() => policy.violations.join("\n")).toContain("script-src")
  // The expected violation, seen: the fixture checks that nothing else was refused.
  policy.violations.length = 0
})

test("client-side navigation across every route stays within the policy, with nothing in the console", async ({
  page,
}) => {
  const errors: string[] = []
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()))
  page.on("pageerror", (error) => errors.push(error.message))
  await page.goto("/")
  await expectGatsbyStarted(page)
  for (const route of NAVIGATION_ROUTES.slice(1)) {
    await page
      .locator("header")
      .getByRole("link", { name: NAVIGATION[route.key], exact: true })
      .first()
      .click()
    await expect(page).toHaveURL(new RegExp(`${route.path}$`))
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  }
  expect(errors).toEqual([])
})
