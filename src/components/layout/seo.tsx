import { withPrefix } from "gatsby"
import type { ReactNode } from "react"
import { type SiteContent, useSite } from "../../hooks/use-site"

export type PageKey = "home" | "services" | "about" | "companyProfile" | "contact" | "notFound"

interface SeoProps {
  /** Which page's title and description (content/site.json → pages) to use. */
  page: PageKey
  /** The page's path, e.g. "/services/", for the canonical URL. */
  pathname: string
  children?: ReactNode
}

/** The document head of every page, fed by the Gatsby Head API. */
export function Seo({ page, pathname, children }: SeoProps) {
  const site = useSite()
  const meta = site.pages[page]
  const title = page === "home" ? `${site.name} | ${meta.title}` : `${meta.title} | ${site.name}`
  // withPrefix adds the GitHub Pages path prefix (if the build has one) to every absolute URL.
  const absolute = (path: string) => `${site.siteUrl}${withPrefix(path)}`
  const url = absolute(pathname)
  const image = absolute(OG_IMAGE.path)
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={meta.description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content="en_US" />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(OG_IMAGE.width)} />
      <meta property="og:image:height" content={String(OG_IMAGE.height)} />
      <meta property="og:image:alt" content={`${site.name}: ${site.pages.home.title}`} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={image} />
      <meta name="theme-color" content="#0b1f33" />
      <script
        type="application/ld+json"
        // Raw JSON (React would entity-escape text children); "<" escaped so content cannot end the tag.
        dangerouslySetInnerHTML={{
          __html: JSON.stringify(organizationJsonLd(site, absolute)).replace(/</g, "\\u003c"),
        }}
      />
      {children}
    </>
  )
}

/** The sharing picture in static/ (drawn by scripts/make-brand-images.ts). */
export const OG_IMAGE = { path: "/og-image.png", width: 1200, height: 630 }

/** schema.org description of the firm for search engines, built from content/site.json only. */
export function organizationJsonLd(site: SiteContent, absolute: (path: string) => string) {
  const { contact } = site
  const address = {
    "@type": "PostalAddress",
    streetAddress: contact.address.street,
    addressLocality: contact.address.city,
    addressCountry: contact.address.country,
  }
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": `${absolute("/")}#organization`,
    name: site.name,
    alternateName: site.shortName,
    description: site.description,
    slogan: site.tagline,
    url: absolute("/"),
    logo: absolute("/icons/icon-512x512.png"),
    image: absolute(OG_IMAGE.path),
    foundingDate: String(site.founded.year),
    foundingLocation: {
      "@type": "Place",
      address: { "@type": "PostalAddress", addressCountry: site.founded.country },
    },
    address,
    email: contact.email,
    telephone: contact.phone,
    areaServed: site.areasServed.map((name) => ({ "@type": "Place", name })),
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      email: contact.email,
      telephone: contact.phone,
      areaServed: site.areasServed,
      availableLanguage: ["en"],
    },
    sameAs: site.social.map((profile) => profile.url),
  }
}
