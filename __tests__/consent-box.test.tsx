/**
 * The consent box on the enquiry form, both ways the firm's setting (data-policy.ts,
 * CONSENT_REQUIRED) can be: off, nothing of it on the page; on, an unticked box, labelled and linked
 * to the privacy notice, that the form's own post and the script's send both carry.
 */
import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { ContactForm } from "../src/components/contact/contact-form"
import { expectNoConsoleOutput } from "./helpers/console"
import { renderWithContent, wordsIn } from "./helpers/content"

/** What the build writes in from data-policy.ts (gatsby-node.ts). */
const setConsentRequired = (required: boolean) => (process.env.GATSBY_CONSENT_REQUIRED = String(required))
afterAll(() => delete process.env.GATSBY_CONSENT_REQUIRED)

const NOTICE_VERSIONS = { en: "2026-11-28", ar: "2026-11-28", fr: "2026-11-28" }
beforeAll(() => (process.env.GATSBY_PRIVACY_NOTICE_UPDATED = JSON.stringify(NOTICE_VERSIONS)))
afterAll(() => delete process.env.GATSBY_PRIVACY_NOTICE_UPDATED)

expectNoConsoleOutput()

const labelText = (lang: string) => wordsIn(lang).form.consent.split("{link}")[0].trim()

it("is not on the form where consent is not required", () => {
  setConsentRequired(false)
  renderWithContent(<ContactForm />, { lang: "en" })
  expect(screen.queryByRole("checkbox")).toBeNull()
  expect(document.querySelector('input[name="notice"]')).toBeNull()
})

it.each(["en", "ar", "fr"])(
  "where required, is an unticked, required box labelled in %s and linked to the privacy notice",
  (lang) => {
    setConsentRequired(true)
    renderWithContent(<ContactForm />, { lang })
    const box = screen.getByRole("checkbox", { name: new RegExp(labelText(lang).slice(0, 12)) })
    expect(box).not.toBeChecked()
    expect(box).toBeRequired()
    const link = screen.getAllByRole("link", { name: wordsIn(lang).form.privacyLink })
    expect(link.some((each) => box.closest("div")!.contains(each))).toBe(true)
    // The form's own post (no script) carries the box and the notice's version.
    const data = new FormData(box.closest("form")!)
    expect(data.get("notice")).toBe("2026-11-28")
    expect(data.get("consent")).toBeNull()
  },
)

it("where required, the script's send carries the ticked box and the notice's version", async () => {
  setConsentRequired(true)
  const fetchMock = jest.fn(async () => ({
    ok: true,
    status: 200,
    headers: new Headers(),
    json: async () => ({ ok: true, id: "id-1" }),
  }))
  global.fetch = fetchMock as unknown as typeof fetch
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
  renderWithContent(<ContactForm />, { lang: "en" })
  await user.type(screen.getByLabelText("Full Name", { exact: false }), "Lina Saad")
  await user.type(screen.getByLabelText("Email Address", { exact: false }), "lina@example.org")
  await user.type(screen.getByLabelText("Message", { exact: false }), "Hello")
  await user.click(screen.getByRole("checkbox"))
  await user.click(screen.getByRole("button"))
  await screen.findByRole("button", { name: "Message Sent Successfully!" })
  const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
  expect(JSON.parse(String(init.body))).toMatchObject({ consent: "yes", notice: "2026-11-28" })
})
