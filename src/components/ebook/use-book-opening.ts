import { useCallback, useEffect, useRef, useState } from "react"
import { prefersReducedMotion } from "../../hooks/use-prefers-reduced-motion"
import { pageFromHash, replacePageHash } from "./page-hash"

/** The open book: the page it opens at, and a new `serial` each time it is (re)opened. */
export interface OpenBook {
  page: number
  serial: number
}

type Move = "viewer" | "view" | "card"

/**
 * Open and closed, and where focus and scrolling go. `#page=N` opens the book at page N: on arrival
 * (a deep link, or a press on Open made before the page became interactive, since Open is a real
 * link to #page=1) and whenever the address changes to one later.
 */
export function useBookOpening() {
  const [opened, setOpened] = useState<OpenBook | null>(null)
  const openRef = useRef<HTMLAnchorElement>(null)
  const regionRef = useRef<HTMLDivElement>(null)
  const move = useRef<Move | null>(null)
  // Where the reader was when they closed the book: Open goes back there.
  const resumeAt = useRef(0)

  useEffect(() => {
    const fromAddress = () => {
      const page = pageFromHash(window.location.hash)
      if (page === null) return
      // The press that set the hash left focus on Open: it gets what any press gets.
      move.current = document.activeElement === openRef.current ? "viewer" : "view"
      setOpened((current) => ({ page, serial: (current?.serial ?? 0) + 1 }))
    }
    // The address is only known in the browser, after hydration: this cannot be initial state.
    fromAddress()
    window.addEventListener("hashchange", fromAddress)
    return () => window.removeEventListener("hashchange", fromAddress)
  }, [])

  useEffect(() => {
    const target = move.current
    move.current = null
    if (target === "card") openRef.current?.focus()
    if (target === "viewer" || target === "view") {
      // The whole book, just under the fixed header; the keyboard on it when it was pressed open.
      regionRef.current?.scrollIntoView({
        block: "start",
        behavior: prefersReducedMotion() ? "auto" : "smooth",
      })
      if (target === "viewer") regionRef.current?.focus({ preventScroll: true })
    }
  }, [opened])

  const open = useCallback(() => {
    move.current = "viewer"
    setOpened((current) => ({ page: resumeAt.current, serial: (current?.serial ?? 0) + 1 }))
  }, [])

  const close = useCallback(() => {
    move.current = "card"
    // The address follows every turn from the moment it is asked for, so it holds the reader's page.
    const page = pageFromHash(window.location.hash)
    if (page !== null) {
      resumeAt.current = page
      replacePageHash(null)
    }
    setOpened(null)
  }, [])

  /** The page Open will show. */
  const resumePage = useCallback(() => resumeAt.current, [])

  return { opened, open, close, resumePage, openRef, regionRef }
}
