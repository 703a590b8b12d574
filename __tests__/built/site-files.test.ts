/** @jest-environment node */
/**
 * The files around the pages, as the build wrote them: the sitemap, robots.txt, the feeds, the
 * headers Netlify will send (public/_headers, written by gatsby-adapter-netlify from
 * gatsby/headers/response-headers.ts, plus netlify.toml), that the local server sends the same, and
 * the GitHub Pages build under its path prefix.
 */
import fs from "node:fs"
import type http from "node:http"
import path from "node:path"
import { LANGUAGES, localizedPath } from "../../src/i18n/languages"
import { EVERY_INDEXED_ROUTE, FEED_FILE, INSIGHTS_PATH } from "../../src/routes"
import { articlePath, insightPagePaths, publishedArticles, SITE_ROUTES } from "../../scripts/site-routes"
import {
  headerProblems,
  headersFor,
  headersSetTwice,
  parseHeadersFile,
  readDeployedHeaders,
} from "../../scripts/netlify/headers-file"
import {
  CACHE_FOR_A_YEAR,
  FILE_POLICY,
  HEADER_RULES,
  LOADED_BY_PAGES,
  SEARCH_INDEX_POLICY,
  SITE_SECURITY_HEADERS,
} from "../../gatsby/headers/response-headers"
import { PAGE_CONTENT_SECURITY_POLICY } from "../../functions/send-contact-email/answer-headers"
import { createLocalServer, listen } from "../../scripts/local-server"
import {
  builtFile,
  filesIn,
  PREFIXED_DIR,
  PUBLIC_DIR,
  requireBuild,
  servedFrom,
  SITE_URL,
  TEST_PATH_PREFIX,
} from "../helpers/built-site"

/** A file webpack names by content hash (20 hex digits), e.g. /app-3fc1ad9635fc0db51fd2.js. */
const HASHED_SCRIPT = /^\/[^/]*[0-9a-f]{20}\.(m?js|css)$/

/** An entry of the sitemap, by its path: what lies between its <url> and </url>. */
function sitemapEntry(sitemap: string, urlPath: string) {
  return new RegExp(`<url><loc>${SITE_URL}${urlPath}</loc>((?:(?!</url>).)*)</url>`).exec(sitemap)?.[1]
}

describe("the sitemap", () => {
  const sitemap = () => builtFile("/sitemap-0.xml")

  it("lists every page of every language once, and no 404 page", () => {
    expect(builtFile("/sitemap-index.xml")).toContain(`<loc>${SITE_URL}/sitemap-0.xml</loc>`)
    const locations = [...sitemap().matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]).sort()
    const pages = [...new Set([...EVERY_INDEXED_ROUTE, ...insightPagePaths()])]
    expect(locations).toEqual(pages.map((urlPath) => `${SITE_URL}${urlPath}`).sort())
    expect(sitemap()).not.toContain("404")
  })

  it("gives each route its alternates in every language and x-default", () => {
    const services = sitemapEntry(sitemap(), "/ar/services/")!
    for (const { code } of LANGUAGES)
      expect(services).toContain(
        `<xhtml:link rel="alternate" hreflang="${code}" href="${SITE_URL}${localizedPath(code, "/services/")}"/>`,
      )
    expect(services).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE_URL}/services/"/>`,
    )
  })

  it("dates each article, and gives alternates only where a translation exists", () => {
    const articles = LANGUAGES.flatMap(({ code }) => publishedArticles(code))
    for (const article of articles) {
      const entry = sitemapEntry(sitemap(), articlePath(article))!
      expect(entry).toContain(`<lastmod>${String(article.frontmatter.updated ?? article.frontmatter.date)}`)
      const others = articles.filter((other) => other.key === article.key && other !== article)
      for (const other of others)
        expect(entry).toContain(`hreflang="${other.lang}" href="${SITE_URL}${articlePath(other)}"`)
      if (!others.length) expect(entry).not.toContain("hreflang")
    }
  })
})

it("the search index has each language's published articles and its three other pages, nothing more", () => {
  const entry = JSON.parse(builtFile("/pagefind/pagefind-entry.json")) as {
    languages: Record<string, { page_count: number }>
  }
  for (const { code } of LANGUAGES) {
    // The articles, the services, About and the company profile: no draft, no scheduled article.
    expect(entry.languages[code]?.page_count).toBe(publishedArticles(code).length + 3)
  }
  // Pagefind's own interfaces carry their own words; the search page uses its API only.
  expect(
    fs.readdirSync(path.join(PUBLIC_DIR, "pagefind")).filter((file) => /-ui\.|highlight/.test(file)),
  ).toEqual([])
})

