import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { cmsBackend, UNKNOWN_REPOSITORY, writeCmsAdmin } from "./gatsby/cms/cms-admin"
import { writeContentSecurityPolicies } from "./gatsby/headers/content-security-policy"
import {
  DEFAULT_CACHE_DIR,
  PROFILE_BOOK_TYPES,
  prepareProfileBooks,
  profileBookSources,
} from "./gatsby/book/profile-books"
import { writeRobotsTxt } from "./gatsby/build/robots-txt"
import { computedFactResolvers } from "./gatsby/content/computed-facts"
import { contentTypeDefs } from "./gatsby/content/graphql-types"
import { readContent } from "./gatsby/content/read-content"
import {
  createInsightNode,
  createInsightPages,
  includeDrafts,
  matchInsightNodesToThisRun,
} from "./gatsby/insights/build-steps"
import { createLegalPages } from "./gatsby/content/legal-pages"
import { ENQUIRY_PATH } from "./functions/send-contact-email/contract"
import { CONSENT_REQUIRED } from "./functions/send-contact-email/data-policy"
import { deploymentFromEnv } from "./functions/send-contact-email/settings"
import { insightTypeDefs } from "./gatsby/insights/insight-nodes"
import { checkLaunch, describeLaunchProblems } from "./gatsby/launch/launch-check"
import { validateInsights } from "./gatsby/insights/validate-insights"
import { writeSearchIndex } from "./gatsby/search/search-index"
import { withManifestPathnameAsModule } from "./gatsby/build/manifest-pathname"
import { withoutPartytown } from "./gatsby/build/no-partytown"
import { withoutServiceWorker } from "./gatsby/build/no-service-worker"
import { resolveSiteUrl, siteUrlNotice } from "./gatsby/build/site-url"
import { SIDE_EFFECT_FREE_RULES } from "./gatsby/build/side-effect-free"
import { ContentError, validateContent } from "./gatsby/content/validate-content"
import { DEFAULT_LANGUAGE, LANGUAGES, localizedPath } from "./src/i18n/languages"
import type { PageContext } from "./src/page-context"
import { INDEXED_ROUTES, routeOf } from "./src/routes"
import { ARABIC_FACE } from "./src/theme/arabic-face"

/**
 * Every content file of every language is checked against content/schemas/ before Gatsby reads it,
 * then the Insights articles (gatsby/insights/validate-insights.ts).
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const contentDir = path.resolve("content")
  try {
    validateInsights({ contentDir, content: validateContent(contentDir), includeDrafts: includeDrafts() })
  } catch (error) {
    if (error instanceof ContentError) reporter.panic(`Content error in ${error.message}`)
    throw error
  }
}

/**
 * Every content node knows its language: content/ar/services.json → lang "ar". An article's
 * Markdown gets an Insight node (gatsby/insights/).
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => {
  const { node, getNode, actions } = args
  createInsightNode(args)
  if (!node.internal.type.endsWith("Json") || !node.parent) return
  const file = getNode(node.parent) as { relativeDirectory?: string } | undefined
  if (file?.relativeDirectory) actions.createNodeField({ node, name: "lang", value: file.relativeDirectory })
}

/** The GraphQL types of content/, derived from its JSON Schemas (gatsby/content/graphql-types.ts). */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs(path.resolve("content")))
  actions.createTypes(PROFILE_BOOK_TYPES)
  actions.createTypes(insightTypeDefs(path.resolve("content")))
}

/** Facts the build computes from content and its clock: the firm's age, the footer's year. */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers(computedFactResolvers)
}

/**
 * The Insights: lists, topics and articles in every language (gatsby/insights/insight-pages.ts); the
 * legal pages, with the facts the enquiry function runs on (gatsby/content/legal-pages.ts).
 */
export const createPages: GatsbyNode["createPages"] = async (args) => {
  createLegalPages(args.actions)
  await createInsightPages(args)
}

