/**
 * `npm run bench:bytes`: what a visitor's browser downloads for each route before doing anything — the
 * page loaded in Debian chromium with an empty cache from a local server that compresses like a
 * host does, every response counted until the network has been quiet for a second. Then the page
 * is scrolled to its end: the script that reading it adds (the parts hydrated when in view) is
 * shown apart, and is not in the budget. What the page
 * itself needs (its document, scripts, styles, fonts, images, page data) is counted by what it is;
 * what Gatsby prefetches at idle for the pages its links lead to (sent with `Sec-Purpose: prefetch`)
 * is shown apart and never counts against the budget: whether it starts inside the window depends
 * on how fast the host is, so the budget would too. Sizes are the encoded (gzip) response bodies
 * chromium received, as DevTools shows them, grouped by kind, with file counts.
 *
 *   --budget          exit non-zero when a route loads more gzip JavaScript than JS_BUDGET, or in
 *                     more files than JS_FILES_BUDGET
 *   --json            print the figures as JSON
 *   --dir=public      measure another build folder (e.g. an earlier commit's public/)
 *   --routes=/,/ar/   narrow the run
 *   --quiet=1000      how long the network must be quiet before a page counts as loaded (ms)
 *
 * Port: BYTES_PORT (default 9620).
 */
import fs from "node:fs"
import path from "node:path"
import { chromium, type Request } from "@playwright/test"
import { SITE_ROUTES } from "./site-routes"
import { readDeployedHeaders } from "./netlify/headers-file"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium"
import { createLocalServer, listen } from "./local-server"
import { PUBLIC_DIR } from "./site-build"

/** The most gzip JavaScript any route may load before interaction (kB = 1000 bytes). */
export const JS_BUDGET = 88_000

/**
 * The most script files a route may request before interaction: each is a request on the
 * visitor's critical path (the splitChunks override in gatsby-node.ts exists to keep them few).
 */
export const JS_FILES_BUDGET = 8

const KINDS = ["html", "js", "css", "font", "image", "data", "other"] as const
type Kind = (typeof KINDS)[number]

export interface RouteBytes {
  route: string
  bytes: Record<Kind, number>
  files: Record<Kind, number>
  /** Every response's body as received plus its headers: DevTools' "transferred". */
  transferred: number
  /** What Gatsby prefetched for other pages (not counted above): bytes and files. */
  prefetched: { bytes: number; files: number }
  /** The JavaScript a read to the page's end adds (not counted above): bytes and files. */
  scrolled: { bytes: number; files: number }
}

/** Gatsby's page data for a route: /page-data/index/page-data.json for /, /page-data/ar/about/… for /ar/about/. */
const pageDataOf = (route: string) => `/page-data/${route.replace(/^\/|\/$/g, "") || "index"}/page-data.json`

/**
 * Something fetched for another page: Gatsby's <link rel="prefetch"> (chromium sends it with
 * `Sec-Purpose: prefetch`), or another page's page data, which Gatsby's loader reads next.
 */
async function isPrefetch(request: Request, route: string): Promise<boolean> {
  const { pathname } = new URL(request.url())
  if (/^\/page-data\/.+\/page-data\.json$/.test(pathname) && !pathname.endsWith(pageDataOf(route)))
    return true
  const headers = await request.allHeaders()
  return /prefetch/i.test(headers["sec-purpose"] ?? headers.purpose ?? "")
}

function kindOf(request: Request): Kind {
  switch (request.resourceType()) {
    case "document":
      return "html"
    case "script":
      return "js"
    case "stylesheet":
      return "css"
    case "font":
      return "font"
    case "image":
      return "image"
    case "fetch":
    case "xhr":
      return "data"
    default:
      return request.url().endsWith(".js") ? "js" : "other"
  }
}

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1]

