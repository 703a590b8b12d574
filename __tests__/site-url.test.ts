/** @jest-environment node */
import { LOCAL_SITE_URL, resolveSiteUrl, siteUrlNotice } from "../gatsby/build/site-url"

describe("the site's address at build time", () => {
  it("builds with neither SITE_URL nor URL set, or set empty (netlify.toml's old ${SITE_URL:-$URL})", () => {
    expect(resolveSiteUrl({})).toEqual({ siteUrl: LOCAL_SITE_URL, source: "default" })
    expect(resolveSiteUrl({ SITE_URL: "", URL: " " })).toEqual({ siteUrl: LOCAL_SITE_URL, source: "default" })
  })

  it("takes SITE_URL first, then Netlify's URL, without a trailing slash", () => {
    expect(resolveSiteUrl({ SITE_URL: "https://www.firm.com/", URL: "https://firm.netlify.app" })).toEqual({
      siteUrl: "https://www.firm.com",
      source: "SITE_URL",
    })
    expect(resolveSiteUrl({ SITE_URL: "", URL: "https://firm.netlify.app" })).toEqual({
      siteUrl: "https://firm.netlify.app",
      source: "URL",
    })
  })

  it("refuses an address without its scheme, naming the variable", () => {
    expect(() => resolveSiteUrl({ SITE_URL: "www.firm.com" })).toThrow(
      /SITE_URL must be an http\(s\) address/,
    )
  })

  it("warns loudly on Netlify or CI when falling back, says it in a line locally, and is silent when set", () => {
    expect(siteUrlNotice({ NETLIFY: "true" })).toEqual({
      loud: true,
      message: expect.stringMatching(
        /point at https:\/\/www\.example\.com\. If this build is deployed, set SITE_URL/,
      ),
    })
    expect(siteUrlNotice({ CI: "true" })?.loud).toBe(true)
    expect(siteUrlNotice({})).toEqual({ loud: false, message: expect.stringContaining("Fine locally") })
    expect(siteUrlNotice({ URL: "https://firm.netlify.app", NETLIFY: "true" })).toBeUndefined()
  })
})

describe("gatsby-config.ts", () => {
  const saved = { ...process.env }
  afterEach(() => {
    process.env = { ...saved }
  })

  const configuredSiteUrl = async (env: Record<string, string>) => {
    process.env = { ...saved, ...env }
    let siteUrl = ""
    await jest.isolateModulesAsync(async () => {
      const { default: config } = await import("../gatsby-config")
      siteUrl = (config.siteMetadata as { siteUrl: string }).siteUrl
    })
    return siteUrl
  }

  it("gives Gatsby a non-empty siteUrl when SITE_URL and URL are empty, and Netlify's URL when only it is set", async () => {
    expect(await configuredSiteUrl({ SITE_URL: "", URL: "" })).toBe(LOCAL_SITE_URL)
    expect(await configuredSiteUrl({ SITE_URL: "", URL: "https://firm.netlify.app/" })).toBe(
      "https://firm.netlify.app",
    )
  })
})
