/** @jest-environment node */
/**
 * The enquiry's answers over real HTTP on 127.0.0.1: the local server and the function with its
 * outbox on disk. A repeat gets its original's answer, even while the
 * original is being written (an outbox whose write the test holds); a form resubmitted within the
 * window is one enquiry, and one after it is another (a clock the test sets).
 */
import { randomUUID } from "node:crypto"
import fs from "node:fs"
import http from "node:http"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import { NON_PAGE_ANSWER_HEADERS } from "../functions/send-contact-email/answer-headers"
import { ENQUIRY_PATH, IDEMPOTENCY_HEADER } from "../functions/send-contact-email/contract"
import { RESUBMISSION_WINDOW_MS } from "../functions/send-contact-email/form-post"
import { createEnquiryHandler, type EnquiryHandlerOptions } from "../functions/send-contact-email/handler"
import { createOutboxStore, readOutbox } from "../functions/send-contact-email/outbox-store"
import type { EnquiryStore } from "../functions/send-contact-email/store"
import { createLocalServer, listen } from "../scripts/local-server"

const ENQUIRY = { name: "Omar Khalil", email: "omar@example.org", company: "", message: "A quote, please." }
const BROWSER = "Mozilla/5.0 Chromium"

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "enquiry-answers-"))
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }))

/**
 * The outbox, whose next write can be held: `hold()` makes the next `add` wait until `release()`.
 * `touches(n)` resolves once `n` more requests have reached the store since the hold began (a
 * read counted when it has answered, a write when it starts), so a test knows every repeat is in.
 */
function heldOutbox(dir: string) {
  const outbox = createOutboxStore(dir)
  let count = 0
  let armed = false
  let holding: Promise<void> | null = null
  let release = () => undefined as void
  let onHeld = () => undefined as void
  const waiters: Array<{ until: number; resolve: () => void }> = []
  const touched = () => {
    count++
    for (const waiter of waiters.filter((each) => count >= each.until)) {
      waiters.splice(waiters.indexOf(waiter), 1)
      waiter.resolve()
    }
  }
  const store: EnquiryStore = {
    ...outbox,
    description: outbox.description,
    async find(key) {
      const found = await outbox.find(key)
      touched()
      return found
    },
    async add(record) {
      touched()
      if (armed) {
        armed = false
        onHeld()
        await holding
      }
      return outbox.add(record)
    },
  }
  return {
    store,
    /** Resolves once the next write has started and is held. */
    hold() {
      armed = true
      holding = new Promise<void>((resolve) => (release = resolve))
      return new Promise<number>((resolve) => (onHeld = () => resolve(count)))
    },
    release: () => release(),
    touches: (n: number) => new Promise<void>((resolve) => waiters.push({ until: count + n, resolve })),
  }
}

async function startServer(options: Omit<EnquiryHandlerOptions, "store"> & { store?: EnquiryStore } = {}) {
  const outbox = fs.mkdtempSync(path.join(tmp, "outbox-"))
  const held = heldOutbox(outbox)
  const handler = createEnquiryHandler({ store: held.store, log: () => undefined, ...options })
  const server: http.Server = createLocalServer({ root: tmp, routes: { [ENQUIRY_PATH]: handler } })
  await listen(server, "127.0.0.1", 0)
  const port = (server.address() as net.AddressInfo).port
  const url = `http://127.0.0.1:${port}${ENQUIRY_PATH}`
  return {
    port,
    held,
    stored: () => readOutbox(outbox),
    postJson: (body: unknown, headers: Record<string, string> = {}) =>
      fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", "User-Agent": BROWSER, ...headers },
        body: JSON.stringify(body),
      }),
    postForm: (fields: Record<string, string>) =>
      fetch(url, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: `http://127.0.0.1:${port}`,
          "Sec-Fetch-Site": "same-origin",
          "User-Agent": BROWSER,
        },
        body: new URLSearchParams({ ...fields, website: "", results: "/contact/" }),
        redirect: "manual",
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** Lets every promise chain that is ready run to its next wait (no timer decides anything). */
const settle = () => new Promise((resolve) => setImmediate(resolve))

