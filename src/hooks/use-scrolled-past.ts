import { useEffect, useState } from "react"

/**
 * True once the window has scrolled further than `threshold` pixels (re-checked on every scroll);
 * undefined until it is first checked, in the server's HTML and before hydration, where CSS reads
 * the scroll instead (src/components/layout/header-scroll.ts).
 */
export function useScrolledPast(threshold: number): boolean | undefined {
  const [scrolled, setScrolled] = useState<boolean>()
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold)
    update()
    window.addEventListener("scroll", update, { passive: true })
    return () => window.removeEventListener("scroll", update)
  }, [threshold])
  return scrolled
}
