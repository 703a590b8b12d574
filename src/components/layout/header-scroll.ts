import { css, type keyframes } from "@emotion/react"

/** Past this many pixels of scroll the header turns opaque with a shadow. */
export const HEADER_SCROLL_THRESHOLD = 50

/**
 * The header's scroll position, read by the browser rather than a script: a scroll-driven animation
 * from transparent to opaque across the threshold's pixel. It runs only until the script measures
 * the scroll (data-scroll="css", in the server's HTML and before hydration) and where there is no
 * script at all. Browsers without scroll timelines get the rule in HEADER_WITHOUT_SCRIPTS instead.
 */
export const followsScrollBeforeScripts = (animation: ReturnType<typeof keyframes>) => css`
  @supports (animation-timeline: scroll()) {
    animation: ${animation} linear both;
    animation-timeline: scroll(root);
    animation-range: ${HEADER_SCROLL_THRESHOLD}px ${HEADER_SCROLL_THRESHOLD + 1}px;
  }
`

/**
 * Without scripts, in a browser without scroll timelines (Firefox): the header stays at the top of
 * the page instead of fixed, so it never lies transparent over the text. In the document's head, in
 * <noscript>: a visitor with scripts never gets it.
 */
export const HEADER_WITHOUT_SCRIPTS = `@supports not (animation-timeline: scroll()) { header[data-look] { position: absolute; } }`