describe("a repeat is answered as its original, stored or being stored", () => {
  it("Send pressed twice by a visitor with four enquiries accepted: both told 'sent', one stored", async () => {
    const server = await startServer({ limits: { maxPerWindow: 5 } })
    try {
      for (let i = 1; i <= 4; i++)
        expect((await server.postForm({ ...ENQUIRY, message: `Enquiry ${i}` })).status).toBe(303)
      const held = server.held.hold()
      const first = server.postForm(ENQUIRY)
      await held
      const repeatIn = server.held.touches(1)
      const second = server.postForm(ENQUIRY)
      await repeatIn
      await settle()
      server.held.release()
      const pages = await Promise.all(
        [first, second].map(async (answer) => (await answer).headers.get("location")),
      )
      expect(pages).toEqual(["/contact/sent/", "/contact/sent/"])
      expect(await server.stored()).toHaveLength(5)
    } finally {
      await server.close()
    }
  })

  it("50 requests at once with one Idempotency-Key from a fresh client: 50 × 200 with one id, one stored", async () => {
    const server = await startServer({ limits: { maxPerWindow: 5 } })
    try {
      const key = randomUUID()
      const held = server.held.hold()
      const first = server.postJson(ENQUIRY, { [IDEMPOTENCY_HEADER]: key })
      await held
      const repeatsIn = server.held.touches(49)
      const repeats = Array.from({ length: 49 }, () =>
        server.postJson(ENQUIRY, { [IDEMPOTENCY_HEADER]: key }),
      )
      await repeatsIn
      await settle()
      server.held.release()
      const answers = await Promise.all(
        [first, ...repeats].map(async (answer) => [(await answer).status, (await (await answer).json()).id]),
      )
      const [[, id]] = answers
      expect(answers.filter(([status, each]) => status === 200 && each === id)).toHaveLength(50)
      expect(await server.stored()).toHaveLength(1)
      // The repeats took nothing from the limit: four more enquiries are still welcome.
      for (let i = 1; i <= 4; i++)
        expect((await server.postJson({ ...ENQUIRY, message: `More ${i}` })).status).toBe(200)
      expect((await server.postJson({ ...ENQUIRY, message: "One too many" })).status).toBe(429)
    } finally {
      await server.close()
    }
  })
})

describe("a resubmitted form is one enquiry within a window, never for ever", () => {
  it("merges a reload and Back-and-Send within 10 minutes of the original, and keeps one sent later", async () => {
    // Eight minutes into a window, so that a resubmission 9 minutes on falls in the next one.
    let time =
      Math.floor(Date.UTC(2026, 0, 15, 9) / RESUBMISSION_WINDOW_MS) * RESUBMISSION_WINDOW_MS + 8 * 60_000
    const server = await startServer({ now: () => time, limits: { maxPerWindow: 100 } })
    try {
      expect(RESUBMISSION_WINDOW_MS).toBe(10 * 60_000)
      const send = async () => (await server.postForm(ENQUIRY)).headers.get("location")
      expect(await send()).toBe("/contact/sent/")
      const original = time
      for (const later of [5_000, 9 * 60_000, RESUBMISSION_WINDOW_MS - 1]) {
        time = original + later
        expect([later, await send(), (await server.stored()).length]).toEqual([later, "/contact/sent/", 1])
      }
      time = original + RESUBMISSION_WINDOW_MS + 1_000
      expect(await send()).toBe("/contact/sent/")
      time = original + 15 * 60_000
      expect(await send()).toBe("/contact/sent/")
      expect(await server.stored()).toHaveLength(2)
    } finally {
      await server.close()
    }
  })

  it("takes the same words sent by the form's script after the form's own post as that enquiry", async () => {
    const server = await startServer({ limits: { maxPerWindow: 100 } })
    try {
      const fields = { ...ENQUIRY, language: "fr" }
      expect((await server.postForm(fields)).status).toBe(303)
      const [stored] = await server.stored()
      const scripted = await server.postJson(fields, { [IDEMPOTENCY_HEADER]: randomUUID() })
      expect(await scripted.json()).toEqual({ ok: true, id: stored.id })
      expect(await server.stored()).toHaveLength(1)
      // Without a key (curl) a request is its own enquiry, as before.
      expect((await server.postJson(fields)).status).toBe(200)
      expect(await server.stored()).toHaveLength(2)
    } finally {
      await server.close()
    }
  })
})

describe("every answer carries the headers that fit it", () => {
  /** One request exactly as written (a fragment, a method fetch() refuses); resolves with the status and headers. */
  const raw = (port: number, method: string, target: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
      const request = http.request({ host: "127.0.0.1", port, method, path: target, headers }, (response) => {
        response.resume()
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers }))
      })
      request.on("error", reject)
      request.end()
    })

  it("the function's 200, 400, 403, 405, 303 and 204, and the server's own 400, 405 and 404", async () => {
    const server = await startServer()
    try {
      const answers: Array<[string, number, http.IncomingHttpHeaders | Headers]> = []
      const note = (what: string, response: Response) =>
        answers.push([what, response.status, response.headers])
      note("enquiry stored", await server.postJson(ENQUIRY))
      note("a field at fault", await server.postJson({ ...ENQUIRY, email: "no" }))
      note("another site", await server.postJson(ENQUIRY, { Origin: "https://evil.test" }))
      note("form post", await server.postForm(ENQUIRY))
      const fn = `http://127.0.0.1:${server.port}${ENQUIRY_PATH}`
      note(
        "preflight",
        await fetch(fn, { method: "OPTIONS", headers: { Origin: `http://127.0.0.1:${server.port}` } }),
      )
      note("GET on the function", await fetch(fn))
      for (const [what, method, target] of [
        ["TRACE on the function", "TRACE", ENQUIRY_PATH],
        ["a fragment", "GET", "/#"],
        ["an undecodable path", "GET", "/%"],
        ["POST on a file", "POST", "/"],
        ["no such file, no 404 page", "GET", "/nothing/"],
      ]) {
        const { status, headers } = await raw(server.port, method, target)
        answers.push([what, status, headers])
      }
      const expected = Object.fromEntries(
        Object.entries(NON_PAGE_ANSWER_HEADERS).map(([n, v]) => [n.toLowerCase(), v]),
      )
      for (const [what, status, headers] of answers) {
        const sent = Object.fromEntries(
          Object.keys(expected).map((name) => [
            name,
            headers instanceof Headers ? headers.get(name) : headers[name],
          ]),
        )
        expect([what, status, sent]).toEqual([what, status, expected])
      }
      expect(answers.map(([, status]) => status)).toEqual([
        200, 400, 403, 303, 204, 405, 405, 400, 400, 405, 404,
      ])
      expect(NON_PAGE_ANSWER_HEADERS["Content-Security-Policy"]).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      )
    } finally {
      await server.close()
    }
  })
})

