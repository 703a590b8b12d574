import { useEffect, useRef } from "react"

export interface ViewerKeys {
  ArrowLeft?(): void
  ArrowRight?(): void
  zoomIn?(): void
  zoomOut?(): void
}

/** Keys that work while focus is anywhere in the viewer: arrows turn pages, + and - zoom. */
export function useViewerKeys(panel: HTMLElement | null, keys: ViewerKeys) {
  const keysRef = useRef(keys)
  useEffect(() => {
    keysRef.current = keys
  })

  useEffect(() => {
    if (!panel) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return
      const { ArrowLeft, ArrowRight, zoomIn, zoomOut } = keysRef.current
      const action =
        event.key === "ArrowLeft"
          ? ArrowLeft
          : event.key === "ArrowRight"
            ? ArrowRight
            : event.key === "+" || event.key === "="
              ? zoomIn
              : event.key === "-"
                ? zoomOut
                : undefined
      if (!action) return
      event.preventDefault()
      action()
    }
    panel.addEventListener("keydown", onKeyDown)
    return () => panel.removeEventListener("keydown", onKeyDown)
  }, [panel])
}
