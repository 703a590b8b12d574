import { css } from "@emotion/react"
import type { ReactNode } from "react"

/** Set on <html> once the whole page must be laid out (layOutWholePage). */
const WHOLE_PAGE = "data-whole-page"

/**
 * `content-visibility: auto`: the browser skips style, layout and paint of the part until it comes
 * near the viewport. Laying out the whole long home page was the longest task of its start-up; this
 * leaves the first layout the hero and what is near it. An estimated block size holds the part's
 * place until then, and the browser remembers the real one afterwards (`auto`). The part is drawn
 * before it scrolls into view, and it stays in the accessibility tree and in find-in-page.
 *
 * Not for parts with light text on a dark band (the footer): axe cannot see the band of a part
 * that is not drawn yet and reports the text's contrast against the page's white.
 */
const renderWhenNearStyles = css`
  content-visibility: auto;
  contain-intrinsic-block-size: auto 50rem;
  html[${WHOLE_PAGE}] & {
    content-visibility: visible;
  }
`

/** A part of the page below the first screen. */
export function RenderWhenNear({ children }: { children: ReactNode }) {
  return <div css={renderWhenNearStyles}>{children}</div>
}

/**
 * Before a smooth scroll to a section further down: with the parts in between laid out, the scroll
 * lands where it aimed rather than where their estimated sizes put the section.
 */
export function layOutWholePage() {
  document.documentElement.setAttribute(WHOLE_PAGE, "")
}
