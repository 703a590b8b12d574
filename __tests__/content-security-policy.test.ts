/** @jest-environment node */
import crypto from "node:crypto"
import { inlineScriptHashes, pagePolicy, withMetaPolicy } from "../gatsby/headers/content-security-policy"
import { CONTENT_SECURITY_POLICY } from "../gatsby/headers/response-headers"

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

describe("per-page Content-Security-Policy", () => {
  it("hashes exactly the inline scripts a browser runs (not JSON-LD, not external files)", () => {
    expect(inlineScriptHashes(PAGE)).toEqual([sha("loadImages()"), sha('window.pagePath="/";')])
  })

  it("replaces script-src 'unsafe-inline' with the hashes and drops directives a <meta> cannot carry", () => {
    const policy = pagePolicy(
      PAGE,
      "default-src 'self'; script-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
      "",
    )
    expect(policy).toBe(
      `default-src 'self'; script-src 'self' ${sha("loadImages()")} ${sha('window.pagePath="/";')}`,
    )
  })

  it("lets the page call the configured Supabase origin, and nothing else", () => {
    const policy = pagePolicy(PAGE, "connect-src 'self'", "https://abc.supabase.co/")
    expect(policy).toContain("connect-src 'self' https://abc.supabase.co;")
    expect(pagePolicy(PAGE, "connect-src 'self'", "undefined")).toContain("connect-src 'self';")
  })

  it("lets the form post itself to the configured Supabase origin, before or without its script (issue 20)", () => {
    const base = "connect-src 'self'; form-action 'self'"
    expect(pagePolicy(PAGE, base, "https://abc.supabase.co")).toContain(
      "form-action 'self' https://abc.supabase.co",
    )
    expect(pagePolicy(PAGE, base, "")).toContain("form-action 'self';")
  })

  it("puts the meta policy right after the charset, once, even when run twice", () => {
    const base = CONTENT_SECURITY_POLICY
    const once = withMetaPolicy(PAGE, base)
    const twice = withMetaPolicy(once, base)
    expect(twice).toBe(once)
    expect(once).toMatch(
      /^<!DOCTYPE html><html><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy"/,
    )
    expect(once.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1)
  })
})
