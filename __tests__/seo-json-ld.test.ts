import site from "../content/site.json"
import { organizationJsonLd } from "../src/components/layout/seo"
import { content } from "./helpers/content"

const absolute = (path: string) => `https://www.example.com/prefix${path}`

describe("organization JSON-LD", () => {
  const data = organizationJsonLd(
    { ...content.siteJson, siteUrl: "https://www.example.com" } as never,
    absolute,
  )

  it("describes the firm from content/site.json", () => {
    expect(data).toMatchObject({
      "@type": "ProfessionalService",
      name: site.name,
      foundingDate: "2008",
      url: "https://www.example.com/prefix/",
      address: { addressLocality: site.contact.address.city, addressCountry: site.contact.address.country },
      contactPoint: { email: site.contact.email, telephone: site.contact.phone },
      sameAs: site.social.map((profile) => profile.url),
    })
    expect(data.areaServed.map((place) => place.name)).toEqual(site.areasServed)
  })

  it("builds every URL with the path prefix", () => {
    expect(data.logo).toBe("https://www.example.com/prefix/icons/icon-512x512.png")
    expect(data.image).toBe("https://www.example.com/prefix/og-image.png")
  })
})
