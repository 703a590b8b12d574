import { act, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { FIELD_LIMITS, HONEYPOT_FIELD } from "../functions/send-contact-email/contract"
import { ContactForm } from "../src/components/contact/contact-form"
import { SENT_RESET_MS } from "../src/components/contact/use-enquiry"
import { expectNoConsoleOutput } from "./helpers/console"
import { contentFile, renderWithContent, wordsIn } from "./helpers/content"

// The specification's exact English (its states and error catalogue).
const SUBMIT_LABEL = "Send Message"
const SENDING_LABEL = "Sending..."
const SENT_LABEL = "Message Sent Successfully!"
const FIELD_LABELS = {
  name: "Full Name",
  email: "Email Address",
  company: "Company Name",
  message: "Message",
}
const site = contentFile("en", "site")

type Answer = { ok: boolean; status: number; headers: Headers; json: () => Promise<unknown> }

/** Each call waits until the test answers it. */
function pendingFetch() {
  const answers: ((answer: Answer | Error) => void)[] = []
  const fetchMock = jest.fn(
    () =>
      new Promise<Answer>((resolve, reject) =>
        answers.push((answer) => (answer instanceof Error ? reject(answer) : resolve(answer))),
      ),
  )
  global.fetch = fetchMock as unknown as typeof fetch
  return {
    fetchMock,
    answer: (index: number, answer: Answer | Error) => act(async () => answers[index](answer)),
  }
}

const json = (status: number, body: unknown): Answer => ({
  ok: status < 300,
  status,
  headers: new Headers(),
  json: async () => body,
})

function setup(lang = "en") {
  const labels = lang === "en" ? FIELD_LABELS : wordsIn(lang).form
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime })
  renderWithContent(<ContactForm />, { lang })
  const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement
  return {
    user,
    name: field(labels.name),
    email: field(labels.email),
    company: field(labels.company),
    message: field(labels.message),
    button: () => screen.getByRole("button"),
  }
}

async function fillIn(form: ReturnType<typeof setup>) {
  await form.user.type(form.name, "Lina Saad")
  await form.user.type(form.email, "lina@example.org")
  await form.user.type(form.company, "Saad Trading")
  await form.user.type(form.message, "Line one{enter}Line two <3")
}

expectNoConsoleOutput()

it("sends, disables the button while sending, turns green with the sent text, clears, and resets after 5 s", async () => {
  const { fetchMock, answer } = pendingFetch()
  const form = setup()
  await fillIn(form)
  await form.user.click(form.button())

  // Disabled for assistive technology and ignored, yet focusable: the visitor keeps their place.
  expect(form.button()).toHaveAttribute("aria-disabled", "true")
  expect(form.button()).not.toHaveAttribute("disabled")
  expect(form.button()).toHaveTextContent(SENDING_LABEL)
  await form.user.click(form.button())
  expect(fetchMock).toHaveBeenCalledTimes(1)
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
  expect(url).toBe("/functions/v1/send-contact-email")
  expect(JSON.parse(String(init.body))).toEqual({
    name: "Lina Saad",
    email: "lina@example.org",
    company: "Saad Trading",
    message: "Line one\nLine two <3",
    [HONEYPOT_FIELD]: "",
    language: "en",
  })

  await answer(0, json(200, { ok: true, id: "x" }))
  expect(form.button()).toHaveTextContent(SENT_LABEL)
  expect(form.button()).toBeEnabled()
  expect(screen.getByRole("status")).toHaveTextContent(SENT_LABEL)
  for (const input of [form.name, form.email, form.company, form.message]) expect(input).toHaveValue("")

  act(() => jest.advanceTimersByTime(SENT_RESET_MS - 1))
  expect(form.button()).toHaveTextContent(SENT_LABEL)
  act(() => jest.advanceTimersByTime(1))
  expect(form.button()).toHaveTextContent(SUBMIT_LABEL)
})

