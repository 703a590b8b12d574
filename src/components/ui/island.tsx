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

const FOREVER = new Promise<void>(() => undefined)

function reportAndWait(error: unknown): Promise<void> {
  console.error("A part of the page could not load its code:", error)
  return FOREVER
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
  const ensureLoaded = () =>
    (loading ??= load().then(
      (component) => void (Loaded = component),
      (error: unknown) => {
        loading = undefined // a later render tries again
        throw error
      },
    ))
  // Defined by a page that loads after the first one (a navigation is under way): fetch the code
  // now, alongside the page's data, so it is there when the page renders.
  if (appStarted) void ensureLoaded()

  function Content(props: P) {
    if (Loaded) return createElement(Loaded, props)
    // Suspending is how a boundary keeps its server HTML; the promise says when to try again.
    // A settled promise thrown again would have React retry at once, over and over: when the code
    // cannot be fetched, the part waits (as `never` does) with its server HTML on the first page,
    // and shows nothing after a navigation rather than spinning.
    if (initialPage) {
      waiting ??=
        hydrate === "never"
          ? FOREVER
          : whenNear(anchor ?? "")
              .then(ensureLoaded)
              .catch(reportAndWait)
      throw waiting
    }
    throw ensureLoaded().catch(reportAndWait)
  }

  return function Island(props: P) {
    return <Suspense fallback={null}>{createElement(Content, props)}</Suspense>
  }
}
