/** @jest-environment node */
import fs from "node:fs"
import {
  type HeaderRule,
  headerProblems,
  headersFor,
  headersSetTwice,
  NETLIFY_TOML,
  parseHeadersFile,
  parseNetlifyToml,
  pathPattern,
} from "../scripts/netlify/headers-file"
import { HEADER_RULES } from "../gatsby/headers/response-headers"

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
    Cache-Control = ["public", "max-age=31536000", "immutable"]
`

describe("netlify.toml, read with a TOML parser", () => {
  it("reads every [[headers]] table with its values as written, an array joined as Netlify joins it", () => {
    const rules = parseNetlifyToml(TOML)
    expect(rules.map((rule) => rule.for)).toEqual(["/*", "/*.js"])
    expect(rules[0].values["X-Frame-Options"]).toBe("DENY")
    expect(rules[0].values["Content-Security-Policy"]).toContain("default-src 'self';\n")
    expect(rules[1].values["Cache-Control"]).toBe("public, max-age=31536000, immutable")
  })

  it("rejects a multi-line value (netlify serve crashes on it) and characters HTTP forbids", () => {
    const problems = headerProblems([
      ...parseNetlifyToml(TOML),
      { for: "/x", values: { "X-Bell": "ring\u0007", "X-Name": "Zoë", "Bad Name": "ok" } },
    ])
    expect(problems).toEqual([
      '/* "Content-Security-Policy": the value holds a line break',
      '/* "Content-Security-Policy": the value is empty or has surrounding spaces',
      '/x "X-Bell": the value holds a character HTTP forbids',
      '/x "X-Name": the value holds a character HTTP forbids',
      '/x "Bad Name": not a valid header name',
    ])
  })

  it('rejects a value Netlify would rewrite (its commas become ", ")', () => {
    expect(headerProblems([{ for: "/*", values: { "Cache-Control": "public,max-age=0" } }])).toEqual([
      '/* "Cache-Control": Netlify rewrites the commas in this value; write them as ", "',
    ])
  })

  it("the project's netlify.toml parses, and every header in it is one valid line", () => {
    const rules = parseNetlifyToml(fs.readFileSync(NETLIFY_TOML, "utf8"))
    expect(headerProblems(rules)).toEqual([])
  })

  it("the project's netlify.toml sets no header the site's rules already set on some path", () => {
    const rules = [...HEADER_RULES, ...parseNetlifyToml(fs.readFileSync(NETLIFY_TOML, "utf8"))]
    for (const path of ["/", "/about/", "/static/a/b.png", "/app-0123.js", "/page-data/x.json", "/a.pdf"])
      expect([path, headersSetTwice(rules, path)]).toEqual([path, []])
  })
})

describe("public/_headers, read as Netlify reads it", () => {
  const FILE = [
    "# gatsby-adapter-netlify start",
    "/*",
    "  X-Frame-Options: DENY",
    "  Content-Security-Policy: default-src 'self'; img-src 'self' data:",
    "/app-0123.js",
    "  Cache-Control: public, max-age=31536000",
    "  Cache-Control: immutable",
    "# gatsby-adapter-netlify end",
  ].join("\n")

  it('reads path blocks, keeps colons inside values and joins a repeated name with ", "', () => {
    expect(parseHeadersFile(FILE)).toEqual([
      {
        for: "/*",
        values: {
          "X-Frame-Options": "DENY",
          "Content-Security-Policy": "default-src 'self'; img-src 'self' data:",
        },
      },
      { for: "/app-0123.js", values: { "Cache-Control": "public, max-age=31536000, immutable" } },
    ])
  })

  it("says which line it cannot read", () => {
    expect(() => parseHeadersFile("X-Frame-Options: DENY")).toThrow("_headers line 1")
  })
})

describe("path patterns, matched as Netlify's parser matches them", () => {
  it.each([
    ["/*", "/", true],
    ["/*", "/about/", true],
    ["/static/*", "/static", true],
    ["/static/*", "/static/a/b.png", true],
    ["/static/*", "/about/", false],
    ["/*.pdf", "/company-profile.pdf", true],
    ["/*.pdf", "/docs/a.PDF", true],
    ["/about", "/about/", true],
    ["/about/", "/about", true],
    ["/:lang/404/", "/ar/404/", true],
    ["/:lang/404/", "/ar/x/404/", false],
  ])("%s matches %s: %s", (pattern, path, matches) => {
    expect(pathPattern(pattern).test(path)).toBe(matches)
  })

  it("gives a path every matching rule's headers, a later rule winning, and names a header set twice", () => {
    const rules: HeaderRule[] = [
      { for: "/*", values: { "X-Frame-Options": "DENY", "Cache-Control": "no-cache" } },
      { for: "/*.js", values: { "cache-control": "immutable" } },
    ]
    expect(headersFor(rules, "/about/")).toEqual({ "X-Frame-Options": "DENY", "Cache-Control": "no-cache" })
    expect(headersFor(rules, "/a.js")).toMatchObject({ "cache-control": "immutable" })
    expect(headersSetTwice(rules, "/a.js")).toEqual(["cache-control"])
    expect(headersSetTwice(rules, "/about/")).toEqual([])
  })

  it("lets a later Content-Security-Policy narrow an earlier one (both enforced = the later), and nothing else", () => {
    const rules: HeaderRule[] = [
      { for: "/*", values: { "Content-Security-Policy": "frame-ancestors 'none'" } },
      { for: "/*.svg", values: { "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'" } },
      { for: "/*.xml", values: { "Content-Security-Policy": "default-src 'none'; frame-ancestors 'self'" } },
    ]
    expect(headersSetTwice(rules, "/a.svg")).toEqual([])
    expect(headersSetTwice(rules, "/a.xml")).toEqual(["content-security-policy"])
  })
})
