import type { IconShape } from "./shape"

/** A speech bubble with a handset: WhatsApp, drawn in the site's line style. */
export const whatsappIcon: IconShape = {
  d: "M3.5 20.5l1.3-4.2A8.5 8.5 0 1 1 8 19.4l-4.5 1.1ZM9 8.3c0 3.5 2.8 6.4 6.4 6.4l.9-1.5-1.9-1-1 .9a4.3 4.3 0 0 1-2.5-2.5l.9-1-1-1.9L9 8.3Z",
}

/** The X mark: two crossing strokes, one doubled. */
export const xIcon: IconShape = { d: "M4 4h4l12 16h-4L4 4ZM20 4l-6.6 7.5M4 20l6.6-7.5" }
