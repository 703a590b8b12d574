/** @jest-environment node */
import fs from "node:fs"
import path from "node:path"
import { ENQUIRY_CONTRACT, HOIST_NON_REACT_STATICS } from "../gatsby/build/side-effect-free"
import { onCreateWebpackConfig } from "../gatsby-node"
import { ARABIC_FACE } from "../src/theme/arabic-face"

interface Config {
  devtool?: unknown
  module?: { rules?: { test: RegExp; sideEffects?: boolean }[] }
  plugins?: { resourceRegExp: RegExp; contextRegExp: RegExp; newResource?: string }[]
  optimization: {
    splitChunks: {
      cacheGroups: Record<string, { name?: string; test?: (module: unknown) => boolean } | undefined>
    }
  }
}

/** What onCreateWebpackConfig hands webpack for each stage (undefined: left as Gatsby made it). */
function configs(): Record<string, Config | undefined> {
  return made().replaced
}

/** What each stage's config is given: `defined`, merged in (setWebpackConfig); `replaced`, whole. */
function made() {
  const replaced: Record<string, Config | undefined> = {}
  const defined: Record<string, { plugins: unknown[] } | undefined> = {}
  for (const stage of ["develop", "build-javascript", "build-html"]) {
    const record = (config: Config) => (replaced[stage] = config)
    const merge = (config: { plugins: unknown[] }) => (defined[stage] = config)
    const actions = { setWebpackConfig: merge, replaceWebpackConfig: record }
    const getConfig = (): Config => ({
      devtool: "source-map",
      optimization: {
        splitChunks: { cacheGroups: { lib: { test: () => false }, commons: { name: "commons" } } },
      },
    })
    // Gatsby's helpers for webpack's IgnorePlugin and NormalModuleReplacementPlugin, as their options.
    const plugins = {
      define: (definitions: unknown) => definitions,
      ignore: (options: unknown) => options,
      normalModuleReplacement: (resourceRegExp: RegExp, newResource: string) => ({
        resourceRegExp,
        newResource,
      }),
    }
    ;(onCreateWebpackConfig as (args: unknown) => void)({ stage, actions, getConfig, plugins })
  }
  return { replaced, defined }
}

it("writes data-policy.ts's consent setting and each notice's version into every bundle", () => {
  const { defined } = made()
  for (const stage of ["develop", "build-javascript", "build-html"]) {
    const [definitions] = defined[stage]!.plugins as Record<string, string>[]
    expect(definitions["process.env.GATSBY_CONSENT_REQUIRED"]).toBe(JSON.stringify("false"))
    const versions = JSON.parse(JSON.parse(definitions["process.env.GATSBY_PRIVACY_NOTICE_UPDATED"]))
    expect(Object.keys(versions).sort()).toEqual(["ar", "en", "fr"])
    expect(Object.values(versions).every((date) => /^\d{4}-\d{2}-\d{2}$/.test(String(date)))).toBe(true)
  }
})

it("hands the Arabic pages' in-page face to the page renderer only, as the file's bytes", () => {
  const { defined } = made()
  const definitions = (stage: string) => (defined[stage]!.plugins as Record<string, string>[])[0]
  const face = fs.readFileSync(ARABIC_FACE.file).toString("base64")
  expect(JSON.parse(definitions("build-html").IN_PAGE_FONT_DATA)).toEqual({ [ARABIC_FACE.file]: face })
  expect(definitions("build-javascript").IN_PAGE_FONT_DATA).toBeUndefined()
})

/** A module as webpack's splitChunks sees it: every file of ours goes through babel-loader. */
const moduleOf = (resource: string, size: number) => ({
  resource,
  size: () => size,
  identifier: () => `/site/node_modules/babel-loader/lib/index.js??ruleSet[1]!${resource}`,
})

