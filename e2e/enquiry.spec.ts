import type { Page, Route } from "@playwright/test"
import { ENQUIRY_PATH, HONEYPOT_FIELD } from "../functions/send-contact-email/contract"
import { type Enquiry, ENGLISH_FORM, formOn, storedEnquiries, typeEnquiry } from "./enquiry-form"
import { content, expect, expectHydrated, expectNoAxeViolations, test } from "./fixtures"

// The specification's exact English (its states, error catalogue and timings).
const SUBMIT_LABEL = "Send Message"
const SENDING_LABEL = "Sending..."
const SENT_LABEL = "Message Sent Successfully!"
const SENT_RESET_MS = 5_000
const EMAIL = content("en", "site").contact.email
// With no reason from the server, the sentence goes on without one (decisions.md).
const failure = (detail: string) =>
  `Failed to send message. ${detail ? `${detail} ` : ""}Please try again or contact us directly at ${EMAIL}`

async function fillIn(page: Page, enquiry: Enquiry, words = ENGLISH_FORM) {
  const f = formOn(page, words)
  // Like a visitor, get to the form first: at the foot of / it hydrates as it comes near.
  await f.form.scrollIntoViewIfNeeded()
  await expectHydrated(f.form)
  await typeEnquiry(f, enquiry)
}

for (const route of ["/", "/contact/"]) {
  test(`on ${route} an enquiry is sent, the button turns green, the form clears and is back after 5 s`, async ({
    page,
  }, testInfo) => {
    const consoleLines: string[] = []
    page.on("console", (message) => consoleLines.push(message.text()))
    const enquiry = {
      // Unique per run: the e2e outbox keeps what earlier runs sent.
      name: `Visitor ${testInfo.testId} ${Date.now()}`,
      email: "visitor@example.org",
      company: "Example Trading",
      message: "We would like to talk about <expansion> & growth.\nSecond line.",
    }
    // The page's clock is the test's: the 5 s are counted, not waited for.
    await page.clock.install()
    await page.goto(route)
    const f = formOn(page)
    await fillIn(page, enquiry)
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
    await f.button.click()

    await expect(f.button).toHaveText(SENT_LABEL)
    await expect(f.button).toHaveCSS("background-color", "rgb(30, 125, 69)")
    for (const field of [f.name, f.email, f.company, f.message]) await expect(field).toHaveValue("")
    expect(storedEnquiries(enquiry.name)).toEqual([enquiry])

    await page.clock.runFor(SENT_RESET_MS - 1)
    await expect(f.button).toHaveText(SENT_LABEL)
    await page.clock.runFor(1)
    await expect(f.button).toHaveText(SUBMIT_LABEL)
    expect(consoleLines.join("\n")).not.toContain("visitor@example.org")
    expect(consoleLines.join("\n")).not.toContain(enquiry.name)
  })
}

