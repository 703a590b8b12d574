/**
 * Which web pages may post to the function: the site itself, and the exact origins listed in
 * ALLOWED_ORIGINS. A script's JSON post is checked by its Origin (and a browser asks first, with a
 * preflight, before it sends JSON to another origin). A plain form's post needs no preflight from
 * any website, so it must also say where it comes from: Fetch Metadata's Sec-Fetch-Site, or Origin.
 *
 * Imports nothing, so Deno loads it as it is.
 */

export function hostOf(url: string): string | null {
  try {
    return new URL(url).host
  } catch {
    return null
  }
}

/** Normalises configured origins; anything that is not an origin (such as "*") is reported and ignored. */
function parseOrigins(origins: string[], fail: (what: string) => void): Set<string> {
  const parsed = new Set<string>()
  for (const entry of origins) {
    try {
      const url = new URL(entry)
      if (url.origin === "null") throw new Error("opaque")
      parsed.add(url.origin)
    } catch {
      fail(`ALLOWED_ORIGINS: ignored "${entry}" (not an origin such as https://www.example.com)`)
    }
  }
  return parsed
}

/** Where a form post may be answered: on the site itself (a relative address), or on an allowed origin. */
export type FormPostSource = { allowed: false } | { allowed: true; origin: string | null }

export function createOriginPolicy(configured: string[], fail: (what: string) => void) {
  const allowedOrigins = parseOrigins(configured, fail)

  /**
   * "Same origin" is judged by host (name and port): the Origin the browser sent against the host
   * the request was addressed to. On Netlify, the local server and `gatsby develop` that is the Host
   * the browser used; the scheme is not compared because TLS ends before the function.
   */
  const isSameHost = (origin: string, request: Request) => {
    const host = hostOf(origin)
    return host !== null && host === hostOf(request.url)
  }

  /** A script's request (JSON, or the preflight before it): allowed, with the CORS headers it needs. */
  function corsFor(request: Request): { allowed: boolean; headers: Record<string, string> } {
    const origin = request.headers.get("origin")
    // Browsers always send Origin on a script's POST; without one, the caller is not a web page.
    if (!origin) return { allowed: true, headers: {} }
    if (allowedOrigins.has(origin)) {
      return { allowed: true, headers: { "Access-Control-Allow-Origin": origin, Vary: "Origin" } }
    }
    return { allowed: isSameHost(origin, request), headers: {} }
  }

  /**
   * A browser's own form post. Sec-Fetch-Site (Chromium 76+, Firefox 90+, Safari 16.4+) says how the
   * page that posted relates to the function: `same-origin` is the site itself, whatever Origin says
   * (a page with `Referrer-Policy: no-referrer` sends `Origin: null`); `same-site` and `cross-site`
   * only from an origin in ALLOWED_ORIGINS; `none` (typed into the address bar) never. Without it, the
   * Origin header decides: the site's own host or an allowed origin. A post with neither header is
   * refused: every browser released since 2020 sends one, and an older one would post across sites
   * unseen (a script can write any header, but then it is not a visitor's browser being used).
   */
  function formPostSource(request: Request): FormPostSource {
    const site = request.headers.get("sec-fetch-site")?.toLowerCase()
    const origin = request.headers.get("origin")
    const allowedOrigin = origin !== null && allowedOrigins.has(origin) ? origin : null
    if (site === "same-origin") return { allowed: true, origin: null }
    if (site === "same-site" || site === "cross-site") {
      return allowedOrigin ? { allowed: true, origin: allowedOrigin } : { allowed: false }
    }
    if (site !== undefined || origin === null) return { allowed: false }
    if (allowedOrigin) return { allowed: true, origin: allowedOrigin }
    return isSameHost(origin, request) ? { allowed: true, origin: null } : { allowed: false }
  }

  return { corsFor, formPostSource }
}
