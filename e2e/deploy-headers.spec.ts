/**
 * The headers of the build as Netlify will apply them: public/_headers (written by
 * gatsby-adapter-netlify from gatsby/headers/response-headers.ts) plus any in netlify.toml. They agree with
 * the site's rules, set no header twice on any file of the build, hold only values every HTTP
 * runtime accepts, and are what the local server sends by default.
 */
import fs from "node:fs"
import path from "node:path"
import { expect, test } from "@playwright/test"
import {
  headerProblems,
  headersFor,
  headersSetTwice,
  parseHeadersFile,
  readDeployedHeaders,
} from "../scripts/netlify/headers-file"
import { CACHE_FOR_A_YEAR, HEADER_RULES, SITE_HEADERS } from "../gatsby/headers/response-headers"
import { PREFIXED_DIR, TEST_PATH_PREFIX } from "../scripts/build-prefixed"
import { PUBLIC_DIR } from "../scripts/site-build"

/** A file webpack names by content hash (20 hex digits), e.g. /app-3fc1ad9635fc0db51fd2.js. */
const HASHED_SCRIPT = /^\/[^/]*[0-9a-f]{20}\.(m?js|css)$/

function filesIn(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).flatMap((entry) => {
    if (!entry.isFile()) return []
    return [`/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`]
  })
}

/** Every path a visitor can request from the build: each file, each folder's index, an unknown page. */
function servedPaths(dir: string): string[] {
  const files = filesIn(dir)
  return [
    ...files,
    ...files
      .filter((file) => file.endsWith("/index.html"))
      .map((file) => file.slice(0, -"index.html".length)),
    "/no-such-page/",
  ]
}

/** The scripts this build's pages load: each page's <script src> and every chunk in chunk-map.json. */
function loadedScripts(dir: string): string[] {
  const chunks = Object.values(
    JSON.parse(fs.readFileSync(path.join(dir, "chunk-map.json"), "utf8")) as Record<string, string[]>,
  ).flat()
  const tags = filesIn(dir)
    // The CMS at /admin/ is not Gatsby's: its bundle is revalidated, not kept for a year.
    .filter((file) => file.endsWith(".html") && !file.startsWith("/admin/"))
    .flatMap((file) => [...fs.readFileSync(path.join(dir, file), "utf8").matchAll(/<script src="([^"]+)"/g)])
    .map((match) => match[1])
  return [...new Set([...chunks, ...tags])]
}

/** public/_headers: the site's rules first, then one year-long Cache-Control per hashed file. */
function expectSiteRules(dir: string, prefix: string) {
  const rules = parseHeadersFile(fs.readFileSync(path.join(dir, "_headers"), "utf8"))
  const prefixed = HEADER_RULES.map((rule) => ({ ...rule, for: `${prefix}${rule.for}` }))
  expect(rules.slice(0, HEADER_RULES.length)).toEqual(prefixed)
  // Then the site's CSP and COOP per top-level name (not on /admin/, which has its own).
  const siteOnly = rules.slice(HEADER_RULES.length).filter((rule) => !("Cache-Control" in rule.values))
  expect(siteOnly.map((rule) => rule.values)).toEqual(siteOnly.map(() => SITE_HEADERS))
  expect(siteOnly.map((rule) => rule.for)).toContain(`${prefix}/`)
  expect(siteOnly.map((rule) => rule.for)).not.toContain(`${prefix}/admin/*`)
  const perFile = rules.slice(HEADER_RULES.length + siteOnly.length)
  for (const rule of perFile) {
    const file = rule.for.slice(prefix.length)
    expect([file, rule.values]).toEqual([file, { "Cache-Control": CACHE_FOR_A_YEAR }])
    expect(file).toMatch(HASHED_SCRIPT)
    expect(fs.existsSync(path.join(dir, file)), `${file} exists`).toBe(true)
  }
  return { rules, perFile: perFile.map((rule) => rule.for) }
}

test("public/_headers holds the site's rules and a year's caching for each script the pages load", () => {
  const { perFile } = expectSiteRules(PUBLIC_DIR, "")
  const scripts = loadedScripts(PUBLIC_DIR)
  expect(scripts.length).toBeGreaterThan(5)
  for (const script of scripts) expect(perFile).toContain(script)
  // Gatsby's own defaults are gone: no X-XSS-Protection, no Referrer-Policy "same-origin".
  expect(fs.readFileSync(path.join(PUBLIC_DIR, "_headers"), "utf8")).not.toMatch(
    /x-xss-protection|referrer-policy: same-origin/i,
  )
})

test("the build publishes no source map (webpack writes none for the browser)", () => {
  expect(filesIn(PUBLIC_DIR).filter((file) => file.endsWith(".map"))).toEqual([])
})

test("no file of the build gets a header twice, and every value is one valid line", () => {
  const rules = readDeployedHeaders(PUBLIC_DIR)
  expect(headerProblems(rules)).toEqual([])
  const twice = servedPaths(PUBLIC_DIR)
    .map((urlPath) => ({ urlPath, names: headersSetTwice(rules, urlPath) }))
    .filter(({ names }) => names.length > 0)
  expect(twice).toEqual([])
  // Only files named by content hash are kept for a year.
  const frozen = servedPaths(PUBLIC_DIR).filter(
    (urlPath) => headersFor(rules, urlPath)["Cache-Control"] === CACHE_FOR_A_YEAR,
  )
  for (const urlPath of frozen) expect(urlPath).toMatch(/^\/static\/|[0-9a-f]{20}\.(m?js|css)$/)
})

test("the prefixed (GitHub Pages) build has no Netlify files, and its scripts stay where Pages serves them", () => {
  test.skip(
    !fs.existsSync(PREFIXED_DIR) && !process.env.CI,
    "no prefixed build: run `npm run build:prefixed`",
  )
  expect(fs.existsSync(path.join(PREFIXED_DIR, "_headers"))).toBe(false)
  expect(fs.existsSync(path.join(PREFIXED_DIR, TEST_PATH_PREFIX))).toBe(false)
  // The pages name them under the prefix; chunk-map.json without it.
  for (const script of loadedScripts(PREFIXED_DIR).map((file) => file.replace(TEST_PATH_PREFIX, "")))
    expect(fs.existsSync(path.join(PREFIXED_DIR, script)), `${script} exists`).toBe(true)
})

test("the local server sends exactly those headers, as the deploy does", async ({ request }) => {
  const rules = readDeployedHeaders(PUBLIC_DIR)
  const script = loadedScripts(PUBLIC_DIR)[0]
  for (const urlPath of ["/", "/about/", script, "/company-profile.pdf"]) {
    const response = await request.get(urlPath)
    expect(response.status()).toBe(200)
    const sent = response.headers()
    for (const [name, value] of Object.entries(headersFor(rules, urlPath)))
      expect([urlPath, name, sent[name.toLowerCase()]]).toEqual([urlPath, name, value])
    expect(sent).not.toHaveProperty("x-xss-protection")
  }
  const page = await request.get("/about/")
  expect(page.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate")
  expect(page.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin")
})
