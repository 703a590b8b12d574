/** @jest-environment node */
/**
 * Over real HTTP on 127.0.0.1: the local server (as `npm run serve` and `gatsby develop` run it) with
 * its outbox, under hostile requests; and the Supabase entry under real Deno, keeping enquiries in
 * PostgreSQL (PGlite with the repository's migration, over the wire) and delivering to a stand-in
 * for Resend.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import { randomUUID } from "node:crypto"
import fs from "node:fs"
import http from "node:http"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import { ENQUIRY_PATH, IDEMPOTENCY_HEADER, MAX_BODY_BYTES } from "../functions/send-contact-email/contract"
import { createLocalEnquiryHandler } from "../functions/send-contact-email/local"
import { readOutbox } from "../functions/send-contact-email/outbox-store"
import { createLocalServer, DEFAULT_SERVER_LIMITS, listen } from "../scripts/local-server"
import { type MailStandIn, startMailStandIn } from "../scripts/mail-stand-in"
import { startSupabaseDb, type SupabaseDb } from "./helpers/supabase-db"

const ROOT = path.resolve(__dirname, "..")
const DENO = path.join(ROOT, "node_modules", ".bin", "deno")
const DENO_ENTRY_DIR = path.join(ROOT, "supabase", "functions", "send-contact-email")

const ENQUIRY = {
  name: "Omar <b>Khalil</b>",
  email: "omar@example.org",
  company: "Khalil & Co",
  message: 'We\'d like a "quote" for <script>alert(1)</script>.\nThanks!',
}

/** The port the system gave a server listening on port 0. */
const portOf = (server: http.Server) => (server.address() as net.AddressInfo).port
const close = (server: http.Server) => new Promise<void>((resolve) => server.close(() => resolve()))
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function postEnquiry(
  port: number,
  body: unknown,
  headers: Record<string, string> = {},
  pathname = ENQUIRY_PATH,
) {
  return fetch(`http://127.0.0.1:${port}${pathname}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  })
}

/** Sends a chunked POST as fast as the server reads it; resolves with the answer and the bytes sent by then. */
function streamUntilAnswered(
  port: number,
  maxBytes: number,
  headers: Record<string, string> = {},
  start = '{"name":"x","message":"',
) {
  return new Promise<{ status: number; body: string; sentBeforeAnswer: number }>((resolve, reject) => {
    let sent = 0
    let answered = false
    const request = http.request({
      host: "127.0.0.1",
      port,
      path: ENQUIRY_PATH,
      method: "POST",
      headers: { "Content-Type": "application/json", ...headers },
    })
    request.on("response", (response) => {
      answered = true
      const sentBeforeAnswer = sent
      let body = ""
      response.on("data", (chunk) => (body += chunk))
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, body, sentBeforeAnswer })
        // Answered: this client stops (the server would wait for the rest of the body until its timeout).
        request.destroy()
      })
    })
    request.on("error", (error) => (answered ? undefined : reject(error)))
    const chunk = Buffer.alloc(64 * 1024, "a")
    const pump = () => {
      while (!answered && sent < maxBytes) {
        sent += chunk.length
        if (!request.write(chunk)) return void request.once("drain", pump)
      }
      if (!answered) request.end()
    }
    request.write(start)
    pump()
  })
}

describe("the local server", () => {
  let tmp: string
  let outbox: string
  let server: http.Server
  let localPort: number

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "enquiry-http-"))
    outbox = path.join(tmp, "outbox")
    fs.writeFileSync(path.join(tmp, "index.html"), "<!doctype html><title>site</title>")
    const { handler, destination, allowedHosts } = createLocalEnquiryHandler({
      OUTBOX_DIR: outbox,
      ENQUIRY_RATE_LIMIT: "1000",
      ALLOWED_HOSTS: " mypc.local , tunnel.example:443",
    })
    expect(destination).toBe(`outbox ${outbox}`)
    expect(allowedHosts).toEqual(["mypc.local", "tunnel.example:443"])
    server = createLocalServer({ root: tmp, routes: { [ENQUIRY_PATH]: handler }, allowedHosts })
    await listen(server, "127.0.0.1", 0)
    localPort = portOf(server)
  })
  afterAll(async () => {
    await close(server)
    fs.rmSync(tmp, { recursive: true, force: true })
  })

  it("keeps an enquiry in the outbox: one file per Idempotency-Key, exactly what was sent", async () => {
    const key = randomUUID()
    const response = await postEnquiry(
      localPort,
      { ...ENQUIRY, website: "", language: "ar" },
      { [IDEMPOTENCY_HEADER]: key },
    )
    expect(response.status).toBe(200)
    const { ok, id } = await response.json()
    expect(ok).toBe(true)
    const again = await postEnquiry(
      localPort,
      { ...ENQUIRY, website: "", language: "ar" },
      { [IDEMPOTENCY_HEADER]: key },
    )
    expect(await again.json()).toEqual({ ok: true, id })

    expect(fs.readdirSync(outbox)).toEqual([`${key}.json`])
    const [stored] = await readOutbox(outbox)
    expect(stored).toMatchObject({ id, key, enquiry: ENQUIRY, language: "ar", status: "pending" })
  })

  it("serves the site next to the function and refuses a bad enquiry with a readable error and code", async () => {
    const page = await fetch(`http://127.0.0.1:${localPort}/`)
    expect(await page.text()).toContain("<title>site</title>")
    const before = (await readOutbox(outbox)).length
    const response = await postEnquiry(localPort, { ...ENQUIRY, email: "not-an-address" })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: "Please enter a valid email address.",
      code: "invalid_email",
      field: "email",
    })
    expect(await readOutbox(outbox)).toHaveLength(before)
  })

  it("refuses a body declared too large at once, without waiting for it", async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request({
        host: "127.0.0.1",
        port: localPort,
        path: ENQUIRY_PATH,
        method: "POST",
        headers: { "Content-Type": "application/json", "Content-Length": String(1024 ** 3) },
      })
      request.on("response", (response) => {
        let body = ""
        response.on("data", (chunk) => (body += chunk))
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }))
      })
      request.on("error", reject)
      request.write("{")
    })
    expect(answer.status).toBe(413)
    expect(JSON.parse(answer.body).code).toBe("too_large")
  })

  it("stops reading a chunked body at the limit and answers 413 before the rest is sent", async () => {
    const { status, body, sentBeforeAnswer } = await streamUntilAnswered(localPort, 256 * 1024 * 1024)
    expect(status).toBe(413)
    expect(JSON.parse(body).code).toBe("too_large")
    // What the kernel's socket buffers hold besides the 32 KB read, nowhere near the 256 MB offered.
    expect(sentBeforeAnswer).toBeLessThan(16 * 1024 * 1024)
    expect(MAX_BODY_BYTES).toBe(32 * 1024)
  })

  it("answers 400 to a URL that cannot be decoded, not 500", async () => {
    for (const target of ["/%", "/%E0%A4%A", `${ENQUIRY_PATH}%`]) {
      const response = await fetch(`http://127.0.0.1:${localPort}${target}`)
      expect([target, response.status]).toEqual([target, 400])
    }
    expect((await fetch(`http://127.0.0.1:${localPort}/a%00b`)).status).toBe(404)
  })

  /** A POST with headers fetch() does not send as given (Host, Expect); the body goes once asked for, if Expect says so. */
  function rawPost(headers: Record<string, string>, body?: Buffer, method = "POST") {
    return new Promise<{
      status: number
      body: string
      headers: http.IncomingHttpHeaders
      continued: boolean
    }>((resolve, reject) => {
      let continued = false
      const request = http.request({
        host: "127.0.0.1",
        port: localPort,
        path: ENQUIRY_PATH,
        method,
        headers: { "Content-Type": "application/json", ...headers },
      })
      request.on("continue", () => {
        continued = true
        if (body && body.length === Number(headers["Content-Length"])) request.end(body)
      })
      request.on("response", (response) => {
        let text = ""
        response.on("data", (chunk) => (text += chunk))
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body: text, headers: response.headers, continued }),
        )
      })
      request.on("error", (error) => (continued ? undefined : reject(error)))
      if (!headers.Expect) request.end(body)
      else request.flushHeaders()
    })
  }

  it("refuses the function to a Host that is not its own or configured: DNS rebinding", async () => {
    const before = (await readOutbox(outbox)).length
    const body = Buffer.from(JSON.stringify(ENQUIRY))
    const as = (host: string) => rawPost({ Host: host, Origin: `http://${host}` }, body)
    const rebound = await as(`evil.example:${localPort}`)
    expect([rebound.status, JSON.parse(rebound.body).code]).toEqual([403, "origin_not_allowed"])
    expect((await as(`evil.example`)).status).toBe(403)
    expect((await readOutbox(outbox)).length).toBe(before)
    // Its own address under any of its names, and the names ALLOWED_HOSTS lists.
    for (const host of [`127.0.0.1:${localPort}`, `localhost:${localPort}`, `mypc.local:${localPort}`])
      expect([host, (await as(host)).status]).toEqual([host, 200])
    expect((await as("tunnel.example:443")).status).toBe(200)
    expect((await as("tunnel.example:8443")).status).toBe(403)
  })

  it("answers Expect: 100-continue with an oversize body by 413 at once, without 100 Continue", async () => {
    const oversize = await rawPost({ Expect: "100-continue", "Content-Length": String(290 * 1024 * 1024) })
    expect([oversize.status, oversize.continued, JSON.parse(oversize.body).code]).toEqual([
      413,
      false,
      "too_large",
    ])
    // A body the function will read is asked for, then stored.
    const body = Buffer.from(JSON.stringify(ENQUIRY))
    const asked = await rawPost({ Expect: "100-continue", "Content-Length": String(body.length) }, body)
    expect([asked.continued, asked.status]).toEqual([true, 200])
  })

  it("answers TRACE on the function with 405, not 500", async () => {
    const answer = await rawPost({}, undefined, "TRACE")
    expect([answer.status, answer.headers.allow, JSON.parse(answer.body).code]).toEqual([
      405,
      "POST, OPTIONS",
      "method_not_allowed",
    ])
  })

  it("refuses a name that is not UTF-8 (ff fe c0 af) with 400, not stored as U+FFFD", async () => {
    const before = (await readOutbox(outbox)).length
    const [start, end] = JSON.stringify({ ...ENQUIRY, name: "NAME" }).split("NAME")
    const answer = await rawPost(
      {},
      Buffer.concat([Buffer.from(start), Buffer.from([0xff, 0xfe, 0xc0, 0xaf]), Buffer.from(end)]),
    )
    expect([answer.status, JSON.parse(answer.body).code]).toEqual([400, "invalid_json"])
    expect((await readOutbox(outbox)).length).toBe(before)
  })
})

