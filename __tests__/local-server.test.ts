/** @jest-environment node */
/**
 * The local server as `npm start` runs it, over real HTTP: a build served as Netlify serves it
 * (serve-static streaming the files, compression, the build's headers and fallback rules), under
 * hostile requests: pipelined floods, slow and idle clients, paths that try to leave the site.
 */
import fs from "node:fs"
import http from "node:http"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import { PAGE_CONTENT_SECURITY_POLICY } from "../functions/send-contact-email/answer-headers"
import { filesOtherThanPages } from "../gatsby/headers/netlify-adapter"
import { type HeaderRule, siteHeaderRules } from "../gatsby/headers/response-headers"
import { createLocalServer, listen } from "../scripts/local-server"
import { headersFor } from "../scripts/netlify/headers-file"
import { seededRandom } from "../scripts/seeded-random"
import { startHelper } from "./helpers/supabase-db"

const MB = 1024 * 1024
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "local-server-"))
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }))

/** Script-like text of `bytes` bytes: compressible as the CMS bundle is (about 3:1), never repeating. */
function scriptText(bytes: number): string {
  const random = seededRandom(7)
  const words = ["const", "function", "return", "value", "editor", "entry", "=>", "{", "}", ";", "\n"]
  let text = ""
  while (text.length < bytes) {
    text += `${words[Math.floor(random() * words.length)]} v${Math.floor(random() * 1e6).toString(36)} `
  }
  return text.slice(0, bytes)
}

describe("memory, whatever one connection pipelines", () => {
  it("grows by at most 64 MB for 400 requests of a 2.1 MB script sent in one write by a client that never reads", async () => {
    const root = fs.mkdtempSync(path.join(tmp, "site-"))
    fs.writeFileSync(path.join(root, "index.html"), "<!doctype html><title>site</title>")
    // The size of the build's largest file, the CMS bundle (public/admin/sveltia-cms-….js).
    fs.writeFileSync(path.join(root, "cms.js"), scriptText(2.1 * MB))
    const server = await startHelper("static-server.ts", [root])
    const memory = async () =>
      (await (await fetch(`http://127.0.0.1:${server.port}/__memory`)).json()) as {
        rss: number
        maxRss: number
      }
    const sockets: net.Socket[] = []
    try {
      // Once through, so that what any first request loads is loaded before the baseline.
      for (const encoding of ["identity", "gzip"])
        await fetch(`http://127.0.0.1:${server.port}/cms.js`, { headers: { "Accept-Encoding": encoding } })
      const before = await memory()
      const growth: Record<string, number> = {}
      for (const encoding of ["identity", "gzip, deflate, br"]) {
        const socket = net.connect(server.port, "127.0.0.1")
        socket.on("error", () => undefined)
        sockets.push(socket)
        const request = `GET /cms.js HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: ${encoding}\r\n\r\n`
        socket.write(request.repeat(400))
        // The audit saw the old server's peak within a second.
        await wait(2_500)
        growth[encoding] = Math.round(((await memory()).maxRss - before.rss) / MB)
      }
      console.log(`memory growth for 400 pipelined requests, per connection: ${JSON.stringify(growth)} MB`)
      expect(Object.values(growth).every((megabytes) => megabytes <= 64)).toBe(true)
    } finally {
      sockets.forEach((socket) => socket.destroy())
      await server.stop()
    }
  }, 60_000)
})

/** One request exactly as written (no client normalises the path); resolves with the status and headers. */
function rawGet(port: number, target: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const request = http.request({ host: "127.0.0.1", port, path: target, headers })
      request.on("response", (response) => {
        let body = ""
        response.setEncoding("latin1")
        response.on("data", (chunk) => (body += chunk))
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        )
      })
      request.on("error", reject)
      request.end()
    },
  )
}