it("robots.txt lets crawlers in and points at the sitemap", () => {
  const robots = builtFile("/robots.txt")
  expect(robots).toMatch(/^User-agent: \*$/m)
  expect(robots).not.toMatch(/^Disallow: \/\s*$/m)
  expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap-index.xml`)
})

describe.each(LANGUAGES)("the $code feed", ({ code }) => {
  const list = localizedPath(code, INSIGHTS_PATH)

  it("is linked from every Insights page of the language and from no other page", () => {
    const link = `<link rel="alternate" type="application/rss+xml"`
    for (const route of [list, ...insightPagePaths().filter((urlPath) => urlPath.startsWith(list))])
      expect([route, builtFile(route).includes(link)]).toEqual([route, true])
    const about = localizedPath(code, "/about/")
    expect([about, builtFile(about).includes(link)]).toEqual([about, false])
    expect(builtFile(list)).toContain(`href="${list}${FEED_FILE}"`)
  })

  it("lists the language's articles, with the language's list as its channel's link", () => {
    const xml = builtFile(`${list}${FEED_FILE}`)
    expect(xml).toContain(`<language><![CDATA[${code}]]></language>`)
    expect(xml).toMatch(new RegExp(`<channel>[\\s\\S]*?<link>${SITE_URL}${list}</link>`))
    const items = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((match) => match[1])
    expect(items).toEqual(publishedArticles(code).map((article) => `${SITE_URL}${articlePath(article)}`))
  })
})

it("the build publishes no source map (webpack writes none for the browser)", () => {
  expect(filesIn(PUBLIC_DIR).filter((file) => file.endsWith(".map"))).toEqual([])
})

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

describe("the headers Netlify will send", () => {
  it("public/_headers holds the site's rules, the file policy for each file that is not a page, and a year's caching for each script the pages load", () => {
    const rules = parseHeadersFile(builtFile("/_headers"))
    expect(rules.slice(0, HEADER_RULES.length)).toEqual(HEADER_RULES)
    const perFile = rules.slice(HEADER_RULES.length)
    const filePolicies = perFile.filter((rule) => "Content-Security-Policy" in rule.values)
    for (const rule of filePolicies) {
      expect([rule.for, rule.values]).toEqual([rule.for, { "Content-Security-Policy": FILE_POLICY }])
      expect([rule.for, servedFrom(rule.for)]).toEqual([rule.for, true])
      expect(rule.for).not.toMatch(/\.html$|^\/(static|page-data)\//)
    }
    // The CMS's files, the feeds, the PDFs: no other policy than their header reaches them.
    expect(filePolicies.map((rule) => rule.for)).toEqual(
      expect.arrayContaining(["/company-profile.pdf", "/insights/rss.xml", "/admin/config.json"]),
    )
    const caching = perFile.slice(filePolicies.length)
    for (const rule of caching) {
      expect([rule.for, rule.values]).toEqual([rule.for, { "Cache-Control": CACHE_FOR_A_YEAR }])
      expect(rule.for).toMatch(HASHED_SCRIPT)
      expect([rule.for, servedFrom(rule.for)]).toEqual([rule.for, true])
    }
    const scripts = loadedScripts(PUBLIC_DIR)
    expect(scripts.length).toBeGreaterThan(5)
    for (const script of scripts) expect(caching.map((rule) => rule.for)).toContain(script)
    // Gatsby's own defaults are gone: no X-XSS-Protection, no Referrer-Policy "same-origin".
    expect(builtFile("/_headers")).not.toMatch(/x-xss-protection|referrer-policy: same-origin/i)
  })

  it("give every path the security headers; a page only frame-ancestors as its header policy, any other file but a script the strict file policy", () => {
    const rules = readDeployedHeaders(PUBLIC_DIR)
    // (public/_headers and _redirects are Netlify's, never served.)
    for (const urlPath of servedPaths(PUBLIC_DIR).filter((file) => !/^\/_(headers|redirects)$/.test(file))) {
      const headers = headersFor(rules, urlPath)
      expect([urlPath, headers]).toEqual([urlPath, expect.objectContaining(SITE_SECURITY_HEADERS)])
      const page = urlPath.endsWith("/") || urlPath.endsWith(".html")
      const inFileFolder = /^\/(static|page-data)\//.test(urlPath)
      const expected = urlPath.startsWith("/pagefind/")
        ? SEARCH_INDEX_POLICY
        : page || (LOADED_BY_PAGES.test(urlPath) && !inFileFolder)
          ? PAGE_CONTENT_SECURITY_POLICY
          : FILE_POLICY
      expect([urlPath, headers["Content-Security-Policy"]]).toEqual([urlPath, expected])
    }
  })

  it("set no header twice on any file of the build (a file's policy narrows the every-path one), each value one valid line; only hashed files kept a year", () => {
    const rules = readDeployedHeaders(PUBLIC_DIR)
    expect(headerProblems(rules)).toEqual([])
    const twice = servedPaths(PUBLIC_DIR)
      .map((urlPath) => ({ urlPath, names: headersSetTwice(rules, urlPath) }))
      .filter(({ names }) => names.length > 0)
    expect(twice).toEqual([])
    const frozen = servedPaths(PUBLIC_DIR).filter(
      (urlPath) => headersFor(rules, urlPath)["Cache-Control"] === CACHE_FOR_A_YEAR,
    )
    for (const urlPath of frozen) expect(urlPath).toMatch(/^\/static\/|[0-9a-f]{20}\.(m?js|css)$/)
  })

  it("are exactly what the local server sends, over HTTP", async () => {
    const rules = readDeployedHeaders(PUBLIC_DIR)
    const server: http.Server = createLocalServer({ root: PUBLIC_DIR, headers: rules })
    const origin = await listen(server, "127.0.0.1", 0)
    try {
      for (const urlPath of [
        "/",
        "/about/",
        loadedScripts(PUBLIC_DIR)[0],
        "/company-profile.pdf",
        "/admin/",
      ]) {
        const response = await fetch(`${origin}${urlPath}`)
        await response.arrayBuffer()
        expect([urlPath, response.status]).toEqual([urlPath, 200])
        for (const [name, value] of Object.entries(headersFor(rules, urlPath)))
          expect([urlPath, name, response.headers.get(name)]).toEqual([urlPath, name, value])
        expect(response.headers.has("x-xss-protection")).toBe(false)
      }
      const page = await fetch(`${origin}/about/`)
      await page.arrayBuffer()
      expect(page.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate")
      expect(page.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin")
    } finally {
      server.closeAllConnections()
      server.close()
    }
  })
})

describe("the GitHub Pages build, under its path prefix", () => {
  const prefixed = (urlPath: string) => `${TEST_PATH_PREFIX}${urlPath}`
  const inPrefixed = (urlPath: string) =>
    servedFrom(urlPath.slice(TEST_PATH_PREFIX.length) || "/", PREFIXED_DIR)

  beforeAll(() => requireBuild(PREFIXED_DIR))

  it("has no Netlify files, and the scripts its pages name are where Pages serves them", () => {
    expect(fs.existsSync(path.join(PREFIXED_DIR, "_headers"))).toBe(false)
    expect(fs.existsSync(path.join(PREFIXED_DIR, TEST_PATH_PREFIX))).toBe(false)
    // The pages name them under the prefix; chunk-map.json without it.
    for (const script of loadedScripts(PREFIXED_DIR).map((file) => file.replace(TEST_PATH_PREFIX, "")))
      expect([script, servedFrom(script, PREFIXED_DIR)]).toEqual([script, true])
  })

  it.each([...new Set([...EVERY_INDEXED_ROUTE, ...insightPagePaths()])])(
    "%s names every link, image, script, icon and manifest under the prefix, and each is in the build",
    (route) => {
      const html = builtFile(route, PREFIXED_DIR)
      const references = [
        ...[...html.matchAll(/<(?:a|link)\b[^>]*?\shref="([^"]+)"/g)].map((match) => match[1]),
        ...[...html.matchAll(/\s(?:src|srcSet|srcset)="([^"]+)"/g)].flatMap((match) =>
          match[1].split(",").map((entry) => entry.trim().split(" ")[0]),
        ),
      ].map((reference) => reference.replace(/&amp;/g, "&"))
      const internal = [...new Set(references.filter((reference) => reference.startsWith("/")))]
      expect(internal.length).toBeGreaterThan(10)
      for (const reference of internal) {
        expect(reference.startsWith(`${TEST_PATH_PREFIX}/`) ? "" : reference).toBe("")
        const file = reference.split(/[#?]/)[0]
        expect([file, inPrefixed(file)]).toEqual([file, true])
      }
      expect(html).toContain(`<link rel="canonical" href="${SITE_URL}${prefixed(route)}"`)
    },
  )

  it("its manifest, icons and start_url are under the prefix; robots and sitemap name prefixed URLs", () => {
    const manifest = JSON.parse(builtFile("/manifest.webmanifest", PREFIXED_DIR))
    expect(manifest.start_url).toBe(prefixed("/"))
    for (const icon of manifest.icons as { src: string }[]) {
      const url = new URL(icon.src, `http://pages${prefixed("/manifest.webmanifest")}`).pathname
      expect([url.startsWith(`${TEST_PATH_PREFIX}/`), inPrefixed(url)]).toEqual([true, true])
    }
    expect(builtFile("/robots.txt", PREFIXED_DIR)).toContain(
      `Sitemap: ${SITE_URL}${prefixed("/sitemap-index.xml")}`,
    )
    const sitemap = builtFile("/sitemap-0.xml", PREFIXED_DIR)
    for (const route of SITE_ROUTES) expect(sitemap).toContain(`<loc>${SITE_URL}${prefixed(route)}</loc>`)
    // The alternate languages of each entry are prefixed as well.
    const alternates = [...sitemap.matchAll(/<xhtml:link [^>]*href="([^"]+)"/g)].map((match) => match[1])
    expect(alternates).toContain(`${SITE_URL}${prefixed("/ar/")}`)
    for (const href of alternates)
      expect(href.startsWith(`${SITE_URL}${TEST_PATH_PREFIX}/`) ? "" : href).toBe("")
  })
})
