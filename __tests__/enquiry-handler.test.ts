/** @jest-environment node */
import {
  ALLOWED_REQUEST_HEADERS,
  createEnquiryHandler,
  enquirySettingsFromEnv,
  type EnquiryHandlerOptions,
  type EnquiryMail,
} from "../functions/send-contact-email/handler"

const URL_ = "http://127.0.0.1/functions/v1/send-contact-email"
const VALID = {
  name: "Rana Haddad",
  email: "rana@example.org",
  company: "Haddad & Sons",
  message: "Hello,\nwe need help.",
}

function setup(overrides: Partial<EnquiryHandlerOptions> = {}) {
  const sent: EnquiryMail[] = []
  const logs: string[] = []
  let time = Date.UTC(2026, 0, 15, 9, 30)
  const handler = createEnquiryHandler({
    transport: { send: async (mail) => void sent.push(mail) },
    now: () => time,
    log: (line) => logs.push(line),
    newId: () => `id-${sent.length + 1}`,
    ...overrides,
  })
  return { handler, sent, logs, advance: (ms: number) => (time += ms) }
}

function post(body: unknown, headers: Record<string, string> = {}, method = "POST") {
  return new Request(URL_, {
    method,
    headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.7", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  })
}

async function answer(response: Response) {
  return { status: response.status, body: await response.json() }
}

describe("a valid enquiry", () => {
  it("is handed to the transport and answered 200 {ok, id} with the visitor as Reply-To", async () => {
    const { handler, sent } = setup()
    const response = await handler(post(VALID))
    expect(await answer(response)).toEqual({ status: 200, body: { ok: true, id: "id-1" } })
    expect(sent).toHaveLength(1)
    expect(sent[0].enquiry).toEqual(VALID)
    expect(sent[0].replyTo).toBe("rana@example.org")
    expect(sent[0].receivedAt).toBe("2026-01-15T09:30:00.000Z")
    expect(sent[0].subject).toBe("Website enquiry from Rana Haddad (Haddad & Sons)")
    expect(sent[0].text).toContain("Hello,\nwe need help.")
    expect(response.headers.get("content-type")).toMatch(/^application\/json/)
    expect(response.headers.get("cache-control")).toBe("no-store")
  })

  it("answers only after the transport confirms", async () => {
    let confirm!: () => void
    const { handler } = setup({
      transport: { send: () => new Promise<void>((resolve) => (confirm = resolve)) },
    })
    let settled = false
    const pending = handler(post(VALID)).then((response) => ((settled = true), response))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(settled).toBe(false)
    confirm()
    expect((await pending).status).toBe(200)
  })

  it("accepts a missing or null company and a charset on the content type", async () => {
    const { handler, sent } = setup()
    const { company: _company, ...withoutCompany } = VALID
    expect((await handler(post(withoutCompany))).status).toBe(200)
    expect(
      (
        await handler(
          post({ ...VALID, company: null }, { "content-type": "application/json; charset=utf-8" }),
        )
      ).status,
    ).toBe(200)
    expect(sent.map((mail) => mail.enquiry.company)).toEqual(["", ""])
    expect(sent[0].subject).toBe("Website enquiry from Rana Haddad")
  })

  it("trims the fields and takes exactly 200 / 254 / 200 / 5,000 characters", async () => {
    const { handler, sent } = setup()
    const email = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(57)}.org`
    expect(email).toHaveLength(254)
    const body = {
      name: `  ${"n".repeat(200)}  `,
      email,
      company: "c".repeat(200),
      message: "m".repeat(5000),
    }
    expect(await answer(await handler(post(body)))).toMatchObject({ status: 200 })
    expect(sent[0].enquiry.name).toBe("n".repeat(200))
  })
})

describe("invalid enquiries get a 400 a visitor can read, naming the field", () => {
  const cases: [string, unknown, string, RegExp][] = [
    ["missing name", { ...VALID, name: undefined }, "name", /enter your name/],
    ["blank name", { ...VALID, name: "   " }, "name", /enter your name/],
    [
      "name of 201 characters",
      { ...VALID, name: "n".repeat(201) },
      "name",
      /name must be at most 200 characters/,
    ],
    ["name that is not text", { ...VALID, name: 42 }, "name", /enter your name/],
    ["missing email", { ...VALID, email: undefined }, "email", /enter your email address/],
    ["malformed email", { ...VALID, email: "rana@" }, "email", /valid email address/],
    [
      "email with a header injected",
      { ...VALID, email: "rana@example.org\r\nBcc: x@evil.test" },
      "email",
      /valid email/,
    ],
    ["email over 254", { ...VALID, email: `${"a".repeat(250)}@b.org` }, "email", /at most 254 characters/],
    [
      "company of 201 characters",
      { ...VALID, company: "c".repeat(201) },
      "company",
      /company name must be at most 200/,
    ],
    ["company that is not text", { ...VALID, company: ["x"] }, "company", /company name must be text/],
    ["missing message", { ...VALID, message: undefined }, "message", /enter a message/],
    ["message of spaces", { ...VALID, message: " \n\t " }, "message", /enter a message/],
    ["message of 5,001", { ...VALID, message: "m".repeat(5001) }, "message", /at most 5,000 characters/],
  ]
  it.each(cases)("%s", async (_label, body, field, error) => {
    const { handler, sent } = setup()
    const { status, body: answerBody } = await answer(await handler(post(body)))
    expect(status).toBe(400)
    expect(answerBody.field).toBe(field)
    expect(answerBody.error).toMatch(error)
    expect(sent).toHaveLength(0)
  })

  it.each([
    ["not JSON", "{name: 'x'"],
    ["a JSON array", "[1, 2]"],
    ["JSON null", "null"],
    ["an empty body", ""],
  ])("a body that is %s", async (_label, raw) => {
    const { handler, sent } = setup()
    const { status, body } = await answer(await handler(post(raw)))
    expect(status).toBe(400)
    expect(body.error).toMatch(/enquiry/)
    expect(sent).toHaveLength(0)
  })
})

describe("what reaches the e-mail is safe", () => {
  it("strips control characters and line breaks from header fields and escapes HTML", async () => {
    const { handler, sent } = setup()
    const body = {
      name: "Rana\r\nBcc: victim@example.com\u0007 <b>",
      email: "rana@example.org",
      company: "Acme\nSubject: spam",
      message: "<script>alert('x')</script>\r\nline two & \"quotes\"\u0000",
    }
    expect((await handler(post(body))).status).toBe(200)
    const mail = sent[0]
    expect(mail.subject).toBe("Website enquiry from Rana Bcc: victim@example.com <b> (Acme Subject: spam)")
    // eslint-disable-next-line no-control-regex -- no control character may reach the header
    expect(mail.subject).not.toMatch(/[\r\n\u0000-\u001f]/)
    expect(mail.enquiry.message).toBe("<script>alert('x')</script>\nline two & \"quotes\"")
    expect(mail.html).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;")
    expect(mail.html).toContain("line two &amp; &quot;quotes&quot;")
    expect(mail.html).toContain("Rana Bcc: victim@example.com &lt;b&gt;")
    expect(mail.html).not.toMatch(/<script|<b>/)
  })
})

describe("protocol", () => {
  it("OPTIONS answers 204 with CORS for an allowed origin", async () => {
    const { handler } = setup({ allowedOrigins: ["https://www.example.com"] })
    const response = await handler(
      new Request(URL_, { method: "OPTIONS", headers: { origin: "https://www.example.com" } }),
    )
    expect(response.status).toBe(204)
    expect(response.headers.get("access-control-allow-origin")).toBe("https://www.example.com")
    expect(response.headers.get("access-control-allow-headers")).toBe(ALLOWED_REQUEST_HEADERS)
    expect(response.headers.get("access-control-allow-methods")).toBe("POST, OPTIONS")
    expect(response.headers.get("vary")).toBe("Origin")
  })

  it("gives no CORS allowance to an origin that is not listed, and any origin with *", async () => {
    const listed = setup({ allowedOrigins: ["https://www.example.com"] }).handler
    const other = await listed(
      new Request(URL_, { method: "OPTIONS", headers: { origin: "https://evil.test" } }),
    )
    expect(other.headers.get("access-control-allow-origin")).toBeNull()
    const open = setup({ allowedOrigins: ["*"] }).handler
    const post_ = await open(post(VALID, { origin: "https://anywhere.test" }))
    expect(post_.headers.get("access-control-allow-origin")).toBe("*")
  })

  it.each(["GET", "PUT", "DELETE", "PATCH"])("%s answers 405 with Allow", async (method) => {
    const { handler } = setup()
    const response = await handler(new Request(URL_, { method, body: method === "GET" ? undefined : "{}" }))
    expect(response.status).toBe(405)
    expect(response.headers.get("allow")).toBe("POST, OPTIONS")
  })

  it("a non-JSON content type answers 415", async () => {
    const { handler, sent } = setup()
    const form = new Request(URL_, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "name=x",
    })
    expect(await answer(await handler(form))).toMatchObject({
      status: 415,
      body: { error: expect.stringMatching(/JSON/) },
    })
    const none = new Request(URL_, { method: "POST", body: new Blob([JSON.stringify(VALID)]) })
    expect((await handler(none)).status).toBe(415)
    expect(sent).toHaveLength(0)
  })

  it("a body over 32 KB answers 413, whether declared or streamed", async () => {
    const { handler, sent } = setup()
    const big = JSON.stringify({ ...VALID, message: "m".repeat(33 * 1024) })
    expect((await answer(await handler(post(big)))).status).toBe(413)
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big))
        controller.close()
      },
    })
    const chunked = new Request(URL_, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit)
    expect(await answer(await handler(chunked))).toMatchObject({
      status: 413,
      body: { error: expect.stringMatching(/too large/) },
    })
    expect(sent).toHaveLength(0)
  })
})

describe("rate limit", () => {
  it("allows 5 enquiries per client per 10 minutes, then 429 with Retry-After, then again after the window", async () => {
    const { handler, sent, advance, logs } = setup()
    for (let i = 0; i < 5; i++) expect((await handler(post(VALID))).status).toBe(200)
    advance(60_000)
    const limited = await handler(post(VALID))
    expect(limited.status).toBe(429)
    expect(limited.headers.get("retry-after")).toBe("540")
    expect((await limited.json()).error).toMatch(/Too many enquiries/)
    // Another client is not affected.
    expect((await handler(post(VALID, { "x-forwarded-for": "198.51.100.1" }))).status).toBe(200)
    advance(9 * 60_000)
    expect((await handler(post(VALID))).status).toBe(200)
    expect(sent).toHaveLength(7)
    expect(logs.join("\n")).not.toMatch(/203\.0\.113\.7|Rana|rana@/)
  })

  it("is configurable, and counts the address a runtime passes in", async () => {
    const { handler } = setup({ limits: { maxPerWindow: 1, windowMs: 1000 } })
    expect((await handler(post(VALID), "10.0.0.1")).status).toBe(200)
    expect((await handler(post(VALID), "10.0.0.1")).status).toBe(429)
    expect((await handler(post(VALID), "10.0.0.2")).status).toBe(200)
  })

  it("reads its settings from the environment", () => {
    const env: Record<string, string> = {
      ENQUIRY_RATE_LIMIT: "100000",
      ENQUIRY_RATE_WINDOW_SECONDS: "60",
      ALLOWED_ORIGINS: "https://a.example, https://b.example/",
    }
    expect(enquirySettingsFromEnv((name) => env[name])).toEqual({
      limits: { maxPerWindow: 100000, windowMs: 60_000 },
      allowedOrigins: ["https://a.example", "https://b.example"],
    })
    expect(enquirySettingsFromEnv(() => undefined)).toEqual({
      limits: { maxPerWindow: 5, windowMs: 600_000 },
      allowedOrigins: ["*"],
    })
  })
})

describe("honeypot", () => {
  it("a filled honeypot answers 200 and sends nothing", async () => {
    const { handler, sent } = setup()
    const { status, body } = await answer(await handler(post({ ...VALID, website: "http://spam.test" })))
    expect(status).toBe(200)
    expect(body.ok).toBe(true)
    expect(sent).toHaveLength(0)
  })

  it("an empty honeypot sends as usual", async () => {
    const { handler, sent } = setup()
    expect((await handler(post({ ...VALID, website: "" }))).status).toBe(200)
    expect(sent).toHaveLength(1)
  })
})

describe("transport failure", () => {
  it("answers 502 {error} and logs what failed and when, never the contents", async () => {
    const { handler, logs } = setup({
      transport: { send: () => Promise.reject(new Error("Resend answered 500")) },
    })
    const { status, body } = await answer(await handler(post(VALID)))
    expect(status).toBe(502)
    expect(body.error).toMatch(/could not be delivered/)
    expect(logs).toHaveLength(1)
    expect(logs[0]).toMatch(/2026-01-15T09:30:00.000Z transport failed .*Resend answered 500/)
    expect(logs[0]).not.toMatch(/Rana|rana@example|Haddad|need help/)
  })
})
