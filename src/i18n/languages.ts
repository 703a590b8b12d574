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

/** The paths of this page in every language it exists in, by language code, in the languages' order. */
export function pageVersions({ pagePath, translations }: PagePaths) {
  return LANGUAGES.map(({ code }) => ({
    code,
    path: translations ? translations[code] : localizedPath(code, pagePath),
  })).filter(({ path }) => path)
}

/**
 * The two fields of a page's context (page-context.ts) that name its versions, said here: importing
 * PageContext would close a circle through routes.ts.
 */
export interface PagePaths {
  pagePath: string
  translations?: Record<string, string>
}

/** The company profile PDF of a language, at the site's root: /company-profile.pdf, /company-profile-ar.pdf. */
export function profilePdfPath(code: string): string {
  return code === DEFAULT_LANGUAGE.code ? "/company-profile.pdf" : `/company-profile-${code}.pdf`
}
