import { css } from "@emotion/react"
import { type FormEvent, useEffect, useRef } from "react"
import { useLanguage } from "../../hooks/use-page"
import { type SearchState, useSearch } from "../../hooks/use-search"
import { fillCounted } from "../../i18n/plural"
import { theme } from "../../theme/theme"
import { buttonStyles } from "../ui/button"
import { Section } from "../ui/section"
import { visuallyHidden } from "../ui/visually-hidden"
import { TopicLinks } from "../insights/topic-links"
import { SearchResults } from "./search-results"

const formStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin-block-end: ${theme.space.md};
  input {
    flex: 1 1 16rem;
    min-width: 0;
    min-height: ${theme.sizes.compactTapTarget};
    padding: 0.5rem ${theme.space.sm};
    border: ${theme.sizes.rule} solid ${theme.colors.muted};
    border-radius: ${theme.radii.sm};
    font: inherit;
  }
`

const statusStyles = css`
  min-height: 1.5em;
  color: ${theme.colors.muted};
`

const browseStyles = css`
  margin-block-start: ${theme.space.xl};
`

export type SearchWords = NonNullable<Queries.SearchPageQuery["searchWords"]>["search"]

/** What the live region says: announced as it changes, so a screen reader hears the count. */
function statusText(state: SearchState, words: SearchWords, lang: string): string {
  if (state.name === "searching") return words.searching
  if (state.name === "failed") return words.failed
  if (state.name !== "found") return ""
  if (!state.results.length) return words.noResults
  return fillCounted(words.results, lang, "count", state.results.length)
}

/**
 * The search page: a GET form (without scripts it reloads this page with ?q=, which says search
 * needs JavaScript), the results of what the visitor types, and the Insights' topics.
 */
export function SearchView({ title, words }: { title: string; words: SearchWords }) {
  const { language } = useLanguage()
  const { state, search } = useSearch()
  const input = useRef<HTMLInputElement>(null)

  // A link or a bookmark may carry the query (?q=), as the form without scripts sends it; a visitor
  // may also have typed before the page's scripts ran.
  useEffect(() => {
    if (!input.current) return
    const initial = input.current.value || new URLSearchParams(window.location.search).get("q") || ""
    if (!initial) return
    input.current.value = initial
    search(initial, true)
  }, [search])

  const change = (value: string) => {
    search(value)
    const url = new URL(window.location.href)
    if (value) url.searchParams.set("q", value)
    else url.searchParams.delete("q")
    window.history.replaceState(window.history.state, "", url)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    search(input.current?.value ?? "", true)
  }

  return (
    <Section labelledBy="search-heading">
      <h1 id="search-heading">{title}</h1>
      <form role="search" method="get" css={formStyles} onSubmit={submit}>
        <label htmlFor="search-query" css={visuallyHidden}>
          {words.field}
        </label>
        <input
          id="search-query"
          type="search"
          name="q"
          ref={input}
          placeholder={words.field}
          autoComplete="off"
          onChange={(event) => change(event.target.value)}
        />
        <button type="submit" css={buttonStyles("primary")}>
          {words.submit}
        </button>
      </form>
      <noscript>
        <p>{words.noScript}</p>
      </noscript>
      <p role="status" css={statusStyles}>
        {statusText(state, words, language.code)}
      </p>
      {state.name === "found" && (
        <SearchResults
          query={state.query}
          results={state.results}
          lang={language.code}
          kinds={words.kinds as Record<string, string>}
        />
      )}
      <section aria-labelledby="search-browse" css={browseStyles}>
        <h2 id="search-browse">{words.browse}</h2>
        <TopicLinks />
      </section>
    </Section>
  )
}