describe("half a character is refused on both paths with one code", () => {
  it("refuses a lone surrogate escaped in JSON as the form path refuses it, and keeps nothing", async () => {
    const server = await startServer()
    try {
      const url = `http://127.0.0.1:${server.port}${ENQUIRY_PATH}`
      const json = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(ENQUIRY).replace("Omar", "\\ud800mar"),
      })
      expect([json.status, (await json.json()).code]).toEqual([400, "invalid_request"])
      const form = await server.postForm({ ...ENQUIRY, name: "NAME" })
      expect(form.headers.get("location")).toBe("/contact/sent/")
      const raw = new URLSearchParams({ ...ENQUIRY, website: "", results: "/contact/" })
        .toString()
        .replace("Omar", "%ED%A0%80mar")
      const posted = await fetch(url, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: `http://127.0.0.1:${server.port}`,
        },
        body: raw,
        redirect: "manual",
      })
      // Unreadable, the form's fields (its result pages among them) are unknown: answered as JSON.
      expect([posted.status, (await posted.json()).code]).toEqual([400, "invalid_request"])
      expect((await server.stored()).map((record) => record.enquiry.name)).toEqual(["NAME"])
    } finally {
      await server.close()
    }
  })
})

describe("a 413 that arrives", () => {
  /** Sends a whole form body of `bytes` before reading anything, as a browser does; resolves with the status line, or the error. */
  const postWholeBody = (port: number, bytes: number) =>
    new Promise<string>((resolve) => {
      const socket = net.connect(port, "127.0.0.1")
      let text = ""
      socket.pause()
      socket.on("data", (chunk) => (text += chunk))
      socket.on("error", (error) => resolve(`${(error as NodeJS.ErrnoException).code}`))
      socket.on("end", () => resolve(text.split("\r\n")[0]))
      const body = `name=x&message=${"a".repeat(bytes - "name=x&message=".length)}`
      socket.write(
        `POST ${ENQUIRY_PATH} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\n` +
          `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
      )
      socket.write(body, () => {
        // Everything is sent: now the client reads its answer.
        socket.resume()
        socket.end()
      })
    })

  it("reads a 5 MB form body to its end after answering, so the client that sends it all first sees the 413", async () => {
    const server = await startServer()
    try {
      const answers: string[] = []
      for (let i = 0; i < 5; i++) answers.push(await postWholeBody(server.port, 5 * 1024 * 1024))
      expect(answers).toEqual(Array(5).fill("HTTP/1.1 413 Payload Too Large"))
    } finally {
      await server.close()
    }
  })

  it("names the limit that applied: 96 KB for a form, 32 KB for JSON", async () => {
    const server = await startServer()
    try {
      const url = `http://127.0.0.1:${server.port}${ENQUIRY_PATH}`
      const json = await server.postJson({ ...ENQUIRY, message: "a".repeat(40 * 1024) })
      expect((await json.json()).error).toBe("Your enquiry is too large (over 32 KB).")
      const form = await fetch(url, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: `http://127.0.0.1:${server.port}`,
        },
        body: `name=x&message=${"a".repeat(100 * 1024)}`,
      })
      expect([form.status, (await form.json()).error]).toEqual([
        413,
        "Your enquiry is too large (over 96 KB).",
      ])
    } finally {
      await server.close()
    }
  })
})

describe("the honeypot under its new name, and its former one", () => {
  it("keeps nothing when either is filled, and keeps the enquiry when both are empty", async () => {
    const server = await startServer()
    try {
      for (const trap of [{ leave_blank: "http://spam.test" }, { website: "http://spam.test" }]) {
        const response = await server.postJson({ ...ENQUIRY, ...trap })
        expect([trap, response.status]).toEqual([trap, 200])
      }
      expect(await server.stored()).toHaveLength(0)
      expect((await server.postJson({ ...ENQUIRY, leave_blank: "", website: "" })).status).toBe(200)
      expect(await server.stored()).toHaveLength(1)
    } finally {
      await server.close()
    }
  })
})