describe("a plain form's post to the local server, over real HTTP", () => {
  let tmp: string
  let outbox: string
  let server: http.Server
  let port: number
  const FORM = { ...ENQUIRY, website: "", language: "ar", results: "/ar/contact/" }

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "enquiry-form-"))
    outbox = path.join(tmp, "outbox")
    const { handler } = createLocalEnquiryHandler({ OUTBOX_DIR: outbox, ENQUIRY_RATE_LIMIT: "1000" })
    server = createLocalServer({ root: tmp, routes: { [ENQUIRY_PATH]: handler } })
    await listen(server, "127.0.0.1", 0)
    port = portOf(server)
  })
  afterAll(async () => {
    await close(server)
    fs.rmSync(tmp, { recursive: true, force: true })
  })

  /** What chromium sends when the form on the site's own page is posted. */
  const browserHeaders = () => ({
    "Content-Type": "application/x-www-form-urlencoded",
    Origin: `http://127.0.0.1:${port}`,
    "Sec-Fetch-Site": "same-origin",
    "Sec-Fetch-Mode": "navigate",
    "User-Agent": "Mozilla/5.0 Chromium",
  })

  function postForm(body: string | Buffer, headers: Record<string, string> = {}) {
    return fetch(`http://127.0.0.1:${port}${ENQUIRY_PATH}`, {
      method: "POST",
      headers: { ...browserHeaders(), ...headers },
      body: typeof body === "string" ? body : new Blob([new Uint8Array(body)]),
      redirect: "manual",
    })
  }
  const encode = (fields: Record<string, string>) => new URLSearchParams(fields).toString()
  const answerOf = async (response: Response) => [response.status, (await response.json()).code]

  it("keeps the enquiry once, however often the same page posts it, and answers 303 to the 'sent' page", async () => {
    const before = (await readOutbox(outbox)).length
    for (let i = 0; i < 2; i++) {
      const response = await postForm(encode(FORM))
      expect([response.status, response.headers.get("location")]).toEqual([303, "/ar/contact/sent/"])
    }
    const stored = await readOutbox(outbox)
    expect(stored).toHaveLength(before + 1)
    expect(stored.find((record) => record.enquiry.name === ENQUIRY.name)).toMatchObject({
      enquiry: ENQUIRY,
      language: "ar",
    })
  })

  it("cross-site: refuses every post that does not show it comes from the site's own page, and keeps nothing", async () => {
    const before = (await readOutbox(outbox)).length
    const site = `http://127.0.0.1:${port}`
    const refused: Record<string, string>[] = [
      { Origin: "https://evil.test", "Sec-Fetch-Site": "cross-site" },
      // Another host of the same site is not the site, unless ALLOWED_ORIGINS names it.
      { Origin: "https://blog.127.0.0.1.test", "Sec-Fetch-Site": "same-site" },
      // A cross-site page claiming the site's own origin: the browser's Sec-Fetch-Site says otherwise.
      { Origin: site, "Sec-Fetch-Site": "cross-site" },
      // Typed into the address bar, or a bookmark: no page posted it.
      { Origin: site, "Sec-Fetch-Site": "none" },
      // Without Fetch Metadata, the Origin decides: another host, an opaque origin, or none at all.
      { Origin: "https://evil.test", "Sec-Fetch-Site": "" },
      { Origin: "null", "Sec-Fetch-Site": "" },
      { Origin: "", "Sec-Fetch-Site": "" },
    ]
    for (const headers of refused) {
      const sent = Object.fromEntries(
        Object.entries({ ...browserHeaders(), ...headers }).filter(([, v]) => v),
      )
      const response = await fetch(`http://127.0.0.1:${port}${ENQUIRY_PATH}`, {
        method: "POST",
        headers: sent,
        body: encode({ ...FORM, name: "Relay" }),
        redirect: "manual",
      })
      expect([headers, ...(await answerOf(response))]).toEqual([headers, 403, "origin_not_allowed"])
    }
    expect(await readOutbox(outbox)).toHaveLength(before)
    // An older browser without Fetch Metadata, on the site's own page: its Origin is enough.
    const own = await fetch(`http://127.0.0.1:${port}${ENQUIRY_PATH}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: site },
      body: encode({ ...FORM, name: "Own Origin" }),
      redirect: "manual",
    })
    expect(own.status).toBe(303)
  })

  it("oversize: refuses a body declared over 96 KB at once, and stops reading a streamed one at the limit", async () => {
    const declared = await new Promise<number>((resolve, reject) => {
      const request = http.request({
        host: "127.0.0.1",
        port,
        path: ENQUIRY_PATH,
        method: "POST",
        headers: { ...browserHeaders(), "Content-Length": String(1024 ** 3) },
      })
      request.on("response", (response) => resolve(response.statusCode ?? 0))
      request.on("error", reject)
      request.write("name=")
    })
    expect(declared).toBe(413)
    const streamed = await streamUntilAnswered(port, 256 * 1024 * 1024, browserHeaders(), "name=x&message=")
    expect([streamed.status, JSON.parse(streamed.body).code]).toEqual([413, "too_large"])
    expect(streamed.sentBeforeAnswer).toBeLessThan(16 * 1024 * 1024)
  })

  it("header injection: CR LF and invisible characters in the name and company are stored as one line", async () => {
    const name = "Injected\r\nBcc: victim@example.com\u202e"
    const response = await postForm(encode({ ...FORM, name, company: "Acme\nSubject: spam" }))
    expect(response.status).toBe(303)
    const record = (await readOutbox(outbox)).find((each) => each.enquiry.name.startsWith("Injected"))
    expect(record?.enquiry).toMatchObject({
      name: "Injected Bcc: victim@example.com",
      company: "Acme Subject: spam",
    })
  })

  it("unknown fields are ignored and never stored; a field sent twice is refused", async () => {
    const extra = `${encode({ ...FORM, name: "Extra Fields" })}&status=delivered&__proto__=x&admin=1`
    expect((await postForm(extra)).status).toBe(303)
    const record = (await readOutbox(outbox)).find((each) => each.enquiry.name === "Extra Fields")
    expect(record?.status).toBe("pending")
    expect(Object.keys(record!.enquiry)).toEqual(["name", "email", "company", "message"])
    expect(await answerOf(await postForm(`${encode(FORM)}&name=Second`))).toEqual([400, "invalid_request"])
  })

  it("wrong charset: a declared charset other than UTF-8, escapes or bytes that are not UTF-8, are refused", async () => {
    const before = (await readOutbox(outbox)).length
    const declared = await postForm(encode({ ...FORM, name: "Charset" }), {
      "Content-Type": "application/x-www-form-urlencoded; charset=windows-1256",
    })
    expect(await answerOf(declared)).toEqual([415, "unsupported_media_type"])
    const escaped = encode({ ...FORM, name: "NAME" }).replace("NAME", "%FF%FE%C0%AF")
    expect(await answerOf(await postForm(escaped))).toEqual([400, "invalid_request"])
    const [start, end] = encode({ ...FORM, name: "NAME" }).split("NAME")
    const raw = Buffer.concat([Buffer.from(start), Buffer.from([0xff, 0xfe, 0xc0, 0xaf]), Buffer.from(end)])
    expect(await answerOf(await postForm(raw))).toEqual([400, "invalid_request"])
    expect(await readOutbox(outbox)).toHaveLength(before)
  })
})

describe("the local server's bounds on slow and idle clients", () => {
  let tmp: string
  let server: http.Server
  let limitedPort: number
  const limits = { headersTimeoutMs: 500, requestTimeoutMs: 1500, maxConnections: 4 }

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "enquiry-limits-"))
    fs.writeFileSync(path.join(tmp, "index.html"), "<!doctype html><title>site</title>")
    const { handler } = createLocalEnquiryHandler({ OUTBOX_DIR: path.join(tmp, "outbox") })
    server = createLocalServer({ root: tmp, routes: { [ENQUIRY_PATH]: handler }, limits })
    await listen(server, "127.0.0.1", 0)
    limitedPort = portOf(server)
  })
  afterAll(async () => {
    server.closeAllConnections()
    await close(server)
    fs.rmSync(tmp, { recursive: true, force: true })
  })

  it("has bounds by default: 10 s for headers, 20 s for a whole request, 256 connections (64 per client), a minute stalled", () => {
    expect(DEFAULT_SERVER_LIMITS).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 20_000,
      maxConnections: 256,
      maxConnectionsPerClient: 64,
      stalledTimeoutMs: 60_000,
    })
  })

  it("cuts off a body sent one byte at a time once the request timeout has passed", async () => {
    const socket = net.connect(limitedPort, "127.0.0.1")
    const started = Date.now()
    const closed = new Promise<number>((resolve) => socket.on("close", () => resolve(Date.now() - started)))
    socket.on("error", () => undefined)
    socket.write(
      `POST ${ENQUIRY_PATH} HTTP/1.1\r\nHost: 127.0.0.1:${limitedPort}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`,
    )
    const drip = setInterval(() => socket.writable && socket.write("a"), 200)
    const heldFor = await closed
    clearInterval(drip)
    expect(heldFor).toBeGreaterThanOrEqual(limits.requestTimeoutMs - 100)
    expect(heldFor).toBeLessThan(limits.requestTimeoutMs + 3_000)
  })

  it("closes a connection that never finishes its headers once the headers timeout has passed", async () => {
    const socket = net.connect(limitedPort, "127.0.0.1")
    const started = Date.now()
    const closed = new Promise<number>((resolve) => socket.on("close", () => resolve(Date.now() - started)))
    socket.on("error", () => undefined)
    socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")
    const drip = setInterval(() => socket.writable && socket.write("X-Slow: 1\r\n"), 100)
    const heldFor = await closed
    clearInterval(drip)
    expect(heldFor).toBeGreaterThanOrEqual(limits.headersTimeoutMs - 100)
    expect(heldFor).toBeLessThan(limits.headersTimeoutMs + 2_000)
  })

  it("refuses connections past the cap, and serves again once idle ones time out", async () => {
    const idle = Array.from({ length: limits.maxConnections }, () => net.connect(limitedPort, "127.0.0.1"))
    await Promise.all(idle.map((socket) => new Promise((resolve) => socket.once("connect", resolve))))
    idle.forEach((socket) => socket.on("error", () => undefined))
    await wait(100)
    const refused = await fetch(`http://127.0.0.1:${limitedPort}/`).then(
      () => false,
      () => true,
    )
    expect(refused).toBe(true)
    await Promise.all(idle.map((socket) => new Promise((resolve) => socket.once("close", resolve))))
    expect((await fetch(`http://127.0.0.1:${limitedPort}/`)).status).toBe(200)
  }, 15_000)
})

