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

/** "/ar/services/" → { code: "ar", pagePath: "/services/" }; "/services/" → the default language's: localizedPath undone. */
export function pathLanguage(path: string): { code: string; pagePath: string } {
  const language = LANGUAGES.find(
    ({ code }) => code !== DEFAULT_LANGUAGE.code && path.startsWith(`/${code}/`),
  )
  return language
    ? { code: language.code, pagePath: path.slice(language.code.length + 1) }
    : { code: DEFAULT_LANGUAGE.code, pagePath: path }
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

/**
 * The hreflang alternates of a page, for its head (Seo) and the sitemap: each language's version and
 * x-default (the default language's), only when the page has more than one (an article may not).
 */
export function alternateVersions(context: PagePaths) {
  const versions = pageVersions(context).map(({ code, path }) => ({ hreflang: code, path }))
  return versions.length > 1
    ? versions.concat(
        versions
          .filter(({ hreflang }) => hreflang === DEFAULT_LANGUAGE.code)
          .map(({ path }) => ({ hreflang: "x-default", path })),
      )
    : []
}
