import { expect, test } from "@playwright/test"
import config from "../gatsby-config"
import { LANGUAGES, localizedPath } from "../src/i18n/languages"
import { content } from "./fixtures"

/** The one configured address (SITE_URL at build time, else gatsby-config.ts's default). */
const SITE_URL = (config.siteMetadata as { siteUrl: string }).siteUrl

const PAGES = {
  "/": "home",
  "/services/": "services",
  "/about/": "about",
  "/company-profile/": "companyProfile",
  "/contact/": "contact",
} as const

const EVERY_PAGE = LANGUAGES.flatMap((language) =>
  Object.entries(PAGES).map(([pagePath, key]) => ({
    language,
    pagePath,
    key,
    path: localizedPath(language.code, pagePath),
  })),
)

test("the sitemap lists every page of every language once, with its alternates, and no 404 page", async ({
  request,
}) => {
  const index = await (await request.get("/sitemap-index.xml")).text()
  expect(index).toContain(`<loc>${SITE_URL}/sitemap-0.xml</loc>`)
  const sitemap = await (await request.get("/sitemap-0.xml")).text()
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]).sort()
  expect(locations).toEqual(EVERY_PAGE.map((page) => `${SITE_URL}${page.path}`).sort())
  expect(sitemap).not.toContain("404")
  const services = /<url>(?:(?!<\/url>)[\s\S])*?<loc>[^<]*\/ar\/services\/<\/loc>[\s\S]*?<\/url>/.exec(
    sitemap,
  )![0]
  for (const { code } of LANGUAGES) {
    const href = `${SITE_URL}${localizedPath(code, "/services/")}`
    expect(services).toContain(`<xhtml:link rel="alternate" hreflang="${code}" href="${href}"/>`)
  }
  expect(services).toContain(
    `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE_URL}/services/"/>`,
  )
})

test("robots.txt lets crawlers in and points at the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt")
  expect(response.status()).toBe(200)
  const robots = await response.text()
  expect(robots).toMatch(/^User-agent: \*$/m)
  expect(robots).not.toMatch(/^Disallow: \/\s*$/m)
  expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap-index.xml`)
})

for (const { language, pagePath, key, path } of EVERY_PAGE) {
  test(`${path}: title, description, canonical, alternates and Open Graph come from content/${language.code}/site.json`, async ({
    page,
    request,
  }) => {
    await page.goto(path)
    const meta = content(language.code, "site").pages[key]
    await expect(page).toHaveTitle(new RegExp(meta.title))
    const head = page.locator("head")
    await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", meta.description)
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}${path}`)
    for (const other of LANGUAGES) {
      await expect(head.locator(`link[rel="alternate"][hreflang="${other.code}"]`)).toHaveAttribute(
        "href",
        `${SITE_URL}${localizedPath(other.code, pagePath)}`,
      )
    }
    await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      "href",
      `${SITE_URL}${pagePath}`,
    )
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute("content", `${SITE_URL}${path}`)
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", await page.title())
    await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute("content", language.locale)
    const alternates = await head
      .locator('meta[property="og:locale:alternate"]')
      .evaluateAll((metas) => metas.map((element) => element.getAttribute("content")))
    expect(alternates).toEqual(LANGUAGES.filter((other) => other !== language).map((other) => other.locale))

    const image = await head.locator('meta[property="og:image"]').getAttribute("content")
    expect(image).toBe(`${SITE_URL}/og-image.png`)
    const served = await request.get(new URL(image!).pathname)
    expect(served.status()).toBe(200)
    expect(served.headers()["content-type"]).toBe("image/png")
  })
}

test("every language has its own titles and descriptions", () => {
  for (const key of Object.values(PAGES)) {
    const pages = LANGUAGES.map(({ code }) => content(code, "site").pages[key])
    expect(new Set(pages.map((meta) => meta.title)).size).toBe(LANGUAGES.length)
    expect(new Set(pages.map((meta) => meta.description)).size).toBe(LANGUAGES.length)
  }
})

for (const { code } of LANGUAGES) {
  test(`JSON-LD describes the firm with the facts in content/${code}/site.json, in the page's language`, async ({
    page,
  }) => {
    const site = content(code, "site")
    await page.goto(localizedPath(code, "/about/"))
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(blocks).toHaveLength(1)
    const data = JSON.parse(blocks[0])
    expect(data["@context"]).toBe("https://schema.org")
    const [organization, webPage] = data["@graph"]
    expect(organization).toMatchObject({
      "@type": "ProfessionalService",
      name: site.name,
      url: `${SITE_URL}${localizedPath(code, "/")}`,
      foundingDate: String(site.founded.year),
      email: site.contact.email,
      telephone: site.contact.phone,
      address: {
        "@type": "PostalAddress",
        streetAddress: site.contact.address.street,
        addressLocality: site.contact.address.city,
        addressCountry: site.contact.address.country,
      },
      contactPoint: { "@type": "ContactPoint", email: site.contact.email, telephone: site.contact.phone },
      sameAs: site.social.map((profile: { url: string }) => profile.url),
    })
    expect(organization.areaServed.map((place: { name: string }) => place.name)).toEqual(site.areasServed)
    expect(organization.foundingLocation.address.addressCountry).toBe(site.founded.country)
    expect(webPage).toMatchObject({
      "@type": "WebPage",
      inLanguage: code,
      url: `${SITE_URL}${localizedPath(code, "/about/")}`,
    })
  })
}

for (const { code } of LANGUAGES) {
  test(`the ${code} web manifest and every icon it names are served`, async ({ page, request }) => {
    const site = content(code, "site")
    await page.goto(localizedPath(code, "/"))
    const href = await page.locator('link[rel="manifest"]').getAttribute("href")
    const manifestUrl = new URL(href!, page.url())
    const manifest = await (await request.get(manifestUrl.pathname)).json()
    expect(manifest).toMatchObject({
      name: site.name,
      short_name: site.shortName,
      start_url: localizedPath(code, "/"),
      lang: code,
    })
    expect(manifest.icons.length).toBeGreaterThan(0)
    for (const icon of manifest.icons as { src: string; sizes: string }[]) {
      const response = await request.get(new URL(icon.src, manifestUrl).pathname)
      expect(response.status(), icon.src).toBe(200)
    }
    const favicon = await page.locator('link[rel="icon"]').getAttribute("href")
    expect((await request.get(new URL(favicon!, page.url()).pathname)).status()).toBe(200)
  })
}
