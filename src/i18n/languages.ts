/**
 * The site's languages (content/languages.json) and the paths between them. The first language is
 * the default and has unprefixed paths; every other language lives under /<code>/.
 */
import languageList from "../../content/languages.json"
import type { Languages } from "../types/content.generated"

export type Language = Languages["languages"][number]

export const LANGUAGES = languageList.languages as Language[]
export const DEFAULT_LANGUAGE = LANGUAGES[0]

export function languageByCode(code: string): Language {
  return LANGUAGES.find((language) => language.code === code) ?? DEFAULT_LANGUAGE
}

/** "/services/" in Arabic → "/ar/services/"; the default language keeps the path as it is. */
export function localizedPath(code: string, path: string): string {
  return code === DEFAULT_LANGUAGE.code ? path : `/${code}${path}`
}

/** What every page is created with (gatsby-node.ts): its language and its language-neutral path. */
export interface PageContext {
  lang: string
  /** The page's path in the default language, e.g. "/services/", the same for every language. */
  pagePath: string
  /**
   * For a page that not every language has (an article, a list of articles): each language's
   * version that exists, this one included, e.g. { en: "/insights/x/", ar: "/ar/insights/y/" }.
   * Without it the page exists in every language, at localizedPath(code, pagePath).
   */
  translations?: Record<string, string>
}

/** The paths of this page in every language it exists in, by language code, in the languages' order. */
export function pageVersions({ pagePath, translations }: Pick<PageContext, "pagePath" | "translations">) {
  return LANGUAGES.map(({ code }) => ({
    code,
    path: translations ? translations[code] : localizedPath(code, pagePath),
  })).filter(({ path }) => path)
}

/** The company profile PDF of a language, at the site's root: /company-profile.pdf, /company-profile-ar.pdf. */
export function profilePdfPath(code: string): string {
  return code === DEFAULT_LANGUAGE.code ? "/company-profile.pdf" : `/company-profile-${code}.pdf`
}
