/**
 * Gatsby's internal Partytown plugin puts its gatsby-browser.js into every page's app.js, and with
 * it `utils/inject-partytown-snippet`, which brings `@builder.io/partytown/integration`, and a
 * CommonJS `require("gatsby-script")`, which keeps gatsby-script's `<Script>` in app.js although
 * no page renders one. Its only hook returns at once outside `gatsby develop`: in a production
 * build the snippet is never injected. webpack's NormalModuleReplacementPlugin (Gatsby's
 * `plugins.normalModuleReplacement`) swaps the file for one whose hook does nothing. It bought the
 * room the enquiry without JavaScript, the Insights and the consent box need under the budget
 * (docs/machinery.md has the figures).
 * This site uses no `<Script strategy="off-main-thread">`; remove the replacement before adding
 * one. __tests__/webpack-config.test.ts fails when Gatsby's plugin stops returning early in
 * production, and when the replacement no longer matches the installed file.
 */
import path from "node:path"
import type { CreateWebpackConfigArgs } from "gatsby"

export const PARTYTOWN_BROWSER = /[\\/]internal-plugins[\\/]partytown[\\/]gatsby-browser(\.js)?$/

// From the site's root: Gatsby compiles gatsby-node.ts and its imports into .cache/compiled/.
const NO_PARTYTOWN = path.join(process.cwd(), "gatsby", "build", "no-partytown-browser.js")

/** The plugin to add to the browser bundle's webpack configuration. */
export function withoutPartytown(plugins: CreateWebpackConfigArgs["plugins"]) {
  return plugins.normalModuleReplacement(PARTYTOWN_BROWSER, NO_PARTYTOWN)
}