it.each(["en", "ar", "fr"])(
  "in %s, confirms a sent enquiry where focus lands, and keeps saying so until a new message is started",
  async (lang) => {
    const words = wordsIn(lang).form
    const { answer } = pendingFetch()
    const form = setup(lang)
    await form.user.type(form.name, "Lina Saad")
    await form.user.type(form.email, "lina@example.org")
    await form.user.type(form.message, "Hello")
    await form.user.click(form.button())
    await answer(0, json(200, { ok: true, id: "x" }))

    // The spec's words, then the sent page's; French spaces kept as they are.
    const confirmed = () => screen.queryByText(words.sentText, { exact: false, normalizer: (text) => text })
    const confirmation = confirmed()!
    expect(confirmation.textContent).toBe(words.sent + words.sentText)
    expect(confirmation).toHaveFocus()
    act(() => jest.advanceTimersByTime(SENT_RESET_MS * 12))
    expect(form.button()).toHaveTextContent(words.submit)
    expect(confirmed()).toBeVisible()

    await form.user.tab()
    expect(form.name).toHaveFocus()
    await form.user.type(form.name, "L")
    expect(confirmed()).not.toBeInTheDocument()
  },
)

it("ties a refusal about a field to that field and moves focus there; any other refusal takes focus itself", async () => {
  const words = wordsIn("en").form
  const { answer } = pendingFetch()
  const form = setup()
  await fillIn(form)
  await form.user.click(form.button())
  await answer(0, json(400, { error: "Invalid email.", code: "invalid_email", field: "email" }))

  const alert = screen.getByRole("alert")
  expect(alert).toHaveTextContent(words.errors.invalid_email)
  expect(form.email).toHaveFocus()
  expect(form.email).toHaveAttribute("aria-invalid", "true")
  expect(form.email).toHaveAccessibleDescription(alert.textContent!)
  for (const other of [form.name, form.company, form.message])
    expect(other).not.toHaveAttribute("aria-invalid")

  await form.user.click(form.button())
  expect(form.email).not.toHaveAttribute("aria-invalid")
  await answer(1, json(502, { error: "Down.", code: "delivery_failed" }))
  expect(screen.getByRole("alert")).toHaveFocus()
  expect(form.email).not.toHaveAttribute("aria-invalid")
})

it("on failure shows the exact error with a mailto link, keeps every character, and clears it at the next submit", async () => {
  const { answer } = pendingFetch()
  const form = setup()
  await fillIn(form)
  await form.user.click(form.button())
  await answer(0, json(500, { error: "Mail server down." }))

  const alert = screen.getByRole("alert")
  expect(alert.textContent).toBe(
    `Failed to send message. Mail server down. Please try again or contact us directly at ${site.contact.email}`,
  )
  expect(screen.getByRole("link", { name: site.contact.email })).toHaveAttribute(
    "href",
    `mailto:${site.contact.email}`,
  )
  expect(form.name).toHaveValue("Lina Saad")
  expect(form.email).toHaveValue("lina@example.org")
  expect(form.company).toHaveValue("Saad Trading")
  expect(form.message).toHaveValue("Line one\nLine two <3")
  expect(form.button()).toHaveTextContent(SUBMIT_LABEL)

  await form.user.click(form.button())
  expect(screen.queryByRole("alert")).not.toBeInTheDocument()
  expect(form.button()).toHaveTextContent(SENDING_LABEL)

  await answer(1, new TypeError("Failed to fetch"))
  expect(screen.getByRole("alert").textContent).toBe(
    `Failed to send message. Please try again or contact us directly at ${site.contact.email}`,
  )
  expect(form.message).toHaveValue("Line one\nLine two <3")
})

