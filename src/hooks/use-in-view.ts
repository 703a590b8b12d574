import { type RefObject, useEffect, useState } from "react"

/**
 * True from the moment the element first becomes visible (then stays true).
 * Where IntersectionObserver is missing, the element counts as visible at once.
 */
export function useInView(ref: RefObject<Element | null>, threshold = 0.3): boolean {
  const [seen, setSeen] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || seen) return
    if (typeof IntersectionObserver === "undefined") {
      // No way to observe: treat as visible rather than never starting.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setSeen(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true)
          observer.disconnect()
        }
      },
      { threshold },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, seen, threshold])
  return seen
}
