// The layers and the rule against import circles, checked by `npm run lint` (dependency-cruiser).
// Paths are relative to the repository root. docs/architecture.md says the same in words.

/** The enquiry function's modules that import nothing outside themselves: the site, the build and
 * the browser bundle may load them as they are. */
const SHARED_FUNCTION_MODULES =
  "^functions/send-contact-email/(contract|settings|data-policy|answer-headers)\\.ts$"

/** The local Node runtime of the function: `gatsby develop` and the local server serve it. */
const LOCAL_FUNCTION_RUNTIME = "^functions/send-contact-email/(local|node-http|rate-limit)\\.ts$"

/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment:
        "A circle of imports (type-only and import() included) means no module in it can be read, tested " +
        "or moved alone: the shared piece belongs in a module of its own.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "site-not-build-or-scripts",
      comment:
        "src/ is the site: it never imports the build (gatsby/) or the tools a person runs (scripts/). " +
        "What both need lives in src/ (src/routes.ts, src/i18n/, src/types/ ...).",
      severity: "error",
      from: { path: "^src/" },
      to: { path: "^(gatsby|scripts)/" },
    },
    {
      name: "build-not-components",
      comment:
        "The build (gatsby/, gatsby-node.ts, gatsby-config.ts) never imports the site's views: what it needs " +
        "of the site lives in a module that is not a component (src/routes.ts, src/page-context.ts, src/i18n/). " +
        "gatsby-browser.tsx and gatsby-ssr.tsx are the site's entries and may.",
      severity: "error",
      from: { path: "^(gatsby/|gatsby-node\\.ts$|gatsby-config\\.ts$)" },
      to: { path: "^src/components/" },
    },
    {
      name: "only-scripts-import-scripts",
      comment:
        "scripts/ holds tools a person runs: nothing else imports them (the tests and their runner may).",
      severity: "error",
      from: { pathNot: "^(scripts|__tests__|e2e)/|^playwright\\.config\\.ts$" },
      to: { path: "^scripts/" },
    },
    {
      name: "entries-not-imported",
      comment:
        "netlify/ and supabase/ are the platforms' entries into the function: nothing imports them " +
        "(the tests may).",
      severity: "error",
      from: { pathNot: "^(netlify|supabase|__tests__|e2e)/" },
      to: { path: "^(netlify|supabase)/" },
    },
    {
      name: "function-deployed-alone",
      comment:
        "functions/ and its Netlify entries are bundled apart from the site: they import only the function's " +
        "modules, npm packages and Node's built-ins, never the site, the build, the scripts or content/.",
      severity: "error",
      from: { path: "^(functions|netlify)/" },
      to: { pathNot: "^(functions|node_modules)/", dependencyTypesNot: ["core"] },
    },
    {
      name: "shared-function-modules-import-free",
      comment:
        "The function's modules that the site and the build import stay import-free (each other aside), " +
        "so importing one never brings in the handler, a store or a Node built-in.",
      severity: "error",
      from: { path: SHARED_FUNCTION_MODULES },
      to: { pathNot: SHARED_FUNCTION_MODULES },
    },
    {
      name: "site-and-build-use-shared-function-modules",
      comment:
        "The site and the build import from functions/ only its import-free modules: the contract, the " +
        "settings, the data policy and the answer headers (the CSP's base).",
      severity: "error",
      from: { path: "^(src/|gatsby/|gatsby-)", pathNot: "^gatsby-config\\.ts$" },
      to: { path: "^functions/", pathNot: SHARED_FUNCTION_MODULES },
    },
    {
      name: "develop-serves-local-function",
      comment:
        "gatsby-config.ts also wires the function's local runtime into `gatsby develop` (developMiddleware).",
      severity: "error",
      from: { path: "^gatsby-config\\.ts$" },
      to: { path: "^functions/", pathNot: [SHARED_FUNCTION_MODULES, LOCAL_FUNCTION_RUNTIME] },
    },
    {
      name: "scripts-use-function-through-its-runtime",
      comment:
        "A script runs the function through its local runtime or reads the shared modules; only the " +
        "enquiry tools (the enquiries CLI over the stores, the privacy requests, the enquiry benchmarks) " +
        "reach its handler and stores.",
      severity: "error",
      from: {
        path: "^scripts/",
        pathNot: "^scripts/(enquiries\\.ts$|enquiries/|enquiry-privacy\\.ts$|bench-enquir)",
      },
      to: { path: "^functions/", pathNot: [SHARED_FUNCTION_MODULES, LOCAL_FUNCTION_RUNTIME] },
    },
    {
      name: "deno-entry-reaches-neighbours-and-postgres",
      comment:
        "Deno runs the Supabase entry: everything it reaches is a module of functions/send-contact-email/ " +
        "(imported as ./<module>.ts: ESLint checks the spelling) or postgres, never node: or another package.",
      severity: "error",
      from: { path: "^supabase/functions/send-contact-email/index\\.ts$" },
      to: {
        reachable: true,
        pathNot: [
          "^supabase/functions/send-contact-email/index\\.ts$",
          "^functions/send-contact-email/[^/]+\\.ts$",
          "^node_modules/postgres/",
        ],
      },
    },
    {
      name: "hooks-not-components",
      comment:
        "A hook gives components data or behaviour; a type both need lives in a module that is not a component.",
      severity: "error",
      from: { path: "^src/hooks/" },
      to: { path: "^src/components/" },
    },
    {
      name: "i18n-not-hooks-or-components",
      comment: "src/i18n/ is language logic under the hooks and the components: it imports neither.",
      severity: "error",
      from: { path: "^src/i18n/" },
      to: { path: "^src/(hooks|components)/" },
    },
    {
      name: "features-share-through-ui",
      comment:
        "A feature (src/components/<feature>/) takes shared pieces from ui/ or from a module that is not a " +
        "component, never from another feature; ui/ imports no feature.",
      severity: "error",
      from: { path: "^src/components/([^/]+)/" },
      to: {
        path: "^src/components/",
        pathNot: [
          "^src/components/($1|ui)/",
          // The Insights' topics, which the search page offers too: the Insights' own list, shown as it is.
          "^src/components/insights/topic-links\\.tsx$",
        ],
      },
    },
  ],
  options: {
    // Type-only imports are edges too: a circle of types is still a circle.
    tsPreCompilationDeps: true,
    doNotFollow: { path: "^node_modules/" },
    exclude: { path: "^src/gatsby-types\\.d\\.ts$" },
    skipAnalysisNotInRules: true,
    cache: { folder: "node_modules/.cache/dependency-cruiser", strategy: "content" },
  },
}