/**
 * The company profile's pages, drawn from each profile PDF in static/ at build time (cached by the
 * PDF's hash), reach the viewer as ProfileBook nodes: no pdf.js in the browser. PROFILE_PDF_DIR
 * points at another folder of PDFs (the benchmark's heavy profile); those PDFs are served too.
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = async (args) => {
  const { actions, createNodeId, createContentDigest, reporter } = args
  // The drafts' Insight nodes follow this run, not the cache (gatsby/insights/build-steps.ts).
  matchInsightNodesToThisRun(args)
  const pdfDir = path.resolve(process.env.PROFILE_PDF_DIR ?? "static")
  const publicDir = path.resolve("public")
  const sources = profileBookSources()
  const activity = reporter.activityTimer("profile books: pages drawn from the PDFs")
  activity.start()
  const books = await prepareProfileBooks({
    sources,
    pdfDir,
    publicDir,
    cacheDir: path.resolve(process.env.PROFILE_BOOKS_CACHE_DIR ?? DEFAULT_CACHE_DIR),
    log: (message) => activity.setStatus(message),
  })
  activity.end()
  if (pdfDir !== path.resolve("static")) {
    for (const source of sources)
      fs.copyFileSync(path.join(pdfDir, source.file), path.join(publicDir, source.file))
  }
  for (const book of books) {
    actions.createNode({
      ...book,
      id: createNodeId(`ProfileBook-${book.lang}`),
      internal: { type: "ProfileBook", contentDigest: createContentDigest(book) },
    })
  }
}

/**
 * Every page in src/pages/ exists once per language: /services/ (default language) and /ar/services/,
 * each with its language in the context, which the page query filters by. Unknown paths under /ar/
 * get the Arabic 404 page from the host (public/_redirects, a 404 status). No matchPath `/ar/*` for
 * it: Gatsby would then list every static page under /ar/ in match-paths, which ships in every
 * page's app.js (gatsbyjs/gatsby#21701, #19228), so every Arabic article would grow every page's
 * JavaScript (docs/deploy.md). Once the scripts run,
 * that 404 page's address reads /ar/404/ (Gatsby moves to a 404 page's own path, except /404.html).
 * A page the site manifest (src/routes.ts) does not index says so in its context, for its head and
 * the sitemap.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if ((page.context as Partial<PageContext>).lang) return
  const { createPage, createRedirect, deletePage } = actions
  deletePage(page)
  // Gatsby's copies of the 404 page are in no manifest either: noindex too.
  const indexed = INDEXED_ROUTES.some((route) => route.path === page.path)
  // Gatsby's own copies (/404.html) and development pages stay in the default language only.
  const languages =
    page.path === "/404.html" || page.path.startsWith("/dev-404") ? [DEFAULT_LANGUAGE] : LANGUAGES
  for (const { code } of languages) {
    const context: PageContext = { lang: code, pagePath: page.path, ...(!indexed && { noindex: true }) }
    const isOtherNotFound = page.path === routeOf("notFound").path && code !== DEFAULT_LANGUAGE.code
    createPage({ ...page, path: localizedPath(code, page.path), context: { ...page.context, ...context } })
    // The host's side (public/_redirects, read by Netlify and the local server), only where no file
    // matches.
    if (isOtherNotFound)
      createRedirect({ fromPath: `/${code}/*`, toPath: localizedPath(code, page.path), statusCode: 404 })
  }
}

/**
 * The launch check (gatsby/launch/launch-check.ts) stops a production build that would go live
 * unfinished, and warns on any other. The site's address and the enquiry form's endpoint are fixed at
 * build time: say when they fall back.
 */
export const onPreBuild: GatsbyNode["onPreBuild"] = ({ reporter }) => {
  const launch = checkLaunch(process.env)
  if (launch.fails) reporter.panic(describeLaunchProblems(launch))
  else if (launch.problems.length) reporter.warn(describeLaunchProblems(launch))
  const notice = siteUrlNotice()
  if (notice?.loud) reporter.warn(notice.message)
  else if (notice) reporter.info(notice.message)
  if (deploymentFromEnv((name) => process.env[name]).kind === "supabase") return
  reporter.warn(
    "GATSBY_SUPABASE_URL is not set (or not an http(s) address): the contact form will POST same-origin to " +
      ENQUIRY_PATH +
      ". That works with `npm start` and `npm run serve` (local outbox) and on Netlify " +
      "(netlify/functions/send-contact-email.ts); on any other static host enquiries will fail. " +
      "Set GATSBY_SUPABASE_URL (and GATSBY_SUPABASE_ANON_KEY) to send them to the Supabase function.",
  )
}

