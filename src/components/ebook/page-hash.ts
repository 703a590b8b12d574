/** `#page=N` deep links into the book (N counts from 1, as the indicator does). */
const PAGE_HASH = /^#page=(\d{1,4})$/

/** The 0-based page a `#page=N` hash asks for, or null when the hash is something else. */
export function pageFromHash(hash: string): number | null {
  const match = PAGE_HASH.exec(hash)
  if (!match) return null
  const page = Number(match[1])
  return page >= 1 ? page - 1 : null
}

/** Keeps the address current without adding a history entry per page turn. */
export function replacePageHash(pageIndex: number | null) {
  const { pathname, search } = window.location
  const url = pageIndex === null ? `${pathname}${search}` : `${pathname}${search}#page=${pageIndex + 1}`
  window.history.replaceState(window.history.state, "", url)
}
