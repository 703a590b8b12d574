import { act, renderHook } from "@testing-library/react"
import { withPrefix } from "gatsby"
import type { ReactNode } from "react"
import {
  enquiryEndpoint,
  enquiryReducer,
  REQUEST_TIMEOUT_MS,
  SENT_RESET_MS,
  useEnquiry,
  type EnquiryFields,
  type EnquiryState,
} from "../src/components/contact/use-enquiry"
import { PageProvider } from "../src/hooks/use-page"
import { expectNoConsoleOutput } from "./helpers/console"
import { pageData, wordsIn } from "./helpers/content"

/** No reason came back: the form leaves the detail out (decisions.md). */
const FALLBACK_DETAIL = ""
const ARABIC = wordsIn("ar").form

/** The hook inside a page of the given language. */
function renderEnquiry(lang = "en") {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PageProvider data={pageData(lang)} pageContext={{ lang, pagePath: "/contact/" }}>
      {children}
    </PageProvider>
  )
  return renderHook(() => useEnquiry(), { wrapper })
}

const FIELDS: EnquiryFields = {
  name: "Lina Saad",
  email: "lina@example.org",
  company: "",
  message: "Hello",
  website: "",
}

/** A fetch that answers when told to, and rejects like a browser when its signal aborts. */
function controllableFetch() {
  const calls: { url: string; init: RequestInit; answer: (response: Response) => void; fail: () => void }[] =
    []
  const fetchMock = jest.fn(
    (url: string, init: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))
        calls.push({ url, init, answer: resolve, fail: () => reject(new TypeError("Failed to fetch")) })
      }),
  )
  global.fetch = fetchMock as unknown as typeof fetch
  return { fetchMock, calls }
}

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers(headers),
    json: async () => body,
  } as Response
}

function textResponse(status: number, text: string) {
  return {
    ok: false,
    status,
    json: async () => JSON.parse(text),
  } as Response
}

expectNoConsoleOutput()

describe("the state machine", () => {
  const idle: EnquiryState = { status: "idle" }
  const sending: EnquiryState = { status: "sending" }
  const sent: EnquiryState = { status: "sent" }
  const failed: EnquiryState = { status: "failed", detail: "x" }

  it.each<[EnquiryState, Parameters<typeof enquiryReducer>[1], EnquiryState]>([
    [idle, { type: "submit" }, sending],
    [sending, { type: "succeeded" }, sent],
    [sending, { type: "failed", detail: "Nope." }, { status: "failed", detail: "Nope." }],
    [sent, { type: "reset" }, idle],
    [failed, { type: "submit" }, sending],
    [sent, { type: "submit" }, sending],
    [sending, { type: "submit" }, sending],
    [idle, { type: "succeeded" }, idle],
    [failed, { type: "reset" }, failed],
    [sending, { type: "reset" }, sending],
  ])("%o + %o → %o", (from, event, to) => {
    expect(enquiryReducer(from, event)).toEqual(to)
  })
})

describe("the endpoint", () => {
  it("posts same-origin under the path prefix, without Authorization, when nothing is configured", () => {
    jest.mocked(withPrefix).mockImplementationOnce((path: string) => `/site${path}`)
    expect(enquiryEndpoint(undefined, undefined)).toEqual({
      url: "/site/functions/v1/send-contact-email",
      headers: { "Content-Type": "application/json" },
    })
  })

  it("posts to the Supabase project with the anon key as bearer when configured", () => {
    expect(enquiryEndpoint("https://abc.supabase.co/", "anon-key")).toEqual({
      url: "https://abc.supabase.co/functions/v1/send-contact-email",
      headers: { "Content-Type": "application/json", Authorization: "Bearer anon-key" },
    })
  })

  it("reads GATSBY_SUPABASE_URL and GATSBY_SUPABASE_ANON_KEY, never producing a literal undefined", () => {
    const saved = { ...process.env }
    process.env.GATSBY_SUPABASE_URL = "undefined"
    process.env.GATSBY_SUPABASE_ANON_KEY = "undefined"
    expect(enquiryEndpoint()).toEqual({
      url: "/functions/v1/send-contact-email",
      headers: { "Content-Type": "application/json" },
    })
    process.env.GATSBY_SUPABASE_URL = "https://abc.supabase.co"
    process.env.GATSBY_SUPABASE_ANON_KEY = "k"
    expect(enquiryEndpoint().url).toBe("https://abc.supabase.co/functions/v1/send-contact-email")
    expect(enquiryEndpoint().headers.Authorization).toBe("Bearer k")
    process.env = saved
  })
})

