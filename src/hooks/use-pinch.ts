import { useEffect, useRef } from "react"

export interface PinchHandlers {
  /** Two fingers are down: a pinch begins. */
  onStart(): void
  /** The fingers' distance over their distance at the start. */
  onChange(factor: number): void
  onEnd(): void
}

const distance = (touches: TouchList) =>
  Math.hypot(touches[0].clientX - touches[1].clientX, touches[0].clientY - touches[1].clientY)

/**
 * Two-finger pinches on `element` (and whatever is inside it). While one lasts, its touch events
 * stop at `element`, so nothing inside (a page-turning book) takes it for a swipe, and the browser
 * does not zoom the whole page.
 */
export function usePinch(element: HTMLElement | null, handlers: PinchHandlers, enabled = true) {
  const handlersRef = useRef(handlers)
  useEffect(() => {
    handlersRef.current = handlers
  })

  useEffect(() => {
    if (!element || !enabled) return
    let start: number | undefined
    const onTouch = (event: TouchEvent) => {
      if (event.type === "touchstart" && event.touches.length === 2) {
        start = distance(event.touches)
        handlersRef.current.onStart()
      }
      if (start === undefined) return
      event.stopPropagation()
      if (event.cancelable) event.preventDefault()
      if (event.type === "touchmove" && event.touches.length === 2 && start > 0) {
        handlersRef.current.onChange(distance(event.touches) / start)
      } else if (event.type !== "touchmove" && event.touches.length < 2) {
        start = undefined
        handlersRef.current.onEnd()
      }
    }
    const types = ["touchstart", "touchmove", "touchend", "touchcancel"] as const
    for (const type of types) element.addEventListener(type, onTouch, { capture: true, passive: false })
    return () => {
      for (const type of types) element.removeEventListener(type, onTouch, { capture: true })
    }
  }, [element, enabled])
}
