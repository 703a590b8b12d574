import fs from "node:fs/promises"
import http from "node:http"
import type net from "node:net"
import path from "node:path"
import zlib from "node:zlib"
import { type HeaderRule, headersFor } from "./netlify/headers-file"
import { type FallbackRule, fallbackFor } from "./netlify/redirects-file"
import { REVALIDATE } from "../gatsby/headers/response-headers"

/** What the server knows about a request beyond the Request: the socket's address, never a header. */
export interface RouteContext {
  clientAddress?: string
}

/** A route answered by a web-standard handler, e.g. the enquiry function. */
export type RouteHandler = (request: Request, context: RouteContext) => Promise<Response>

/** Bounds on what one client can hold: time to send headers and the whole request, open sockets. */
export interface ServerLimits {
  headersTimeoutMs: number
  requestTimeoutMs: number
  maxConnections: number
}

export const DEFAULT_SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 20_000,
  maxConnections: 256,
}

export interface LocalServerOptions {
  /** The folder to serve, normally Gatsby's `public/`. */
  root: string
  host?: string
  port?: number
  /** Served under this path prefix as well, for `gatsby build --prefix-paths` (e.g. "/site"). */
  pathPrefix?: string
  /** Exact paths (without prefix) answered by handlers instead of files. */
  routes?: Record<string, RouteHandler>
  /** Response headers by request path, as Netlify applies them (the build's public/_headers). */
  headers?: HeaderRule[]
  /** What answers a path no file matches (the build's public/_redirects: 404 pages, rewrites); else /404.html. */
  fallbacks?: FallbackRule[]
  limits?: Partial<ServerLimits>
}

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".pdf": "application/pdf",
  ".woff2": "font/woff2",
  ".map": "application/json; charset=utf-8",
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg)/

async function isFile(file: string): Promise<boolean> {
  return fs.stat(file).then(
    (stat) => stat.isFile(),
    () => false,
  )
}

/** Thrown for a request line or Host header that is not a URL: answered 400, never 500. */
class BadRequest extends Error {}

/**
 * The request body as a web stream that reads from the socket only when the handler asks: a handler
 * that stops at its size limit leaves the rest unread, and the connection is closed after the answer.
 */
function bodyStream(req: http.IncomingMessage): ReadableStream<Uint8Array> {
  const chunks = req[Symbol.asyncIterator]()
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await chunks.next()
        if (done) controller.close()
        else controller.enqueue(new Uint8Array(value as Buffer))
      },
    },
    { highWaterMark: 0 },
  )
}

function toWebRequest(req: http.IncomingMessage, origin: string): Request {
  let url: URL
  try {
    url = new URL(req.url ?? "/", origin)
  } catch {
    throw new BadRequest()
  }
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value)
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD"
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? bodyStream(req) : undefined,
    duplex: "half",
  } as RequestInit)
}

/** After answering, a request whose body was not read to the end gets its connection closed, not drained. */
function closeIfUnread(req: http.IncomingMessage, res: http.ServerResponse) {
  const hasBody =
    Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined
  if (!hasBody || req.complete) return
  res.shouldKeepAlive = false
  if (!res.headersSent) res.setHeader("Connection", "close")
  res.once("finish", () => req.socket.destroySoon())
}

async function sendWebResponse(req: http.IncomingMessage, res: http.ServerResponse, response: Response) {
  res.statusCode = response.status
  response.headers.forEach((value, name) => res.setHeader(name, value))
  closeIfUnread(req, res)
  res.end(Buffer.from(await response.arrayBuffer()))
}

/** Answers a Node request with a web-standard handler (here, and in `gatsby develop`'s middleware). */
export async function answerWith(route: RouteHandler, req: http.IncomingMessage, res: http.ServerResponse) {
  let request: Request
  try {
    // The Host the browser used: the handler compares it with the Origin to recognise the site itself.
    request = toWebRequest(req, `http://${req.headers.host ?? "127.0.0.1"}`)
  } catch (error) {
    if (!(error instanceof BadRequest)) throw error
    closeIfUnread(req, res)
    res.writeHead(400, { "Content-Type": "text/plain" }).end("Bad request")
    return
  }
  await sendWebResponse(req, res, await route(request, { clientAddress: req.socket.remoteAddress }))
}

/**
 * Closes connections that hold the server without finishing a request: no complete headers within
 * `headersTimeoutMs` of connecting (or of the previous answer), no complete body within
 * `requestTimeoutMs`. Node's own headersTimeout/requestTimeout checks run every 30 s and, measured
 * on Node 20, miss idle sockets once several are open; these timers are exact. Answers being
 * downloaded are not limited: a phone on a slow line may take a minute for the PDF.
 */
