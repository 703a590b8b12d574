/**
 * What a lane test does in a page, the same in Firefox and WebKit: each engine's driver
 * (firefox.ts, webkit.ts) implements it with real input events, so flows are written once.
 */
export type Engine = "firefox" | "webkit"

export interface Viewport {
  width: number
  height: number
}

export const PHONE: Viewport = { width: 390, height: 844 }
export const LAPTOP: Viewport = { width: 1280, height: 800 }

export interface Visitor {
  readonly engine: Engine
  /** Opens a path of the served site and returns once its load event has fired. */
  goto(path: string): Promise<void>
  /** Runs a function in the page (arguments and result as JSON; a promise is awaited). */
  evaluate<R, A extends unknown[]>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>
  /** A real pointer click in the middle of the first element the selector matches. */
  click(selector: string): Promise<void>
  /** Focuses the element and types with real key events. */
  type(selector: string, text: string): Promise<void>
  press(key: "Escape" | "Enter"): Promise<void>
  /** Sets the page's own size (not the window's) in CSS pixels. */
  setViewport(viewport: Viewport): Promise<void>
  screenshot(): Promise<Buffer>
  /**
   * What the watchers saw since the last call: console errors, uncaught exceptions, CSP violations,
   * requests that left 127.0.0.1 (each engine sees what its protocol lets it: docs/testing.md).
   */
  problems(): Promise<string[]>
  close(): Promise<void>
}

/** True for the site's own address and the page's own data. */
export const isLocal = (url: string) => /^(http:\/\/127\.0\.0\.1[:/]|data:|blob:|about:)/.test(url)
