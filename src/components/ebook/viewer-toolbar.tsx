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
} from "../ui/icons/book"
import { visuallyHidden } from "../ui/visually-hidden"
import type { EbookWords } from "./ebook-words"
import { useFocusHandover } from "./use-focus-handover"
import { ZoomButtons } from "./zoom-buttons"

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

interface ViewerToolbarProps {
  words: EbookWords
  fullscreen: boolean
  /** Zoom controls are offered in fullscreen only; 1 is the whole book. */
  zoom: number
  maxZoom: number
  indicator: string
  atStart: boolean
  atEnd: boolean
  onPrevious(): void
  onNext(): void
  onToggleFullscreen(): void
  onZoomIn(): void
  onZoomOut(): void
  toggleRef: Ref<HTMLButtonElement>
}

/** Previous, the page indicator (announced politely), Next, zoom in fullscreen, and the fullscreen toggle. */
export function ViewerToolbar({ toggleRef, ...props }: ViewerToolbarProps) {
  const { words, fullscreen, zoom, atStart, atEnd } = props
  const previousRef = useRef<HTMLButtonElement>(null)
  const nextRef = useRef<HTMLButtonElement>(null)
  const variant = buttonStyles(fullscreen ? "onDark" : "secondary")
  const fullscreenLabel = fullscreen ? words.exitFullscreen : words.fullscreen

  useFocusHandover(atStart, previousRef, nextRef)
  useFocusHandover(atEnd, nextRef, previousRef)

  return (
    <div css={toolbarStyles}>
      <button
        ref={previousRef}
        type="button"
        css={[variant, navStyles]}
        disabled={atStart}
        onClick={props.onPrevious}
      >
        <Icon icon={chevronBackIcon} size={18} strokeWidth={2} />
        <span css={narrowHiddenStyles}>{words.previous}</span>
      </button>
      <p css={indicatorStyles} aria-live="polite" aria-atomic="true">
        {props.indicator}
      </p>
      <button ref={nextRef} type="button" css={[variant, navStyles]} disabled={atEnd} onClick={props.onNext}>
        <span css={narrowHiddenStyles}>{words.next}</span>
        <Icon icon={chevronForwardIcon} size={18} strokeWidth={2} />
      </button>
      {fullscreen && (
        <ZoomButtons
          words={words}
          zoom={zoom}
          maxZoom={props.maxZoom}
          buttonStyles={[variant, iconStyles]}
          onZoomIn={props.onZoomIn}
          onZoomOut={props.onZoomOut}
        />
      )}
      <button
        ref={toggleRef}
        type="button"
        title={fullscreenLabel}
        aria-label={fullscreenLabel}
        css={[variant, iconStyles]}
        onClick={props.onToggleFullscreen}
      >
        <Icon icon={fullscreen ? exitFullscreenIcon : enterFullscreenIcon} size={20} strokeWidth={2} />
      </button>
    </div>
  )
}