describe("the local server's rate limit", () => {
  it("counts the socket's address: rotating X-Forwarded-For gets no more than 5 through", async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "enquiry-rate-"))
    const { handler } = createLocalEnquiryHandler({ OUTBOX_DIR: path.join(tmp, "outbox") })
    const server = createLocalServer({ root: tmp, routes: { [ENQUIRY_PATH]: handler } })
    await listen(server, "127.0.0.1", 0)
    const ratePort = portOf(server)
    const logged = jest.spyOn(console, "error").mockImplementation(() => undefined)
    try {
      const statuses: number[] = []
      for (let i = 0; i < 8; i++) {
        const spoofed = { "X-Forwarded-For": `198.51.100.${i}`, "X-Real-IP": `192.0.2.${i}` }
        statuses.push((await postEnquiry(ratePort, ENQUIRY, spoofed)).status)
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429])
      const lines = logged.mock.calls.join("\n")
      expect(lines).toMatch(/rate limit reached for a client/)
      expect(lines).not.toMatch(/127\.0\.0\.1|198\.51|192\.0\.2|Omar|omar@|Khalil/)
    } finally {
      logged.mockRestore()
      await close(server)
      fs.rmSync(tmp, { recursive: true, force: true })
    }
  })
})

describe("the Supabase entry under real Deno", () => {
  const RATE_LIMIT = 6
  let accepted = 0
  let db: SupabaseDb
  let standIn: MailStandIn
  let deno: ChildProcess
  let denoOutput = ""
  let denoPort = 0
  const denoDir = fs.mkdtempSync(path.join(os.tmpdir(), "enquiry-deno-"))
  const denoEnv = { PATH: process.env.PATH, HOME: process.env.HOME, DENO_DIR: denoDir, NO_COLOR: "1" }

  async function send(body: unknown, headers: Record<string, string> = {}) {
    const response = await postEnquiry(denoPort, body, headers, "/")
    const answer = await response.json()
    if (response.status === 200 && !headers[IDEMPOTENCY_HEADER]?.startsWith("repeat")) accepted++
    return { status: response.status, answer }
  }

  async function rowFor(key: string) {
    const [row] = await db.sql`select * from public.enquiries where idempotency_key = ${key}`
    return row
  }

  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    for (let tries = 0; ; tries++) {
      const value = await read()
      if (done(value) || tries > 100) return value
      await wait(100)
    }
  }

  beforeAll(async () => {
    db = await startSupabaseDb()
    standIn = await startMailStandIn({ keepMails: true })
    // --node-modules-dir=manual resolves npm:postgres from the project's node_modules: no network needed.
    deno = spawn(
      DENO,
      [
        "run",
        "--node-modules-dir=manual",
        "--cached-only",
        "--allow-net=127.0.0.1",
        "--allow-env",
        "index.ts",
      ],
      {
        cwd: DENO_ENTRY_DIR,
        env: {
          ...denoEnv,
          // Port 0: Deno takes a free one and names it in its "Listening on" line.
          PORT: "0",
          SUPABASE_DB_URL: db.url,
          RESEND_API_KEY: "re_test_key",
          RESEND_API_URL: standIn.url,
          CONTACT_TO: "inbox@example.com",
          CONTACT_FROM: "Website <web@example.com>",
          ALLOWED_ORIGINS: "https://www.example.com",
          ENQUIRY_RATE_LIMIT: String(RATE_LIMIT),
          ENQUIRY_RETRY_SECONDS: "0.5",
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    )
    deno.stdout!.on("data", (chunk) => (denoOutput += chunk))
    deno.stderr!.on("data", (chunk) => (denoOutput += chunk))
    const started = Date.now()
    for (;;) {
      denoPort = Number(/Listening on http:\/\/127\.0\.0\.1:(\d+)\//.exec(denoOutput)?.[1] ?? 0)
      const up =
        denoPort > 0 &&
        (await fetch(`http://127.0.0.1:${denoPort}/`, { method: "OPTIONS" }).then(
          () => true,
          () => false,
        ))
      if (up) break
      if (deno.exitCode !== null || Date.now() - started > 45_000) {
        throw new Error(`Deno did not start:\n${denoOutput}`)
      }
      await wait(200)
    }
  }, 120_000)

  afterAll(async () => {
    if (deno && deno.exitCode === null) {
      const exited = new Promise((resolve) => deno.once("exit", resolve))
      deno.kill("SIGTERM")
      await exited
    }
    await standIn?.close()
    await db?.stop()
    fs.rmSync(denoDir, { recursive: true, force: true })
  })

  it("type-checks under Deno, offline", () => {
    // With node_modules as Deno's npm store (manual mode), nothing is fetched; deno check has no --cached-only.
    const check = spawnSync(DENO, ["check", "--node-modules-dir=manual", "index.ts"], {
      cwd: DENO_ENTRY_DIR,
      env: denoEnv,
      encoding: "utf8",
      timeout: 50_000,
    })
    expect(check.stderr).toContain("Check")
    expect(check.status).toBe(0)
  }, 60_000)

  it("runs the scheduled sweep (pg_cron through pg_net) on a POST with X-Enquiry-Sweep, answering counts only", async () => {
    const sweep = await fetch(`http://127.0.0.1:${denoPort}/`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Enquiry-Sweep": "1" },
      body: "{}",
    })
    expect(sweep.status).toBe(200)
    expect(Object.keys(await sweep.json()).sort()).toEqual([
      "alert",
      "deleted",
      "delivered",
      "givenUp",
      "retried",
      "waiting",
    ])
  })

  it("answers the CORS preflight for the configured origin, allowing the Idempotency-Key; refuses others", async () => {
    const preflight = (origin: string) =>
      fetch(`http://127.0.0.1:${denoPort}/`, {
        method: "OPTIONS",
        headers: {
          Origin: origin,
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "idempotency-key",
        },
      })
    const allowed = await preflight("https://www.example.com")
    expect(allowed.status).toBe(204)
    expect(allowed.headers.get("access-control-allow-origin")).toBe("https://www.example.com")
    expect(allowed.headers.get("access-control-allow-headers")).toBe(
      "authorization, x-client-info, apikey, content-type, idempotency-key",
    )
    expect((await preflight("https://evil.test")).status).toBe(403)
    const { status, answer } = await send(ENQUIRY, { Origin: "https://evil.test" })
    expect([status, answer.code]).toEqual([403, "origin_not_allowed"])
  })

  it("stores the enquiry in Postgres, answers 200, and sends it to Resend with its id as the key, escaped", async () => {
    const key = randomUUID()
    const { status, answer } = await send(
      { ...ENQUIRY, language: "ar" },
      { [IDEMPOTENCY_HEADER]: key, Authorization: "Bearer anon" },
    )
    expect(status).toBe(200)
    expect(answer).toEqual({ ok: true, id: expect.any(String) })
    const row = await until(
      () => rowFor(key),
      (value) => value?.status === "delivered",
    )
    expect(row).toMatchObject({
      id: answer.id,
      name: ENQUIRY.name,
      language: "ar",
      status: "delivered",
      attempts: 1,
    })

    const mail = standIn.mails.find((each) => each.key === answer.id)!
    expect(mail.authorization).toBe("Bearer re_test_key")
    expect(mail.body).toMatchObject({
      from: "Website <web@example.com>",
      to: ["inbox@example.com"],
      reply_to: "omar@example.org",
      subject: "Website enquiry from Omar <b>Khalil</b> (Khalil & Co)",
    })
    expect(mail.body.text).toContain("Language: Arabic (ar)")
    expect(mail.body.html).toContain("Omar &lt;b&gt;Khalil&lt;/b&gt;")
    expect(mail.body.html).toContain(
      "We&#39;d like a &quot;quote&quot; for &lt;script&gt;alert(1)&lt;/script&gt;.",
    )
    expect(mail.body.html).not.toMatch(/<script|<b>/)
  })

  it("answers a repeat with the same id, and neither stores nor sends it again", async () => {
    const key = randomUUID()
    const first = await send(ENQUIRY, { [IDEMPOTENCY_HEADER]: key })
    await until(
      () => rowFor(key),
      (value) => value?.status === "delivered",
    )
    const repeat = await postEnquiry(denoPort, ENQUIRY, { [IDEMPOTENCY_HEADER]: key }, "/")
    expect(await repeat.json()).toEqual(first.answer)
    const [{ n }] =
      await db.sql`select count(*)::int as n from public.enquiries where idempotency_key = ${key}`
    expect(n).toBe(1)
    expect(standIn.accepted.get(first.answer.id)).toBe(1)
  })

  it("keeps an enquiry while Resend is down, logs without its contents, and delivers it once Resend is back", async () => {
    standIn.down = true
    const key = randomUUID()
    const { status } = await send(
      { ...ENQUIRY, name: "Layla Mansour", email: "layla@example.org" },
      { [IDEMPOTENCY_HEADER]: key },
    )
    expect(status).toBe(200)
    const pending = await until(
      () => rowFor(key),
      (value) => value?.last_error !== null,
    )
    expect(pending).toMatchObject({
      status: "pending",
      last_error: expect.stringMatching(/Resend answered 500/),
    })
    expect(denoOutput).toMatch(/delivery attempt 1 failed for enquiry/)
    expect(denoOutput).not.toMatch(/Layla|layla@example|Omar|omar@example|Khalil|quote/)

    standIn.down = false
    await wait(600)
    // Any request that reaches the function starts a sweep once the retry is due.
    await fetch(`http://127.0.0.1:${denoPort}/`, { method: "OPTIONS" })
    const delivered = await until(
      () => rowFor(key),
      (value) => value?.status === "delivered",
    )
    expect(delivered.attempts).toBe(2)
    expect(standIn.accepted.get(delivered.id)).toBe(1)
  })

  it("answers the site's plain form post (no bearer) with 303 to the site's page, and stores it", async () => {
    const post = (origin: string) =>
      fetch(`http://127.0.0.1:${denoPort}/`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: origin,
          "Sec-Fetch-Site": "cross-site",
        },
        body: new URLSearchParams({ ...ENQUIRY, name: "Form Post", website: "", results: "/site/contact/" }),
        redirect: "manual",
      })
    const response = await post("https://www.example.com")
    expect([response.status, response.headers.get("location")]).toEqual([
      303,
      "https://www.example.com/site/contact/sent/",
    ])
    accepted++
    const [{ n }] = await db.sql`select count(*)::int as n from public.enquiries where name = 'Form Post'`
    expect(n).toBe(1)
    expect((await post("https://evil.test")).status).toBe(403)
  })

  it("counts the connecting address: rotating X-Forwarded-For and X-Real-IP gets nothing more through", async () => {
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) {
      const spoofed = { "X-Forwarded-For": `198.51.100.${i}`, "X-Real-IP": `192.0.2.${i}` }
      statuses.push((await send(ENQUIRY, spoofed)).status)
    }
    expect(accepted).toBe(RATE_LIMIT)
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      10 - statuses.filter((s) => s === 200).length,
    )
  })
})
