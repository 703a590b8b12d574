/** @jest-environment node */
import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import {
  inlineScriptHashes,
  pagePolicy,
  parsePolicy,
  PAGE_POLICY_ADDITIONS,
  policyAdditionsFor,
  withMetaPolicy,
  writeContentSecurityPolicies,
} from "../gatsby/headers/content-security-policy"
import { PAGE_CONTENT_SECURITY_POLICY } from "../functions/send-contact-email/answer-headers"
import { FILE_POLICY, SITE_POLICY } from "../gatsby/headers/response-headers"

const sha = (body: string) => `'sha256-${crypto.createHash("sha256").update(body).digest("base64")}'`

const PAGE = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>t</title>',
  '<script type="module">loadImages()</script>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  "</head><body>",
  '<script id="gatsby-script-loader">window.pagePath="/";</script>',
  '<script src="/app-1.js" async></script>',
  "</body></html>",
].join("")

const HASHES = [sha("loadImages()"), sha('window.pagePath="/";')]
const metaOf = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)![1].replace(/&quot;/g, '"')

describe("per-page Content-Security-Policy", () => {
  it("hashes exactly the inline scripts a browser runs (not JSON-LD, not external files)", () => {
    expect(inlineScriptHashes(PAGE)).toEqual(HASHES)
  })

  it("is the site's one policy less what only a header can carry, with the page's hashes in script-src", () => {
    const policy = parsePolicy(pagePolicy(PAGE, {}, ""))
    const expected = new Map(
      Object.entries(SITE_POLICY)
        .filter(([name]) => name !== "frame-ancestors")
        .map(([name, sources]) => [name, name === "script-src" ? ["'self'", ...HASHES] : [...sources]]),
    )
    expect(policy).toEqual(expected)
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'")
  })

  it("and the headers carry the rest: frame-ancestors on every path, a strict policy on files", () => {
    expect(PAGE_CONTENT_SECURITY_POLICY).toBe("frame-ancestors 'none'")
    expect(FILE_POLICY).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
  })

  it("lets the page call the configured Supabase origin, and nothing else", () => {
    const policy = pagePolicy(PAGE, {}, "https://abc.supabase.co/")
    expect(policy).toContain("connect-src 'self' https://abc.supabase.co;")
    expect(pagePolicy(PAGE, {}, "undefined")).toContain("connect-src 'self';")
  })

  it("lets the form post itself to the configured Supabase origin, before or without its script", () => {
    expect(pagePolicy(PAGE, {}, "https://abc.supabase.co")).toContain(
      "form-action 'self' https://abc.supabase.co",
    )
    expect(pagePolicy(PAGE, {}, "")).toContain("form-action 'self'")
  })

  it("puts the meta policy right after the charset, once, even when run twice", () => {
    const once = withMetaPolicy(PAGE)
    const twice = withMetaPolicy(once)
    expect(twice).toBe(once)
    expect(once).toMatch(
      /^<!DOCTYPE html><html><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy"/,
    )
    expect(once.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1)
  })
})

describe("a page's additions to the policy (PAGE_POLICY_ADDITIONS)", () => {
  const SEARCH = { "script-src": ["'wasm-unsafe-eval'"], "worker-src": ["blob:"] }

  it("add sources to that page's policy, after its hashes; a directive the site lacks starts from default-src", () => {
    const policy = parsePolicy(pagePolicy(PAGE, { ...SEARCH, "media-src": ["blob:"] }, ""))
    expect(policy.get("script-src")).toEqual(["'self'", ...HASHES, "'wasm-unsafe-eval'"])
    expect(policy.get("worker-src")).toEqual(["'self'", "blob:"])
    expect(policy.get("media-src")).toEqual(["'self'", "blob:"])
    expect(policy.get("connect-src")).toEqual(["'self'"])
  })

  it("apply to the page in every language and to no other page", () => {
    const registry = { "/search/": SEARCH }
    for (const urlPath of ["/search/", "/ar/search/", "/fr/search/"])
      expect([urlPath, policyAdditionsFor(urlPath, registry)]).toEqual([urlPath, SEARCH])
    for (const urlPath of ["/", "/about/", "/ar/", "/insights/search/", "/search.html"])
      expect([urlPath, policyAdditionsFor(urlPath, registry)]).toEqual([urlPath, {}])
  })

  it("give the search pages WebAssembly for Pagefind, and no other page anything", () => {
    expect(PAGE_POLICY_ADDITIONS).toEqual({ "/search/": { "script-src": ["'wasm-unsafe-eval'"] } })
    expect(policyAdditionsFor("/ar/search/")).toEqual({ "script-src": ["'wasm-unsafe-eval'"] })
    expect(policyAdditionsFor("/insights/")).toEqual({})
  })

  it("are written into that page's meta by the build, and only that page's", () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "csp-"))
    for (const file of ["index.html", "ar/index.html", "404.html"]) {
      fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true })
      fs.writeFileSync(path.join(publicDir, file), PAGE)
    }
    expect(writeContentSecurityPolicies(publicDir)).toBe(3)
    const home = metaOf(fs.readFileSync(path.join(publicDir, "ar/index.html"), "utf8"))
    expect(home).toBe(pagePolicy(PAGE, policyAdditionsFor("/ar/")))
    expect(home).not.toContain("wasm-unsafe-eval")
  })

  it("may not allow inline scripts or eval, nor add what a meta cannot carry", () => {
    expect(() => pagePolicy(PAGE, { "script-src": ["'unsafe-inline'"] })).toThrow(/unsafe-inline/)
    expect(() => pagePolicy(PAGE, { "default-src": ["'unsafe-eval'"] })).toThrow(/unsafe-eval/)
    expect(() => pagePolicy(PAGE, { "frame-ancestors": ["'self'"] })).toThrow(/meta/)
  })
})
