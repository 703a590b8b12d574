import type { PageData } from "../../hooks/use-page"
import { LANGUAGES, localizedPath } from "../../i18n/languages"
type SiteFields = NonNullable<PageData["site"]>

/** The sharing picture in static/ (drawn by scripts/make-brand-images.ts); an article's card has its size. */
export const OG_IMAGE = { path: "/og-image.png", width: 1200, height: 630 }

/**
 * schema.org description of the firm and of this page, in the page's language, built from
 * content/<lang>/site.json only.
 */
export function structuredData(
  site: SiteFields,
  page: { url: string; title: string; lang: string },
  absolute: (path: string) => string,
  /** What the page is about beyond the firm: an article's BlogPosting. */
  mainEntity?: Record<string, unknown>,
) {
  const { contact } = site
  const home = absolute(localizedPath(page.lang, "/"))
  const organization = {
    "@type": "ProfessionalService",
    "@id": `${absolute("/")}#organization`,
    name: site.name,
    alternateName: site.shortName,
    description: site.description,
    slogan: site.tagline,
    url: home,
    logo: absolute("/icons/icon-512x512.png"),
    image: absolute(OG_IMAGE.path),
    foundingDate: String(site.founded.year),
    foundingLocation: {
      "@type": "Place",
      address: { "@type": "PostalAddress", addressCountry: site.founded.country },
    },
    address: {
      "@type": "PostalAddress",
      streetAddress: contact.address.street,
      addressLocality: contact.address.city,
      addressCountry: contact.address.country,
    },
    email: contact.email,
    telephone: contact.phone,
    areaServed: site.areasServed.map((name) => ({ "@type": "Place", name })),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      email: contact.email,
      telephone: contact.phone,
      areaServed: site.areasServed,
      availableLanguage: LANGUAGES.map(({ code }) => code),
    },
    sameAs: site.social.map((profile) => profile.url),
  }
  const webPage = {
    "@type": "WebPage",
    "@id": page.url,
    url: page.url,
    name: page.title,
    inLanguage: page.lang,
    about: { "@id": organization["@id"] },
  }
  const graph = mainEntity ? [organization, webPage, mainEntity] : [organization, webPage]
  return { "@context": "https://schema.org", "@graph": graph }
}
