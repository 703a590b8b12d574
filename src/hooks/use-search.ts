import { withPrefix } from "gatsby"
import { useCallback, useEffect, useRef, useState } from "react"
import { normaliseForSearch } from "../search/normalise"

/** Pagefind's browser API, as much of it as the search page uses (public/pagefind/pagefind.js). */
interface Pagefind {
  options(options: { baseUrl: string }): Promise<void>
  init(): Promise<void>
  search(query: string): Promise<{ results: { id: string; data(): Promise<PagefindPage> }[] } | null>
}

interface PagefindPage {
  url: string
  meta: { title?: string; kind?: string; text?: string }
}

export interface SearchResult {
  url: string
  title: string
  kind: string
  text: string
}

export type SearchState =
  | { name: "idle" }
  | { name: "searching"; query: string }
  | { name: "found"; query: string; results: SearchResult[] }
  | { name: "failed"; query: string }

/** How many results the page shows. */
const SHOWN = 20
/** Typing waits this long before searching, so that each word is one search, not each letter. */
export const TYPING_PAUSE_MS = 250

let loading: Promise<Pagefind> | undefined

/** Pagefind's script, fetched the first time a visitor searches: nothing of it is in any page's first load. */
function loadPagefind(): Promise<Pagefind> {
  loading ??= import(/* webpackIgnore: true */ withPrefix("/pagefind/pagefind.js")).then(
    async (module: Pagefind) => {
      // Results' addresses as the index records them (/insights/…/): Gatsby's Link adds the path
      // prefix, which Pagefind would otherwise add as well (it defaults to its own folder's parent).
      await module.options({ baseUrl: "/" })
      await module.init()
      return module
    },
  )
  loading.catch(() => (loading = undefined))
  return loading
}

/**
 * Search as the visitor types: `idle | searching | found | failed`. The query is normalised as the
 * index is (src/search/normalise.ts); Pagefind picks the index of the page's language (<html lang>).
 */
export function useSearch() {
  const [state, setState] = useState<SearchState>({ name: "idle" })
  const latest = useRef("")
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  const run = useCallback(async (query: string) => {
    latest.current = query
    if (!query.trim()) return setState({ name: "idle" })
    setState({ name: "searching", query })
    try {
      const pagefind = await loadPagefind()
      const found = await pagefind.search(normaliseForSearch(query))
      const pages = await Promise.all((found?.results ?? []).slice(0, SHOWN).map((result) => result.data()))
      if (latest.current !== query) return
      const results = pages.map((page) => ({
        url: page.url,
        title: page.meta.title ?? page.url,
        kind: page.meta.kind ?? "",
        text: page.meta.text ?? "",
      }))
      setState({ name: "found", query, results })
    } catch (error) {
      console.warn("Search could not load:", error)
      if (latest.current === query) setState({ name: "failed", query })
    }
  }, [])

  /** Searches after a pause in typing; `now` searches at once (the form sent, a link's ?q=). */
  const search = useCallback(
    (query: string, now = false) => {
      clearTimeout(timer.current)
      if (now) void run(query)
      else timer.current = setTimeout(() => void run(query), TYPING_PAUSE_MS)
    },
    [run],
  )

  useEffect(() => () => clearTimeout(timer.current), [])
  return { state, search }
}
