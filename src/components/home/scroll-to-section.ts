import { prefersReducedMotion } from "../../hooks/use-prefers-reduced-motion"
import { layOutWholePage } from "../ui/render-when-near"

/**
 * Scrolls to a section of the page (smoothly unless the visitor prefers reduced motion) and moves
 * keyboard focus there, so the next Tab continues from the section rather than from the hero.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id)
  if (!target) return false
  layOutWholePage()
  target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" })
  target.focus({ preventScroll: true })
  return true
}
