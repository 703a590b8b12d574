/**
 * The enquiry function on a Node HTTP server, as the local server (scripts/local-server.ts) and
 * `gatsby develop`'s middleware (gatsby-config.ts) mount it: Node's request becomes a web-standard
 * Request for the handler, and its Response is written back. What only a server on a developer's
 * machine needs lives here, not in the handler (Netlify and Supabase route by Host themselves):
 * - The Host must be the address the connection reached (e.g. 127.0.0.1:9000, localhost:9000) or one
 *   listed in ALLOWED_HOSTS. A page on another name that resolves to this machine (DNS rebinding)
 *   sends its own name as Host and Origin, which the handler would take for the site itself.
 * - The body is read only when the handler asks, and a client that sent `Expect: 100-continue` is
 *   told to go on only then (where the server calls `deferContinue`): a 413 or 403 comes first.
 * - TRACE, which a web Request cannot carry, gets the handler's own 405 (of the other methods fetch
 *   forbids, CONNECT never reaches a request listener and Node's parser answers TRACK with 400).
 */
import type http from "node:http"
import net from "node:net"
import { NON_PAGE_ANSWER_HEADERS } from "./answer-headers"
import { methodNotAllowed, originNotAllowed } from "./handler"

/** What the server knows about a request beyond the Request: the socket's address, never a header. */
export interface RouteContext {
  clientAddress?: string
}

/** A route answered by a web-standard handler, e.g. the enquiry function. */
export type RouteHandler = (request: Request, context: RouteContext) => Promise<Response>

export interface BridgeOptions {
  /** Other names the server is reached by (a LAN name, a tunnel): `name` (any port) or `name:port`. */
  allowedHosts?: string[]
}

/**
 * The path and query of a request target. An absolute-form target (`GET http://host/path`, which
 * clients send only to proxies) names a host of its own; here only the Host header names one.
 */
export function originForm(target = "/"): string {
  const scheme = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(target)
  return scheme ? target.slice(scheme[0].length) || "/" : target
}

/** The Host values that name this server as the connection reached it. */
function ownHosts(socket: net.Socket): string[] {
  const address = (socket.localAddress ?? "").replace(/^::ffff:/, "")
  const names = [net.isIPv6(address) ? `[${address}]` : address]
  if (address === "127.0.0.1" || address === "::1") names.push("localhost", "127.0.0.1", "[::1]")
  const port = socket.localPort
  return names.flatMap((name) => (port === 80 ? [name, `${name}:80`] : [`${name}:${port}`]))
}

function isAllowedHost(req: http.IncomingMessage, allowedHosts: string[]): boolean {
  const host = req.headers.host?.toLowerCase()
  if (!host) return false
  if (ownHosts(req.socket).includes(host)) return true
  const name = host.replace(/:\d+$/, "")
  return allowedHosts.some((allowed) => [host, name].includes(allowed.trim().toLowerCase()))
}

const awaitingContinue = new WeakSet<http.IncomingMessage>()

/**
 * Makes `server` answer `Expect: 100-continue` with `100 Continue` only once a handler reads the
 * body (Node's default sends it at once), so an answer that needs no body is not preceded by it.
 */
export function deferContinue(server: http.Server) {
  server.on("checkContinue", (req: http.IncomingMessage, res: http.ServerResponse) => {
    awaitingContinue.add(req)
    server.emit("request", req, res)
  })
}

/** Requests whose unread body is being discarded after the answer: their body stream takes no more. */
const discarding = new WeakSet<http.IncomingMessage>()

/**
 * The request body as a web stream that reads from the socket only when the handler asks: a handler
 * that stops at its size limit leaves the rest unread, for closeIfUnread to deal with.
 */
function bodyStream(req: http.IncomingMessage, res: http.ServerResponse): ReadableStream<Uint8Array> {
  let open = true
  req.pause()
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        req.on("data", (chunk: Buffer) => {
          if (!open || discarding.has(req)) return
          controller.enqueue(new Uint8Array(chunk))
          if ((controller.desiredSize ?? 0) <= 0) req.pause()
        })
        req.once("end", () => open && ((open = false), controller.close()))
        req.once("error", (error) => open && ((open = false), controller.error(error)))
      },
      pull() {
        if (awaitingContinue.delete(req)) res.writeContinue()
        req.resume()
      },
      cancel() {
        open = false
        req.pause()
      },
    },
    { highWaterMark: 0 },
  )
}

