/**
 * The local server (`npm start`, the e2e tests, the benchmarks): a build served as Netlify serves
 * it, with web-standard handlers (the enquiry function) on fixed paths.
 *
 * The files are served by serve-static (Express's, on `send`): it streams each file, answers ranges
 * and conditional requests (ETag, Last-Modified), redirects a folder to its trailing slash with the
 * path as the client sent it (still encoded, leading slashes collapsed, so never to another origin)
 * and ignores dotfiles. compression (Express's) gzips text as it streams.
 * What is ours is what a host adds: the handlers (through functions/send-contact-email/node-http.ts),
 * the build's headers and fallback rules (public/_headers and public/_redirects, which Netlify reads
 * and never serves, and neither does this server), and bounds on what one client can hold.
 */
import fs from "node:fs"
import http from "node:http"
import type net from "node:net"
import path from "node:path"
import compression from "compression"
import serveStatic from "serve-static"
import { NON_PAGE_ANSWER_HEADERS, PAGE_ANSWER_HEADERS } from "../functions/send-contact-email/answer-headers"
import {
  answerWith,
  closeIfUnread,
  deferContinue,
  endAnswer,
  originForm,
  type RouteHandler,
} from "../functions/send-contact-email/node-http"
import { clientKey } from "../functions/send-contact-email/rate-limit"
import { HOST_FILES, REVALIDATE } from "../gatsby/headers/response-headers"
import { type HeaderRule, headersFor, readDeployedHeaders } from "./netlify/headers-file"
import { type FallbackRule, fallbackFor, readFallbackRules } from "./netlify/redirects-file"

/** Bounds on what one client can hold: time to send headers and the whole request, open sockets. */
export interface ServerLimits {
  headersTimeoutMs: number
  requestTimeoutMs: number
  maxConnections: number
  /** Open sockets from one client address (IPv6 per /64), so one client cannot take them all. */
  maxConnectionsPerClient: number
  /** A connection on which nothing moves either way this long (a client that stopped reading) is closed. */
  stalledTimeoutMs: number
}

export const DEFAULT_SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 20_000,
  maxConnections: 256,
  // A browser opens at most 6 per host; 64 leaves room for ten behind one office's address.
  maxConnectionsPerClient: 64,
  stalledTimeoutMs: 60_000,
}

export interface LocalServerOptions {
  /** The folder to serve, normally Gatsby's `public/`. */
  root: string
  /** Served under this path prefix as well, for `gatsby build --prefix-paths` (e.g. "/site"). */
  pathPrefix?: string
  /** Exact paths (without prefix) answered by handlers instead of files. */
  routes?: Record<string, RouteHandler>
  /**
   * Response headers by request path, as Netlify applies them. By default the build's own
   * (`root`/_headers and netlify.toml, as gatsby/headers/response-headers.ts wrote them), so what is
   * tested locally is what visitors get; none for a build without them (GitHub Pages sends none).
   */
  headers?: HeaderRule[]
  /** What answers a path no file matches; by default the build's `root`/_redirects, else /404.html. */
  fallbacks?: FallbackRule[]
  /** Names the handlers' routes are also reached by, besides the server's own address (node-http.ts). */
  allowedHosts?: string[]
  limits?: Partial<ServerLimits>
}

/** The headers Netlify sends for the build in `root`, or none for a build without public/_headers. */
export function buildHeaders(root: string): HeaderRule[] {
  return fs.existsSync(path.join(root, "_headers")) ? readDeployedHeaders(root) : []
}

/** An error passed on by serve-static: its status when the request is at fault (412, 416), else 500. */
function answerError(req: http.IncomingMessage, res: http.ServerResponse, error: unknown) {
  const { status = 500, headers = {} } = (error ?? {}) as { status?: number; headers?: object }
  const clientError = status >= 400 && status < 500
  if (!clientError) console.error(`[server] ${req.method} failed:`, (error as Error).message)
  if (res.headersSent) return void res.destroy()
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, String(value))
  res.writeHead(clientError ? status : 500, { ...NON_PAGE_ANSWER_HEADERS, "Content-Type": "text/plain" })
  res.end(clientError ? http.STATUS_CODES[status] : "Internal server error")
}

/**
 * Answers each connection's requests one after another, and closes connections that hold the
 * server without finishing a request. Node parses pipelined requests as they arrive and hands each
 * to the listener at once: every one opened its file and started its compressor, and one connection
 * that sent hundreds of requests in one write and never read held every answer in memory
 * (docs/local-server.md; __tests__/local-server.test.ts). Node writes the answers in order anyway, so a client sees no
 * difference. Time limits: complete headers within `headersTimeoutMs` of connecting or of the
 * previous answer, a complete body within `requestTimeoutMs` (Node's own checks run every 30 s and,
 * measured on Node 20, miss idle sockets once several are open; these timers are exact). Answers
 * being downloaded are limited only by `stalledTimeoutMs`: a phone on a slow line may take a minute
 * for the PDF.
 */
