import type { SerializedStyles } from "@emotion/react"
import { useRef } from "react"
import { Icon } from "../ui/icon"
import { zoomInIcon, zoomOutIcon } from "../ui/icons/interface"
import type { EbookWords } from "./ebook-words"
import { useFocusHandover } from "./use-focus-handover"

interface ZoomButtonsProps {
  words: Pick<EbookWords, "zoomIn" | "zoomOut">
  /** 1 is the whole book. */
  zoom: number
  maxZoom: number
  buttonStyles: SerializedStyles[]
  onZoomIn(): void
  onZoomOut(): void
}

/** Zoom out (back to the book at the last step) and zoom in, named for screen readers. */
export function ZoomButtons({ words, zoom, maxZoom, buttonStyles, onZoomIn, onZoomOut }: ZoomButtonsProps) {
  const zoomInRef = useRef<HTMLButtonElement>(null)
  const zoomOutRef = useRef<HTMLButtonElement>(null)
  const [atBook, atMost] = [zoom <= 1, zoom >= maxZoom]
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
        onClick={onZoomOut}
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
        onClick={onZoomIn}
      >
        <Icon icon={zoomInIcon} size={20} strokeWidth={2} />
      </button>
    </>
  )
}
