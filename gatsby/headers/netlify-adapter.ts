/**
 * gatsby-adapter-netlify (Gatsby's own Netlify adapter, which Netlify would otherwise install by
 * itself) with the site's headers instead of Gatsby's defaults. Left alone, it writes into
 * public/_headers a `/*` block of its own (`referrer-policy: same-origin`, `x-xss-protection`,
 * lower-case copies of `x-frame-options` and `x-content-type-options`, Cache-Control) plus a
 * Cache-Control entry per hashed file, so a path would get some headers twice. Here it writes
 * exactly the rules of gatsby/headers/response-headers.ts, under the path prefix, for the files Gatsby names
 * by content hash and the files that are not pages; redirects (public/_redirects), functions and the build cache stay the adapter's.
 */
import fs from "node:fs"
import path from "node:path"
import type { IAdapter, RoutesManifest } from "gatsby"
import createNetlifyAdapter from "gatsby-adapter-netlify"
import { type HeaderRule, HOST_FILES, LOADED_BY_PAGES, siteHeaderRules } from "./response-headers"

/** The rules in the shape the adapter writes (`path`, `headers: [{ key, value }]`). */
export function headerRoutes(rules: HeaderRule[], pathPrefix: string) {
  return rules.map((rule) => ({
    path: `${pathPrefix}${rule.for}`,
    headers: Object.entries(rule.values).map(([key, value]) => ({ key, value })),
  }))
}

/**
 * Files Gatsby itself marks as cacheable for good (webpack's output, named by content hash), by
 * their place in public/ (a route's path may carry a trailing slash, e.g. "/worker.mjs/").
 */
export function hashedFiles(routes: RoutesManifest): string[] {
  return routes.flatMap((route) =>
    route.type === "static" &&
    route.headers.some(({ key, value }) => /^cache-control$/i.test(key) && /\bimmutable\b/.test(value))
      ? [route.filePath.replace(/^public\//, "/")]
      : [],
  )
}

/** Every file of a build, as paths from its root ("/icons/icon-48x48.png"). */
function filesIn(dir: string, at = ""): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? filesIn(path.join(dir, entry.name), `${at}/${entry.name}`)
        : [`${at}/${entry.name}`],
    )
}

/**
 * The files of a build a browser may open directly that are not pages and not scripts or
 * stylesheets (an SVG, a feed, a PDF, JSON, an icon), outside /static/ and /page-data/, whose folder
 * rules cover them: each gets the file policy (siteHeaderRules).
 */
export function filesOtherThanPages(publicDir: string): string[] {
  return filesIn(publicDir).filter(
    (file) =>
      !file.endsWith(".html") &&
      !LOADED_BY_PAGES.test(file) &&
      !HOST_FILES.has(file) &&
      !/^\/(static|page-data|pagefind)\//.test(file),
  )
}

export function netlifyAdapter(): IAdapter {
  const adapter = createNetlifyAdapter()
  return {
    ...adapter,
    adapt: async (context) => {
      // Runs after onPostBuild, so public/ holds everything deployed, /admin/ included.
      const publicDir = path.resolve("public")
      const rules = siteHeaderRules(hashedFiles(context.routesManifest), filesOtherThanPages(publicDir))
      await adapter.adapt({ ...context, headerRoutes: headerRoutes(rules, context.pathPrefix) })
    },
  }
}

/**
 * For a prefixed (GitHub Pages) build, which must not get the Netlify adapter (gatsby-config.ts):
 * writes nothing. Declared rather than left out, so both builds describe the same site config.
 */
export const noPlatformFilesAdapter: IAdapter = { name: "no-platform-files", adapt: () => undefined }