test("while sending the button is disabled and reads Sending...; a second click sends nothing", async ({
  page,
}) => {
  let requests = 0
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**${ENQUIRY_PATH}`, async (route) => {
    requests++
    await released
    await route.fulfill({ status: 200, contentType: "application/json", body: '{"ok":true,"id":"x"}' })
  })
  await page.goto("/contact/")
  const f = formOn(page)
  await fillIn(page, { name: "Slow Sender", email: "slow@example.org", company: "", message: "Hi" })
  await f.button.click()
  await expect(f.button).toHaveText(SENDING_LABEL)
  await expect(f.button).toBeDisabled()
  await f.button.click({ force: true })
  release()
  await expect(f.button).toHaveText(SENT_LABEL)
  expect(requests).toBe(1)
})

const failures: [string, (route: Route) => Promise<void>, string][] = [
  [
    "a 500 with a JSON error",
    (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ error: "Mail server down." }),
      }),
    "Mail server down.",
  ],
  [
    "a 500 without JSON",
    (route) =>
      route.fulfill({ status: 500, contentType: "text/html", body: "<h1>Internal Server Error</h1>" }),
    "",
  ],
  ["a cut network", (route) => route.abort("internetdisconnected"), ""],
]

for (const [label, answer, detail] of failures) {
  test(`with ${label}: the exact error, every field kept, error cleared at the next submit`, async ({
    page,
  }) => {
    await page.route(`**${ENQUIRY_PATH}`, answer)
    await page.goto("/contact/")
    const f = formOn(page)
    const enquiry = {
      name: "Nour Aziz",
      email: "nour@example.org",
      company: "Aziz Holdings",
      message: "Ünïcödé, emoji 🚀 and spaces   kept.\nSecond line.",
    }
    await fillIn(page, enquiry)
    await f.button.click()

    await expect(f.alert).toHaveText(failure(detail))
    await expect(f.alert.getByRole("link", { name: EMAIL })).toHaveAttribute("href", `mailto:${EMAIL}`)
    await expect(f.button).toHaveText(SUBMIT_LABEL)
    await expect(f.name).toHaveValue(enquiry.name)
    await expect(f.email).toHaveValue(enquiry.email)
    await expect(f.company).toHaveValue(enquiry.company)
    await expect(f.message).toHaveValue(enquiry.message)

    // The next submit clears the error at once, before its own answer arrives.
    await page.unroute(`**${ENQUIRY_PATH}`)
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(`**${ENQUIRY_PATH}`, async (route) => {
      await released
      await route.continue()
    })
    await f.button.click()
    await expect(f.button).toHaveText(SENDING_LABEL)
    await expect(f.alert).toHaveCount(0)
    release()
    await expect(f.button).toHaveText(SENT_LABEL)
    await expect(f.alert).toHaveCount(0)
  })
}

test("native validation blocks an empty or malformed submit; nothing is sent", async ({ page }) => {
  let requests = 0
  page.on("request", (request) => {
    if (request.url().includes(ENQUIRY_PATH)) requests++
  })
  await page.goto("/contact/")
  const f = formOn(page)
  await f.button.click()
  expect(await f.name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true)
  await expect(f.name).toBeFocused()

  await f.name.fill("Sami")
  await f.email.fill("not-an-address")
  await f.message.fill("Hello")
  await f.button.click()
  expect(await f.email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true)
  await expect(f.email).toBeFocused()

  await f.email.fill("sami@example.org")
  await f.message.fill("")
  await f.button.click()
  await expect(f.message).toBeFocused()
  await expect(f.button).toHaveText(SUBMIT_LABEL)
  expect(requests).toBe(0)
})

test("the honeypot cannot be reached by keyboard or seen by assistive tech", async ({ page }) => {
  await page.goto("/contact/")
  const f = formOn(page)
  await f.message.focus()
  await page.keyboard.press("Tab")
  await expect(f.button).toBeFocused()
  await expect(f.form.getByRole("textbox")).toHaveCount(4)
  await expect(page.locator(`input[name="${HONEYPOT_FIELD}"]`)).not.toBeInViewport()
})

test("the form passes axe in its failed and sent states", async ({ page }) => {
  await page.route(`**${ENQUIRY_PATH}`, (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"Mail server down."}' }),
  )
  await page.goto("/contact/")
  const f = formOn(page)
  await fillIn(page, { name: "Axe Check", email: "axe@example.org", company: "", message: "Hi" })
  await f.button.click()
  await expect(f.alert).toBeVisible()
  await expectNoAxeViolations(page)
  await page.unroute(`**${ENQUIRY_PATH}`)
  await page.route(`**${ENQUIRY_PATH}`, (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: '{"ok":true,"id":"x"}' }),
  )
  await f.button.click()
  await expect(f.button).toHaveText(SENT_LABEL)
  await expectNoAxeViolations(page)
})

test.describe("in Arabic", () => {
  const words = content("ar", "interface").form
  const arabicEmail = content("ar", "site").contact.email

  test("an enquiry is sent and stored, with Arabic labels and states", async ({ page }, testInfo) => {
    const enquiry = {
      name: `زائر ${testInfo.testId} ${Date.now()}`,
      email: "zaer@example.org",
      company: "شركة المثال",
      message: "نودّ مناقشة خطة للتوسع في السوق المصرية.",
    }
    await page.goto("/ar/contact/")
    const f = formOn(page, words)
    await fillIn(page, enquiry, words)
    await f.button.click()
    await expect(f.button).toHaveText(words.sent)
    expect(storedEnquiries(enquiry.name).map(({ name, message }) => ({ name, message }))).toEqual([
      { name: enquiry.name, message: enquiry.message },
    ])
  })

  test("a refused enquiry shows the reason in Arabic and keeps every character", async ({ page }) => {
    await page.route(`**${ENQUIRY_PATH}`, (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        headers: { "Retry-After": "540" },
        body: JSON.stringify({ error: "Too many enquiries from your connection.", code: "rate_limited" }),
      }),
    )
    await page.goto("/ar/contact/")
    const f = formOn(page, words)
    const enquiry = { name: "لينا سعد", email: "lina@example.org", company: "", message: "مرحباً،\nسطر ثانٍ." }
    await fillIn(page, enquiry, words)
    await f.button.click()
    // Nine minutes: Arabic's "few" form (3–10), the plural دقائق.
    const detail = words.errors.rate_limited.few!.replace("{minutes}", "9")
    await expect(f.alert).toHaveText(
      words.failure.replace("{detail}", detail).replace("{email}", arabicEmail),
    )
    await expect(f.name).toHaveValue(enquiry.name)
    await expect(f.message).toHaveValue(enquiry.message)
    await expect(f.button).toHaveText(words.submit)
    await expectNoAxeViolations(page)
  })
})
