// Stands in for gatsby-plugin-manifest/get-manifest-pathname.js in the browser bundle
// (gatsby/build/manifest-pathname.ts): the same function, importing `gatsby` as a module.
import { withPrefix } from "gatsby"

export default function getManifestForPathname(
  pathname,
  localizedManifests,
  shouldPrependPathPrefix = false,
) {
  if (!Array.isArray(localizedManifests)) return "manifest.webmanifest"
  const localized = localizedManifests.find((app) =>
    pathname.startsWith(shouldPrependPathPrefix ? withPrefix(app.start_url) : app.start_url),
  )
  return localized ? `manifest_${localized.lang}.webmanifest` : "manifest.webmanifest"
}
