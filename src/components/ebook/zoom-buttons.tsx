import type { SerializedStyles } from "@emotion/react"
import { useRef } from "react"
import { Icon } from "../ui/icon"
import { zoomInIcon, zoomOutIcon } from "../ui/icons/viewer"
import { useEbookWords } from "./ebook-words"
import { useFocusHandover } from "./use-focus-handover"
import type { ZoomControl } from "./page-zoom"

interface ZoomButtonsProps {
  zoom: ZoomControl
  buttonStyles: SerializedStyles[]
}

/** Zoom out (back to the book at the last step) and zoom in, named for screen readers. */
export function ZoomButtons({ zoom, buttonStyles }: ZoomButtonsProps) {
  const words = useEbookWords()
  const zoomInRef = useRef<HTMLButtonElement>(null)
  const zoomOutRef = useRef<HTMLButtonElement>(null)
  const [atBook, atMost] = [zoom.level <= 1, zoom.level >= zoom.max]
  useFocusHandover(atBook, zoomOutRef, zoomInRef)
  useFocusHandover(atMost, zoomInRef, zoomOutRef)
  return (
    <>
      <button
        ref={zoomOutRef}
        type="button"
        aria-label={words.zoomOut}
        title={words.zoomOut}
        css={buttonStyles}
        disabled={atBook}
        onClick={() => zoom.by("out")}
      >
        <Icon icon={zoomOutIcon} size={20} strokeWidth={2} />
      </button>
      <button
        ref={zoomInRef}
        type="button"
        aria-label={words.zoomIn}
        title={words.zoomIn}
        css={buttonStyles}
        disabled={atMost}
        onClick={() => zoom.by("in")}
      >
        <Icon icon={zoomInIcon} size={20} strokeWidth={2} />
      </button>
    </>
  )
}
