/** The icons of the interface (menu, arrows, contact details, marks), one export each. */
import type { IconShape } from "./shape"

export const mailIcon: IconShape = { d: "M3 5h18v14H3zM3 6l9 7 9-7" }
export const phoneIcon: IconShape = {
  d: "M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2Z",
}
export const locationIcon: IconShape = {
  d: "M12 22s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12ZM12 7.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z",
}
export const clockIcon: IconShape = { d: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20ZM12 6v6l4 2" }
export const menuIcon: IconShape = { d: "M3 6h18M3 12h18M3 18h18" }
export const closeIcon: IconShape = { d: "M6 6l12 12M18 6L6 18" }
export const arrowForwardIcon: IconShape = { d: "M5 12h14M13 6l6 6-6 6", directional: true }
export const checkIcon: IconShape = { d: "M5 12.5l4.5 4.5L19 7.5" }
export const globeIcon: IconShape = {
  d: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20ZM2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20",
}
export const chevronDownIcon: IconShape = { d: "M6 9l6 6 6-6" }
export const searchIcon: IconShape = { d: "M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14ZM20 20l-4.2-4.2" }
