import fs from "node:fs/promises"
import http from "node:http"
import path from "node:path"
import zlib from "node:zlib"
import { type HeaderRule, headersFor } from "../gatsby/netlify-headers"
import { type NotFoundRule, notFoundPageFor } from "../gatsby/netlify-redirects"
import { REVALIDATE } from "../gatsby/response-headers"

/** A route answered by a web-standard handler, e.g. the enquiry function. */
export type RouteHandler = (request: Request) => Promise<Response>

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
  /** Which page answers an unknown path (the build's public/_redirects 404 rules); else /404.html. */
  notFound?: NotFoundRule[]
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

async function toWebRequest(req: http.IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value)
  }
  // The client address travels as a header, as it does behind Netlify or Supabase's proxy.
  headers.set("x-forwarded-for", req.socket.remoteAddress ?? "unknown")
  const hasBody = req.method !== "GET" && req.method !== "HEAD" && chunks.length > 0
  return new Request(new URL(req.url ?? "/", origin), {
    method: req.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  })
}

async function sendWebResponse(res: http.ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status
  response.headers.forEach((value, name) => res.setHeader(name, value))
  res.end(Buffer.from(await response.arrayBuffer()))
}

/** Answers a Node request with a web-standard handler (here, and in `gatsby develop`'s middleware). */
export async function answerWith(route: RouteHandler, req: http.IncomingMessage, res: http.ServerResponse) {
  const origin = `http://${req.headers.host ?? "127.0.0.1"}`
  await sendWebResponse(res, await route(await toWebRequest(req, origin)))
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
  notFound = [],
}: LocalServerOptions): http.Server {
  const prefix = pathPrefix.replace(/\/+$/, "")
  const compressed = new Map<string, Buffer>()

  async function sendFile(req: http.IncomingMessage, res: http.ServerResponse, file: string, status: number) {
    const type = CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream"
    let body: Buffer = await fs.readFile(file)
    res.statusCode = status
    res.setHeader("Content-Type", type)
    res.setHeader("X-Content-Type-Options", "nosniff")
    if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))) {
      // Keyed by modification time too, so a rebuild while the server runs is served fresh.
      const key = `${file}:${(await fs.stat(file)).mtimeMs}`
      body = compressed.get(key) ?? zlib.gzipSync(body)
      compressed.set(key, body)
      res.setHeader("Content-Encoding", "gzip")
      res.setHeader("Vary", "Accept-Encoding")
    }
    res.setHeader("Content-Length", body.length)
    res.end(req.method === "HEAD" ? undefined : body)
  }

  return http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", "http://localhost")
      const requestPath = decodeURIComponent(url.pathname)
      let urlPath = requestPath
      if (prefix && (urlPath === prefix || urlPath.startsWith(`${prefix}/`))) {
        urlPath = urlPath.slice(prefix.length) || "/"
      }

      const route = routes[urlPath]
      if (route) return await answerWith(route, req, res)

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
      for (const [name, value] of Object.entries(headersFor(headers, requestPath))) res.setHeader(name, value)
      if (!urlPath.endsWith("/") && (await isFile(path.join(file, "index.html")))) {
        res.writeHead(301, { Location: `${prefix}${urlPath}/${url.search}` }).end()
        return
      }
      const target = urlPath.endsWith("/") ? path.join(file, "index.html") : file
      if (await isFile(target)) return await sendFile(req, res, target, 200)
      res.setHeader("Cache-Control", "no-store")
      const page = notFoundPageFor(notFound, requestPath)
      const notFoundFile = path.join(root, page.startsWith(`${prefix}/`) ? page.slice(prefix.length) : page)
      if (await isFile(notFoundFile)) return await sendFile(req, res, notFoundFile, 404)
      res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found")
    } catch (error) {
      console.error(`[server] ${req.method} failed:`, (error as Error).message)
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain" })
      res.end("Internal server error")
    }
  })
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