describe("the browser bundle's webpack config (gatsby-node.ts onCreateWebpackConfig)", () => {
  it("writes no source map for the browser, so none can be published", () => {
    expect(configs()["build-javascript"]?.devtool).toBe(false)
    expect(configs().develop).toBeUndefined()
    expect(configs()["build-html"]).toBeUndefined()
  })

  it("gives only a large file from node_modules a chunk of its own, never a component of ours", () => {
    const test = configs()["build-javascript"]!.optimization.splitChunks.cacheGroups.lib!.test!
    expect(test(moduleOf("/site/node_modules/react-dom/index.js", 170_000))).toBe(true)
    expect(test(moduleOf("/site/src/components/ebook/flip-book.tsx", 170_000))).toBe(false)
    expect(test(moduleOf("/site/node_modules/small/index.js", 1_000))).toBe(false)
  })

  it("keeps the section, heading and button primitives with the layout in commons, and nothing else of ours", () => {
    const group = configs()["build-javascript"]!.optimization.splitChunks.cacheGroups.uiPrimitives!
    expect(group.name).toBe("commons")
    for (const primitive of ["section", "heading", "button"])
      expect(group.test!({ resource: `/site/src/components/ui/${primitive}.tsx` })).toBe(true)
    expect(group.test!({ resource: "/site/src/components/ui/icons/arrow.tsx" })).toBe(false)
    expect(group.test!({ resource: "/site/src/components/contact/contact-form.tsx" })).toBe(false)
  })

  it("upstream: Gatsby's commons still takes only what every page component uses, counted in chunks", () => {
    const source = fs.readFileSync(require.resolve("gatsby/dist/utils/webpack.config.js"), "utf8")
    expect(source).toMatch(/commons: \{\s*name: `commons`,[^}]*minChunks: Math\.max\(componentsCount, 2\)/)
  })

  it("leaves Gatsby's service-worker registration out of the browser bundle (no plugin asks for a worker)", () => {
    const [ignore] = configs()["build-javascript"]!.plugins!
    expect(ignore.resourceRegExp.test("./register-service-worker")).toBe(true)
    expect(ignore.contextRegExp.test("/site/.cache")).toBe(true)
    expect(ignore.contextRegExp.test("/site/src/components")).toBe(false)
  })

  // When this fails, Gatsby no longer bundles the registration that way, and the ignore may go.
  it("upstream: Gatsby's browser start requires its register-service-worker module only when a plugin asks", () => {
    const source = fs.readFileSync(require.resolve("gatsby/cache-dir/production-app.js"), "utf8")
    expect(source).toMatch(
      /if \(apiRunner\(`registerServiceWorker`\)\.filter\(Boolean\)\.length > 0\) \{\s*require\(`\.\/register-service-worker`\)/,
    )
  })

  it("swaps Gatsby's Partytown browser hook for one that does nothing, and nothing else", () => {
    const [, replace] = configs()["build-javascript"]!.plugins!
    const installed = require.resolve("gatsby/dist/internal-plugins/partytown/gatsby-browser.js")
    expect(replace.resourceRegExp.test(installed)).toBe(true)
    expect(replace.resourceRegExp.test(require.resolve("gatsby-plugin-manifest/gatsby-browser.js"))).toBe(
      false,
    )
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const stand = require(replace.newResource!) as { onInitialClientRender: () => void }
    expect(stand.onInitialClientRender()).toBeUndefined()
  })

  it("tells webpack that hoist-non-react-statics has no side effects, and nothing else", () => {
    const rules = configs()["build-javascript"]!.module!.rules!
    expect(rules).toContainEqual({ test: HOIST_NON_REACT_STATICS, sideEffects: false })
    const installed = "/site/node_modules/hoist-non-react-statics/dist/hoist-non-react-statics.cjs.js"
    expect(HOIST_NON_REACT_STATICS.test(installed)).toBe(true)
    expect(HOIST_NON_REACT_STATICS.test("/site/node_modules/react-is/index.js")).toBe(false)
    expect(HOIST_NON_REACT_STATICS.test("/site/src/components/hoist-non-react-statics.tsx")).toBe(false)
  })

  it("tells webpack that the enquiry contract, which imports nothing, has no side effects", () => {
    const rules = configs()["build-javascript"]!.module!.rules!
    expect(rules).toContainEqual({ test: ENQUIRY_CONTRACT, sideEffects: false })
    const contract = path.join(__dirname, "..", "functions", "send-contact-email", "contract.ts")
    expect(ENQUIRY_CONTRACT.test(contract)).toBe(true)
    expect(ENQUIRY_CONTRACT.test(contract.replace("contract.ts", "handler.ts"))).toBe(false)
    expect(fs.readFileSync(contract, "utf8")).not.toMatch(/^import /m)
  })

  // When this fails, @emotion/react may use the package for more than `withTheme`, and the rule
  // must be checked again (a package said free of side effects is left out when nothing reads it).
  it("upstream: @emotion/react calls hoist-non-react-statics only in withTheme", () => {
    const dist = path.dirname(require.resolve("@emotion/react/package.json"))
    const [element] = fs
      .readdirSync(path.join(dist, "dist"))
      .filter((name) => /^emotion-element-.*\.browser\.esm\.js$/.test(name) && !name.includes("development"))
    const source = fs.readFileSync(path.join(dist, "dist", element), "utf8")
    expect(source.match(/hoistNonReactStatics\(/g)).toHaveLength(1)
    expect(source).toMatch(/return hoistNonReactStatics\(WithTheme, Component\)/)
  })

  it("swaps the manifest plugin's CommonJS pathname helper for the same function as a module", () => {
    const [, , replace] = configs()["build-javascript"]!.plugins!
    const installed = require.resolve("gatsby-plugin-manifest/get-manifest-pathname.js")
    expect(replace.resourceRegExp.test(installed)).toBe(true)
    expect(replace.resourceRegExp.test(require.resolve("gatsby-plugin-manifest/gatsby-browser.js"))).toBe(
      false,
    )
    /* eslint-disable @typescript-eslint/no-require-imports */
    const original = require(installed).default as (
      path: string,
      localize?: unknown,
      prefix?: boolean,
    ) => string
    const stand = require(replace.newResource!).default as typeof original
    /* eslint-enable @typescript-eslint/no-require-imports */
    const localize = [
      { lang: "ar", start_url: "/ar/" },
      { lang: "fr", start_url: "/fr/" },
    ]
    for (const pathname of ["/", "/about/", "/ar/", "/ar/contact/", "/fr/insights/", "/arabic/"])
      for (const prefix of [false, true])
        expect(stand(pathname, localize, prefix)).toBe(original(pathname, localize, prefix))
    expect(stand("/ar/", undefined)).toBe(original("/ar/", undefined))
  })

  // When this fails, Gatsby's Partytown plugin may call the snippet in production, and the swap must go.
  it("upstream: Gatsby's Partytown plugin injects the snippet only under develop", () => {
    const source = fs.readFileSync(
      require.resolve("gatsby/dist/internal-plugins/partytown/gatsby-browser.js"),
      "utf8",
    )
    expect(source).toMatch(
      /if \(process\.env\.NODE_ENV !== `development`\) \{\s*return;\s*\}\s*\(0, _injectPartytownSnippet\.injectPartytownSnippet\)/,
    )
  })

  // What the override works around, read from the installed Gatsby: when this fails, Gatsby's own
  // rule no longer reads the module's identifier (which names babel-loader's folder in
  // node_modules for every file of ours), and the override may go (docs/machinery.md).
  it("upstream: Gatsby's large-library rule still tests the module's identifier", () => {
    const source = fs.readFileSync(require.resolve("gatsby/dist/utils/webpack.config.js"), "utf8")
    expect(source).toMatch(/lib: \{\s*test\(module\) \{[^}]*node_modules[^}]*module\.identifier\(\)/)
  })
})
