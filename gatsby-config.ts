import type { IncomingMessage, ServerResponse } from "node:http"
import type { GatsbyConfig } from "gatsby"
import { ENQUIRY_PATH } from "./functions/send-contact-email/contract"
import { createLocalEnquiryHandler } from "./functions/send-contact-email/local"
import { answerWith } from "./functions/send-contact-email/node-http"
import { resolveSiteUrl } from "./gatsby/build/site-url"
import { CONTENT_DIR, readContent } from "./gatsby/content/read-content"
import { nodeTypeName } from "./gatsby/content/schema"
import { netlifyAdapter, noPlatformFilesAdapter } from "./gatsby/headers/netlify-adapter"
import { insightFeeds } from "./gatsby/insights/feeds"
import { alternateVersions, DEFAULT_LANGUAGE, LANGUAGES } from "./src/i18n/languages"
import type { PageContext } from "./src/page-context"
import { theme } from "./src/theme/theme"

/**
 * The firm's name in one language (content/<code>/site.json), for the web manifest. No description:
 * gatsby-plugin-manifest's options are serialized into app.js, so every language's description would
 * cost every visitor JavaScript on every page (docs/languages.md), for a field only app stores read.
 */
function appIdentity(code: string) {
  const site = readContent(code, "site")
  return { name: site.name, short_name: site.shortName }
}

/** The public address of the site: used for canonical URLs, Open Graph and the sitemap. */
const { siteUrl } = resolveSiteUrl()

/**
 * Where the site lives below its host, e.g. "/my-repo" on GitHub Pages. Gatsby applies it only to
 * `gatsby build --prefix-paths` (or PREFIX_PATHS=true); the Pages workflow sets both.
 */
const pathPrefix = process.env.PATH_PREFIX
  ? `/${process.env.PATH_PREFIX.replace(/^\/+|\/+$/g, "")}`
  : undefined
/** `gatsby build --prefix-paths` or PREFIX_PATHS=true, as Gatsby itself reads them. */
const prefixPaths =
  process.argv.includes("--prefix-paths") || ["true", "1"].includes(process.env.PREFIX_PATHS ?? "")
/** What this build's addresses start with after the host: the prefix, when this build uses it. */
const servedPrefix = prefixPaths ? (pathPrefix ?? "") : ""

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  pathPrefix,
  trailingSlash: "always",
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  graphqlTypegen: { generateOnBuild: true, typesOutputPath: "src/gatsby-types.d.ts" },
  // Writes public/_headers (the site's headers, gatsby/headers/response-headers.ts) and public/_redirects.
  // Not for a prefixed (GitHub Pages) build: Pages sends no headers, and the adapter would move
  // the files under public/<prefix>/, where Netlify, which serves public/ at the root, wants them.
  adapter: prefixPaths ? noPlatformFilesAdapter : netlifyAdapter(),
  // `gatsby develop` answers the enquiry form too, with the same function and outbox as `npm run serve`.
  developMiddleware: (app: {
    use(path: string, handler: (req: IncomingMessage, res: ServerResponse) => void): void
  }) => {
    const enquiries = createLocalEnquiryHandler()
    app.use(ENQUIRY_PATH, (req, res) => {
      const { allowedHosts } = enquiries
      answerWith(enquiries.handler, req, res, { allowedHosts }).catch(() => res.writeHead(500).end())
    })
  },
  plugins: [
    "gatsby-plugin-emotion",
    // Images are processed at build time (sharp) and shown as plain <picture> elements
    // (src/components/ui/picture.tsx): gatsby-plugin-image's runtime is not loaded by any page.
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "images", path: `${__dirname}/src/images` },
    },
    {
      resolve: "gatsby-source-filesystem",
      // content/<language>/<kind>.json; the schemas and the language list are read directly.
      options: {
        name: "content",
        path: CONTENT_DIR,
        ignore: ["**/schemas/**", "**/languages.json"],
      },
    },
    // The Insights articles (content/<lang>/insights/<key>/index.md): Markdown to HTML at build
    // time, no runtime in the browser (gatsby/insights/).
    "gatsby-transformer-remark",
    {
      resolve: "gatsby-transformer-json",
      // One node type per file (content/<lang>/services.json → ServicesJson), not one per folder.
      options: { typeName: ({ node }: { node: { name: string } }) => nodeTypeName(node.name) },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      // sitemap-index.xml + sitemap-0.xml from siteMetadata.siteUrl: every page with its versions in
      // the languages it exists in as alternates, and the Insights' dates as lastmod; not the pages
      // the site manifest keeps from search engines (src/routes.ts), marked noindex in their context.
      options: {
        query: `{ allSitePage { nodes { path pageContext } } }`,
        resolveSiteUrl: () => siteUrl,
        resolvePages: ({ allSitePage }: { allSitePage: { nodes: { pageContext: PageContext }[] } }) =>
          allSitePage.nodes.filter(({ pageContext }) => !pageContext.noindex),
        serialize: ({
          path,
          pageContext,
        }: {
          path: string
          pageContext: PageContext & { lastmod?: string }
        }) => ({
          url: path,
          ...(pageContext.lastmod && { lastmod: pageContext.lastmod }),
          // The plugin prefixes `url` but resolves the alternates against the bare site address.
          links: alternateVersions(pageContext).map(({ hreflang, path: url }) => ({
            lang: hreflang,
            url: `${servedPrefix}${url}`,
          })),
        }),
      },
    },
    {
      resolve: "gatsby-plugin-feed",
      options: insightFeeds(CONTENT_DIR, servedPrefix),
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        ...appIdentity(DEFAULT_LANGUAGE.code),
        lang: DEFAULT_LANGUAGE.code,
        start_url: "/",
        // One manifest per language; pages under /ar/ link to the Arabic one.
        localize: LANGUAGES.slice(1).map(({ code, dir }) => ({
          ...appIdentity(code),
          lang: code,
          dir,
          start_url: `/${code}/`,
        })),
        display: "standalone",
        background_color: theme.colors.background,
        theme_color: theme.colors.ink,
        // The Seo component already sets theme-color; one tag per page is enough.
        theme_color_in_head: false,
        // Favicon, apple-touch-icon and every manifest size come from this one drawing
        // (scripts/make-brand-images.ts).
        icon: "src/images/icon.png",
      },
    },
  ],
}

export default config
