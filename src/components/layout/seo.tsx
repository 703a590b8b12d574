import type { ReactNode } from "react"
import { useSite } from "../../hooks/use-site"

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
  const url = `${site.siteUrl}${pathname}`
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
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="theme-color" content="#0b1f33" />
      {children}
    </>
  )
}
