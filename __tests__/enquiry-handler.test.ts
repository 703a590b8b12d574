/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import {
  ENQUIRY_ERROR_CODES,
  ENQUIRY_PATH,
  FIELD_LIMITS,
  IDEMPOTENCY_HEADER,
} from "../functions/send-contact-email/contract"
import {
  ALLOWED_REQUEST_HEADERS,
  createEnquiryHandler,
  enquirySettingsFromEnv,
  type EnquiryHandlerOptions,
  type RequestContext,
} from "../functions/send-contact-email/handler"
import type { EnquiryMail } from "../functions/send-contact-email/mail"
import { createOutboxStore, readOutbox } from "../functions/send-contact-email/outbox-store"
import { clientKey } from "../functions/send-contact-email/rate-limit"
import type { EnquiryStore } from "../functions/send-contact-email/store"

const URL_ = "http://127.0.0.1/functions/v1/send-contact-email"
const VALID = {
  name: "Rana Haddad",
  email: "rana@example.org",
  company: "Haddad & Sons",
  message: "Hello,\nwe need help.",
}
const CLIENT: RequestContext = { clientAddress: "203.0.113.7" }
const KEY = "3f2b8c1e-9d4a-4e6f-8b7c-1a2d3e4f5a6b"

const folders: string[] = []
afterAll(() => folders.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

function setup(overrides: Partial<EnquiryHandlerOptions> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "enquiry-handler-"))
  folders.push(dir)
  const sent: EnquiryMail[] = []
  const logs: string[] = []
  let time = Date.UTC(2026, 0, 15, 9, 30)
  let ids = 0
  const handler = createEnquiryHandler({
    store: createOutboxStore(dir),
    transport: { send: async (mail) => void sent.push(mail) },
    now: () => time,
    log: (line) => logs.push(line),
    newId: () => `id-${++ids}`,
    ...overrides,
  })
  return { handler, dir, sent, logs, stored: () => readOutbox(dir), advance: (ms: number) => (time += ms) }
}

function post(body: unknown, headers: Record<string, string> = {}, method = "POST") {
  return new Request(URL_, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  })
}

async function answer(response: Response) {
  return { status: response.status, body: await response.json() }
}