function answerInTurn(
  server: http.Server,
  limits: ServerLimits,
  listener: (req: http.IncomingMessage, res: http.ServerResponse) => void,
) {
  const timers = new WeakMap<net.Socket, NodeJS.Timeout>()
  const arm = (socket: net.Socket, ms: number) => {
    clearTimeout(timers.get(socket))
    timers.set(
      socket,
      setTimeout(() => socket.destroy(), ms),
    )
  }
  const disarm = (socket: net.Socket) => clearTimeout(timers.get(socket))
  /** Per connection: the answer the next request waits for, and how many are waiting or under way. */
  const turns = new WeakMap<net.Socket, { last: Promise<void>; open: number }>()

  server.on("connection", (socket: net.Socket) => {
    arm(socket, limits.headersTimeoutMs)
    turns.set(socket, { last: Promise.resolve(), open: 0 })
    socket.once("close", () => disarm(socket))
  })
  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    const { socket } = req
    const turn = turns.get(socket)!
    const hasBody =
      Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined
    if (hasBody && !req.complete) {
      arm(socket, limits.requestTimeoutMs)
      req.once("end", () => disarm(socket))
    } else {
      disarm(socket)
    }
    turn.open++
    const answered = new Promise<void>((resolve) => res.once("close", resolve))
    // Waiting for the next request on a kept-alive connection counts as waiting for headers.
    void answered.then(() => --turn.open === 0 && !socket.destroyed && arm(socket, limits.headersTimeoutMs))
    const previous = turn.last
    turn.last = answered
    void previous.then(() => {
      // A connection closed while this request waited: nothing to answer.
      if (socket.destroyed) return void res.destroy()
      listener(req, res)
    })
  })
}

/** The server's own short answer (400, 405, a 404 without a page): plain text, with the headers that fit it. */
function answerPlainly(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: number,
  headers: Record<string, string> = {},
) {
  const text = Buffer.from(http.STATUS_CODES[status] ?? "")
  const length = req.method === "HEAD" ? {} : { "Content-Length": text.length }
  res.writeHead(status, { ...NON_PAGE_ANSWER_HEADERS, "Content-Type": "text/plain", ...length, ...headers })
  endAnswer(req, res, text)
}

/**
 * Closes a connection from a client that already holds `max` (IPv6 counted per /64, as the rate
 * limit counts), so one address holding many sockets cannot refuse other visitors
 * (docs/local-server.md). And when the server is full, a newcomer holding fewer than the heaviest client takes that client's
 * oldest connection, so a few addresses at their cap never shut out everyone else.
 */
function capConnections(server: http.Server, { maxConnections, maxConnectionsPerClient }: ServerLimits) {
  const open = new Map<string, Set<net.Socket>>()
  let total = 0
  const heaviest = () => {
    let found: Set<net.Socket> | undefined
    for (const sockets of open.values()) if (!found || sockets.size > found.size) found = sockets
    return found
  }
  // One above the cap: the connection that finds the server full is seen here, and one goes.
  server.maxConnections = maxConnections + 1
  server.on("connection", (socket: net.Socket) => {
    const client = clientKey(socket.remoteAddress)
    const own = open.get(client) ?? new Set<net.Socket>()
    if (own.size >= maxConnectionsPerClient) return void socket.destroy()
    if (total >= maxConnections) {
      const crowd = heaviest()
      if (!crowd || crowd.size <= own.size + 1) return void socket.destroy()
      crowd.values().next().value!.destroy()
    }
    own.add(socket)
    open.set(client, own)
    total++
    socket.once("close", () => {
      own.delete(socket)
      total--
      if (!own.size && open.get(client) === own) open.delete(client)
    })
  })
}

/**
 * Serves a static build the way Netlify does (directory indexes, `/about` → `/about/`, the build's
 * headers, 404 pages and rewrites from its _redirects), compressed, plus web-standard handlers on
 * fixed paths.
 */