/**
 * After every build: robots.txt (it names the sitemap, so it follows siteUrl), each page's CSP, the
 * CMS at /admin/ with its configuration generated from content/schemas/ (gatsby/cms/cms-admin.ts),
 * and the search index of the pages just written (gatsby/search/search-index.ts).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ basePath, reporter, getNodesByType }) => {
  const publicDir = path.resolve("public")
  // The same address gatsby-config.ts gives siteMetadata (and the sitemap), from the same variables.
  const { siteUrl } = resolveSiteUrl()
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
  const sitePages = getNodesByType("SitePage") as unknown as Parameters<typeof writeSearchIndex>[1]
  const indexed = await writeSearchIndex(publicDir, sitePages)
  reporter.info(`Search: indexed ${JSON.stringify(indexed)} pages by language`)
}

/** The in-page faces' bytes, base64, by file (src/theme/in-page-font.ts). */
function inPageFontData(): Record<string, string> {
  return Object.fromEntries(
    [ARABIC_FACE.file].map((file) => [file, fs.readFileSync(file).toString("base64")]),
  )
}
/** Each language's privacy notice "last changed" date (content/<lang>/legal.json → privacy.updated). */
function privacyNoticeVersions(): Record<string, string> {
  return Object.fromEntries(LANGUAGES.map(({ code }) => [code, readContent(code, "legal").privacy.updated]))
}

/**
 * The browser bundle, through Gatsby's documented hook: no source maps, Gatsby's "large library"
 * chunk rule made to look at the file, no service-worker registration or Partytown hook, and no
 * module kept only because webpack could not see it unused (docs/machinery.md has what each buys).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  actions,
  getConfig,
  plugins,
}) => {
  // The privacy notice's version the consent box sends (src/components/contact/consent-box.tsx):
  // read where it is written, in every bundle, so the page and its hydration agree.
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        "process.env.GATSBY_CONSENT_REQUIRED": JSON.stringify(String(CONSENT_REQUIRED)),
        "process.env.GATSBY_PRIVACY_NOTICE_UPDATED": JSON.stringify(JSON.stringify(privacyNoticeVersions())),
        // The faces Arabic pages carry in their HTML (src/theme/in-page-font.ts), for the page
        // renderer only: read here, in Node, so that it reads no file.
        ...(stage === "build-html" || stage === "develop-html"
          ? { IN_PAGE_FONT_DATA: JSON.stringify(inPageFontData()) }
          : {}),
      }),
    ],
  })
  if (stage !== "build-javascript") return
  const config = getConfig()
  // No source maps for the browser: nothing in public/ to publish by mistake, no pass to move them.
  config.devtool = false
  // Gatsby gives "libraries over 160 kB" a chunk of their own, but tests the module's identifier,
  // which names babel-loader's folder in node_modules for every file of ours: each of our larger
  // components became a separate request. Look at the file itself instead.
  const lib = config.optimization?.splitChunks?.cacheGroups?.lib
  if (lib) {
    lib.test = (module: { resource?: string; size(): number }) =>
      /[\\/]node_modules[\\/]/.test(module.resource ?? "") && module.size() > 160_000
  }
  // Gatsby's "commons" holds what every page component uses, counted in chunks: the shared UI
  // primitives (sections, headings, buttons) are not drawn by the legal and search pages, so each
  // would leave commons for a chunk of its own, one more request on the pages that draw them
  // (docs/machinery.md). They belong with the layout.
  const cacheGroups = config.optimization?.splitChunks?.cacheGroups
  if (cacheGroups?.commons) {
    cacheGroups.uiPrimitives = {
      name: "commons",
      test: (module: { resource?: string }) =>
        /[\\/]src[\\/]components[\\/]ui[\\/](section|heading|button)\.tsx$/.test(module.resource ?? ""),
      minChunks: 2,
      priority: 25,
    }
  }
  // @emotion/react imports hoist-non-react-statics (and with it react-is) for `withTheme` alone,
  // which no component uses; a CommonJS package may have side effects, so webpack kept both in
  // every page's app.js. It has none: said so, webpack leaves it out while nothing uses it.
  // Likewise the enquiry contract: the site manifest (src/routes.ts) names the result pages from
  // it in code no page runs, and webpack, which takes an object literal for a possible side effect,
  // would otherwise put the whole contract in every page's commons.
  config.module = {
    ...config.module,
    rules: [...(config.module?.rules ?? []), ...SIDE_EFFECT_FREE_RULES],
  }
  // Gatsby's service-worker registration, which no plugin here asks for, and the Partytown hook
  // Gatsby runs only under develop (gatsby/build/no-service-worker.ts, no-partytown.ts); the
  // manifest plugin's one CommonJS file, which kept all of `gatsby` in app.js (manifest-pathname.ts).
  config.plugins = [
    ...(config.plugins ?? []),
    withoutServiceWorker(plugins),
    withoutPartytown(plugins),
    withManifestPathnameAsModule(plugins),
  ]
  actions.replaceWebpackConfig(config)
}
