/**
 * The icons content files name (services, values, social networks), by those names: only the parts
 * of a page that show them load this module.
 */
import type { IconShape } from "./shape"

const strategy: IconShape = { d: "M12 2v4M12 18v4M2 12h4M18 12h4M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z" }
const organization: IconShape = { d: "M9 3h6v5H9zM3 16h6v5H3zM15 16h6v5h-6zM12 8v4M6 16v-4h12v4" }
const process: IconShape = { d: "M4 6h11l-3-3M20 18H9l3 3M4 6v6M20 18v-6" }
const finance: IconShape = { d: "M4 20V10M10 20V4M16 20v-7M22 20H2" }
const expansion: IconShape = {
  d: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20ZM2 12h20M12 2c3 3.5 3 16.5 0 20M12 2c-3 3.5-3 16.5 0 20",
}
const innovation: IconShape = { d: "M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7V16h8v-1.3A7 7 0 0 0 12 2Z" }
const excellence: IconShape = {
  d: "M12 2l3 6.3 6.9.9-5 4.8 1.2 6.9L12 17.6 5.9 20.9l1.2-6.9-5-4.8 6.9-.9L12 2Z",
}
const integrity: IconShape = {
  d: "M12 2l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5l8-3ZM8.5 12l2.5 2.5 4.5-5",
}
const reliability: IconShape = { d: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20ZM12 6v6l4 2" }
const linkedin: IconShape = {
  d: "M4 9h4v11H4zM6 3.5a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM11 9h4v1.8c.6-1 1.9-2 3.8-2 3.2 0 3.7 2.1 3.7 4.8V20h-4v-5.6c0-1.3 0-3-1.8-3S14.6 12.8 14.6 14v6H11z",
}
const facebook: IconShape = { d: "M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8Z" }
const instagram: IconShape = {
  d: "M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5ZM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8ZM17.5 6.5h.01",
}
const youtube: IconShape = {
  d: "M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .4-3.8 31 31 0 0 0-.4-3.8ZM10 15V9l5.2 3L10 15Z",
}

/** By services.json's `icon`. */
export const servicesIcons: Record<string, IconShape> = {
  strategy,
  organization,
  process,
  finance,
  expansion,
  innovation,
}

/** By values.json's `icon`. */
export const valuesIcons: Record<string, IconShape> = { excellence, integrity, innovation, reliability }

/** By site.json's `social[].network`. */
export const socialIcons: Record<string, IconShape> = { linkedin, facebook, instagram, youtube }