describe("a valid enquiry", () => {
  it("is stored, answered 200 {ok, id}, then e-mailed with the visitor as Reply-To and its key", async () => {
    const { handler, sent, stored } = setup()
    const response = await handler(post(VALID, { [IDEMPOTENCY_HEADER]: KEY }), CLIENT)
    expect(await answer(response)).toEqual({ status: 200, body: { ok: true, id: "id-1" } })
    expect(response.headers.get("content-type")).toMatch(/^application\/json/)
    expect(response.headers.get("cache-control")).toBe("no-store")
    await handler.settled()

    const [record] = await stored()
    expect(record).toMatchObject({
      id: "id-1",
      key: KEY,
      enquiry: VALID,
      language: "en",
      status: "delivered",
    })
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({
      id: "id-1",
      idempotencyKey: KEY,
      replyTo: "rana@example.org",
      subject: "Website enquiry from Rana Haddad (Haddad & Sons)",
    })
    expect(sent[0].text).toContain("Hello,\nwe need help.")
    expect(sent[0].text).toContain("Received: 2026-01-15T09:30:00.000Z")
  })

  it("answers once stored, before the mail provider has answered", async () => {
    let confirm!: () => void
    const { handler, stored } = setup({
      transport: { send: () => new Promise<void>((resolve) => (confirm = resolve)) },
    })
    const response = await handler(post(VALID), CLIENT)
    expect(response.status).toBe(200)
    expect((await stored())[0].status).toBe("pending")
    confirm()
    await handler.settled()
    expect((await stored())[0].status).toBe("delivered")
  })

  it("records the page's language and shows it in the e-mail; missing means English", async () => {
    const { handler, sent, stored } = setup()
    expect((await handler(post({ ...VALID, language: "ar" }), CLIENT)).status).toBe(200)
    expect((await handler(post(VALID), CLIENT)).status).toBe(200)
    await handler.settled()
    expect((await stored()).map((record) => record.language).sort()).toEqual(["ar", "en"])
    const arabic = sent.find((mail) => mail.text.includes("Language: Arabic (ar)"))
    expect(arabic?.html).toContain('<th align="left">Language</th><td dir="auto">Arabic (ar)</td>')
    expect(sent.some((mail) => mail.text.includes("Language: English (en)"))).toBe(true)
  })

  it("accepts a missing or null company and a charset on the content type", async () => {
    const { handler, sent } = setup()
    const { company: _company, ...withoutCompany } = VALID
    expect((await handler(post(withoutCompany), CLIENT)).status).toBe(200)
    const withCharset = post(
      { ...VALID, company: null },
      { "content-type": "application/json; charset=utf-8" },
    )
    expect((await handler(withCharset, CLIENT)).status).toBe(200)
    await handler.settled()
    expect(sent.map((mail) => mail.subject)).toEqual([
      "Website enquiry from Rana Haddad",
      "Website enquiry from Rana Haddad",
    ])
  })

  it("trims the fields and takes exactly 200 / 254 / 200 / 5,000 characters", async () => {
    const { handler, stored } = setup()
    const email = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(57)}.org`
    expect(email).toHaveLength(FIELD_LIMITS.email)
    const body = {
      name: `  ${"n".repeat(200)}  `,
      email,
      company: "c".repeat(200),
      message: "m".repeat(5000),
    }
    expect((await handler(post(body), CLIENT)).status).toBe(200)
    expect((await stored())[0].enquiry.name).toBe("n".repeat(200))
  })
})

describe("invalid enquiries get a 400 a visitor can read, with the field and a stable code", () => {
  const cases: [string, unknown, string, string, RegExp][] = [
    ["missing name", { ...VALID, name: undefined }, "name", "missing_name", /enter your name/],
    ["blank name", { ...VALID, name: "   " }, "name", "missing_name", /enter your name/],
    ["name of 201", { ...VALID, name: "n".repeat(201) }, "name", "name_too_long", /at most 200 characters/],
    ["name that is not text", { ...VALID, name: 42 }, "name", "missing_name", /enter your name/],
    ["missing email", { ...VALID, email: undefined }, "email", "missing_email", /enter your email address/],
    ["malformed email", { ...VALID, email: "rana@" }, "email", "invalid_email", /valid email address/],
    [
      "email with a header injected",
      { ...VALID, email: "rana@example.org\r\nBcc: x@evil.test" },
      "email",
      "invalid_email",
      /valid email/,
    ],
    [
      "email over 254",
      { ...VALID, email: `${"a".repeat(250)}@b.org` },
      "email",
      "email_too_long",
      /at most 254 characters/,
    ],
    [
      "company of 201",
      { ...VALID, company: "c".repeat(201) },
      "company",
      "company_too_long",
      /company name must be at most 200/,
    ],
    ["company that is not text", { ...VALID, company: ["x"] }, "company", "invalid_company", /must be text/],
    ["missing message", { ...VALID, message: undefined }, "message", "missing_message", /enter a message/],
    ["message of spaces", { ...VALID, message: " \n\t " }, "message", "missing_message", /enter a message/],
    [
      "message of 5,001",
      { ...VALID, message: "m".repeat(5001) },
      "message",
      "message_too_long",
      /at most 5,000 characters/,
    ],
    [
      "language that is not a code",
      { ...VALID, language: "Arabic!" },
      "language",
      "invalid_language",
      /language/,
    ],
    ["language that is not text", { ...VALID, language: 7 }, "language", "invalid_language", /language/],
  ]
  it.each(cases)("%s", async (_label, body, field, code, error) => {
    const { handler, sent, stored } = setup()
    const { status, body: answerBody } = await answer(await handler(post(body), CLIENT))
    expect(status).toBe(400)
    expect(answerBody).toEqual({ error: expect.stringMatching(error), code, field })
    expect(ENQUIRY_ERROR_CODES).toContain(code)
    await handler.settled()
    expect(sent).toHaveLength(0)
    expect(await stored()).toHaveLength(0)
  })

  it.each([
    ["not JSON", "{name: 'x'", "invalid_json"],
    ["an empty body", "", "invalid_json"],
    ["a JSON array", "[1, 2]", "invalid_request"],
    ["JSON null", "null", "invalid_request"],
  ])("a body that is %s", async (_label, raw, code) => {
    const { handler, stored } = setup()
    const { status, body } = await answer(await handler(post(raw), CLIENT))
    expect(status).toBe(400)
    expect(body).toEqual({ error: expect.stringMatching(/enquiry/), code })
    expect(await stored()).toHaveLength(0)
  })
})

describe("what reaches the e-mail is safe (finding 7)", () => {
  it("strips control characters and line breaks from header fields and escapes HTML", async () => {
    const { handler, sent } = setup()
    const body = {
      name: "Rana\r\nBcc: victim@example.com\u0007 <b>",
      email: "rana@example.org",
      company: "Acme\nSubject: spam",
      message: "<script>alert('x')</script>\r\nline two & \"quotes\"\u0000",
    }
    expect((await handler(post(body), CLIENT)).status).toBe(200)
    await handler.settled()
    const [mail] = sent
    expect(mail.subject).toBe("Website enquiry from Rana Bcc: victim@example.com <b> (Acme Subject: spam)")
    // eslint-disable-next-line no-control-regex -- no control character may reach the header
    expect(mail.subject).not.toMatch(/[\r\n\u0000-\u001f]/)
    expect(mail.text).toContain("<script>alert('x')</script>\nline two & \"quotes\"")
    expect(mail.html).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;")
    expect(mail.html).toContain("line two &amp; &quot;quotes&quot;")
    expect(mail.html).not.toMatch(/<script|<b>/)
  })

  it("removes bidi overrides, isolates and zero-width characters from name, company and e-mail", async () => {
    const { handler, sent, stored } = setup()
    const body = {
      name: "\u202eRana\u202c \u2066Haddad\u2069\u200b",
      email: "\u200brana@example.org\u2060",
      company: "\u202dAcme\u200d\ufeff",
      message: "مرحبا\u200f — keep the RLM mark in the message",
    }
    expect((await handler(post(body), CLIENT)).status).toBe(200)
    await handler.settled()
    expect(sent[0].subject).toBe("Website enquiry from Rana Haddad (Acme)")
    expect(sent[0].replyTo).toBe("rana@example.org")
    expect((await stored())[0].enquiry.message).toContain("\u200f")
  })

  it("a name or company of only invisible characters counts as empty", async () => {
    const { handler } = setup()
    const invisible = "\u200b\u200c\u200d\u2060\ufeff\u202e\u2066\u3164"
    expect(await answer(await handler(post({ ...VALID, name: invisible }), CLIENT))).toMatchObject({
      status: 400,
      body: { code: "missing_name", field: "name" },
    })
    const { handler: second, sent } = setup()
    expect((await second(post({ ...VALID, company: invisible }), CLIENT)).status).toBe(200)
    await second.settled()
    expect(sent[0].subject).toBe("Website enquiry from Rana Haddad")
  })

  it.each([
    ["a message of zero-width spaces", { message: "\u200b\u200b\u200b" }, "missing_message"],
    ["a message of one right-to-left override", { message: "\u202e" }, "missing_message"],
    [
      "a message of tag characters and word joiners",
      { message: "\u{e0041}\u{e0042}\u2060" },
      "missing_message",
    ],
    ["a name of braille blanks", { name: "\u2800\u2800\u2800" }, "missing_name"],
    ["a name of combining marks alone", { name: "\u0301\u0308\u064b" }, "missing_name"],
  ])("%s counts as empty: 400 with the usual code, nothing kept (issue 24)", async (_label, fields, code) => {
    const { handler, stored } = setup()
    const field = Object.keys(fields)[0]
    expect(await answer(await handler(post({ ...VALID, ...fields }), CLIENT))).toEqual({
      status: 400,
      body: { error: expect.any(String), code, field },
    })
    expect(await stored()).toHaveLength(0)
  })

  it("a company of braille blanks is no company; a name with marks on letters is a name", async () => {
    const { handler, sent, stored } = setup()
    const name = "Ra\u0301na \u0647\u064e\u062f\u0651\u064e\u0627\u062f"
    expect((await handler(post({ ...VALID, name, company: "\u2800 \u2800" }), CLIENT)).status).toBe(200)
    await handler.settled()
    expect((await stored())[0].enquiry).toMatchObject({ name, company: "" })
    expect(sent[0].subject).toBe(`Website enquiry from ${name}`)
  })

  it("removes bidi embeddings, overrides, isolates and tag characters from the message, keeping the marks Arabic uses (issue 24)", async () => {
    const { handler, stored } = setup()
    const message = "\u202bمرحبا\u202c \u2067Acme\u2069 \u202eevil\u202c\u{e0049}\u{e0067}\u{e006e}\u{e007f}"
    const marks = "\u200fعربي\u200e ABC \u061c١٢٣"
    expect((await handler(post({ ...VALID, message: `${message}\n${marks}` }), CLIENT)).status).toBe(200)
    expect((await stored())[0].enquiry.message).toBe(`مرحبا Acme evil\n${marks}`)
  })

  it.each([
    ["bytes that are not UTF-8 (ff fe c0 af) in the name", Buffer.from([0xff, 0xfe, 0xc0, 0xaf])],
    ["a lone surrogate encoded as UTF-8 (ed a0 80)", Buffer.from([0xed, 0xa0, 0x80])],
    ["a truncated sequence (e2 80)", Buffer.from([0xe2, 0x80])],
  ])("%s is refused with 400 invalid_json, not stored as U+FFFD (issue 24)", async (_label, bytes) => {
    const { handler, stored } = setup()
    const [before, after] = JSON.stringify({ ...VALID, name: "NAME" }).split("NAME")
    const body = Buffer.concat([Buffer.from(before), bytes, Buffer.from(after)])
    const request = new Request(URL_, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    })
    expect(await answer(await handler(request, CLIENT))).toEqual({
      status: 400,
      body: { error: expect.stringMatching(/UTF-8/), code: "invalid_json" },
    })
    expect(await stored()).toHaveLength(0)
  })

  it.each([
    ["a URL", "http://spam.test"],
    ["whitespace", "   "],
    ["a number", 0],
    ["false", false],
    ["an object", {}],
  ])("a honeypot holding %s answers 200 and keeps and sends nothing", async (_label, trap) => {
    const { handler, sent, stored } = setup()
    const { status, body } = await answer(await handler(post({ ...VALID, website: trap }), CLIENT))
    expect(status).toBe(200)
    expect(body.ok).toBe(true)
    await handler.settled()
    expect(sent).toHaveLength(0)
    expect(await stored()).toHaveLength(0)
  })

  it("an empty or absent honeypot sends as usual", async () => {
    const { handler, sent } = setup()
    expect((await handler(post({ ...VALID, website: "" }), CLIENT)).status).toBe(200)
    expect((await handler(post(VALID), CLIENT)).status).toBe(200)
    await handler.settled()
    expect(sent).toHaveLength(2)
  })
})

describe("Idempotency-Key", () => {
  it("a repeat answers 200 with the same id and is neither stored nor sent again", async () => {
    const { handler, sent, stored } = setup()
    const first = await answer(await handler(post(VALID, { [IDEMPOTENCY_HEADER]: KEY }), CLIENT))
    await handler.settled()
    const again = await answer(
      await handler(post(VALID, { [IDEMPOTENCY_HEADER]: KEY.toUpperCase() }), CLIENT),
    )
    await handler.settled()
    expect(again).toEqual(first)
    expect(await stored()).toHaveLength(1)
    expect(sent).toHaveLength(1)
  })

  it("repeats sent at the same moment are stored once, all answered with one id", async () => {
    const { handler, sent, stored } = setup()
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        handler(post(VALID, { [IDEMPOTENCY_HEADER]: KEY }), CLIENT).then(answer),
      ),
    )
    await handler.settled()
    const [record] = await stored()
    expect(new Set(answers.map((a) => `${a.status} ${a.body.id}`))).toEqual(new Set([`200 ${record.id}`]))
    expect(await stored()).toHaveLength(1)
    expect(sent).toHaveLength(1)
  })

  it("the same key with other fields is refused with 422 idempotency_key_reused", async () => {
    const { handler, stored } = setup()
    await handler(post(VALID, { [IDEMPOTENCY_HEADER]: KEY }), CLIENT)
    const changed = await answer(
      await handler(post({ ...VALID, message: "Edited" }, { [IDEMPOTENCY_HEADER]: KEY }), CLIENT),
    )
    expect(changed).toEqual({
      status: 422,
      body: { error: expect.any(String), code: "idempotency_key_reused" },
    })
    expect(await stored()).toHaveLength(1)
  })

  it("a key that is not a UUID is refused with 400 invalid_idempotency_key", async () => {
    const { handler, stored } = setup()
    for (const key of ["", "abc", "../../etc/passwd", `${KEY}x`]) {
      const { status, body } = await answer(await handler(post(VALID, { [IDEMPOTENCY_HEADER]: key }), CLIENT))
      expect([status, body.code]).toEqual([400, "invalid_idempotency_key"])
    }
    expect(await stored()).toHaveLength(0)
  })
})

describe("origins (finding 6)", () => {
  it("the site itself may post: an Origin with the request's own host needs no configuration", async () => {
    const { handler } = setup()
    const response = await handler(post(VALID, { origin: "http://127.0.0.1" }), CLIENT)
    expect(response.status).toBe(200)
    expect(response.headers.get("access-control-allow-origin")).toBeNull()
    // TLS ends before the function: an https page on the same host is the same site.
    expect((await handler(post(VALID, { origin: "https://127.0.0.1" }), CLIENT)).status).toBe(200)
  })

  it("another website cannot make its visitors' browsers post here unless it is configured", async () => {
    const { handler, stored, logs } = setup({ allowedOrigins: ["*"] })
    expect(logs.join("\n")).toMatch(/ALLOWED_ORIGINS: ignored "\*"/)
    for (const origin of ["https://evil.test", "null", "http://127.0.0.1.evil.test"]) {
      const response = await handler(post(VALID, { origin }), CLIENT)
      expect(await answer(response)).toEqual({
        status: 403,
        body: { error: expect.any(String), code: "origin_not_allowed" },
      })
      expect(response.headers.get("access-control-allow-origin")).toBeNull()
      const preflight = await handler(new Request(URL_, { method: "OPTIONS", headers: { origin } }), CLIENT)
      expect(preflight.status).toBe(403)
    }
    expect(await stored()).toHaveLength(0)
  })

  it("a configured origin gets CORS: the preflight allows POST and the Idempotency-Key header", async () => {
    const { handler } = setup({ allowedOrigins: ["https://www.example.com"] })
    const preflight = await handler(
      new Request(URL_, { method: "OPTIONS", headers: { origin: "https://www.example.com" } }),
      CLIENT,
    )
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get("access-control-allow-origin")).toBe("https://www.example.com")
    expect(preflight.headers.get("access-control-allow-methods")).toBe("POST, OPTIONS")
    expect(preflight.headers.get("access-control-allow-headers")).toBe(ALLOWED_REQUEST_HEADERS)
    expect(ALLOWED_REQUEST_HEADERS.split(", ")).toContain("idempotency-key")
    expect(preflight.headers.get("vary")).toBe("Origin")
    const response = await handler(post(VALID, { origin: "https://www.example.com" }), CLIENT)
    expect(response.status).toBe(200)
    expect(response.headers.get("access-control-allow-origin")).toBe("https://www.example.com")
  })

  it("without ALLOWED_ORIGINS no other origin is allowed (the default was *)", () => {
    expect(enquirySettingsFromEnv(() => undefined).allowedOrigins).toEqual([])
  })
})

describe("protocol", () => {
  it.each(["GET", "PUT", "DELETE", "PATCH"])(
    "%s answers 405 method_not_allowed with Allow",
    async (method) => {
      const { handler } = setup()
      const response = await handler(
        new Request(URL_, { method, body: method === "GET" ? undefined : "{}" }),
        CLIENT,
      )
      expect(await answer(response)).toEqual({
        status: 405,
        body: { error: expect.any(String), code: "method_not_allowed" },
      })
      expect(response.headers.get("allow")).toBe("POST, OPTIONS")
    },
  )

  it("a non-JSON content type answers 415 unsupported_media_type", async () => {
    const { handler, stored } = setup()
    const form = new Request(URL_, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "name=x",
    })
    expect(await answer(await handler(form, CLIENT))).toEqual({
      status: 415,
      body: { error: expect.stringMatching(/JSON/), code: "unsupported_media_type" },
    })
    const none = new Request(URL_, { method: "POST", body: new Blob([JSON.stringify(VALID)]) })
    expect((await handler(none, CLIENT)).status).toBe(415)
    expect(await stored()).toHaveLength(0)
  })

  it("a body over 32 KB answers 413 too_large, whether declared or streamed", async () => {
    const { handler, stored } = setup()
    const big = JSON.stringify({ ...VALID, message: "m".repeat(33 * 1024) })
    expect((await answer(await handler(post(big), CLIENT))).body.code).toBe("too_large")
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
    expect(await answer(await handler(chunked, CLIENT))).toEqual({
      status: 413,
      body: { error: expect.stringMatching(/too large/), code: "too_large" },
    })
    expect(await stored()).toHaveLength(0)
  })
})

describe("rate limit (findings 3 and 6)", () => {
  it("allows 5 enquiries per client per 10 minutes, then 429 rate_limited with Retry-After", async () => {
    const { handler, advance, logs } = setup()
    for (let i = 0; i < 5; i++) expect((await handler(post(VALID), CLIENT)).status).toBe(200)
    advance(60_000)
    const limited = await handler(post(VALID), CLIENT)
    expect(limited.status).toBe(429)
    expect(limited.headers.get("retry-after")).toBe("540")
    expect((await limited.json()).code).toBe("rate_limited")
    expect((await handler(post(VALID), { clientAddress: "198.51.100.1" })).status).toBe(200)
    advance(9 * 60_000)
    expect((await handler(post(VALID), CLIENT)).status).toBe(200)
    expect(logs.join("\n")).not.toMatch(/203\.0\.113\.7|Rana|rana@/)
  })

  it("counts the address the platform saw: rotating X-Forwarded-For or X-Real-IP gets nothing more through", async () => {
    const { handler } = setup()
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) {
      const spoofed = { "x-forwarded-for": `10.0.${i}.1`, "x-real-ip": `10.1.${i}.1` }
      statuses.push((await handler(post(VALID, spoofed), CLIENT)).status)
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(5)
  })

  it("counts an IPv6 client per /64, and an IPv4-mapped address as IPv4", async () => {
    expect(clientKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64")
    expect(clientKey("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64")
    expect(clientKey("[2001:db8:1:3::1]")).toBe("2001:db8:1:3::/64")
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7")
    expect(clientKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64")
    const { handler } = setup()
    const statuses: number[] = []
    for (let i = 1; i <= 7; i++) {
      statuses.push((await handler(post(VALID), { clientAddress: `2001:db8:1:2::${i.toString(16)}` })).status)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429])
    expect((await handler(post(VALID), { clientAddress: "2001:db8:1:3::1" })).status).toBe(200)
  })

  it("remembers a bounded number of clients and forgets those whose window has passed", async () => {
    const { handler, advance } = setup({ limits: { maxPerWindow: 1, windowMs: 1000, maxClients: 3 } })
    for (const address of ["10.0.0.1", "10.0.0.2", "10.0.0.3", "10.0.0.4"]) {
      expect((await handler(post(VALID), { clientAddress: address })).status).toBe(200)
    }
    // The idlest of four (10.0.0.1) was forgotten to stay within three; the others are still counted.
    expect((await handler(post(VALID), { clientAddress: "10.0.0.1" })).status).toBe(200)
    expect((await handler(post(VALID), { clientAddress: "10.0.0.4" })).status).toBe(429)
    advance(1000)
    expect((await handler(post(VALID), { clientAddress: "10.0.0.4" })).status).toBe(200)
  })

  it("counts only accepted enquiries: a failed store or a repeat does not use up the visitor's quota", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "enquiry-handler-"))
    folders.push(dir)
    const real = createOutboxStore(dir)
    let failures = 2
    const flaky: EnquiryStore = {
      ...real,
      add: (record) => (failures-- > 0 ? Promise.reject(new Error("disk full")) : real.add(record)),
    }
    const { handler } = setup({ store: flaky })
    for (let i = 0; i < 2; i++) {
      const failed = await answer(await handler(post(VALID), CLIENT))
      expect(failed).toEqual({ status: 502, body: { error: expect.any(String), code: "delivery_failed" } })
    }
    for (let i = 0; i < 3; i++) {
      expect((await handler(post(VALID, { [IDEMPOTENCY_HEADER]: KEY }), CLIENT)).status).toBe(200)
    }
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) statuses.push((await handler(post(VALID), CLIENT)).status)
    expect(statuses).toEqual([200, 200, 200, 200, 429])
  })

  it("a repeat of a stored enquiry is answered 200 even when the client is over its limit", async () => {
    const { handler } = setup({ limits: { maxPerWindow: 1 } })
    const first = await answer(await handler(post(VALID, { [IDEMPOTENCY_HEADER]: KEY }), CLIENT))
    expect((await handler(post(VALID), CLIENT)).status).toBe(429)
    expect(await answer(await handler(post(VALID, { [IDEMPOTENCY_HEADER]: KEY }), CLIENT))).toEqual(first)
  })

  it("reads its settings from the environment", () => {
    const env: Record<string, string> = {
      ENQUIRY_RATE_LIMIT: "100000",
      ENQUIRY_RATE_WINDOW_SECONDS: "60",
      ENQUIRY_RETRY_SECONDS: "0.5",
      ALLOWED_ORIGINS: "https://a.example, https://b.example/",
    }
    expect(enquirySettingsFromEnv((name) => env[name])).toEqual({
      limits: { maxPerWindow: 100000, windowMs: 60_000 },
      allowedOrigins: ["https://a.example", "https://b.example"],
      retry: { firstDelayMs: 500 },
    })
    expect(enquirySettingsFromEnv(() => undefined)).toEqual({
      limits: { maxPerWindow: 5, windowMs: 600_000 },
      allowedOrigins: [],
      retry: {},
    })
  })
})

describe("when the mail provider fails", () => {
  it("the enquiry is kept and answered 200; the failure is logged without its contents", async () => {
    const { handler, logs, stored } = setup({
      transport: { send: () => Promise.reject(new Error("Resend answered 500")) },
    })
    expect(await answer(await handler(post(VALID), CLIENT))).toEqual({
      status: 200,
      body: { ok: true, id: "id-1" },
    })
    await handler.settled()
    const [record] = await stored()
    expect(record).toMatchObject({ status: "pending", attempts: 1, lastError: "Resend answered 500" })
    expect(record.nextAttemptAt).toBe("2026-01-15T09:31:00.000Z")
    expect(logs).toHaveLength(1)
    expect(logs[0]).toMatch(
      /2026-01-15T09:30:00.000Z delivery attempt 1 failed for enquiry id-1.*Resend answered 500/,
    )
    expect(logs[0]).not.toMatch(/Rana|rana@example|Haddad|need help/)
  })

  it("retries come at growing intervals and deliver it once the provider is back", async () => {
    let down = true
    const sent: EnquiryMail[] = []
    const { handler, advance, stored } = setup({
      transport: {
        send: async (mail) =>
          down ? Promise.reject(new Error("Resend answered 503")) : void sent.push(mail),
      },
    })
    await handler(post(VALID), CLIENT)
    await handler.settled()
    expect(await handler.retryUndelivered()).toEqual({ claimed: 0, delivered: 0, failed: 0 })
    advance(60_000)
    expect(await handler.retryUndelivered()).toEqual({ claimed: 1, delivered: 0, failed: 1 })
    expect((await stored())[0].nextAttemptAt).toBe("2026-01-15T09:33:00.000Z")
    down = false
    advance(60_000)
    expect(await handler.retryUndelivered()).toEqual({ claimed: 0, delivered: 0, failed: 0 })
    advance(60_000)
    expect(await handler.retryUndelivered()).toEqual({ claimed: 1, delivered: 1, failed: 0 })
    expect(await handler.retryUndelivered()).toEqual({ claimed: 0, delivered: 0, failed: 0 })
    expect(sent).toHaveLength(1)
    expect((await stored())[0]).toMatchObject({ status: "delivered", attempts: 3, lastError: null })
  })

  it("any request to the function starts a sweep, so retries need no timer", async () => {
    let down = true
    const sent: EnquiryMail[] = []
    const { handler, advance, stored } = setup({
      transport: { send: async (mail) => (down ? Promise.reject(new Error("down")) : void sent.push(mail)) },
    })
    await handler(post(VALID), CLIENT)
    await handler.settled()
    down = false
    advance(60_000)
    await handler(new Request(URL_, { method: "OPTIONS" }), CLIENT)
    await handler.settled()
    expect(sent).toHaveLength(1)
    expect((await stored())[0].status).toBe("delivered")
  })
})

describe("the Netlify entry", () => {
  it("is mounted on the contract's path, written as the literal Netlify's build can read", () => {
    const entry = fs.readFileSync(
      path.join(__dirname, "..", "netlify", "functions", "send-contact-email.ts"),
      "utf8",
    )
    expect(entry).toContain(`export const config = { path: "${ENQUIRY_PATH}" }`)
  })
})