describe("useEnquiry", () => {
  it("sends the fields as JSON, shows sent, and is back to idle after exactly 5 s", async () => {
    const { calls } = controllableFetch()
    const { result } = renderEnquiry()
    let accepted!: Promise<boolean>
    act(() => {
      accepted = result.current.send(FIELDS)
    })
    expect(result.current.state).toEqual({ status: "sending" })
    expect(calls).toHaveLength(1)
    expect(calls[0].url).toBe("/functions/v1/send-contact-email")
    expect(calls[0].init.method).toBe("POST")
    expect(calls[0].init.headers).toEqual({
      "Content-Type": "application/json",
      "Idempotency-Key": expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ ...FIELDS, language: "en" })

    await act(async () => calls[0].answer(jsonResponse(200, { ok: true, id: "1" })))
    expect(await accepted).toBe(true)
    expect(result.current.state).toEqual({ status: "sent" })
    act(() => jest.advanceTimersByTime(SENT_RESET_MS - 1))
    expect(result.current.state).toEqual({ status: "sent" })
    act(() => jest.advanceTimersByTime(1))
    expect(result.current.state).toEqual({ status: "idle" })
  })

  it("ignores a second send while the first is on its way", async () => {
    const { calls, fetchMock } = controllableFetch()
    const { result } = renderEnquiry()
    let second!: Promise<boolean>
    act(() => {
      void result.current.send(FIELDS)
      second = result.current.send(FIELDS)
    })
    expect(await second).toBe(false)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await act(async () => calls[0].answer(jsonResponse(200, {})))
    expect(result.current.state.status).toBe("sent")
  })

  it.each([
    ["a 500 with JSON error", jsonResponse(500, { error: "Mail server down." }), "Mail server down."],
    [
      "a 400 naming the field",
      jsonResponse(400, { error: "Please enter a valid email address." }),
      "Please enter a valid email address.",
    ],
    ["a 500 without JSON", textResponse(500, "<html>Bad gateway</html>"), FALLBACK_DETAIL],
    ["JSON without error text", jsonResponse(502, { message: "x" }), FALLBACK_DETAIL],
  ])("fails with the detail of %s", async (_label, response, detail) => {
    const { calls } = controllableFetch()
    const { result } = renderEnquiry()
    let accepted!: Promise<boolean>
    act(() => {
      accepted = result.current.send(FIELDS)
    })
    await act(async () => calls[0].answer(response))
    expect(await accepted).toBe(false)
    expect(result.current.state).toEqual({ status: "failed", detail })
  })

  it("fails with the fallback detail when the network fails", async () => {
    const { calls } = controllableFetch()
    const { result } = renderEnquiry()
    act(() => void result.current.send(FIELDS))
    await act(async () => calls[0].fail())
    expect(result.current.state).toEqual({ status: "failed", detail: FALLBACK_DETAIL })
  })

  it("aborts a request after 15 s and counts it as failed", async () => {
    const { calls } = controllableFetch()
    const { result } = renderEnquiry()
    act(() => void result.current.send(FIELDS))
    await act(async () => jest.advanceTimersByTime(REQUEST_TIMEOUT_MS - 1))
    expect(result.current.state).toEqual({ status: "sending" })
    expect(calls[0].init.signal?.aborted).toBe(false)
    await act(async () => jest.advanceTimersByTime(1))
    expect(calls[0].init.signal?.aborted).toBe(true)
    expect(result.current.state).toEqual({ status: "failed", detail: FALLBACK_DETAIL })
  })

  it("a new send after a failure starts over and can succeed", async () => {
    const { calls } = controllableFetch()
    const { result } = renderEnquiry()
    act(() => void result.current.send(FIELDS))
    await act(async () => calls[0].answer(jsonResponse(500, { error: "Down." })))
    expect(result.current.state.status).toBe("failed")
    act(() => void result.current.send(FIELDS))
    expect(result.current.state).toEqual({ status: "sending" })
    await act(async () => calls[1].answer(jsonResponse(200, { ok: true })))
    expect(result.current.state).toEqual({ status: "sent" })
  })

  it("sends every retry of one filled form with the same Idempotency-Key, and a new one after success", async () => {
    const { calls } = controllableFetch()
    const { result } = renderEnquiry()
    const key = (index: number) => (calls[index].init.headers as Record<string, string>)["Idempotency-Key"]
    act(() => void result.current.send(FIELDS))
    await act(async () => calls[0].fail())
    act(() => void result.current.send(FIELDS))
    await act(async () => jest.advanceTimersByTime(REQUEST_TIMEOUT_MS))
    act(() => void result.current.send(FIELDS))
    expect(key(1)).toBe(key(0))
    expect(key(2)).toBe(key(0))
    await act(async () => calls[2].answer(jsonResponse(200, { ok: true, id: "1" })))
    act(() => void result.current.send(FIELDS))
    expect(key(3)).not.toBe(key(0))
  })

  it("makes a new Idempotency-Key when the visitor changed a field before retrying", async () => {
    const { calls } = controllableFetch()
    const { result } = renderEnquiry()
    const key = (index: number) => (calls[index].init.headers as Record<string, string>)["Idempotency-Key"]
    act(() => void result.current.send(FIELDS))
    await act(async () => calls[0].fail())
    act(() => void result.current.send({ ...FIELDS, message: "Hello, with more detail" }))
    expect(key(1)).not.toBe(key(0))
  })
})

