import { withPrefix } from "gatsby"
import type { ReactNode } from "react"
import type { PageData } from "../../hooks/use-page"
import { alternateVersions, languageByCode, pageVersions } from "../../i18n/languages"
import type { PageContext } from "../../page-context"
import type { PageKey } from "../../routes"
import { GlobalStyles } from "../../theme/global-styles"
import { theme } from "../../theme/theme"
import { OG_IMAGE, structuredData } from "./structured-data"

interface SeoProps {
  /** The page's query result (Head receives it as `data`). */
  data: PageData
  pageContext: PageContext
  /** Which page's title and description (content/<lang>/site.json → pages) to use. */
  page: PageKey
  /** A page with a title and description of its own (a topic's list, an article) instead. */
  meta?: { title: string; description: string }
  /** An article: its share card instead of the site's picture, Open Graph type and schema.org node. */
  article?: { image: string; imageAlt: string; structuredData: Record<string, unknown> }
  children?: ReactNode
}

/** Longer titles are cut off in search results (and html-validate's long-title rule fails the build). */
export const TITLE_MAX = 70

/** "Page | Firm" ("Firm | Page" on the home page), or the page's own title where the firm's name would not fit. */
export function documentTitle(siteName: string, pageTitle: string, home = false) {
  const full = home ? `${siteName} | ${pageTitle}` : `${pageTitle} | ${siteName}`
  return full.length <= TITLE_MAX ? full : pageTitle
}

/** A path of the site as a full URL, with the GitHub Pages path prefix if the build has one. */
export const absoluteUrl = (data: PageData, path: string) =>
  `${data.meta!.siteMetadata!.siteUrl}${withPrefix(path)}`

/**
 * The document head of every page, fed by the Gatsby Head API: language and direction, title,
 * description, canonical and alternate URLs for every language, Open Graph, JSON-LD,
 * and the global styles in the language's font.
 */
export function Seo({ data, pageContext, page, meta: ownMeta, article, children }: SeoProps) {
  const site = data.site!
  const language = languageByCode(pageContext.lang)
  const meta = ownMeta || site.pages[page]
  const title = documentTitle(site.name, meta.title, page === "home")
  const absolute = (path: string) => absoluteUrl(data, path)
  // (Plain conditions rather than ?. and ??: this is in every page's bundle, which Babel transpiles.)
  const alternates = alternateVersions(pageContext)
  const url = absolute(pageVersions(pageContext).find(({ code }) => code === language.code)!.path)
  const image = absolute(article ? article.image : OG_IMAGE.path)
  return (
    <>
      <html lang={language.code} dir={language.dir} />
      <title>{title}</title>
      <meta name="description" content={meta.description} />
      <link rel="canonical" href={url} />
      {alternates.map(({ hreflang, path }) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={absolute(path)} />
      ))}
      <GlobalStyles lang={language.code} />
      <meta property="og:type" content={article ? "article" : "website"} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={language.locale} />
      {alternates
        .filter(({ hreflang }) => hreflang !== language.code && hreflang !== "x-default")
        .map(({ hreflang }) => (
          <meta key={hreflang} property="og:locale:alternate" content={languageByCode(hreflang).locale} />
        ))}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(OG_IMAGE.width)} />
      <meta property="og:image:height" content={String(OG_IMAGE.height)} />
      <meta
        property="og:image:alt"
        content={article ? article.imageAlt : `${site.name}: ${site.pages.home.title}`}
      />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={image} />
      <meta name="theme-color" content={theme.colors.ink} />
      <script
        type="application/ld+json"
        // Raw JSON (React would entity-escape text children); "<" escaped so content cannot end the tag.
        dangerouslySetInnerHTML={{
          __html: JSON.stringify(
            structuredData(
              site,
              { url, title, lang: language.code },
              absolute,
              article && article.structuredData,
            ),
          ).replace(/</g, "\\u003c"),
        }}
      />
      {pageContext.noindex && <meta name="robots" content="noindex" />}
      {children}
    </>
  )
}
