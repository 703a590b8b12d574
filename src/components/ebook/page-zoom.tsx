import { css } from "@emotion/react"
import { type PointerEvent, type RefObject, useLayoutEffect, useRef } from "react"
import { theme } from "../../theme/theme"
import type { BookDirection } from "./book-spreads"
import { fill } from "../../i18n/fill"
import { useEbookWords } from "./ebook-words"
import { pageTextId } from "./page-texts"
import { largestSrcOf } from "./page-images"
import type { BookPageData } from "./profile-book"

const scrollerStyles = css`
  position: absolute;
  inset: 0;
  overflow: auto;
  overscroll-behavior: contain;
  /* One finger pans natively; two fingers are the viewer's pinch. */
  touch-action: pan-x pan-y;
  cursor: grab;
  /* Room for the focus ring's outer half, over the backdrop, where a page image never reaches. */
  border: ${theme.sizes.focusRing} solid transparent;
  &:active {
    cursor: grabbing;
  }
  /* Two tones: white over the dark backdrop, ink over the page; one stands out whatever the page shows. */
  &:focus-visible {
    border-color: ${theme.colors.onDark};
    outline: ${theme.sizes.focusRing} solid ${theme.colors.ink};
    outline-offset: calc(-2 * ${theme.sizes.focusRing});
  }
`

const pagesStyles = css`
  display: flex;
  align-items: center;
  justify-content: center;
  width: max-content;
  min-width: 100%;
  min-height: 100%;
  img {
    display: block;
    max-width: none;
    background: ${theme.colors.background};
    user-select: none;
  }
`

/** Zoom steps for the buttons and keys; a pinch may stop anywhere between 1 and the last. */
export const ZOOM_STEPS = [1, 1.5, 2, 3] as const
export const MAX_ZOOM = ZOOM_STEPS[ZOOM_STEPS.length - 1]

export function nextZoom(zoom: number, towards: "in" | "out"): number {
  if (towards === "in") return ZOOM_STEPS.find((step) => step > zoom + 0.01) ?? MAX_ZOOM
  return [...ZOOM_STEPS].reverse().find((step) => step < zoom - 0.01) ?? 1
}

/** Zooming, offered in fullscreen only: 1 is the whole book. */
export interface ZoomControl {
  level: number
  max: number
  by(towards: "in" | "out"): void
}

interface PageZoomProps {
  /** The pages in view, in reading order. */
  pages: readonly BookPageData[]
  lang: string
  dir: BookDirection
  zoom: number
  /** One page's size in the book, before zooming. */
  pageWidth: number
  pageHeight: number
  /** Names the zoomed view (the indicator's text). */
  label: string
  /** The zoomed view's scrolling region, where the keyboard goes when zooming from the book. */
  regionRef: RefObject<HTMLDivElement>
}

/** The pages in view, enlarged from their largest image; drag, scroll or swipe to move around. */
export function PageZoom({
  pages,
  lang,
  dir,
  zoom,
  pageWidth,
  pageHeight,
  label,
  regionRef: scrollerRef,
}: PageZoomProps) {
  const words = useEbookWords()
  const previousZoom = useRef<number>(undefined)
  const drag = useRef<{ x: number; y: number; left: number; top: number }>(undefined)

  // Zooming keeps the middle of the view where it was; the first time, it shows the middle of the pages.
  useLayoutEffect(() => {
    const scroller = scrollerRef.current
    if (!scroller) return
    const before = previousZoom.current
    const factor = before ? zoom / before : 1
    const centreX = before ? scroller.scrollLeft + scroller.clientWidth / 2 : scroller.scrollWidth / 2
    const centreY = before ? scroller.scrollTop + scroller.clientHeight / 2 : scroller.scrollHeight / 2
    scroller.scrollLeft = centreX * factor - scroller.clientWidth / 2
    scroller.scrollTop = centreY * factor - scroller.clientHeight / 2
    previousZoom.current = zoom
  }, [zoom, scrollerRef])

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    const scroller = scrollerRef.current
    if (event.pointerType !== "mouse" || !scroller) return
    drag.current = { x: event.clientX, y: event.clientY, left: scroller.scrollLeft, top: scroller.scrollTop }
    scroller.setPointerCapture(event.pointerId)
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const scroller = scrollerRef.current
    if (!drag.current || !scroller) return
    scroller.scrollLeft = drag.current.left - (event.clientX - drag.current.x)
    scroller.scrollTop = drag.current.top - (event.clientY - drag.current.y)
  }
  const endDrag = () => {
    drag.current = undefined
  }

  return (
    <div
      ref={scrollerRef}
      css={scrollerStyles}
      // Scrolled by its left edge in every language (scrollLeft runs negative in a right-to-left box);
      // the pages inside keep the book's direction.
      dir="ltr"
      // A scrolling region: focusable so the keyboard can pan it with the arrow keys.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={label}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
    >
      <div css={pagesStyles} dir={dir}>
        {pages.map((page) => (
          <img
            key={page.number}
            src={largestSrcOf(page)}
            width={Math.round(pageWidth * zoom)}
            height={Math.round(pageHeight * zoom)}
            alt={fill(words.pageAlt, { page: page.number })}
            aria-describedby={page.text ? pageTextId(lang, page.number) : undefined}
            draggable={false}
          />
        ))}
      </div>
    </div>
  )
}
