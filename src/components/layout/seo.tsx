import { withPrefix } from "gatsby"
import type { ReactNode } from "react"
import type { PageData } from "../../hooks/page-content"
import {
  DEFAULT_LANGUAGE,
  languageByCode,
  LANGUAGES,
  localizedPath,
  type PageContext,
} from "../../i18n/languages"
import { LANGUAGE_FONTS } from "../../theme/fonts"
import { GlobalStyles } from "../../theme/global-styles"
import { theme } from "../../theme/theme"

export type PageKey =
  "home" | "services" | "about" | "companyProfile" | "contact" | "notFound" | "enquirySent" | "enquiryNotSent"

type SiteFields = NonNullable<PageData["site"]>

interface SeoProps {
  /** The page's query result (Head receives it as `data`). */
  data: PageData
  pageContext: PageContext
  /** Which page's title and description (content/<lang>/site.json → pages) to use. */
  page: PageKey
  children?: ReactNode
}

/** The sharing picture in static/ (drawn by scripts/make-brand-images.ts). */
export const OG_IMAGE = { path: "/og-image.png", width: 1200, height: 630 }

/**
 * The document head of every page, fed by the Gatsby Head API: language and direction, title,
 * description, canonical and alternate URLs for every language, Open Graph, JSON-LD, the
 * language's font, preloaded, and the global styles in that font.
 */
export function Seo({ data, pageContext, page, children }: SeoProps) {
  const site = data.site!
  const language = languageByCode(pageContext.lang)
  const meta = site.pages[page]
  const title = page === "home" ? `${site.name} | ${meta.title}` : `${meta.title} | ${site.name}`
  // withPrefix adds the GitHub Pages path prefix (if the build has one) to every absolute URL.
  const absolute = (path: string) => `${data.meta!.siteMetadata!.siteUrl}${withPrefix(path)}`
  const urlIn = (code: string) => absolute(localizedPath(code, pageContext.pagePath))
  const url = urlIn(language.code)
  const image = absolute(OG_IMAGE.path)
  const font = LANGUAGE_FONTS[language.code]
  return (
    <>
      <html lang={language.code} dir={language.dir} />
      <title>{title}</title>
      <meta name="description" content={meta.description} />
      <link rel="canonical" href={url} />
      {LANGUAGES.map(({ code }) => (
        <link key={code} rel="alternate" hrefLang={code} href={urlIn(code)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={urlIn(DEFAULT_LANGUAGE.code)} />
      {font && <link rel="preload" href={font.url} as="font" type="font/woff2" crossOrigin="anonymous" />}
      <GlobalStyles lang={language.code} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={language.locale} />
      {LANGUAGES.filter(({ code }) => code !== language.code).map(({ code, locale }) => (
        <meta key={code} property="og:locale:alternate" content={locale} />
      ))}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(OG_IMAGE.width)} />
      <meta property="og:image:height" content={String(OG_IMAGE.height)} />
      <meta property="og:image:alt" content={`${site.name}: ${site.pages.home.title}`} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={image} />
      <meta name="theme-color" content={theme.colors.ink} />
      <script
        type="application/ld+json"
        // Raw JSON (React would entity-escape text children); "<" escaped so content cannot end the tag.
        dangerouslySetInnerHTML={{
          __html: JSON.stringify(structuredData(site, { url, title, lang: language.code }, absolute)).replace(
            /</g,
            "\\u003c",
          ),
        }}
      />
      {children}
    </>
  )
}

/**
 * schema.org description of the firm and of this page, in the page's language, built from
 * content/<lang>/site.json only.
 */
export function structuredData(
  site: SiteFields,
  page: { url: string; title: string; lang: string },
  absolute: (path: string) => string,
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
  return { "@context": "https://schema.org", "@graph": [organization, webPage] }
}
