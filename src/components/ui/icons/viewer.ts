/**
 * The open book's controls: only the viewer's code, fetched when the book is opened, and the
 * Insights' list pagination (the Insights' own chunk) import them; in icons/book.ts or
 * icons/interface.ts they rode in every page's first load.
 */
import type { IconShape } from "./shape"

export const chevronBackIcon: IconShape = { d: "M15 6l-6 6 6 6", directional: true }
export const chevronForwardIcon: IconShape = { d: "M9 6l6 6-6 6", directional: true }
export const enterFullscreenIcon: IconShape = { d: "M3 9V3h6M21 9V3h-6M3 15v6h6M21 15v6h-6" }
export const exitFullscreenIcon: IconShape = { d: "M9 3v6H3M15 3v6h6M9 21v-6H3M15 21v-6h6" }
export const zoomInIcon: IconShape = {
  d: "M10.5 3.5a7 7 0 1 0 0 14 7 7 0 0 0 0-14ZM21 21l-5.5-5.5M7.5 10.5h6M10.5 7.5v6",
}
export const zoomOutIcon: IconShape = {
  d: "M10.5 3.5a7 7 0 1 0 0 14 7 7 0 0 0 0-14ZM21 21l-5.5-5.5M7.5 10.5h6",
}
