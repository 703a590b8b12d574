import { css } from "@emotion/react"
import { type Ref, useRef } from "react"
import { mq, theme } from "../../theme/theme"
import { buttonStyles } from "../ui/button"
import { Icon } from "../ui/icon"
import {
  chevronBackIcon,
  chevronForwardIcon,
  enterFullscreenIcon,
  exitFullscreenIcon,
} from "../ui/icons/viewer"
import { visuallyHidden } from "../ui/visually-hidden"
import { useEbookWords } from "./ebook-words"
import type { BookNavigation } from "./use-book-navigation"
import { useFocusHandover } from "./use-focus-handover"
import { ZoomButtons } from "./zoom-buttons"
import type { ZoomControl } from "./page-zoom"

const toolbarStyles = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.xs};
`

const navStyles = css`
  min-width: 48px;
  padding: 0.5rem 0.875rem;
`

// On narrow screens the chevrons carry the buttons visually; the words stay for screen readers.
const narrowHiddenStyles = css`
  ${mq.belowSm} {
    ${visuallyHidden}
  }
`

const iconStyles = css`
  padding: 0.5rem;
  min-width: 48px;
`

const indicatorStyles = css`
  margin: 0;
  min-width: 6.5em;
  padding-inline: ${theme.space.xs};
  font-weight: 600;
  text-align: center;
  font-variant-numeric: tabular-nums;
`

/** The fullscreen dialog: whether it is on, the toggle, and the toggle's element (focus returns there). */
export interface FullscreenControl {
  on: boolean
  toggle(): void
  toggleRef: Ref<HTMLButtonElement>
}

interface ViewerToolbarProps {
  /** "Page 3 of 12" or "Pages 2–3 of 12": shown and announced. */
  indicator: string
  nav: Pick<BookNavigation, "atStart" | "atEnd" | "turn">
  zoom: ZoomControl
  fullscreen: FullscreenControl
}

/** Previous, the page indicator (announced politely), Next, zoom in fullscreen, and the fullscreen toggle. */
export function ViewerToolbar({ indicator, nav, zoom, fullscreen }: ViewerToolbarProps) {
  const words = useEbookWords()
  const { atStart, atEnd } = nav
  const { on: isFullscreen, toggle, toggleRef } = fullscreen
  const previousRef = useRef<HTMLButtonElement>(null)
  const nextRef = useRef<HTMLButtonElement>(null)
  const variant = buttonStyles(isFullscreen ? "onDark" : "secondary")
  const fullscreenLabel = isFullscreen ? words.exitFullscreen : words.fullscreen

  useFocusHandover(atStart, previousRef, nextRef)
  useFocusHandover(atEnd, nextRef, previousRef)

  return (
    <div css={toolbarStyles}>
      <button
        ref={previousRef}
        type="button"
        css={[variant, navStyles]}
        disabled={atStart}
        onClick={() => nav.turn("previous")}
      >
        <Icon icon={chevronBackIcon} size={18} strokeWidth={2} />
        <span css={narrowHiddenStyles}>{words.previous}</span>
      </button>
      <p css={indicatorStyles} aria-live="polite" aria-atomic="true">
        {indicator}
      </p>
      <button
        ref={nextRef}
        type="button"
        css={[variant, navStyles]}
        disabled={atEnd}
        onClick={() => nav.turn("next")}
      >
        <span css={narrowHiddenStyles}>{words.next}</span>
        <Icon icon={chevronForwardIcon} size={18} strokeWidth={2} />
      </button>
      {isFullscreen && <ZoomButtons zoom={zoom} buttonStyles={[variant, iconStyles]} />}
      <button
        ref={toggleRef}
        type="button"
        title={fullscreenLabel}
        aria-label={fullscreenLabel}
        css={[variant, iconStyles]}
        onClick={toggle}
      >
        <Icon icon={isFullscreen ? exitFullscreenIcon : enterFullscreenIcon} size={20} strokeWidth={2} />
      </button>
    </div>
  )
}
