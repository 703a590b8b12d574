/**
 * gatsby-plugin-manifest's browser hook (which points `<link rel="manifest">` at the language's
 * manifest after each navigation) calls `get-manifest-pathname.js`, which is CommonJS and does
 * `require("gatsby")`. webpack cannot tell which of a module's exports a `require` reads, so it kept
 * every export of `gatsby` in every page's app.js: gatsby-script's `<Script>`, `Slice`,
 * `StaticQuery` and more that no page uses. webpack's NormalModuleReplacementPlugin (Gatsby's
 * `plugins.normalModuleReplacement`) swaps the file for the same function written as a module
 * (manifest-pathname-module.js beside this one), so webpack drops what nothing imports
 * (docs/machinery.md has the figures). Without it nothing visible breaks; app.js is heavier.
 * __tests__/webpack-config.test.ts fails when the plugin's file changes from the one copied here.
 */
import path from "node:path"
import type { CreateWebpackConfigArgs } from "gatsby"

export const MANIFEST_PATHNAME = /[\\/]gatsby-plugin-manifest[\\/]get-manifest-pathname(\.js)?$/

// From the site's root: Gatsby compiles gatsby-node.ts and its imports into .cache/compiled/.
const AS_MODULE = path.join(process.cwd(), "gatsby", "build", "manifest-pathname-module.js")

/** The plugin to add to the browser bundle's webpack configuration. */
export function withManifestPathnameAsModule(plugins: CreateWebpackConfigArgs["plugins"]) {
  return plugins.normalModuleReplacement(MANIFEST_PATHNAME, AS_MODULE)
}
