/**
 * Gatsby's browser runtime bundles its service-worker registration (.cache/register-service-worker.js)
 * into every page's app.js, and runs it only if a plugin's
 * `registerServiceWorker` asks for a worker. None of this site's plugins does (gatsby-plugin-offline
 * is not installed), so the module is left out: webpack's IgnorePlugin (Gatsby's `plugins.ignore`)
 * turns that require into one that would throw, were it ever reached. It keeps every page within
 * the JavaScript budget (the figures: docs/machinery.md).
 * Remove it before adding a plugin that registers a service worker: every page would throw at
 * start-up (the e2e tests fail on any console error). __tests__/webpack-config.test.ts fails when
 * Gatsby stops requiring the module that way, and e2e/site.spec.ts when the build holds it again.
 */
import type { CreateWebpackConfigArgs } from "gatsby"

export const SERVICE_WORKER_REGISTRATION = /^\.\/register-service-worker$/

/** The plugin to add to the browser bundle's webpack configuration. */
export function withoutServiceWorker(plugins: CreateWebpackConfigArgs["plugins"]) {
  return plugins.ignore({ resourceRegExp: SERVICE_WORKER_REGISTRATION, contextRegExp: /[\\/]\.cache$/ })
}
