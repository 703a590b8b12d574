/**
 * `npm run bench:enquiry-audit [-- --trials 10]`: the figures behind the enquiry path's answers to
 * repeats, resubmissions, oversize bodies and held connections (docs/enquiries.md), against the
 * local server and its function in this process, on 127.0.0.1 (the connection figure also from
 * 127.0.0.2 and 127.0.0.3), each outbox a temporary folder. It stops
 * by itself, in under a minute.
 *
 * 1. Double sends: a visitor with four accepted enquiries (limit 5) presses Send twice, two
 *    identical form posts 2 ms apart: which page each post is sent to, and what is stored.
 * 2. Keyed repeats: 50 identical JSON requests at once with one Idempotency-Key, from a client
 *    with nothing sent yet: the answers, and what is stored.
 * 3. Connections per client: 256 sockets from 127.0.0.2 that send half a request and wait, then 11
 *    visitors from 127.0.0.3: how many of each the server takes.
 * 4. Oversize posts: a 5 MB form body sent whole before the answer is read, as a browser does.
 */
import { randomUUID } from "node:crypto"
import fs from "node:fs"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import { ENQUIRY_PATH, IDEMPOTENCY_HEADER } from "../functions/send-contact-email/contract"
import { createLocalEnquiryHandler } from "../functions/send-contact-email/local"
import { readOutbox } from "../functions/send-contact-email/outbox-store"
import { CONTACT_PATH } from "../src/routes"
import { createLocalServer, listen } from "./local-server"

const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`)
  return at >= 0 ? Number(process.argv[at + 1]) : fallback
}
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const ENQUIRY = {
  name: "Audit Visitor",
  email: "visitor@example.org",
  company: "",
  message: "A quote, please.",
}

const root = fs.mkdtempSync(path.join(os.tmpdir(), "enquiry-audit-"))
fs.writeFileSync(path.join(root, "index.html"), "<!doctype html><title>site</title>")

/** A fresh server and function (a fresh rate limit) with an outbox of its own. */
async function startServer() {
  const outbox = fs.mkdtempSync(path.join(root, "outbox-"))
  const enquiries = createLocalEnquiryHandler({ OUTBOX_DIR: outbox, ENQUIRY_RATE_LIMIT: "5" })
  const server = createLocalServer({ root, routes: { [ENQUIRY_PATH]: enquiries.handler }, headers: [] })
  const origin = await listen(server, "127.0.0.1", 0)
  return {
    origin,
    port: (server.address() as net.AddressInfo).port,
    stored: async () => (await readOutbox(outbox)).length,
    stop: async () => {
      enquiries.close()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

const formPost = (origin: string, fields: Record<string, string>) =>
  fetch(`${origin}${ENQUIRY_PATH}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: origin,
      "Sec-Fetch-Site": "same-origin",
      "User-Agent": "Mozilla/5.0 (audit)",
    },
    body: new URLSearchParams({ ...fields, website: "", results: CONTACT_PATH }),
    redirect: "manual",
    signal: AbortSignal.timeout(10_000),
  }).then((response) => response.headers.get("location") ?? String(response.status))

async function doubleSends(trials: number) {
  const pages = new Map<string, number>()
  let stored = 0
  for (let trial = 0; trial < trials; trial++) {
    const server = await startServer()
    try {
      for (let i = 1; i <= 4; i++) await formPost(server.origin, { ...ENQUIRY, message: `Enquiry ${i}` })
      const first = formPost(server.origin, ENQUIRY)
      await wait(2)
      const second = formPost(server.origin, ENQUIRY)
      for (const page of await Promise.all([first, second])) {
        const kind = page.replace(/#rate_limited-\d+$/, "#rate_limited-…")
        pages.set(kind, (pages.get(kind) ?? 0) + 1)
      }
      stored += (await server.stored()) === 5 ? 1 : 0
    } finally {
      await server.stop()
    }
  }
  console.log(`1. double sends: ${trials} trials, two identical form posts 2 ms apart after 4 accepted`)
  console.log(`   pages shown: ${[...pages].map(([page, n]) => `${page} × ${n}`).join(", ")}`)
  console.log(`   the enquiry stored once: ${stored} of ${trials} trials`)
}

async function keyedRepeats() {
  const server = await startServer()
  try {
    const key = randomUUID()
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        fetch(`${server.origin}${ENQUIRY_PATH}`, {
          method: "POST",
          headers: { "Content-Type": "application/json", [IDEMPOTENCY_HEADER]: key },
          body: JSON.stringify(ENQUIRY),
          signal: AbortSignal.timeout(10_000),
        }).then(async (response) => `${response.status} ${(await response.json()).id ?? ""}`),
      ),
    )
    const statuses = new Map<string, number>()
    for (const answer of answers) {
      const status = answer.split(" ")[0]
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
    }
    const ids = new Set(answers.filter((answer) => answer.startsWith("200")).map((a) => a.split(" ")[1]))
    console.log("2. keyed repeats: 50 identical JSON requests at once, one Idempotency-Key, a fresh client")
    console.log(`   answers: ${[...statuses].map(([status, n]) => `${status} × ${n}`).join(", ")}`)
    console.log(`   ids in the 200s: ${ids.size}; stored: ${await server.stored()}`)
  } finally {
    await server.stop()
  }
}

