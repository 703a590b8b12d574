/**
 * Gatsby's internal Partytown plugin puts its gatsby-browser.js into every page's app.js, and with
 * it `./utils/inject-partytown-snippet`, which brings `@builder.io/partytown/integration` (1.4 kB
 * gzip together). Its only browser hook returns at once outside `gatsby develop`: in a production
 * build the snippet is never injected. webpack's NormalModuleReplacementPlugin (Gatsby's
 * `plugins.normalModuleReplacement`) swaps that module for one whose function does nothing. It
 * bought the room the enquiry without JavaScript and the Insights needed on /contact/ and
 * /company-profile/ within the 90 kB budget (docs/machinery.md has the figures).
 * This site uses no `<Script strategy="off-main-thread">`; remove the replacement before adding
 * one. __tests__/webpack-config.test.ts fails when Gatsby's plugin stops returning early in
 * production, and when the replacement no longer matches its require.
 */
import path from "node:path"
import type { CreateWebpackConfigArgs } from "gatsby"

export const PARTYTOWN_SNIPPET =
  /[\\/]internal-plugins[\\/]partytown[\\/]utils[\\/]inject-partytown-snippet(\.js)?$/

// From the site's root: Gatsby compiles gatsby-node.ts and its imports into .cache/compiled/.
const NO_SNIPPET = path.join(process.cwd(), "gatsby", "build", "no-partytown-snippet.js")

/** The plugin to add to the browser bundle's webpack configuration. */
export function withoutPartytownSnippet(plugins: CreateWebpackConfigArgs["plugins"]) {
  return plugins.normalModuleReplacement(PARTYTOWN_SNIPPET, NO_SNIPPET)
}
