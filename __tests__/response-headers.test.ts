/** @jest-environment node */
import { headerProblems, headersFor, headersSetTwice } from "../scripts/netlify/headers-file"
import { CACHE_FOR_A_YEAR, REVALIDATE, siteHeaderRules } from "../gatsby/headers/response-headers"

const HASHED = [
  "/app-3fc1ad9635fc0db51fd2.js",
  "/ee7332dbe59fef170dda.mjs",
  "/app-3fc1ad9635fc0db51fd2.js.map",
]
// The top of a build, as the adapter reads it from public/.
const TOP_LEVEL = [
  ...["index.html", "404.html", "company-profile.pdf", ...HASHED].map((file) => ({
    name: file.replace(/^\//, ""),
    folder: false,
  })),
  ...["about", "static", "page-data", "admin"].map((name) => ({ name, folder: true })),
  // Gatsby writes both /404.html and /404/index.html; "/404/*" would also match /404.html.
  { name: "404", folder: true, depth: 1 },
]
const RULES = siteHeaderRules([...HASHED, "/static/d/e.png"], TOP_LEVEL)
const PATHS = ["/", "/about/", "/static/a/b.png", "/page-data/index/page-data.json"]

describe("the site's response headers (gatsby/headers/response-headers.ts)", () => {
  it("are all one line of characters every HTTP runtime accepts, in the form Netlify sends", () => {
    expect(headerProblems(RULES)).toEqual([])
  })

  it("protect every path: CSP without eval or other origins, HSTS, no framing, no sniffing, a strict referrer", () => {
    for (const path of [...PATHS, ...HASHED, "/company-profile.pdf"]) {
      const headers = headersFor(RULES, path)
      expect(headers["Content-Security-Policy"]).toContain("frame-ancestors 'none'")
      expect(headers["Content-Security-Policy"]).not.toMatch(/unsafe-eval|https?:/)
      expect(headers["Strict-Transport-Security"]).toMatch(/^max-age=31536000/)
      expect(headers["X-Frame-Options"]).toBe("DENY")
      expect(headers["X-Content-Type-Options"]).toBe("nosniff")
      expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin")
      expect(headers["Permissions-Policy"]).toContain("camera=()")
      expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin")
    }
  })

  it("give /404.html and the files of /404/ the site's policy once each", () => {
    for (const path of ["/404.html", "/404/", "/404/index.html"])
      expect(headersFor(RULES, path)["Content-Security-Policy"]).toContain("default-src 'self'")
  })

  it("a path outside the build (a 404) keeps every header but the CSP and COOP, which /admin/ must be able to replace", () => {
    const headers = headersFor(RULES, "/no-such-page/")
    expect(headers["X-Frame-Options"]).toBe("DENY")
    expect(headers["Strict-Transport-Security"]).toMatch(/^max-age=31536000/)
    expect(headers).not.toHaveProperty("Content-Security-Policy")
    expect(headers).not.toHaveProperty("X-Robots-Tag")
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

  it("never set one header twice on a path", () => {
    for (const path of [
      ...PATHS,
      ...HASHED,
      "/static/d/e.png",
      "/a.pdf",
      "/no-such-page/",
      "/admin/",
      "/404.html",
      "/404/",
      "/404/index.html",
    ])
      expect([path, headersSetTwice(RULES, path)]).toEqual([path, []])
  })
})