/** Connects from `localAddress`; resolves with the socket, or null when the connection fails. */
const connect = (port: number, localAddress: string) =>
  new Promise<net.Socket | null>((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1", localAddress })
    socket.once("connect", () => resolve(socket)).once("error", () => resolve(null))
  })

/** A visitor's GET: true when answered with a status line within 3 s. */
const visit = (port: number, localAddress: string) =>
  new Promise<boolean>((resolve) => {
    void connect(port, localAddress).then((socket) => {
      if (!socket) return resolve(false)
      let text = ""
      const done = (served: boolean) => {
        socket.destroy()
        resolve(served)
      }
      const timer = setTimeout(() => done(false), 3_000)
      socket.on("data", (chunk) => (text += chunk))
      socket.on("error", () => undefined)
      socket.on("close", () => {
        clearTimeout(timer)
        resolve(text.startsWith("HTTP/1.1 200"))
      })
      socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
    })
  })

async function connectionsPerClient() {
  const server = await startServer()
  const held: net.Socket[] = []
  try {
    for (let i = 0; i < 256; i++) {
      const socket = await connect(server.port, "127.0.0.2")
      if (!socket) continue
      socket.on("error", () => undefined)
      socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")
      held.push(socket)
    }
    // Let the server see every one before the visitors come.
    await wait(200)
    const open = held.filter((socket) => !socket.destroyed).length
    const served = await Promise.all(Array.from({ length: 11 }, () => visit(server.port, "127.0.0.3")))
    console.log("3. connections per client: 256 held sockets from 127.0.0.2, then 11 visitors from 127.0.0.3")
    console.log(`   held open by the server: ${open} of 256`)
    console.log(`   visitors served: ${served.filter(Boolean).length} of 11`)
  } finally {
    held.forEach((socket) => socket.destroy())
    await server.stop()
  }
}

/** A 5 MB form body sent whole before the answer is read: the status line, or the socket's error. */
const oversizePost = (port: number) =>
  new Promise<string>((resolve) => {
    const socket = net.connect(port, "127.0.0.1")
    let text = ""
    const timer = setTimeout(() => socket.destroy(), 10_000)
    socket.pause()
    socket.on("data", (chunk) => (text += chunk))
    socket.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"))
    socket.on("close", () => {
      clearTimeout(timer)
      resolve(text.split("\r\n")[0] || "closed without an answer")
    })
    const body = `name=x&message=${"a".repeat(5 * 1024 * 1024)}`
    socket.write(
      `POST ${ENQUIRY_PATH} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\n` +
        `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n` +
        "Connection: close\r\n\r\n",
    )
    socket.write(body, () => socket.resume())
  })

async function oversizePosts(tries: number) {
  const server = await startServer()
  try {
    const answers = new Map<string, number>()
    for (let i = 0; i < tries; i++) {
      const answer = await oversizePost(server.port)
      answers.set(answer, (answers.get(answer) ?? 0) + 1)
    }
    console.log(`4. oversize posts: ${tries} form bodies of 5 MB, sent whole before reading`)
    console.log(`   answers: ${[...answers].map(([answer, n]) => `${answer} × ${n}`).join(", ")}`)
  } finally {
    await server.stop()
  }
}

async function main() {
  const trials = option("trials", 10)
  const stopAnyway = setTimeout(() => {
    console.error("The audit took over 5 minutes: stopped.")
    process.exit(1)
  }, 5 * 60_000)
  stopAnyway.unref()
  // The handler logs each 429 ("rate limit reached for a client"): counted above, not repeated here.
  const log = console.error
  console.error = () => undefined
  try {
    await doubleSends(trials)
    await keyedRepeats()
    await connectionsPerClient()
    await oversizePosts(20)
  } finally {
    console.error = log
    fs.rmSync(root, { recursive: true, force: true })
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
