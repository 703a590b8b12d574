/**
 * The public address of the site (canonical URLs, Open Graph, sitemap, robots.txt, JSON-LD):
 * SITE_URL if set, else Netlify's URL (set on every Netlify build), else a placeholder that works
 * for local builds. An empty variable counts as unset.
 */
export const LOCAL_SITE_URL = "https://www.example.com"

export interface SiteUrl {
  siteUrl: string
  /** Which variable it came from; "default" means neither was set. */
  source: "SITE_URL" | "URL" | "default"
}

export function resolveSiteUrl(env: Record<string, string | undefined> = process.env): SiteUrl {
  for (const source of ["SITE_URL", "URL"] as const) {
    const value = env[source]?.trim()
    if (!value) continue
    if (!/^https?:\/\//.test(value) || !URL.canParse(value))
      throw new Error(
        `${source} must be an http(s) address such as https://www.your-firm.com, not "${value}"`,
      )
    return { siteUrl: value.replace(/\/+$/, ""), source }
  }
  return { siteUrl: LOCAL_SITE_URL, source: "default" }
}

/**
 * What the build says when it falls back to the placeholder: loudly on Netlify or a CI machine,
 * where the build is most likely deployed with wrong links; in a line elsewhere.
 */
export function siteUrlNotice(
  env: Record<string, string | undefined> = process.env,
): { loud: boolean; message: string } | undefined {
  if (resolveSiteUrl(env).source !== "default") return undefined
  const loud = Boolean(env.NETLIFY || env.CI)
  const fallback = `Neither SITE_URL nor URL is set: canonical links, Open Graph, the sitemap and robots.txt point at ${LOCAL_SITE_URL}.`
  return {
    loud,
    message: loud
      ? `${fallback} If this build is deployed, set SITE_URL to the site's public address (e.g. https://www.your-firm.com).`
      : `${fallback} Fine locally; set SITE_URL for a build you deploy.`,
  }
}
