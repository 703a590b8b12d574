/** The E-Book page's own icons (that page only, so no other page loads them), one export each. */
import type { IconShape } from "./shape"

export const downloadIcon: IconShape = { d: "M12 3v12M7 10l5 5 5-5M4 19h16" }
export const bookIcon: IconShape = {
  d: "M2 5.5C4.5 4 8 4 12 6c4-2 7.5-2 10-.5V19c-2.5-1.5-6-1.5-10 .5-4-2-7.5-2-10-.5V5.5ZM12 6v13.5",
}