describe("a build served as Netlify serves it", () => {
  let root: string
  let server: http.Server
  let port: number
  let origin: string
  /** The site's own rules, as the build writes them to public/_headers. */
  let rules: HeaderRule[]

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(tmp, "build-"))
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      fs.writeFileSync(path.join(root, file), text)
    }
    write("index.html", "<!doctype html><title>home</title>")
    write("contact/index.html", "<!doctype html><title>contact</title>")
    write("404.html", "<!doctype html><title>not found</title>")
    write("app.js", scriptText(100_000))
    write("logo.svg", '<svg xmlns="http://www.w3.org/2000/svg"/>')
    write(".env", "SECRET=1")
    write(".git/config", "[core]")
    write("_redirects", "/ar/*  /ar/404.html  404\n")
    rules = siteHeaderRules([], filesOtherThanPages(root))
    const headersFile = rules
      .map((rule) => [rule.for, ...Object.entries(rule.values).map(([name, value]) => `  ${name}: ${value}`)])
      .flat()
      .join("\n")
    write("_headers", `${headersFile}\n`)
    server = createLocalServer({ root })
    origin = await listen(server, "127.0.0.1", 0)
    port = (server.address() as net.AddressInfo).port
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  it("sends the build's own security headers by default, as the deploy does", async () => {
    for (const urlPath of ["/", "/contact/", "/app.js", "/logo.svg"]) {
      const sent = (await rawGet(port, urlPath)).headers
      const expected = headersFor(rules, urlPath)
      expect(expected["X-Frame-Options"]).toBe("DENY")
      expect(expected["Content-Security-Policy"]).toContain("frame-ancestors 'none'")
      for (const [name, value] of Object.entries(expected))
        expect([urlPath, name, sent[name.toLowerCase()]]).toEqual([urlPath, name, value])
    }
    // A page's header policy is frame-ancestors alone (its meta holds the rest); a file's is strict.
    expect((await rawGet(port, "/logo.svg")).headers["content-security-policy"]).toMatch(
      /^default-src 'none'/,
    )
  })

  it("redirects a folder to its trailing slash, keeping the query", async () => {
    expect(await rawGet(port, "/contact?from=menu")).toMatchObject({
      status: 301,
      headers: { location: "/contact/?from=menu" },
    })
  })

  it.each([
    "/%2fevil.example%2f..%2fcontact",
    "/%2f%2fevil.example%2f..%2fcontact",
    "/%5cevil.example%5c..%5ccontact",
    "/%5c%5cevil.example%2f..%2fcontact",
    "//evil.example/..%2fcontact",
    "/%E2%80%AE%2f..%2fcontact",
    "/%E2%80%AEevil.example%2f..%2fcontact",
    "/%0d%0aLocation:%20http://evil.example%2f..%2fcontact",
    "/%0d%0a%2f..%2fcontact",
    "/%09/evil.example%2f..%2fcontact",
    "http://evil.example/contact",
  ])("never redirects %s to another origin, and never answers 500", async (target) => {
    const { status, headers } = await rawGet(port, target)
    expect([target, status, [301, 400, 404].includes(status)]).toEqual([target, status, true])
    if (headers.location) expect(new URL(headers.location, origin).origin).toBe(origin)
  })

  it("keeps a raw backslash encoded in the trailing-slash redirect, a path of this site", async () => {
    const { status, headers } = await rawGet(port, "/\\evil.example/..%2fcontact")
    expect([status, headers.location]).toEqual([301, "/%5Cevil.example/..%2fcontact/"])
    expect(new URL(headers.location!, origin).origin).toBe(origin)
  })

  it.each(["/_headers#", "/_redirects#", "/#", "/contact/#top", "/app.js#x"])(
    "refuses %s with 400: a fragment in the request line slips past no rule",
    async (target) => {
      const { status, body, headers } = await rawGet(port, target)
      expect([target, status, body, headers["x-frame-options"]]).toEqual([target, 400, "Bad Request", "DENY"])
    },
  )

  it("sends the 404 page for a name no header rule matches with the headers only headers carry", async () => {
    const { status, body, headers } = await rawGet(port, "/no-such-name/")
    expect([status, body]).toEqual([404, "<!doctype html><title>not found</title>"])
    expect(headers).toMatchObject({
      "content-security-policy": PAGE_CONTENT_SECURITY_POLICY,
      "x-frame-options": "DENY",
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
    })
  })

  it.each([
    "/_headers",
    "/_redirects",
    "/%5fheaders",
    "/./_redirects",
    "//_headers",
    "/.env",
    "/.git/config",
  ])("does not serve %s: the host's own files and dotfiles are not the site", async (target) => {
    const { status, body } = await rawGet(port, target)
    expect([target, status, body]).toEqual([target, 404, "<!doctype html><title>not found</title>"])
  })

  it("streams ranges and revalidates with ETag and Last-Modified", async () => {
    const part = await rawGet(port, "/app.js", { Range: "bytes=0-9" })
    expect([part.status, part.body, part.headers["content-range"]]).toEqual([
      206,
      scriptText(10),
      "bytes 0-9/100000",
    ])
    const full = await rawGet(port, "/app.js")
    expect(full.headers["last-modified"]).toBeDefined()
    const again = await rawGet(port, "/app.js", { "If-None-Match": String(full.headers.etag) })
    expect(again.status).toBe(304)
  })

  it("gzips text as it streams, as it always has (the byte budgets are gzip)", async () => {
    const encodingFor = async (offered?: string) =>
      (await rawGet(port, "/app.js", offered ? { "Accept-Encoding": offered } : {})).headers[
        "content-encoding"
      ]
    expect(await encodingFor("gzip, deflate, br, zstd")).toBe("gzip")
    expect(await encodingFor("br;q=1, gzip;q=0.5")).toBe("gzip")
    expect(await encodingFor("br")).toBeUndefined()
    expect(await encodingFor()).toBeUndefined()
    expect((await rawGet(port, "/app.js", { "Accept-Encoding": "gzip" })).headers.vary).toBe(
      "Accept-Encoding",
    )
  })

  it("answers TRACE on a file with 405, not 500", async () => {
    const answer = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .request({ host: "127.0.0.1", port, path: "/", method: "TRACE" }, resolve)
        .on("error", reject)
        .end(),
    )
    expect([answer.statusCode, answer.headers.allow]).toEqual([405, "GET, HEAD"])
  })
})

