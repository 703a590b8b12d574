import { documentTitle } from "../src/components/layout/seo"
import { structuredData } from "../src/components/layout/structured-data"
import { LANGUAGES } from "../src/i18n/languages"
import type { Site } from "../src/types/content.generated"
import { contentFile } from "./helpers/content"

const absolute = (path: string) => `https://www.example.com/prefix${path}`

/** The firm as the page query gives it: the file's fields (the computed ones are not used here). */
const queried = (site: Site) => site as unknown as Parameters<typeof structuredData>[0]

describe("structured data (JSON-LD)", () => {
  const site = queried(contentFile("en", "site"))
  const page = { url: absolute("/services/"), title: "Services | Cedarline Consulting", lang: "en" }
  const data = structuredData(site, page, absolute)
  const [organization, webPage] = data["@graph"] as [any, any]

  it("describes the firm from content/en/site.json", () => {
    expect(organization).toMatchObject({
      "@type": "ProfessionalService",
      name: site.name,
      foundingDate: "2008",
      url: "https://www.example.com/prefix/",
      address: { addressLocality: site.contact.address.city, addressCountry: site.contact.address.country },
      contactPoint: {
        email: site.contact.email,
        telephone: site.contact.phone,
        availableLanguage: LANGUAGES.map((language) => language.code),
      },
      sameAs: site.social.map((profile: { url: string }) => profile.url),
    })
    expect(organization.areaServed.map((place: { name: string }) => place.name)).toEqual(site.areasServed)
  })

  it("builds every URL with the path prefix", () => {
    expect(organization.logo).toBe("https://www.example.com/prefix/icons/icon-512x512.png")
    expect(organization.image).toBe("https://www.example.com/prefix/og-image.png")
  })

  it("names the page and its language", () => {
    expect(webPage).toMatchObject({ "@type": "WebPage", url: page.url, name: page.title, inLanguage: "en" })
    expect(webPage.about).toEqual({ "@id": organization["@id"] })
  })

  it("describes the firm in Arabic on Arabic pages, as the same organisation", () => {
    const arabic = queried(contentFile("ar", "site"))
    const arabicPage = { url: absolute("/ar/"), title: arabic.pages.home.title, lang: "ar" }
    const [arabicOrganization, arabicWebPage] = structuredData(arabic, arabicPage, absolute)["@graph"] as [
      any,
      any,
    ]
    expect(arabicOrganization.name).toBe(arabic.name)
    expect(arabicOrganization.url).toBe("https://www.example.com/prefix/ar/")
    expect(arabicOrganization["@id"]).toBe(organization["@id"])
    expect(arabicWebPage.inLanguage).toBe("ar")
  })
})

describe("the document title", () => {
  it("is the page's title and the firm's name, or the page's own where both would be cut off", () => {
    expect(documentTitle("Cedarline Consulting", "Services")).toBe("Services | Cedarline Consulting")
    expect(documentTitle("Cedarline Consulting", "Business Consulting", true)).toBe(
      "Cedarline Consulting | Business Consulting",
    )
    const long = "Entering the Gulf: five decisions to make before you choose a licence"
    expect(documentTitle("Cedarline Consulting", long)).toBe(long)
  })
})