export function createLocalServer({
  root,
  pathPrefix = "",
  routes = {},
  headers = buildHeaders(root),
  fallbacks = readFallbackRules(root),
  allowedHosts = [],
  limits: limitOverrides = {},
}: LocalServerOptions): http.Server {
  const prefix = pathPrefix.replace(/\/+$/, "")
  const limits = { ...DEFAULT_SERVER_LIMITS, ...limitOverrides }
  const files = serveStatic(root, { index: ["index.html"], dotfiles: "ignore" })
  // A fallback page keeps the rule's status: no ranges and no validators (a 404 never becomes a 304).
  const fallbackFiles = serveStatic(root, {
    index: ["index.html"],
    redirect: false,
    acceptRanges: false,
    etag: false,
    lastModified: false,
  })
  // A part of a file (206) is sent as it is: its Content-Range counts the file's own bytes.
  // (Connect middleware: its types name Express's request, which plain Node requests serve as well.)
  const compress = compression({
    filter: (req, res) => res.statusCode !== 206 && compression.filter(req, res),
  }) as unknown as (req: http.IncomingMessage, res: http.ServerResponse, next: () => void) => void
  // gzip only, as this server has always sent: the byte budgets and every figure measured through
  // it (npm run bench:bytes, Lighthouse, docs/performance.md) are gzip. compression prefers brotli whenever a
  // browser offers it and has no option to leave it out, so the offer is left out here.
  const offerGzipOnly = (req: http.IncomingMessage) => {
    const offered = req.headers["accept-encoding"]
    if (offered) req.headers["accept-encoding"] = offered.replace(/(^|,)\s*br\b[^,]*/gi, "")
  }

  function answer(req: http.IncomingMessage, res: http.ServerResponse) {
    const target = originForm(req.url)
    // A browser never sends a fragment; another client's `/_headers#` must not slip past the rules.
    if (target.includes("#")) return answerPlainly(req, res, 400)
    const queryAt = target.indexOf("?")
    // A raw backslash stays encoded, so a redirect built from the path (/\evil.example/…) is a path of this site.
    const rawPath = (queryAt < 0 ? target : target.slice(0, queryAt)).replace(/\\/g, "%5C")
    const query = queryAt < 0 ? "" : target.slice(queryAt)
    const prefixed = prefix !== "" && (rawPath === prefix || rawPath.startsWith(`${prefix}/`))
    const filePath = prefixed ? rawPath.slice(prefix.length) || "/" : rawPath
    let requestPath: string
    let urlPath: string
    try {
      requestPath = decodeURIComponent(rawPath)
      urlPath = decodeURIComponent(filePath)
    } catch {
      return answerPlainly(req, res, 400)
    }

    const route = routes[urlPath]
    if (route) {
      answerWith(route, req, res, { allowedHosts }).catch((error) => answerError(req, res, error))
      return
    }

    if (req.method !== "GET" && req.method !== "HEAD")
      return answerPlainly(req, res, 405, { Allow: "GET, HEAD" })
    closeIfUnread(req, res)
    // Like Netlify: revalidated unless a rule says otherwise; the rules (whose paths carry any
    // prefix) on static responses, 404 included, never on handlers' routes. A path no rule names
    // (the 404 page for an unknown name) still gets the security headers only headers can carry.
    res.setHeader("Cache-Control", REVALIDATE)
    for (const [name, value] of Object.entries(PAGE_ANSWER_HEADERS)) res.setHeader(name, value)
    for (const [name, value] of Object.entries(headersFor(headers, requestPath))) res.setHeader(name, value)

    const notFound = () => {
      res.setHeader("Cache-Control", "no-store")
      const fallback = fallbackFor(fallbacks, requestPath)
      const to = fallback.to.startsWith(`${prefix}/`) ? fallback.to.slice(prefix.length) : fallback.to
      res.statusCode = fallback.status
      // A folder (/ar/404/) is its index.html, as Netlify serves it.
      req.url = encodeURI(to)
      fallbackFiles(req, res, (error?: unknown) =>
        error ? answerError(req, res, error) : answerPlainly(req, res, 404),
      )
    }

    offerGzipOnly(req)
    compress(req, res, () => {
      if (HOST_FILES.has(path.posix.normalize(urlPath).toLowerCase())) return notFound()
      // serve-static reads the path below the root from req.url, and builds its redirect from the
      // path the client sent (originalUrl, with the prefix).
      Object.assign(req, { originalUrl: `${rawPath}${query}`, url: `${filePath}${query}` })
      files(req, res, (error?: unknown) => (error ? answerError(req, res, error) : notFound()))
    })
  }

  const server = http.createServer({
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
  })
  answerInTurn(server, limits, (req, res) => {
    try {
      answer(req, res)
    } catch (error) {
      answerError(req, res, error)
    }
  })
  deferContinue(server)
  // Past maxConnections open sockets one is closed, so held connections cannot exhaust the
  // process's file descriptors; the timeouts free held ones.
  capConnections(server, limits)
  server.setTimeout(limits.stalledTimeoutMs)
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