/**
 * How much of a refused body the server reads and throws away after answering. Closing a socket
 * with unread bytes resets the connection, and a client still sending (a browser posting 5 MB)
 * loses the answer with it (docs/enquiries.md has the figures). A body declared
 * larger than this is not waited for: the connection is closed after the answer.
 */
export const DISCARD_LIMIT_BYTES = 8 * 1024 * 1024

const hasUnreadBody = (req: http.IncomingMessage) =>
  (Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined) &&
  !req.complete

/** After answering, a request whose body was not read to the end gets its connection closed, not drained. */
export function closeIfUnread(req: http.IncomingMessage, res: http.ServerResponse) {
  if (!hasUnreadBody(req)) return
  res.shouldKeepAlive = false
  if (!res.headersSent) res.setHeader("Connection", "close")
  res.once("finish", () => req.socket.destroySoon())
}

/** Reads what is left of the body and throws it away; past `limit` bytes the connection is closed. */
function discardRest(req: http.IncomingMessage, limit: number): Promise<boolean> {
  discarding.add(req)
  return new Promise((resolve) => {
    let discarded = 0
    req.on("data", (chunk: Buffer) => {
      discarded += chunk.length
      if (discarded <= limit) return
      req.socket.destroy()
      resolve(false)
    })
    req.once("end", () => resolve(true))
    req.once("close", () => resolve(req.complete))
    req.resume()
  })
}

/**
 * Ends an answer whose headers are set. A body the handler did not read to the end is then read
 * and thrown away, the answer already sent (its Content-Length says where it ends), so the client
 * still sending reads it; one declared over `discardLimit`, or growing past it, closes the connection.
 */
export function endAnswer(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  body: Buffer,
  discardLimit = DISCARD_LIMIT_BYTES,
) {
  if (!hasUnreadBody(req)) return void res.end(body)
  if (Number(req.headers["content-length"] ?? 0) > discardLimit) {
    closeIfUnread(req, res)
    return void res.end(body)
  }
  if (!res.headersSent) res.setHeader("Content-Length", body.length)
  res.write(body)
  void discardRest(req, discardLimit).then((whole) => whole && res.end())
}

/** Node's request as a web Request, addressed to the Host it names (already checked), or null if it is not a URL. */
function toWebRequest(req: http.IncomingMessage, res: http.ServerResponse): Request | null {
  let url: URL
  try {
    // Concatenated, not resolved: a path such as //evil.example/ stays a path on this host.
    url = new URL(`http://${req.headers.host}${originForm(req.url)}`)
  } catch {
    return null
  }
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value)
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD"
  return new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? bodyStream(req, res) : undefined,
    duplex: "half",
  } as RequestInit)
}

async function sendWebResponse(req: http.IncomingMessage, res: http.ServerResponse, response: Response) {
  res.statusCode = response.status
  response.headers.forEach((value, name) => res.setHeader(name, value))
  endAnswer(req, res, Buffer.from(await response.arrayBuffer()))
}

/** Answers a Node request with a web-standard handler. */
export async function answerWith(
  route: RouteHandler,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  { allowedHosts = [] }: BridgeOptions = {},
) {
  if (req.method === "TRACE") return sendWebResponse(req, res, methodNotAllowed())
  if (!isAllowedHost(req, allowedHosts)) return sendWebResponse(req, res, originNotAllowed())
  const request = toWebRequest(req, res)
  if (!request) {
    res.writeHead(400, { ...NON_PAGE_ANSWER_HEADERS, "Content-Type": "text/plain", "Content-Length": 11 })
    endAnswer(req, res, Buffer.from("Bad request"))
    return
  }
  await sendWebResponse(req, res, await route(request, { clientAddress: req.socket.remoteAddress }))
}
