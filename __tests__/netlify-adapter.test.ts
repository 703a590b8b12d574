/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { IAdapter, RoutesManifest } from "gatsby"
import {
  filesOtherThanPages,
  hashedFiles,
  headerRoutes,
  netlifyAdapter,
} from "../gatsby/headers/netlify-adapter"
import { parseHeadersFile } from "../scripts/netlify/headers-file"
import { readFallbackRules } from "../scripts/netlify/redirects-file"
import { CACHE_FOR_A_YEAR, HEADER_RULES, siteHeaderRules } from "../gatsby/headers/response-headers"

const SCRIPT = "/app-0123456789abcdef0123.js"
/** What Gatsby hands an adapter for a webpack chunk: its own defaults, in lower case. */
const GATSBY_DEFAULTS = [
  { key: "cache-control", value: CACHE_FOR_A_YEAR },
  { key: "x-xss-protection", value: "1; mode=block" },
  { key: "x-content-type-options", value: "nosniff" },
  { key: "referrer-policy", value: "same-origin" },
  { key: "x-frame-options", value: "DENY" },
]

/** What Gatsby hands an adapter's adapt() for a build with these routes. */
function adaptContext(routesManifest: RoutesManifest, headerRoutes: unknown[] = []) {
  return {
    routesManifest,
    functionsManifest: [],
    headerRoutes,
    pathPrefix: "",
    trailingSlash: "always",
    remoteFileAllowedUrls: [],
    reporter: { verbose: () => undefined },
  } as unknown as Parameters<IAdapter["adapt"]>[0]
}

describe("gatsby-adapter-netlify with the site's headers (gatsby/headers/netlify-adapter.ts)", () => {
  const cwd = process.cwd()
  let dir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "adapter-"))
    fs.mkdirSync(path.join(dir, "public"))
    fs.writeFileSync(path.join(dir, "public", SCRIPT), "")
    process.chdir(dir)
  })
  afterEach(() => {
    process.chdir(cwd)
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it("writes public/_headers with exactly the site's rules, and a createRedirect 404 rule the local server reads", async () => {
    const routesManifest: RoutesManifest = [
      { type: "static", path: SCRIPT, filePath: `public${SCRIPT}`, headers: GATSBY_DEFAULTS },
      // How the Arabic edition's 404 page is declared: createRedirect in gatsby-node.ts.
      { type: "redirect", path: "/ar/*", toPath: "/ar/404.html", status: 404, headers: [] },
    ]
    const context = adaptContext(routesManifest, [{ path: "/*", headers: GATSBY_DEFAULTS }])
    await netlifyAdapter().adapt(context)

    const written = fs.readFileSync(path.join(dir, "public/_headers"), "utf8")
    expect(parseHeadersFile(written)).toEqual(siteHeaderRules([SCRIPT], []))
    expect(written).toMatch(new RegExp(`^${SCRIPT.replace(/\./g, "\\.")}\n  Cache-Control:`, "m"))
    expect(written).not.toMatch(/x-xss-protection|referrer-policy: same-origin/i)
    expect(readFallbackRules(path.join(dir, "public"))).toEqual([
      { from: "/ar/*", to: "/ar/404.html", status: 404 },
    ])
  })

  // What the wrapper works around, checked against the installed Gatsby: when this fails, upstream
  // changed, and gatsby/headers/netlify-adapter.ts may hand the adapter Gatsby's header routes again.
  it("upstream: Gatsby still gives every adapter its own headers for /*, one contradicting ours", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { BASE_HEADERS } = require("gatsby/dist/utils/adapter/constants")
    expect(BASE_HEADERS).toEqual(expect.arrayContaining(GATSBY_DEFAULTS.slice(1)))
  })

  it("finds the files that are not pages, scripts or stylesheets, outside /static/ and /page-data/", () => {
    for (const file of [
      "index.html",
      "about/index.html",
      "logo.svg",
      "insights/rss.xml",
      "admin/locales/ar.json",
      "static/a/b.png",
      "page-data/app-data.json",
      "_headers",
    ]) {
      fs.mkdirSync(path.dirname(path.join(dir, "public", file)), { recursive: true })
      fs.writeFileSync(path.join(dir, "public", file), "")
    }
    expect(filesOtherThanPages(path.join(dir, "public")).sort()).toEqual([
      "/admin/locales/ar.json",
      "/insights/rss.xml",
      "/logo.svg",
    ])
  })

  it("takes the hashed files from Gatsby's routes manifest by their place in public/", () => {
    const immutable = [{ key: "cache-control", value: CACHE_FOR_A_YEAR }]
    const files = hashedFiles([
      { type: "static", path: "/site/app-1.js", filePath: "public/app-1.js", headers: immutable },
      { type: "static", path: "/site/w.mjs/", filePath: "public/w.mjs", headers: immutable },
      { type: "static", path: "/site/about/", filePath: "public/about/index.html", headers: [] },
      { type: "function", path: "/site/api/x", functionId: "x" },
    ])
    expect(files).toEqual(["/app-1.js", "/w.mjs"])
  })

  it("writes each rule under the path prefix, in the adapter's shape", () => {
    expect(headerRoutes([{ for: "/*", values: { "X-Frame-Options": "DENY" } }], "/site")).toEqual([
      { path: "/site/*", headers: [{ key: "X-Frame-Options", value: "DENY" }] },
    ])
    expect(headerRoutes(HEADER_RULES, "")[0].path).toBe("/*")
  })
})