describe("useEnquiry in Arabic", () => {
  it("sends the page's language and words a known error code in Arabic", async () => {
    const { calls } = controllableFetch()
    const { result } = renderEnquiry("ar")
    act(() => void result.current.send(FIELDS))
    expect(JSON.parse(String(calls[0].init.body)).language).toBe("ar")
    const answer = { error: "Please enter a valid email address.", code: "invalid_email", field: "email" }
    await act(async () => calls[0].answer(jsonResponse(400, answer)))
    // The field named in the answer, so the form can point the visitor at it.
    expect(result.current.state).toEqual({
      status: "failed",
      detail: ARABIC.errors.invalid_email,
      field: "email",
    })
  })

  it("tells a rate-limited visitor how many minutes to wait, from Retry-After", async () => {
    const { calls } = controllableFetch()
    const { result } = renderEnquiry("ar")
    act(() => void result.current.send(FIELDS))
    const answer = jsonResponse(
      429,
      { error: "Too many enquiries.", code: "rate_limited" },
      { "Retry-After": "290" },
    )
    await act(async () => calls[0].answer(answer))
    expect(result.current.state).toEqual({
      status: "failed",
      detail: ARABIC.errors.rate_limited.few!.replace("{minutes}", "5"),
    })
  })

  it("words the wait with the form its number takes: one minute, two minutes, 11 minutes", async () => {
    const { calls } = controllableFetch()
    const { result } = renderEnquiry("ar")
    const waits: Record<string, string> = {
      "60": ARABIC.errors.rate_limited.one!,
      "120": ARABIC.errors.rate_limited.two!,
      "660": ARABIC.errors.rate_limited.many!.replace("{minutes}", "11"),
    }
    for (const [index, [seconds, expected]] of Object.entries(waits).entries()) {
      act(() => void result.current.send({ ...FIELDS, message: `Attempt ${index}` }))
      const answer = jsonResponse(429, { code: "rate_limited" }, { "Retry-After": seconds })
      await act(async () => calls[index].answer(answer))
      expect(result.current.state).toEqual({ status: "failed", detail: expected })
    }
  })

  it("words a field over its limit with the contract's figure, as the page's language writes it", async () => {
    const { calls } = controllableFetch()
    const { result } = renderEnquiry("ar")
    act(() => void result.current.send(FIELDS))
    const answer = { error: "Your message must be at most 5,000 characters.", code: "message_too_long" }
    await act(async () => calls[0].answer(jsonResponse(400, { ...answer, field: "message" })))
    expect(result.current.state).toEqual({
      status: "failed",
      detail: ARABIC.errors.message_too_long.other.replace("{max}", "5,000"),
      field: "message",
    })
  })

  it("agrees the noun with the limit: 254 حرفاً in Arabic, 5 000 caractères in French", async () => {
    const tooLong = (code: string) => jsonResponse(400, { code, field: "email" })
    const arabic = renderEnquiry("ar")
    const { calls } = controllableFetch()
    act(() => void arabic.result.current.send(FIELDS))
    await act(async () => calls[0].answer(tooLong("email_too_long")))
    expect(arabic.result.current.state).toEqual({
      status: "failed",
      detail: "يجب ألا يتجاوز البريد الإلكتروني 254 حرفاً.",
      field: "email",
    })
    const french = renderEnquiry("fr")
    act(() => void french.result.current.send(FIELDS))
    await act(async () => calls[1].answer(tooLong("message_too_long")))
    expect(french.result.current.state).toEqual({
      status: "failed",
      detail: "Votre message ne doit pas dépasser 5\u202f000\u00a0caractères.",
      field: "email",
    })
  })

  it("falls back to the server's text for a code it does not know, and to none without one", async () => {
    const { calls } = controllableFetch()
    const { result } = renderEnquiry("ar")
    act(() => void result.current.send(FIELDS))
    await act(async () => calls[0].answer(jsonResponse(500, { error: "Something new.", code: "brand_new" })))
    expect(result.current.state).toEqual({ status: "failed", detail: "Something new." })
    // A code that names what every object inherits is not one the page has words for.
    act(() => void result.current.send(FIELDS))
    await act(async () => calls[1].answer(jsonResponse(502, { error: "Bad gateway.", code: "constructor" })))
    expect(result.current.state).toEqual({ status: "failed", detail: "Bad gateway." })
    act(() => void result.current.send(FIELDS))
    await act(async () => calls[2].fail())
    expect(result.current.state).toEqual({ status: "failed", detail: "" })
  })
})
