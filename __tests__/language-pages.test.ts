/** @jest-environment node */
import { onCreatePage } from "../gatsby-node"

/** What onCreatePage asks of Gatsby for one page of src/pages/. */
function created(path: string) {
  const pages: { path: string; matchPath?: string; context: Record<string, unknown> }[] = []
  const redirects: unknown[] = []
  const actions = {
    createPage: (page: (typeof pages)[number]) => pages.push(page),
    deletePage: () => undefined,
    createRedirect: (redirect: unknown) => redirects.push(redirect),
  }
  const call = onCreatePage as unknown as (args: object) => void
  call({ page: { path, component: `/src/pages${path}.tsx`, context: {} }, actions })
  return { pages, redirects }
}

describe("every page in every language", () => {
  it("makes /services/, /ar/services/ and /fr/services/, each knowing its language and its path in the default language", () => {
    const { pages } = created("/services/")
    expect(pages.map((page) => [page.path, page.context])).toEqual([
      ["/services/", { lang: "en", pagePath: "/services/" }],
      ["/ar/services/", { lang: "ar", pagePath: "/services/" }],
      ["/fr/services/", { lang: "fr", pagePath: "/services/" }],
    ])
  })

  it("marks the pages the site manifest keeps from search engines noindex in every language, Gatsby's 404 copy too", () => {
    for (const path of ["/contact/sent/", "/contact/not-sent/", "/404/", "/404.html"])
      expect(created(path).pages.map((page) => [page.path, page.context.noindex])).toEqual(
        created(path).pages.map((page) => [page.path, true]),
      )
    expect(created("/contact/").pages.map((page) => page.context.noindex)).toEqual([
      undefined,
      undefined,
      undefined,
    ])
  })

  it("gives unknown addresses under a language its 404 page from the host, without a client-side wildcard route", () => {
    const { pages, redirects } = created("/404/")
    // A matchPath /ar/* would put every Arabic page into every page's JavaScript (match-paths).
    for (const code of ["ar", "fr"]) {
      expect(pages.find((page) => page.path === `/${code}/404/`)!.matchPath).toBeUndefined()
    }
    expect(redirects).toEqual([
      { fromPath: "/ar/*", toPath: "/ar/404/", statusCode: 404 },
      { fromPath: "/fr/*", toPath: "/fr/404/", statusCode: 404 },
    ])
  })
})
