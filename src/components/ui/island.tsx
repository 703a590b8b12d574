import { type ComponentType, createElement, Suspense } from "react"

/**
 * Parts of a page that need no JavaScript to be read (the footer, the services, the timeline) or
 * need it only once the visitor gets there (the counters). The server renders them in full. On the
 * page a visitor opens, React leaves their server HTML as it is — a Suspense boundary that waits —
 * so their code is neither downloaded nor run: `never` stays that way, `visible` hydrates when the
 * part comes near the viewport. After a client-side navigation they render like any component,
 * their code loaded on demand.
 */
type Hydrate = "never" | "visible"

/** True until the visitor first navigates inside the site (gatsby-browser.ts ends it). */
let initialPage = typeof window !== "undefined"
/** Set once the first page is hydrated (gatsby-browser.ts). */
let appStarted = false

export function leaveInitialPage() {
  initialPage = false
}

export function markAppStarted() {
  appStarted = true
}

/** Resolves once the element with this id is within a screen's height of the viewport. */
function whenNear(id: string): Promise<void> {
  return new Promise((resolve) => {
    const element = document.getElementById(id)
    if (!element || typeof IntersectionObserver === "undefined") return resolve()
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        resolve()
      },
      { rootMargin: "100% 0px" },
    )
    observer.observe(element)
  })
}

interface IslandOptions {
  hydrate: Hydrate
  /** `visible`: the id of the element whose approach starts hydration. */
  anchor?: string
}

export function island<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { hydrate, anchor }: IslandOptions,
) {
  let Loaded: ComponentType<P> | undefined
  let loading: Promise<void> | undefined
  let waiting: Promise<void> | undefined
  const ensureLoaded = () => (loading ??= load().then((component) => void (Loaded = component)))
  // Defined by a page that loads after the first one (a navigation is under way): fetch the code
  // now, alongside the page's data, so it is there when the page renders.
  if (appStarted) void ensureLoaded()

  function Content(props: P) {
    if (Loaded) return createElement(Loaded, props)
    // Suspending is how a boundary keeps its server HTML; the promise says when to try again.
    if (initialPage) {
      waiting ??=
        hydrate === "never" ? new Promise<void>(() => undefined) : whenNear(anchor ?? "").then(ensureLoaded)
      throw waiting
    }
    throw ensureLoaded()
  }

  return function Island(props: P) {
    return <Suspense fallback={null}>{createElement(Content, props)}</Suspense>
  }
}
