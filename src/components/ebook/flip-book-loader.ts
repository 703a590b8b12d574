import type { FlipBook } from "./flip-book"

export type FlipBookComponent = typeof FlipBook

/** Fetches once; a failed fetch is tried again on the next call. */
export function fetchOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined
      throw error
    }))
}

/**
 * The page-turning code (react-pageflip). A module apart from viewer-resources.ts: the open book's
 * chunk needs this loader, and must not import the module that loads the chunk itself.
 */
export const loadFlipBook = fetchOnce(() => import("./flip-book").then((module) => module.FlipBook))
