import { useEffect, useRef } from "react"

/**
 * Where the keyboard goes in the viewer. Opened from the keyboard, focus waits on what surrounds the
 * viewer while it loads: once the book is here it moves onto the book (`stageRef`), where the arrow
 * keys turn the pages at once. Entering or leaving fullscreen keeps it on the toggle (`toggleRef`).
 */
export function useViewerFocus(ready: boolean, panel: HTMLElement | null, fullscreen: boolean) {
  const stageRef = useRef<HTMLDivElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)

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

  return { stageRef, toggleRef }
}
