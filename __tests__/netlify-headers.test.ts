/** @jest-environment node */
import { headersFor, parseNetlifyHeaders, readNetlifyHeaders } from "../gatsby/netlify-headers"

const TOML = `
[build]
  command = "npm run build"

[[headers]]
  for = "/*"
  [headers.values]
    X-Frame-Options = "DENY" # a comment
    Content-Security-Policy = '''
      default-src 'self';
      img-src 'self' data:
    '''

[[headers]]
  for = "/*.js"
  [headers.values]
    Cache-Control = "public, max-age=31536000, immutable"
`

describe("netlify.toml headers", () => {
  it("reads rules, folding a multi-line value into one line as Netlify does", () => {
    expect(parseNetlifyHeaders(TOML)).toEqual([
      {
        for: "/*",
        values: {
          "X-Frame-Options": "DENY",
          "Content-Security-Policy": "default-src 'self'; img-src 'self' data:",
        },
      },
      { for: "/*.js", values: { "Cache-Control": "public, max-age=31536000, immutable" } },
    ])
  })

  it("applies every rule whose pattern matches the path", () => {
    const rules = parseNetlifyHeaders(TOML)
    expect(headersFor(rules, "/app-0123.js")).toHaveProperty("Cache-Control")
    expect(headersFor(rules, "/app-0123.js")).toHaveProperty("X-Frame-Options", "DENY")
    expect(headersFor(rules, "/about/")).not.toHaveProperty("Cache-Control")
  })

  it("the project's netlify.toml protects every path and caches only hashed assets for a year", () => {
    const rules = readNetlifyHeaders()
    const page = headersFor(rules, "/about/")
    for (const name of [
      "Content-Security-Policy",
      "Strict-Transport-Security",
      "X-Content-Type-Options",
      "Referrer-Policy",
      "Permissions-Policy",
      "X-Frame-Options",
    ])
      expect(page).toHaveProperty(name)
    expect(page["Content-Security-Policy"]).not.toMatch(/unsafe-eval|https?:/)
    expect(page["Content-Security-Policy"]).toContain("frame-ancestors 'none'")
    expect(page).not.toHaveProperty("Cache-Control")
    expect(headersFor(rules, "/framework-361648aedee91f2b89bd.js")["Cache-Control"]).toContain("immutable")
    expect(headersFor(rules, "/company-profile.pdf")["Cache-Control"]).toContain("must-revalidate")
    expect(headersFor(rules, "/page-data/index/page-data.json")["Cache-Control"]).toContain("must-revalidate")
  })
})
