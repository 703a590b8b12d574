import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { cmsBackend, UNKNOWN_REPOSITORY, writeCmsAdmin } from "./gatsby/cms-admin"
import { writeContentSecurityPolicies } from "./gatsby/content-security-policy"
import { writeRobotsTxt } from "./gatsby/robots-txt"
import { contentTypeDefs } from "./gatsby/graphql-types"
import { ContentError, validateContent } from "./gatsby/validate-content"
import { DEFAULT_LANGUAGE, LANGUAGES, localizedPath, type PageContext } from "./src/i18n/languages"

/** Every content file of every language is checked against content/schemas/ before Gatsby reads it. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  try {
    validateContent(path.resolve("content"))
  } catch (error) {
    if (error instanceof ContentError) reporter.panic(`Content error in ${error.message}`)
    throw error
  }
}

/** Every content node knows its language: content/ar/services.json → lang "ar". */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions }) => {
  if (!node.internal.type.endsWith("Json") || !node.parent) return
  const file = getNode(node.parent) as { relativeDirectory?: string } | undefined
  if (file?.relativeDirectory) actions.createNodeField({ node, name: "lang", value: file.relativeDirectory })
}

/** The GraphQL types of content/, derived from its JSON Schemas (gatsby/graphql-types.ts). */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs(path.resolve("content")))
}

/**
 * Every page in src/pages/ exists once per language: /services/ (default language) and /ar/services/,
 * each with its language in the context, which the page query filters by. Unknown paths under /ar/
 * get the Arabic 404 page (matchPath, for Gatsby's client-side router; netlify.toml for the server).
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if ((page.context as Partial<PageContext>).lang) return
  const { createPage, deletePage } = actions
  deletePage(page)
  // Gatsby's own copies (/404.html) and development pages stay in the default language only.
  const languages =
    page.path === "/404.html" || page.path.startsWith("/dev-404") ? [DEFAULT_LANGUAGE] : LANGUAGES
  for (const { code } of languages) {
    const context: PageContext = { lang: code, pagePath: page.path }
    const isOtherNotFound = page.path === "/404/" && code !== DEFAULT_LANGUAGE.code
    createPage({
      ...page,
      path: localizedPath(code, page.path),
      matchPath: isOtherNotFound ? `/${code}/*` : page.matchPath,
      context: { ...page.context, ...context },
    })
  }
}

/** The enquiry form's endpoint is fixed at build time; say loudly when it falls back to same-origin. */
export const onPreBuild: GatsbyNode["onPreBuild"] = ({ reporter }) => {
  if (process.env.GATSBY_SUPABASE_URL?.trim()) return
  reporter.warn(
    "GATSBY_SUPABASE_URL is not set: the contact form will POST same-origin to " +
      "/functions/v1/send-contact-email. That works with `npm start` (local outbox) and on Netlify " +
      "(netlify/functions/send-contact-email.ts); on any other static host enquiries will fail. " +
      "Set GATSBY_SUPABASE_URL (and GATSBY_SUPABASE_ANON_KEY) to send them to the Supabase function.",
  )
}

/**
 * After every build: robots.txt (it names the sitemap, so it follows siteUrl), each page's CSP, and
 * the CMS at /admin/ with its configuration generated from content/schemas/ (gatsby/cms-admin.ts).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ store, basePath, reporter }) => {
  const publicDir = path.resolve("public")
  const { siteUrl } = store.getState().config.siteMetadata as { siteUrl: string }
  writeRobotsTxt(publicDir, siteUrl, basePath)
  const pages = writeContentSecurityPolicies(publicDir)
  reporter.info(`Content-Security-Policy: hashed the inline scripts of ${pages} pages`)
  const backend = cmsBackend()
  writeCmsAdmin({ root: path.resolve("."), publicDir, backend })
  if (backend.repo === UNKNOWN_REPOSITORY) {
    reporter.warn(
      "CMS: no GitHub repository known for /admin/ (set CMS_GITHUB_REPO=owner/name): signing in there " +
        "will fail; `npm run cms` (local mode) works without it.",
    )
  } else reporter.info(`CMS: /admin/ commits to ${backend.repo} (${backend.branch})`)
}

/**
 * `gatsby develop` wraps modules in eval() for source maps, and pdfjs-dist 5's ES module build
 * then fails to load ("Object.defineProperty called on non-object", mozilla/pdf.js#20478): the
 * E-Book would only work in production builds. Plain source maps avoid eval in development.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig }) => {
  if (stage === "develop") actions.setWebpackConfig({ devtool: "cheap-module-source-map" })
  if (stage === "build-javascript") {
    // Gatsby gives "libraries over 160 kB" a chunk of their own, but tests the module's identifier,
    // which names babel-loader's folder in node_modules for every file of ours: each of our larger
    // components became a separate request. Look at the file itself instead.
    const config = getConfig()
    const lib = config.optimization?.splitChunks?.cacheGroups?.lib
    if (lib) {
      lib.test = (module: { resource?: string; size(): number }) =>
        /[\\/]node_modules[\\/]/.test(module.resource ?? "") && module.size() > 160_000
      actions.replaceWebpackConfig(config)
    }
  }
}
