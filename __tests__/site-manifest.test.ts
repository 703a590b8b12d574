/**
 * The site manifest (src/routes.ts) against what makes the pages and their words: the files in
 * src/pages/, the legal pages and the Insights' list the build creates, the content schemas'
 * `pages` and `navigation` keys; and the path rules every language shares.
 */
import fs from "node:fs"
import path from "node:path"
import { createLegalPages } from "../gatsby/content/legal-pages"
import { insightPages } from "../gatsby/insights/insight-pages"
import { searchablePages } from "../gatsby/search/search-index"
import { policyAdditionsFor } from "../gatsby/headers/content-security-policy"
import {
  alternateVersions,
  DEFAULT_LANGUAGE,
  LANGUAGES,
  localizedPath,
  pathLanguage,
} from "../src/i18n/languages"
import { NAVIGATION_ROUTES, ROUTES, SEARCH_PATH } from "../src/routes"

const PAGES_DIR = path.join(__dirname, "..", "src", "pages")

/** The route of each file in src/pages/, as Gatsby makes it: index.tsx → /, src/pages/contact/sent.tsx → /contact/sent/. */
const fileRoutes = (dir = PAGES_DIR): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return fileRoutes(path.join(dir, entry.name))
    const route = path.relative(PAGES_DIR, path.join(dir, entry.name)).replace(/\.tsx$/, "")
    return [route === "index" ? "/" : `/${route.replace(/(^|\/)index$/, "")}/`]
  })

const readJson = (...parts: string[]) =>
  JSON.parse(fs.readFileSync(path.join(__dirname, "..", "content", ...parts), "utf8"))

describe("the site manifest", () => {
  it("lists exactly the pages the build makes: the files in src/pages/, the legal pages, the Insights' list", () => {
    const legal: string[] = []
    createLegalPages({ createPage: (page) => legal.push(page.path) } as Parameters<
      typeof createLegalPages
    >[0])
    const insights = insightPages([], [DEFAULT_LANGUAGE.code]).map((page) => page.path)
    const made = [
      ...fileRoutes(),
      ...legal.filter((route) => pathLanguage(route).code === DEFAULT_LANGUAGE.code),
      ...insights,
    ]
    expect(ROUTES.map((route) => route.path).sort()).toEqual(made.sort())
  })

  it("gives every page a title and description in site.json, every menu link its words in interface.json", () => {
    const pages = readJson("schemas", "site.schema.json").properties.pages
    expect([...pages.required].sort()).toEqual(ROUTES.map((route) => route.key).sort())
    const navigation = readJson("schemas", "interface.schema.json").properties.navigation
    for (const { key } of NAVIGATION_ROUTES) expect(navigation.required).toContain(key)
  })

  it("names the pages search finds, in every language", () => {
    const built = LANGUAGES.flatMap(({ code }) =>
      ROUTES.map((route) => ({
        path: localizedPath(code, route.path),
        context: { lang: code, pagePath: route.path },
      })),
    )
    expect(searchablePages(built).filter((page) => page.lang === "ar")).toEqual([
      { path: "/ar/services/", lang: "ar", kind: "service" },
      { path: "/ar/about/", lang: "ar", kind: "about" },
      { path: "/ar/company-profile/", lang: "ar", kind: "companyProfile" },
    ])
  })
})

describe("a path's language", () => {
  it("is the prefix localizedPath added, or the default language's without one", () => {
    for (const { code } of LANGUAGES)
      expect(pathLanguage(localizedPath(code, "/services/"))).toEqual({ code, pagePath: "/services/" })
    expect(pathLanguage("/")).toEqual({ code: DEFAULT_LANGUAGE.code, pagePath: "/" })
    expect(pathLanguage("/architecture/")).toEqual({
      code: DEFAULT_LANGUAGE.code,
      pagePath: "/architecture/",
    })
  })

  it("gives a page in any language its default-language page's policy additions", () => {
    expect(policyAdditionsFor(localizedPath("ar", SEARCH_PATH))).toEqual(policyAdditionsFor(SEARCH_PATH))
    expect(policyAdditionsFor(SEARCH_PATH)).not.toEqual({})
  })
})

describe("the hreflang alternates (the head's and the sitemap's)", () => {
  it("name every language's version and x-default, the default language's", () => {
    expect(alternateVersions({ pagePath: "/about/" })).toEqual([
      ...LANGUAGES.map(({ code }) => ({ hreflang: code, path: localizedPath(code, "/about/") })),
      { hreflang: "x-default", path: "/about/" },
    ])
  })

  it("are none for a page in one language, and have no x-default without the default language's", () => {
    expect(alternateVersions({ pagePath: "/insights/x/", translations: { ar: "/ar/insights/x/" } })).toEqual(
      [],
    )
    expect(
      alternateVersions({
        pagePath: "/insights/x/",
        translations: { ar: "/ar/insights/x/", fr: "/fr/insights/y/" },
      }),
    ).toEqual([
      { hreflang: "ar", path: "/ar/insights/x/" },
      { hreflang: "fr", path: "/fr/insights/y/" },
    ])
  })
})
