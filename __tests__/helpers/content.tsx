import { render, type RenderOptions } from "@testing-library/react"
import type { ReactElement } from "react"
import { readContent } from "../../gatsby/content/read-content"
import type { PageData } from "../../src/hooks/use-page"
import { PageProvider } from "../../src/hooks/use-page"

/** One content file of one language, as the editor wrote it, typed by its schema. */
export const contentFile = readContent

/**
 * Parts of a page's data to use instead: content files stand in for what the query answers (an
 * absent field where the query gives null, no computed fields), so they are not its exact type.
 */
type PageDataOverrides = { [Part in keyof PageData]?: unknown }

/** What a page query answers for `lang` (LayoutContent + AboutContent), from the real content files. */
export function pageData(lang = "en", overrides: PageDataOverrides = {}): PageData {
  return {
    meta: { siteMetadata: { siteUrl: "https://www.example.com" } },
    site: contentFile(lang, "site"),
    words: contentFile(lang, "interface"),
    services: contentFile(lang, "services"),
    values: contentFile(lang, "values"),
    achievements: contentFile(lang, "achievements"),
    timeline: contentFile(lang, "timeline"),
    insightsText: { insights: contentFile(lang, "site").insights },
    insightWords: { insights: contentFile(lang, "interface").insights },
    insightTopics: { distinct: [] },
    ...overrides,
  } as PageData
}

interface ContentOptions extends RenderOptions {
  lang?: string
  pagePath?: string
  /** A page not every language has: its versions (PageContext.translations). */
  translations?: Record<string, string>
  data?: PageDataOverrides
}

/** A component inside a page of the given language, with that language's real content. */
export function withContent(
  ui: ReactElement,
  { lang = "en", pagePath = "/", translations, data }: Omit<ContentOptions, keyof RenderOptions> = {},
) {
  return (
    <PageProvider data={pageData(lang, data)} pageContext={{ lang, pagePath, translations }}>
      {ui}
    </PageProvider>
  )
}

/** Renders a component inside a page of the given language, with that language's real content. */
export function renderWithContent(
  ui: ReactElement,
  { lang = "en", pagePath = "/", translations, data, ...options }: ContentOptions = {},
) {
  return render(withContent(ui, { lang, pagePath, translations, data }), options)
}

/** The words of a language's interface (content/<lang>/interface.json). */
export const wordsIn = (lang: string) => contentFile(lang, "interface")