/** Loads each route in a fresh browser context and adds up what it received until it went quiet. */
export async function measureRoutes(
  root: string,
  routes: readonly string[],
  port: number,
  quietMs = 1_000,
): Promise<RouteBytes[]> {
  // The caching headers the host sends (a build's public/_headers), as a visitor's browser gets them.
  const headers = fs.existsSync(path.join(root, "_headers")) ? readDeployedHeaders(root) : []
  const server = createLocalServer({ root, headers })
  const origin = await listen(server, "127.0.0.1", port)
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    const rows: RouteBytes[] = []
    for (const route of routes) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 800 } })
      const page = await context.newPage()
      const row: RouteBytes = {
        route,
        bytes: Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<Kind, number>,
        files: Object.fromEntries(KINDS.map((kind) => [kind, 0])) as Record<Kind, number>,
        transferred: 0,
        prefetched: { bytes: 0, files: 0 },
        scrolled: { bytes: 0, files: 0 },
      }
      let reading = false
      let inFlight = 0
      let lastActivity = Date.now()
      const pending: Promise<void>[] = []
      page.on("request", () => {
        inFlight++
        lastActivity = Date.now()
      })
      page.on("requestfailed", () => {
        inFlight--
        lastActivity = Date.now()
      })
      page.on("requestfinished", (request) => {
        inFlight--
        lastActivity = Date.now()
        pending.push(
          Promise.all([request.sizes(), isPrefetch(request, route)]).then(([sizes, prefetch]) => {
            if (prefetch) {
              row.prefetched.bytes += sizes.responseBodySize
              row.prefetched.files += 1
              return
            }
            const kind = kindOf(request)
            // What reading the page fetches is not "before any interaction": only its script is shown.
            if (reading) {
              if (kind === "js") {
                row.scrolled.bytes += sizes.responseBodySize
                row.scrolled.files += 1
              }
              return
            }
            row.bytes[kind] += sizes.responseBodySize
            row.files[kind] += 1
            row.transferred += sizes.responseBodySize + sizes.responseHeadersSize
          }),
        )
      })
      const untilQuiet = async () => {
        const deadline = Date.now() + 15_000
        while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastActivity < quietMs)) {
          await page.waitForTimeout(100)
        }
      }
      await page.goto(`${origin}${route}`, { waitUntil: "load" })
      // Quiet for a second: what the page fetches after start-up (its page data, the code of the
      // parts in view) is counted too.
      await untilQuiet()
      // Then read to the end, half a screen at a time: the code of the parts that start when
      // scrolled into view, shown apart.
      await Promise.all(pending)
      reading = true
      await page.evaluate(async () => {
        for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight / 2) {
          window.scrollTo(0, top)
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
      })
      await untilQuiet()
      await Promise.all(pending)
      rows.push(row)
      await context.close()
    }
    return rows
  } finally {
    await browser.close()
    server.close()
  }
}

export const kB = (bytes: number) => (bytes / 1000).toFixed(1)

/** Requests the page itself made before interaction. */
const requestCount = (files: Record<Kind, number>) =>
  Object.values(files).reduce((sum, count) => sum + count, 0)

export function bytesTable(rows: RouteBytes[]): string {
  const lines = [
    "| Route | HTML | JS (files) | CSS | Fonts | Images | Page data (files) | Other | Transferred | Requests | Prefetched (files) | JS when read to the end (files) |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ]
  for (const { route, bytes, files, transferred, prefetched, scrolled } of rows) {
    lines.push(
      `| ${route} | ${kB(bytes.html)} | ${kB(bytes.js)} (${files.js}) | ${kB(bytes.css)} | ${kB(bytes.font)} | ${kB(bytes.image)} | ${kB(bytes.data)} (${files.data}) | ${kB(bytes.other)} | ${kB(transferred)} | ${requestCount(files)} | ${kB(prefetched.bytes)} (${prefetched.files}) | +${kB(scrolled.bytes)} (${scrolled.files}) |`,
    )
  }
  return lines.join("\n")
}

async function main() {
  const root = path.resolve(option("dir") ?? PUBLIC_DIR)
  const routes = option("routes")?.split(",") ?? SITE_ROUTES
  const quietMs = Number(option("quiet") ?? 1_000)
  const rows = await measureRoutes(root, routes, Number(process.env.BYTES_PORT ?? 9620), quietMs)
  if (process.argv.includes("--json")) {
    console.log(JSON.stringify(rows, null, 2))
  } else {
    console.log(`What chromium downloads before any interaction, ${root}`)
    console.log("Encoded (gzip) response bodies, kB (1 kB = 1000 bytes); Transferred adds headers.\n")
    console.log(bytesTable(rows))
  }
  if (!process.argv.includes("--budget")) return
  const over = rows.filter((row) => row.bytes.js > JS_BUDGET || row.files.js > JS_FILES_BUDGET)
  for (const row of over)
    console.error(
      `Budget exceeded: ${row.route} loads ${kB(row.bytes.js)} kB of gzip JS in ${row.files.js} files ` +
        `(at most ${kB(JS_BUDGET)} kB in ${JS_FILES_BUDGET}).`,
    )
  if (over.length) process.exit(1)
  console.log(
    `\nBudget met: every route loads at most ${kB(JS_BUDGET)} kB of gzip JS, in at most ` +
      `${JS_FILES_BUDGET} files, before interaction.`,
  )
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
