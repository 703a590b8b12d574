/** @jest-environment node */
import {
  NON_PAGE_CONTENT_SECURITY_POLICY,
  PAGE_CONTENT_SECURITY_POLICY,
} from "../functions/send-contact-email/answer-headers"
import { headerProblems, headersFor, headersSetTwice, narrows } from "../scripts/netlify/headers-file"
import {
  CACHE_FOR_A_YEAR,
  FILE_POLICY,
  REVALIDATE,
  SITE_SECURITY_HEADERS,
  siteHeaderRules,
} from "../gatsby/headers/response-headers"

const HASHED = [
  "/app-3fc1ad9635fc0db51fd2.js",
  "/ee7332dbe59fef170dda.mjs",
  "/app-3fc1ad9635fc0db51fd2.js.map",
]
// What the adapter finds in public/ that is not a page, a script or a stylesheet.
const FILES = [
  "/company-profile.pdf",
  "/logo.svg",
  "/insights/rss.xml",
  "/chunk-map.json",
  "/admin/config.json",
]
const RULES = siteHeaderRules([...HASHED, "/static/d/e.png"], FILES)
const PAGES = ["/", "/about/", "/ar/insights/", "/404.html", "/404/", "/admin/", "/no-such-page/"]

describe("the site's response headers (gatsby/headers/response-headers.ts)", () => {
  it("are all one line of characters every HTTP runtime accepts, in the form Netlify sends", () => {
    expect(headerProblems(RULES)).toEqual([])
  })

  it("protect every path: HSTS, no framing, no sniffing, a strict referrer, COOP, and frame-ancestors", () => {
    for (const path of [...PAGES, ...FILES, ...HASHED, "/static/a/b.png", "/page-data/x/page-data.json"]) {
      const headers = headersFor(RULES, path)
      expect(headers).toMatchObject(SITE_SECURITY_HEADERS)
      expect(headers["Strict-Transport-Security"]).toMatch(/^max-age=31536000/)
      expect(headers["X-Frame-Options"]).toBe("DENY")
      expect(headers["Permissions-Policy"]).toContain("camera=()")
      expect(headers["Content-Security-Policy"]).toContain("frame-ancestors 'none'")
    }
  })

  it("give a file that is not a page no more than the function's own answers allow", () => {
    expect(narrows(FILE_POLICY, NON_PAGE_CONTENT_SECURITY_POLICY)).toBe(true)
  })

  it("give a page only what a <meta> cannot carry: its own meta holds the rest of its policy", () => {
    for (const path of PAGES)
      expect(headersFor(RULES, path)["Content-Security-Policy"]).toBe(PAGE_CONTENT_SECURITY_POLICY)
  })

  it("give a file that is not a page, which no meta reaches, a strict policy of its own", () => {
    for (const path of [...FILES, "/static/a/b.svg", "/page-data/index/page-data.json"])
      expect([path, headersFor(RULES, path)["Content-Security-Policy"]]).toEqual([path, FILE_POLICY])
    // Scripts keep the every-path policy: a worker's response policy would govern the worker.
    expect(headersFor(RULES, HASHED[1])["Content-Security-Policy"]).toBe(PAGE_CONTENT_SECURITY_POLICY)
  })

  it("mark /admin/ noindex, and nothing else", () => {
    expect(headersFor(RULES, "/admin/")["X-Robots-Tag"]).toBe("noindex")
    expect(headersFor(RULES, "/about/")).not.toHaveProperty("X-Robots-Tag")
  })

  it("cache hashed scripts and /static/ for a year; pages, page data and the PDFs are revalidated", () => {
    expect(headersFor(RULES, "/app-3fc1ad9635fc0db51fd2.js")["Cache-Control"]).toBe(CACHE_FOR_A_YEAR)
    expect(headersFor(RULES, "/ee7332dbe59fef170dda.mjs")["Cache-Control"]).toBe(CACHE_FOR_A_YEAR)
    expect(headersFor(RULES, "/static/a/b.png")["Cache-Control"]).toBe(CACHE_FOR_A_YEAR)
    expect(headersFor(RULES, "/page-data/index/page-data.json")["Cache-Control"]).toBe(REVALIDATE)
    expect(headersFor(RULES, "/company-profile-ar.pdf")["Cache-Control"]).toBe(REVALIDATE)
    // No rule: Netlify's default (revalidate). Unhashed scripts and source maps are never frozen.
    for (const path of ["/about/", "/~partytown/partytown.js", "/app-3fc1ad9635fc0db51fd2.js.map"])
      expect(headersFor(RULES, path)).not.toHaveProperty("Cache-Control")
  })

  it("never set one header twice on a path, but a file's policy, which narrows the every-path one", () => {
    expect(narrows(FILE_POLICY, PAGE_CONTENT_SECURITY_POLICY)).toBe(true)
    for (const path of [...PAGES, ...FILES, ...HASHED, "/static/d/e.png", "/a.pdf", "/page-data/x.json"])
      expect([path, headersSetTwice(RULES, path)]).toEqual([path, []])
  })
})
