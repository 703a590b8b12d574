import { useEffect, useRef } from "react"

/**
 * Where the keyboard goes in the viewer. Opened from the keyboard, focus waits on what surrounds the
 * viewer while it loads: once the book is here it moves onto the book (`stageRef`), where the arrow
 * keys turn the pages at once. Entering or leaving fullscreen keeps it on the toggle (`toggleRef`).
 * Zooming from the book (the + key) hides the book: the keyboard follows to the zoomed view
 * (`zoomRef`), and back to the book when the zoom ends there.
 */
export function useViewerFocus(
  ready: boolean,
  panel: HTMLElement | null,
  fullscreen: boolean,
  zoomed: boolean,
) {
  const stageRef = useRef<HTMLDivElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const zoomRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const waiting = document.activeElement
    if (ready && panel && waiting !== panel && waiting?.contains(panel))
      stageRef.current?.focus({ preventScroll: true })
  }, [ready, panel])

  const wasFullscreen = useRef(fullscreen)
  useEffect(() => {
    if (wasFullscreen.current !== fullscreen) toggleRef.current?.focus()
    wasFullscreen.current = fullscreen
  }, [fullscreen])

  const wasZoomed = useRef(zoomed)
  useEffect(() => {
    if (wasZoomed.current === zoomed) return
    wasZoomed.current = zoomed
    const [from, to] = zoomed ? [stageRef, zoomRef] : [zoomRef, stageRef]
    const active = document.activeElement
    if (!active || active === document.body || from.current?.contains(active))
      to.current?.focus({ preventScroll: true })
  }, [zoomed])

  return { stageRef, toggleRef, zoomRef }
}
