import { useEffect, useRef, useState } from "react"
import { prefersReducedMotion } from "./use-prefers-reduced-motion"

interface CountUpOptions {
  /** The final figure. */
  target: number
  /** Added at every tick. */
  step: number
  /** Milliseconds between ticks. */
  intervalMs: number
  /** Counting begins the first time this becomes true (e.g. the section came into view). */
  start: boolean
}

/**
 * A number that counts up from 0 to `target` once, when `start` first turns true.
 * The server-rendered HTML and visitors who prefer reduced motion get the final figure.
 */
export function useCountUp({ target, step, intervalMs, start }: CountUpOptions): number {
  // Before hydration (and without JavaScript) the final figure is what is shown.
  const [value, setValue] = useState(target)
  const phase = useRef<"ssr" | "waiting" | "counting" | "done">("ssr")

  useEffect(() => {
    if (phase.current !== "ssr") return
    if (prefersReducedMotion()) {
      phase.current = "done"
      return
    }
    phase.current = "waiting"
    // Hydration is done: hide the figure until the count starts (it is off-screen or about to count).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setValue(0)
  }, [])

  useEffect(() => {
    if (!start || phase.current !== "waiting") return
    phase.current = "counting"
    let current = 0
    const timer = setInterval(() => {
      current = Math.min(current + step, target)
      setValue(current)
      if (current >= target) {
        clearInterval(timer)
        phase.current = "done"
      }
    }, intervalMs)
    return () => {
      clearInterval(timer)
      // Unmounted mid-count: show the final figure if it is ever rendered again.
      if (phase.current === "counting") phase.current = "done"
    }
  }, [start, step, intervalMs, target])

  return value
}
