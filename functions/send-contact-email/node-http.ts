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

/**
 * The request body as a web stream that reads from the socket only when the handler asks: a handler
 * that stops at its size limit leaves the rest unread, and the connection is closed after the answer.
 */
function bodyStream(req: http.IncomingMessage, res: http.ServerResponse): ReadableStream<Uint8Array> {
  const chunks = req[Symbol.asyncIterator]()
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (awaitingContinue.delete(req)) res.writeContinue()
        const { done, value } = await chunks.next()
        if (done) controller.close()
        else controller.enqueue(new Uint8Array(value as Buffer))
      },
    },
    { highWaterMark: 0 },
  )
}

/** After answering, a request whose body was not read to the end gets its connection closed, not drained. */
export function closeIfUnread(req: http.IncomingMessage, res: http.ServerResponse) {
  const hasBody =
    Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined
  if (!hasBody || req.complete) return
  res.shouldKeepAlive = false
  if (!res.headersSent) res.setHeader("Connection", "close")
  res.once("finish", () => req.socket.destroySoon())
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
  closeIfUnread(req, res)
  res.end(Buffer.from(await response.arrayBuffer()))
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
    closeIfUnread(req, res)
    res.writeHead(400, { ...NON_PAGE_ANSWER_HEADERS, "Content-Type": "text/plain" }).end("Bad request")
    return
  }
  await sendWebResponse(req, res, await route(request, { clientAddress: req.socket.remoteAddress }))
}
