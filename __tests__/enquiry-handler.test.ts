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
  it("is stored, answered 200 {ok, id}, then e-mailed with the visitor as Reply-To and its id as the provider's key", async () => {
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
      // The record's id, not its key: a form post's key is derived from who sent it.
      idempotencyKey: "id-1",
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

describe("what reaches the e-mail is safe", () => {
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
  ])("%s counts as empty: 400 with the usual code, nothing kept", async (_label, fields, code) => {
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

  it("removes bidi embeddings, overrides, isolates and tag characters from the message, keeping the marks Arabic uses", async () => {
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
  ])("%s is refused with 400 invalid_json, not stored as U+FFFD", async (_label, bytes) => {
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

describe("origins", () => {
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

  it("a content type other than JSON or a form answers 415 unsupported_media_type", async () => {
    const { handler, stored } = setup()
    for (const type of ["text/plain", "multipart/form-data; boundary=x"]) {
      const other = new Request(URL_, { method: "POST", headers: { "content-type": type }, body: "name=x" })
      expect(await answer(await handler(other, CLIENT))).toEqual({
        status: 415,
        body: { error: expect.stringMatching(/JSON.*form/), code: "unsupported_media_type" },
      })
    }
    const none = new Request(URL_, { method: "POST", body: new Blob([JSON.stringify(VALID)]) })
    expect((await handler(none, CLIENT)).status).toBe(415)
    expect(await stored()).toHaveLength(0)
  })

  it("JSON declared in a charset other than UTF-8 answers 415, not read as UTF-8", async () => {
    const { handler, stored } = setup()
    for (const charset of ["iso-8859-1", "windows-1256", "utf-16"]) {
      const response = await handler(
        post(VALID, { "content-type": `application/json; charset=${charset}` }),
        CLIENT,
      )
      expect([charset, (await answer(response)).body.code]).toEqual([charset, "unsupported_media_type"])
    }
    expect(
      (await handler(post(VALID, { "content-type": 'application/json; charset="UTF-8"' }), CLIENT)).status,
    ).toBe(200)
    expect(await stored()).toHaveLength(1)
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

describe("rate limit", () => {
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

describe("a plain form's post, without scripts", () => {
  const SITE = "http://127.0.0.1"
  /** What a browser sends for the enquiry form on the site's own page, as chromium encodes it. */
  const FORM = { ...VALID, website: "", language: "ar", results: "/ar/contact/" }
  const SAME_ORIGIN = { origin: SITE, "sec-fetch-site": "same-origin", "user-agent": "Chromium/1" }

  function formPost(
    fields: Record<string, string> | string,
    headers: Record<string, string> = SAME_ORIGIN,
    contentType = "application/x-www-form-urlencoded",
  ) {
    return new Request(URL_, {
      method: "POST",
      headers: { "content-type": contentType, ...headers },
      body: typeof fields === "string" ? fields : new URLSearchParams(fields).toString(),
    })
  }

  const location = (response: Response) => [response.status, response.headers.get("location")]

  it("is stored like the script's JSON and answered 303 to the page's own 'sent' page, never cached", async () => {
    const { handler, stored, sent } = setup()
    const response = await handler(formPost(FORM), CLIENT)
    expect(location(response)).toEqual([303, "/ar/contact/sent/"])
    expect(response.headers.get("cache-control")).toBe("no-store")
    await handler.settled()
    const [record] = await stored()
    expect(record).toMatchObject({ enquiry: VALID, language: "ar", status: "delivered" })
    expect(record.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(sent[0].text).toContain("Hello,\nwe need help.")
    // Under a path prefix (GitHub Pages) and in the default language.
    const prefixed = await handler(
      formPost({ ...FORM, message: "Another", results: "/site/contact/" }),
      CLIENT,
    )
    expect(location(prefixed)).toEqual([303, "/site/contact/sent/"])
  })

  it("a refused field is answered 303 to 'not sent' with its code as the fragment; nothing is kept", async () => {
    const { handler, stored } = setup()
    const cases: [Record<string, string>, string][] = [
      [{ email: "rana@example" }, "invalid_email"],
      [{ name: "   " }, "missing_name"],
      [{ message: "m".repeat(5001) }, "message_too_long"],
      [{ language: "??" }, "invalid_language"],
    ]
    for (const [fields, code] of cases) {
      const response = await handler(formPost({ ...FORM, ...fields }), CLIENT)
      expect(location(response)).toEqual([303, `/ar/contact/not-sent/#${code}`])
    }
    expect(await stored()).toHaveLength(0)
  })

  it("Send pressed twice, or Back and Send again unchanged, keeps one enquiry; a changed word is a new one", async () => {
    const { handler, stored, sent } = setup()
    for (let i = 0; i < 3; i++) {
      expect(location(await handler(formPost(FORM), CLIENT))).toEqual([303, "/ar/contact/sent/"])
    }
    await handler.settled()
    expect(await stored()).toHaveLength(1)
    expect(sent).toHaveLength(1)
    // Text the form sends differently but that means the same (spaces around it) is the same enquiry.
    await handler(formPost({ ...FORM, name: `  ${VALID.name} ` }), CLIENT)
    expect(await stored()).toHaveLength(1)

    // Edited after going Back: a new enquiry, not a refused key.
    expect(location(await handler(formPost({ ...FORM, message: "A second question." }), CLIENT))).toEqual([
      303,
      "/ar/contact/sent/",
    ])
    // The same words from another visitor (another address, or another browser) are theirs.
    await handler(formPost(FORM), { clientAddress: "198.51.100.9" })
    await handler(formPost(FORM, { ...SAME_ORIGIN, "user-agent": "Firefox/1" }), CLIENT)
    expect(await stored()).toHaveLength(4)
  })

  it("a filled honeypot is answered 'sent' and nothing is kept", async () => {
    const { handler, stored } = setup()
    expect(location(await handler(formPost({ ...FORM, website: "http://spam.test" }), CLIENT))).toEqual([
      303,
      "/ar/contact/sent/",
    ])
    expect(await stored()).toHaveLength(0)
  })

  it("over the rate limit: 'not sent' with the minutes to wait; a failed store: delivery_failed", async () => {
    const { handler } = setup({ limits: { maxPerWindow: 1 } })
    await handler(formPost(FORM), CLIENT)
    const limited = await handler(formPost({ ...FORM, message: "Again" }), CLIENT)
    expect(location(limited)).toEqual([303, "/ar/contact/not-sent/#rate_limited-10"])

    const failing: EnquiryStore = { ...createOutboxStore(fs.mkdtempSync(path.join(os.tmpdir(), "x-"))) }
    failing.add = () => Promise.reject(new Error("disk full"))
    const { handler: broken } = setup({ store: failing })
    expect(location(await broken(formPost(FORM), CLIENT))).toEqual([
      303,
      "/ar/contact/not-sent/#delivery_failed",
    ])
  })

  it("takes the largest enquiry the form allows in three-byte characters (€ – “ ”), 48 KB once percent-encoded", async () => {
    const { handler, stored } = setup()
    const [name, company, message] = [FIELD_LIMITS.name, FIELD_LIMITS.company, FIELD_LIMITS.message].map(
      (length) => "€–“”".repeat(length / 4),
    )
    const body = new URLSearchParams({ ...FORM, name, company, message }).toString()
    expect(body.length).toBeGreaterThan(47 * 1024)
    expect(location(await handler(formPost(body), CLIENT))).toEqual([303, "/ar/contact/sent/"])
    expect((await stored())[0].enquiry).toMatchObject({ name, company, message })
  })

  describe("where it comes from (the cross-site check)", () => {
    const cases: [string, Record<string, string>, string | null][] = [
      ["Sec-Fetch-Site same-origin", { "sec-fetch-site": "same-origin", origin: SITE }, "/ar/contact/sent/"],
      [
        "Sec-Fetch-Site same-origin with Origin: null (Referrer-Policy: no-referrer)",
        { "sec-fetch-site": "same-origin", origin: "null" },
        "/ar/contact/sent/",
      ],
      ["no Fetch Metadata, the site's own Origin", { origin: "https://127.0.0.1" }, "/ar/contact/sent/"],
      [
        "an allowed origin, cross-site (the site on GitHub Pages, the function on Supabase)",
        { "sec-fetch-site": "cross-site", origin: "https://www.example.com" },
        "https://www.example.com/ar/contact/sent/",
      ],
      [
        "an allowed origin without Fetch Metadata",
        { origin: "https://www.example.com" },
        "https://www.example.com/ar/contact/sent/",
      ],
      ["another site", { "sec-fetch-site": "cross-site", origin: "https://evil.test" }, null],
      ["another site that hides its Origin", { "sec-fetch-site": "cross-site" }, null],
      [
        "a sibling site not in ALLOWED_ORIGINS",
        { "sec-fetch-site": "same-site", origin: "https://shop.127.0.0.1" },
        null,
      ],
      ["a post typed into the address bar", { "sec-fetch-site": "none" }, null],
      ["another site, no Fetch Metadata", { origin: "https://evil.test" }, null],
      ["a sandboxed frame or data: page (Origin: null)", { origin: "null" }, null],
      ["neither header (an old browser cannot say where it posts from)", {}, null],
    ]
    it.each(cases)("%s", async (_label, headers, sentPage) => {
      const { handler, stored } = setup({ allowedOrigins: ["https://www.example.com"] })
      const response = await handler(formPost(FORM, headers), CLIENT)
      if (sentPage) {
        expect(location(response)).toEqual([303, sentPage])
        expect(await stored()).toHaveLength(1)
      } else {
        expect(await answer(response)).toEqual({
          status: 403,
          body: { error: expect.any(String), code: "origin_not_allowed" },
        })
        expect(await stored()).toHaveLength(0)
      }
    })
  })

  it("never sends the visitor off the site: a results path that is not a plain path is refused with JSON", async () => {
    const { handler, stored } = setup()
    for (const results of [
      "//evil.test/",
      "https://evil.test/",
      "/\\evil.test/",
      "/ar/contact",
      "",
      "/a b/",
    ]) {
      const response = await handler(formPost({ ...FORM, results }), CLIENT)
      expect([results, await answer(response)]).toEqual([
        results,
        { status: 400, body: { error: expect.stringMatching(/result pages/), code: "invalid_request" } },
      ])
    }
    const { results: _results, ...withoutResults } = FORM
    expect((await handler(formPost(withoutResults), CLIENT)).status).toBe(400)
    expect(await stored()).toHaveLength(0)
  })

  it("header injection: CR LF in the name or company never reaches a mail header", async () => {
    const { handler, sent } = setup()
    const fields = { ...FORM, name: "Rana\r\nBcc: victim@example.com", company: "Acme\nSubject: spam" }
    expect(location(await handler(formPost(fields), CLIENT))).toEqual([303, "/ar/contact/sent/"])
    await handler.settled()
    expect(sent[0].subject).toBe("Website enquiry from Rana Bcc: victim@example.com (Acme Subject: spam)")
  })

  it("unknown fields are ignored, __proto__ included; a field sent twice is refused", async () => {
    const { handler, stored } = setup()
    const extra = `${new URLSearchParams(FORM)}&__proto__=x&constructor=y&admin=1&status=delivered`
    expect(location(await handler(formPost(extra), CLIENT))).toEqual([303, "/ar/contact/sent/"])
    await handler.settled()
    const [record] = await stored()
    expect(record).toMatchObject({ enquiry: VALID, status: "delivered" })
    expect(Object.keys(record.enquiry)).toEqual(["name", "email", "company", "message"])

    const twice = `${new URLSearchParams(FORM)}&email=other@example.org`
    expect(await answer(await handler(formPost(twice), CLIENT))).toEqual({
      status: 400,
      body: { error: expect.stringMatching(/email.*twice/), code: "invalid_request" },
    })
  })

  it.each([
    ["percent-escapes that are not UTF-8 (ff fe c0 af)", "%FF%FE%C0%AF"],
    ["a lone surrogate (ed a0 80)", "%ED%A0%80"],
    ["a truncated sequence (e2 80)", "%E2%80"],
    ["a stray %", "100%"],
  ])("a name with %s is refused with 400, never stored as U+FFFD", async (_label, name) => {
    const { handler, stored } = setup()
    const body = new URLSearchParams({ ...FORM, name: "NAME" }).toString().replace("NAME", name)
    expect(await answer(await handler(formPost(body), CLIENT))).toEqual({
      status: 400,
      body: { error: expect.stringMatching(/UTF-8/), code: "invalid_request" },
    })
    expect(await stored()).toHaveLength(0)
  })

  it("a form declared in a charset other than UTF-8 is refused with 415", async () => {
    const { handler, stored } = setup()
    const declared = "application/x-www-form-urlencoded; charset=windows-1256"
    expect((await answer(await handler(formPost(FORM, SAME_ORIGIN, declared), CLIENT))).body.code).toBe(
      "unsupported_media_type",
    )
    expect(await stored()).toHaveLength(0)
  })

  it("a body over three times 32 KB answers 413 too_large, whether declared or streamed", async () => {
    const { handler, stored } = setup()
    const big = new URLSearchParams({ ...FORM, message: "m".repeat(97 * 1024) }).toString()
    expect(await answer(await handler(formPost(big), CLIENT))).toEqual({
      status: 413,
      body: { error: expect.stringMatching(/over 96 KB/), code: "too_large" },
    })
    expect(await stored()).toHaveLength(0)
  })
})

describe("consent, where the firm's settings require it", () => {
  const GIVEN = { consent: "yes", notice: "2026-11-28" }

  it("is not asked for by default: an enquiry without it is kept, with no consent recorded", async () => {
    const { handler, stored } = setup()
    expect((await handler(post(VALID), CLIENT)).status).toBe(200)
    const [record] = await stored()
    expect(record.consent).toBeUndefined()
  })

  it("when required, an enquiry without the ticked box or the notice's version is refused and not kept", async () => {
    const { handler, stored } = setup({ consentRequired: true })
    for (const fields of [
      {},
      { notice: "2026-11-28" },
      { consent: "yes" },
      { consent: "", notice: "2026-11-28" },
    ]) {
      expect(await answer(await handler(post({ ...VALID, ...fields }), CLIENT))).toEqual({
        status: 400,
        body: { error: expect.any(String), code: "missing_consent", field: "consent" },
      })
    }
    expect(await stored()).toHaveLength(0)
  })

  it("when required and given, the enquiry records when and which version of the notice was shown", async () => {
    const { handler, stored } = setup({ consentRequired: true })
    expect((await handler(post({ ...VALID, ...GIVEN }), CLIENT)).status).toBe(200)
    const [record] = await stored()
    expect(record.consent).toEqual({ at: record.receivedAt, notice: "2026-11-28" })
  })

  it("a plain form's post without the box goes to 'not sent' with its reason", async () => {
    const { handler, stored } = setup({ consentRequired: true })
    const form = { ...VALID, language: "fr", results: "/fr/contact/" }
    const request = (fields: Record<string, string>) =>
      new Request(URL_, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: "http://127.0.0.1",
          "sec-fetch-site": "same-origin",
        },
        body: new URLSearchParams(fields).toString(),
      })
    const refused = await handler(request(form), CLIENT)
    expect([refused.status, refused.headers.get("location")]).toEqual([
      303,
      "/fr/contact/not-sent/#missing_consent",
    ])
    const accepted = await handler(request({ ...form, ...GIVEN }), CLIENT)
    expect([accepted.status, accepted.headers.get("location")]).toEqual([303, "/fr/contact/sent/"])
    expect((await stored()).map((record) => record.consent?.notice)).toEqual(["2026-11-28"])
  })
})
