import { expect, test } from "@playwright/test"
import site from "../content/site.json"
import config from "../gatsby-config"
import { NAV_LINKS } from "../src/components/layout/nav-links"

/** The one configured address (SITE_URL at build time, else gatsby-config.ts's default). */
const SITE_URL = (config.siteMetadata as { siteUrl: string }).siteUrl
const ROUTES = NAV_LINKS.map((link) => link.to)

const PAGE_KEYS: Record<string, keyof typeof site.pages> = {
  "/": "home",
  "/services/": "services",
  "/about/": "about",
  "/company-profile/": "companyProfile",
  "/contact/": "contact",
}

test("the sitemap lists every route once, and not the 404 page", async ({ request }) => {
  const index = await (await request.get("/sitemap-index.xml")).text()
  expect(index).toContain(`<loc>${SITE_URL}/sitemap-0.xml</loc>`)
  const sitemap = await (await request.get("/sitemap-0.xml")).text()
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]).sort()
  expect(locations).toEqual(ROUTES.map((route) => `${SITE_URL}${route}`).sort())
  expect(sitemap).not.toContain("404")
})

test("robots.txt lets crawlers in and points at the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt")
  expect(response.status()).toBe(200)
  const robots = await response.text()
  expect(robots).toMatch(/^User-agent: \*$/m)
  expect(robots).not.toMatch(/^Disallow: \/\s*$/m)
  expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap-index.xml`)
})

for (const route of ROUTES) {
  test(`${route}: title, description, canonical and Open Graph come from content/site.json`, async ({
    page,
    request,
  }) => {
    await page.goto(route)
    const meta = site.pages[PAGE_KEYS[route]]
    await expect(page).toHaveTitle(new RegExp(meta.title))
    const head = page.locator("head")
    await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", meta.description)
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}${route}`)
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute("content", `${SITE_URL}${route}`)
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute("content", await page.title())

    const image = await head.locator('meta[property="og:image"]').getAttribute("content")
    expect(image).toBe(`${SITE_URL}/og-image.png`)
    const served = await request.get(new URL(image!).pathname)
    expect(served.status()).toBe(200)
    expect(served.headers()["content-type"]).toBe("image/png")
  })
}

test("JSON-LD describes the firm with the facts in content/site.json", async ({ page }) => {
  await page.goto("/about/")
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(blocks).toHaveLength(1)
  const data = JSON.parse(blocks[0])
  expect(data).toMatchObject({
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    name: site.name,
    url: `${SITE_URL}/`,
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
    sameAs: site.social.map((profile) => profile.url),
  })
  expect(data.areaServed.map((place: { name: string }) => place.name)).toEqual(site.areasServed)
  expect(data.foundingLocation.address.addressCountry).toBe(site.founded.country)
})

test("the web manifest and every icon it names are served", async ({ page, request }) => {
  await page.goto("/")
  const href = await page.locator('link[rel="manifest"]').getAttribute("href")
  const manifestUrl = new URL(href!, page.url())
  const manifest = await (await request.get(manifestUrl.pathname)).json()
  expect(manifest).toMatchObject({ name: site.name, short_name: site.shortName, start_url: "/" })
  expect(manifest.icons.length).toBeGreaterThan(0)
  for (const icon of manifest.icons as { src: string; sizes: string }[]) {
    const response = await request.get(new URL(icon.src, manifestUrl).pathname)
    expect(response.status(), icon.src).toBe(200)
  }
  const favicon = await page.locator('link[rel="icon"]').getAttribute("href")
  expect((await request.get(new URL(favicon!, page.url()).pathname)).status()).toBe(200)
})
