/** The legal pages (src/routes.ts, LEGAL_ROUTES) in every language, each with the facts it states. */
import path from "node:path"
import type { Actions } from "gatsby"
import { LANGUAGES, localizedPath } from "../../src/i18n/languages"
import type { LegalPageContext } from "../../src/page-context"
import { LEGAL_ROUTES } from "../../src/routes"
import { legalFacts } from "./legal-facts"

export function createLegalPages({ createPage }: Pick<Actions, "createPage">) {
  const facts = legalFacts()
  for (const route of LEGAL_ROUTES) {
    for (const { code } of LANGUAGES) {
      const context: LegalPageContext = { lang: code, pagePath: route.path, legal: route.key, facts }
      createPage({
        path: localizedPath(code, route.path),
        component: path.resolve("src/templates/legal-page.tsx"),
        context,
      })
    }
  }
}
