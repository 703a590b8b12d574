/** @jest-environment node */
/**
 * Over real HTTP on 127.0.0.1: the local server stores an enquiry in its outbox, and the Supabase
 * entry runs under real Deno, delivering to a local stand-in for Resend.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import http from "node:http"
import os from "node:os"
import path from "node:path"
import { createLocalEnquiryHandler, ENQUIRY_PATH } from "../functions/send-contact-email/local"
import { readOutbox } from "../functions/send-contact-email/outbox-transport"
import { createLocalServer, listen } from "../scripts/local-server"

// Ports from this feature's range (9410–9499), so parallel work on the machine never collides.
const LOCAL_PORT = 9420
const RESEND_PORT = 9421
const DENO_PORT = 9422
const ROOT = path.resolve(__dirname, "..")
const DENO = path.join(ROOT, "node_modules", ".bin", "deno")
const DENO_ENTRY_DIR = path.join(ROOT, "supabase", "functions", "send-contact-email")

const ENQUIRY = {
  name: "Omar <b>Khalil</b>",
  email: "omar@example.org",
  company: "Khalil & Co",
  message: 'We\'d like a "quote" for <script>alert(1)</script>.\nThanks!',
}

function close(server: http.Server) {
  return new Promise<void>((resolve) => server.close(() => resolve()))
}

describe("the local server", () => {
  let tmp: string
  let outbox: string
  let server: http.Server

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "enquiry-http-"))
    outbox = path.join(tmp, "outbox")
    fs.writeFileSync(path.join(tmp, "index.html"), "<!doctype html><title>site</title>")
    const { handler, destination } = createLocalEnquiryHandler({ OUTBOX_DIR: outbox })
    expect(destination).toBe(`outbox ${outbox}`)
    server = createLocalServer({ root: tmp, routes: { [ENQUIRY_PATH]: handler } })
    await listen(server, "127.0.0.1", LOCAL_PORT)
  })
  afterAll(async () => {
    await close(server)
    fs.rmSync(tmp, { recursive: true, force: true })
  })

  it("accepts an enquiry and the outbox holds exactly what was sent, one file, nothing half-written", async () => {
    const response = await fetch(`http://127.0.0.1:${LOCAL_PORT}${ENQUIRY_PATH}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...ENQUIRY, website: "" }),
    })
    expect(response.status).toBe(200)
    const { ok, id } = await response.json()
    expect(ok).toBe(true)

    expect(fs.readdirSync(outbox)).toEqual([expect.stringMatching(new RegExp(`^\\d{4}-.*-${id}\\.json$`))])
    const [stored] = await readOutbox(outbox)
    expect(stored.id).toBe(id)
    expect(stored.enquiry).toEqual(ENQUIRY)
    expect(stored.replyTo).toBe(ENQUIRY.email)
    expect(stored.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;")
  })

  it("serves the site next to the function and refuses a bad enquiry with a readable error", async () => {
    const page = await fetch(`http://127.0.0.1:${LOCAL_PORT}/`)
    expect(await page.text()).toContain("<title>site</title>")
    const before = (await readOutbox(outbox)).length
    const response = await fetch(`http://127.0.0.1:${LOCAL_PORT}${ENQUIRY_PATH}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...ENQUIRY, email: "not-an-address" }),
    })
    expect(response.status).toBe(400)
    expect((await response.json()).error).toBe("Please enter a valid email address.")
    expect(await readOutbox(outbox)).toHaveLength(before)
  })
})

describe("the Supabase entry under real Deno", () => {
  const recorded: { headers: http.IncomingHttpHeaders; body: string; url?: string }[] = []
  let answerStatus = 200
  let resend: http.Server
  let deno: ChildProcess
  let denoOutput = ""
  const denoDir = fs.mkdtempSync(path.join(os.tmpdir(), "enquiry-deno-"))

  beforeAll(async () => {
    resend = http.createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on("data", (chunk) => chunks.push(chunk))
      req.on("end", () => {
        recorded.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8"), url: req.url })
        res.writeHead(answerStatus, { "Content-Type": "application/json" })
        res.end(answerStatus === 200 ? '{"id":"re_123"}' : '{"message":"domain not verified"}')
      })
    })
    await listen(resend, "127.0.0.1", RESEND_PORT)

    // --node-modules-dir=manual resolves npm:zod from the project's node_modules: no network needed.
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
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          DENO_DIR: denoDir,
          NO_COLOR: "1",
          PORT: String(DENO_PORT),
          RESEND_API_KEY: "re_test_key",
          RESEND_API_URL: `http://127.0.0.1:${RESEND_PORT}/emails`,
          CONTACT_TO: "inbox@example.com",
          CONTACT_FROM: "Website <web@example.com>",
          ALLOWED_ORIGINS: "https://www.example.com",
        },
        stdio: ["ignore", "pipe", "pipe"],
      },
    )
    deno.stdout!.on("data", (chunk) => (denoOutput += chunk))
    deno.stderr!.on("data", (chunk) => (denoOutput += chunk))
    const started = Date.now()
    for (;;) {
      const up = await fetch(`http://127.0.0.1:${DENO_PORT}/`, { method: "OPTIONS" }).then(
        () => true,
        () => false,
      )
      if (up) break
      if (deno.exitCode !== null || Date.now() - started > 45_000) {
        throw new Error(`Deno did not start:\n${denoOutput}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }, 60_000)

  afterAll(async () => {
    if (deno && deno.exitCode === null) {
      const exited = new Promise((resolve) => deno.once("exit", resolve))
      deno.kill("SIGTERM")
      await exited
    }
    await close(resend)
    fs.rmSync(denoDir, { recursive: true, force: true })
  })

  it("type-checks under Deno, offline", () => {
    // With node_modules as Deno's npm store (manual mode), nothing is fetched; deno check has no --cached-only.
    const check = spawnSync(DENO, ["check", "--node-modules-dir=manual", "index.ts"], {
      cwd: DENO_ENTRY_DIR,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DENO_DIR: denoDir, NO_COLOR: "1" },
      encoding: "utf8",
      timeout: 50_000,
    })
    expect(check.stderr).toContain("Check")
    expect(check.status).toBe(0)
  }, 60_000)

  it("answers the CORS preflight for the configured origin", async () => {
    const response = await fetch(`http://127.0.0.1:${DENO_PORT}/`, {
      method: "OPTIONS",
      headers: { Origin: "https://www.example.com", "Access-Control-Request-Method": "POST" },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get("access-control-allow-origin")).toBe("https://www.example.com")
    expect(response.headers.get("access-control-allow-headers")).toBe(
      "authorization, x-client-info, apikey, content-type",
    )
  })

  it("sends the enquiry to Resend with escaped HTML, the visitor as reply_to and the right headers", async () => {
    const response = await fetch(`http://127.0.0.1:${DENO_PORT}/`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: "Bearer anon-key" },
      body: JSON.stringify(ENQUIRY),
    })
    const answer = await response.json()
    expect(response.status).toBe(200)
    expect(answer).toEqual({ ok: true, id: expect.any(String) })

    expect(recorded).toHaveLength(1)
    const [request] = recorded
    expect(request.url).toBe("/emails")
    expect(request.headers.authorization).toBe("Bearer re_test_key")
    expect(request.headers["content-type"]).toBe("application/json")
    expect(request.headers["idempotency-key"]).toBe(answer.id)
    const mail = JSON.parse(request.body)
    expect(mail).toMatchObject({
      from: "Website <web@example.com>",
      to: ["inbox@example.com"],
      reply_to: "omar@example.org",
      subject: "Website enquiry from Omar <b>Khalil</b> (Khalil & Co)",
    })
    expect(mail.text).toContain(ENQUIRY.message)
    expect(mail.html).toContain("Omar &lt;b&gt;Khalil&lt;/b&gt;")
    expect(mail.html).toContain("Khalil &amp; Co")
    expect(mail.html).toContain(
      "We&#39;d like a &quot;quote&quot; for &lt;script&gt;alert(1)&lt;/script&gt;.",
    )
    expect(mail.html).not.toMatch(/<script|<b>/)
  })

  it("answers 502 when Resend refuses, and logs without the enquiry's contents", async () => {
    answerStatus = 422
    const response = await fetch(`http://127.0.0.1:${DENO_PORT}/`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(ENQUIRY),
    })
    expect(response.status).toBe(502)
    expect((await response.json()).error).toMatch(/could not be delivered/)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(denoOutput).toMatch(/transport failed .*Resend answered 422/)
    expect(denoOutput).not.toMatch(/Omar|omar@example|Khalil|quote/)
  })
})