it("keeps the honeypot away from people: not focusable, hidden from assistive tech", async () => {
  pendingFetch()
  const form = setup()
  const trap = document.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`)!
  expect(trap).toHaveAttribute("tabindex", "-1")
  expect(trap.closest('[aria-hidden="true"]')).not.toBeNull()
  expect(screen.queryByRole("textbox", { name: /leave this field empty/i })).toBeNull()
  // Tabbing from the message goes straight to the button.
  form.message.focus()
  await form.user.tab()
  expect(form.button()).toHaveFocus()
})

it("keeps the honeypot away from autofill: inert, invisible, a name no autofill knows", () => {
  pendingFetch()
  setup()
  const trap = document.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`)!
  // Chromium fills only fields that can take focus: an inert container takes that away.
  expect(trap.closest("[inert]")).not.toBeNull()
  expect(trap).toHaveAttribute("autocomplete", "off")
  // Words autofill heuristics look for in a field's name, id and label (Chromium's, password managers').
  const known =
    /name|mail|company|organi[sz]ation|address|street|city|zip|post|country|phone|tel|fax|url|web|site|home/i
  for (const said of [trap.name, trap.id]) expect([said, known.test(said)]).toEqual([said, false])
})

it("works in Arabic: Arabic labels and states, the error in Arabic, every character kept", async () => {
  const words = wordsIn("ar").form
  const { fetchMock, answer } = pendingFetch()
  const form = setup("ar")
  expect(screen.getByRole("form", { name: words.label })).toBeInTheDocument()
  await form.user.type(form.name, "لينا سعد")
  await form.user.type(form.email, "lina@example.org")
  await form.user.type(form.message, "مرحباً، نودّ مناقشة خطة توسّع.")
  await form.user.click(form.button())
  expect(form.button()).toHaveTextContent(words.sending)
  expect(
    JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body)).language,
  ).toBe("ar")

  await answer(
    0,
    json(502, { error: "Your message could not be delivered just now.", code: "delivery_failed" }),
  )
  const expected = words.failure
    .replace("{detail}", words.errors.delivery_failed)
    .replace("{email}", site.contact.email)
  expect(screen.getByRole("alert").textContent).toBe(expected)
  expect(form.name).toHaveValue("لينا سعد")
  expect(form.message).toHaveValue("مرحباً، نودّ مناقشة خطة توسّع.")
  expect(form.button()).toHaveTextContent(words.submit)

  await form.user.click(form.button())
  await answer(1, json(200, { ok: true, id: "1" }))
  expect(form.button()).toHaveTextContent(words.sent)
})

it("stops each field at the enquiry contract's limit, so the visitor cannot type past it", () => {
  pendingFetch()
  const form = setup()
  expect(form.name).toHaveAttribute("maxlength", String(FIELD_LIMITS.name))
  expect(form.email).toHaveAttribute("maxlength", String(FIELD_LIMITS.email))
  expect(form.company).toHaveAttribute("maxlength", String(FIELD_LIMITS.company))
  expect(form.message).toHaveAttribute("maxlength", String(FIELD_LIMITS.message))
})

it("keeps text typed while the send was under way: only fields unchanged since Send are cleared", async () => {
  const { answer } = pendingFetch()
  const form = setup()
  await fillIn(form)
  await form.user.click(form.button())
  expect(form.button()).toHaveTextContent(SENDING_LABEL)
  // The visitor goes on writing while the function answers.
  await form.user.type(form.message, "{enter}P.S. one more thing")
  await form.user.clear(form.company)
  await form.user.type(form.company, "Saad Holding")
  await answer(0, json(200, { ok: true, id: "x" }))

  expect(form.button()).toHaveTextContent(SENT_LABEL)
  expect(form.name).toHaveValue("")
  expect(form.email).toHaveValue("")
  expect(form.company).toHaveValue("Saad Holding")
  expect(form.message).toHaveValue("Line one\nLine two <3\nP.S. one more thing")
})

it.each([
  ["en", "/contact/"],
  ["ar", "/ar/contact/"],
])(
  "in %s, posts itself to the function before and without its script, with its language and result pages",
  (lang, results) => {
    pendingFetch()
    setup(lang)
    const form = screen.getByRole("form")
    expect(form).toHaveAttribute("method", "post")
    expect(form).toHaveAttribute("action", "/functions/v1/send-contact-email")
    const hidden = (name: string) =>
      form.querySelector<HTMLInputElement>(`input[type="hidden"][name="${name}"]`)
    expect(hidden("language")).toHaveValue(lang)
    expect(hidden("results")).toHaveValue(results)
  },
)