describe("connections per client address", () => {
  it("closes a client's connection past its cap, while another address is still served", async () => {
    const root = fs.mkdtempSync(path.join(tmp, "cap-"))
    fs.writeFileSync(path.join(root, "index.html"), "<!doctype html><title>site</title>")
    const limits = { maxConnections: 8, maxConnectionsPerClient: 3 }
    const server = createLocalServer({ root, headers: [], limits })
    await listen(server, "127.0.0.1", 0)
    const { port } = server.address() as net.AddressInfo
    const sockets: net.Socket[] = []
    const connect = (localAddress: string) =>
      new Promise<net.Socket>((resolve, reject) => {
        const socket = net.connect({ port, host: "127.0.0.1", localAddress })
        sockets.push(socket)
        socket.once("connect", () => resolve(socket)).once("error", reject)
      })
    /** The status line of the answer to a GET on `socket`, or "" when it is closed without one. */
    const answerOn = (socket: net.Socket) =>
      new Promise<string>((resolve) => {
        let text = ""
        socket.on("data", (chunk) => (text += chunk))
        socket.on("error", () => undefined)
        socket.on("close", () => resolve(text.split("\r\n")[0]))
        socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
      })
    try {
      for (let i = 0; i < limits.maxConnectionsPerClient; i++) await connect("127.0.0.2")
      expect(await answerOn(await connect("127.0.0.2"))).toBe("")
      expect(await answerOn(await connect("127.0.0.3"))).toBe("HTTP/1.1 200 OK")
    } finally {
      sockets.forEach((socket) => socket.destroy())
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it("serves a newcomer when a few addresses at their cap hold every connection", async () => {
    const root = fs.mkdtempSync(path.join(tmp, "cap-"))
    fs.writeFileSync(path.join(root, "index.html"), "<!doctype html><title>site</title>")
    // Four holders at their cap fill the server, as four addresses at 64 filled all 256.
    const limits = { maxConnections: 8, maxConnectionsPerClient: 2 }
    const server = createLocalServer({ root, headers: [], limits })
    await listen(server, "127.0.0.1", 0)
    const { port } = server.address() as net.AddressInfo
    const sockets: net.Socket[] = []
    const connect = (localAddress: string) =>
      new Promise<net.Socket>((resolve, reject) => {
        const socket = net.connect({ port, host: "127.0.0.1", localAddress })
        sockets.push(socket)
        socket.on("error", () => undefined)
        socket.once("connect", () => resolve(socket)).once("error", reject)
      })
    const answerOn = (socket: net.Socket) =>
      new Promise<string>((resolve) => {
        let text = ""
        socket.on("data", (chunk) => (text += chunk))
        socket.on("close", () => resolve(text.split("\r\n")[0]))
        socket.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
      })
    try {
      for (const holder of ["127.0.0.2", "127.0.0.3", "127.0.0.4", "127.0.0.5"])
        for (let i = 0; i < limits.maxConnectionsPerClient; i++) await connect(holder)
      // Let the server see every held connection before the visitors arrive.
      await new Promise((resolve) => setTimeout(resolve, 200))
      const visitors = await Promise.all(
        ["127.0.0.6", "127.0.0.7"].map(async (address) => answerOn(await connect(address))),
      )
      expect(visitors).toEqual(["HTTP/1.1 200 OK", "HTTP/1.1 200 OK"])
    } finally {
      sockets.forEach((socket) => socket.destroy())
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