function guardSlowClients(server: http.Server, limits: ServerLimits) {
  const timers = new WeakMap<net.Socket, NodeJS.Timeout>()
  const arm = (socket: net.Socket, ms: number) => {
    clearTimeout(timers.get(socket))
    timers.set(
      socket,
      setTimeout(() => socket.destroy(), ms),
    )
  }
  const disarm = (socket: net.Socket) => clearTimeout(timers.get(socket))
  server.on("connection", (socket) => {
    arm(socket, limits.headersTimeoutMs)
    socket.once("close", () => disarm(socket))
  })
  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    const { socket } = req
    const hasBody =
      Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined
    if (hasBody && !req.complete) {
      arm(socket, limits.requestTimeoutMs)
      req.once("end", () => disarm(socket))
    } else {
      disarm(socket)
    }
    // Waiting for the next request on a kept-alive connection counts as waiting for headers.
    res.once("finish", () => !socket.destroyed && arm(socket, limits.headersTimeoutMs))
  })
}

/**
 * Serves a static build the way Netlify and GitHub Pages do (directory indexes, `/about` →
 * `/about/`, 404.html for unknown paths), compressed, plus web-standard handlers on fixed paths.
 */
export function createLocalServer({
  root,
  pathPrefix = "",
  routes = {},
  headers = [],
  fallbacks = [],
  limits: limitOverrides = {},
}: LocalServerOptions): http.Server {
  const prefix = pathPrefix.replace(/\/+$/, "")
  const limits = { ...DEFAULT_SERVER_LIMITS, ...limitOverrides }
  // Per file, the gzip of its latest version: bounded by the number of files in the build.
  const compressed = new Map<string, { mtimeMs: number; body: Buffer }>()

  async function sendFile(req: http.IncomingMessage, res: http.ServerResponse, file: string, status: number) {
    const type = CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream"
    let body: Buffer = await fs.readFile(file)
    res.statusCode = status
    res.setHeader("Content-Type", type)
    res.setHeader("X-Content-Type-Options", "nosniff")
    if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))) {
      // Checked against the modification time, so a rebuild while the server runs is served fresh.
      const { mtimeMs } = await fs.stat(file)
      const cached = compressed.get(file)
      body = cached?.mtimeMs === mtimeMs ? cached.body : zlib.gzipSync(body)
      compressed.set(file, { mtimeMs, body })
      res.setHeader("Content-Encoding", "gzip")
      res.setHeader("Vary", "Accept-Encoding")
    }
    res.setHeader("Content-Length", body.length)
    res.end(req.method === "HEAD" ? undefined : body)
  }

  const server = http.createServer(
    { headersTimeout: limits.headersTimeoutMs, requestTimeout: limits.requestTimeoutMs },
    async (req, res) => {
      try {
        let url: URL
        let urlPath: string
        let requestPath: string
        try {
          url = new URL(req.url ?? "/", "http://localhost")
          urlPath = decodeURIComponent(url.pathname)
          requestPath = urlPath
        } catch {
          closeIfUnread(req, res)
          res.writeHead(400, { "Content-Type": "text/plain" }).end("Bad request")
          return
        }
        if (prefix && (urlPath === prefix || urlPath.startsWith(`${prefix}/`))) {
          urlPath = urlPath.slice(prefix.length) || "/"
        }

        const route = routes[urlPath]
        if (route) return await answerWith(route, req, res)

        closeIfUnread(req, res)
        if (req.method !== "GET" && req.method !== "HEAD") {
          res.writeHead(405, { Allow: "GET, HEAD" }).end()
          return
        }

        const file = path.join(root, path.normalize(urlPath))
        if (!file.startsWith(path.resolve(root))) {
          res.writeHead(400).end()
          return
        }
        // Like Netlify: revalidated unless a rule says otherwise; the rules (whose paths carry any
        // prefix) on static responses, 404 included, never on function routes.
        res.setHeader("Cache-Control", REVALIDATE)
        for (const [name, value] of Object.entries(headersFor(headers, requestPath)))
          res.setHeader(name, value)
        if (!urlPath.endsWith("/") && (await isFile(path.join(file, "index.html")))) {
          res.writeHead(301, { Location: `${prefix}${urlPath}/${url.search}` }).end()
          return
        }
        const target = urlPath.endsWith("/") ? path.join(file, "index.html") : file
        if (await isFile(target)) return await sendFile(req, res, target, 200)
        res.setHeader("Cache-Control", "no-store")
        const fallback = fallbackFor(fallbacks, requestPath)
        const fallbackPath = fallback.to.startsWith(`${prefix}/`)
          ? fallback.to.slice(prefix.length)
          : fallback.to
        // A folder (/ar/404/) is its index.html, as Netlify serves it.
        const fallbackFile = path.join(root, fallbackPath, fallbackPath.endsWith("/") ? "index.html" : "")
        if (await isFile(fallbackFile)) return await sendFile(req, res, fallbackFile, fallback.status)
        res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found")
      } catch (error) {
        console.error(`[server] ${req.method} failed:`, (error as Error).message)
        if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain" })
        res.end("Internal server error")
      }
    },
  )
  // Past this many open sockets new connections are refused, so held connections cannot exhaust
  // the process's file descriptors; the timeouts above free held ones.
  server.maxConnections = limits.maxConnections
  guardSlowClients(server, limits)
  return server
}

export function listen(server: http.Server, host: string, port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, host, () => {
      const address = server.address()
      const actualPort = typeof address === "object" && address ? address.port : port
      resolve(`http://${host}:${actualPort}`)
    })
  })
}
