/** The book's controls (the E-Book page only, so no other page loads them), one export each. */
import type { IconShape } from "./shape"

export const chevronBackIcon: IconShape = { d: "M15 6l-6 6 6 6", directional: true }
export const chevronForwardIcon: IconShape = { d: "M9 6l6 6-6 6", directional: true }
export const downloadIcon: IconShape = { d: "M12 3v12M7 10l5 5 5-5M4 19h16" }
export const bookIcon: IconShape = {
  d: "M2 5.5C4.5 4 8 4 12 6c4-2 7.5-2 10-.5V19c-2.5-1.5-6-1.5-10 .5-4-2-7.5-2-10-.5V5.5ZM12 6v13.5",
}
export const enterFullscreenIcon: IconShape = { d: "M3 9V3h6M21 9V3h-6M3 15v6h6M21 15v6h-6" }
export const exitFullscreenIcon: IconShape = { d: "M9 3v6H3M15 3v6h6M9 21v-6H3M15 21v-6h6" }
export const zoomInIcon: IconShape = {
  d: "M10.5 3.5a7 7 0 1 0 0 14 7 7 0 0 0 0-14ZM21 21l-5.5-5.5M7.5 10.5h6M10.5 7.5v6",
}
export const zoomOutIcon: IconShape = {
  d: "M10.5 3.5a7 7 0 1 0 0 14 7 7 0 0 0 0-14ZM21 21l-5.5-5.5M7.5 10.5h6",
}
