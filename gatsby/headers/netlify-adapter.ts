/**
 * gatsby-adapter-netlify (Gatsby's own Netlify adapter, which Netlify would otherwise install by
 * itself) with the site's headers instead of Gatsby's defaults. Left alone, it writes into
 * public/_headers a `/*` block of its own (`referrer-policy: same-origin`, `x-xss-protection`,
 * lower-case copies of `x-frame-options` and `x-content-type-options`, Cache-Control) plus a
 * Cache-Control entry per hashed file, so a path would get some headers twice. Here it writes
 * exactly the rules of gatsby/headers/response-headers.ts, under the path prefix, for the files Gatsby names
 * by content hash; redirects (public/_redirects), functions and the build cache stay the adapter's.
 */
import fs from "node:fs"
import path from "node:path"
import type { IAdapter, RoutesManifest } from "gatsby"
import createNetlifyAdapter from "gatsby-adapter-netlify"
import { type HeaderRule, siteHeaderRules, type TopLevelEntry } from "./response-headers"

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

/**
 * The files of pages with a matchPath (the Arabic 404 page's HTML and page data), which the adapter
 * moves to its splat names (public/ar/[...].html). Gatsby's next build looks for them where it wrote
 * them and, finding neither file nor a reason to run the query again, fails ("Query was not run and
 * no cached result was found", gatsbyjs/gatsby#38745): they are put back beside the moved copies.
 */
export function dynamicRouteFiles(routes: RoutesManifest): string[] {
  return routes.flatMap((route) =>
    route.type === "static" && /\/[*:]/.test(route.path) ? [route.filePath] : [],
  )
}

/** Levels of folders below `dir` (a folder of files only: 1). */
function depthOf(dir: string): number {
  const folders = fs.readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory())
  return 1 + Math.max(0, ...folders.map((entry) => depthOf(path.join(dir, entry.name))))
}

/** The files and folders at the top of a build, as siteHeaderRules takes them. */
export function topLevelOf(publicDir: string): TopLevelEntry[] {
  return fs
    .readdirSync(publicDir, { withFileTypes: true })
    .map((entry) =>
      entry.isDirectory()
        ? { name: entry.name, folder: true, depth: depthOf(path.join(publicDir, entry.name)) }
        : { name: entry.name, folder: false },
    )
}

export function netlifyAdapter(): IAdapter {
  const adapter = createNetlifyAdapter()
  return {
    ...adapter,
    adapt: async (context) => {
      // Runs after onPostBuild, so public/ holds everything deployed, /admin/ included.
      const rules = siteHeaderRules(hashedFiles(context.routesManifest), topLevelOf(path.resolve("public")))
      const kept = dynamicRouteFiles(context.routesManifest).map((file) => ({
        file,
        bytes: fs.readFileSync(file),
      }))
      await adapter.adapt({ ...context, headerRoutes: headerRoutes(rules, context.pathPrefix) })
      for (const { file, bytes } of kept) if (!fs.existsSync(file)) fs.writeFileSync(file, bytes)
    },
  }
}

/**
 * For a prefixed (GitHub Pages) build, which must not get the Netlify adapter (gatsby-config.ts):
 * writes nothing. Declared rather than left out, so both builds describe the same site config.
 */
export const noPlatformFilesAdapter: IAdapter = { name: "no-platform-files", adapt: () => undefined }
