/** Line icons drawn for this site (24×24, stroke = currentColor), keyed by the names content uses. */
const PATHS = {
  // services
  strategy: "M12 2v4M12 18v4M2 12h4M18 12h4M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z",
  organization: "M9 3h6v5H9zM3 16h6v5H3zM15 16h6v5h-6zM12 8v4M6 16v-4h12v4",
  process: "M4 6h11l-3-3M20 18H9l3 3M4 6v6M20 18v-6",
  finance: "M4 20V10M10 20V4M16 20v-7M22 20H2",
  expansion:
    "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20ZM2 12h20M12 2c3 3.5 3 16.5 0 20M12 2c-3 3.5-3 16.5 0 20",
  innovation: "M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7V16h8v-1.3A7 7 0 0 0 12 2Z",
  // values
  excellence: "M12 2l3 6.3 6.9.9-5 4.8 1.2 6.9L12 17.6 5.9 20.9l1.2-6.9-5-4.8 6.9-.9L12 2Z",
  integrity: "M12 2l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5l8-3ZM8.5 12l2.5 2.5 4.5-5",
  reliability: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20ZM12 6v6l4 2",
  // contact and interface
  mail: "M3 5h18v14H3zM3 6l9 7 9-7",
  phone:
    "M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2Z",
  location: "M12 22s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12ZM12 7.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z",
  clock: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20ZM12 6v6l4 2",
  support: "M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v6H4zM17 14h3v6h-3z",
  menu: "M3 6h18M3 12h18M3 18h18",
  close: "M6 6l12 12M18 6L6 18",
  arrowRight: "M5 12h14M13 6l6 6-6 6",
  check: "M5 12.5l4.5 4.5L19 7.5",
  chevronLeft: "M15 6l-6 6 6 6",
  chevronRight: "M9 6l6 6-6 6",
  download: "M12 3v12M7 10l5 5 5-5M4 19h16",
  book: "M2 5.5C4.5 4 8 4 12 6c4-2 7.5-2 10-.5V19c-2.5-1.5-6-1.5-10 .5-4-2-7.5-2-10-.5V5.5ZM12 6v13.5",
  enterFullscreen: "M3 9V3h6M21 9V3h-6M3 15v6h6M21 15v6h-6",
  exitFullscreen: "M9 3v6H3M15 3v6h6M9 21v-6H3M15 21v-6h6",
  zoomIn: "M10.5 3.5a7 7 0 1 0 0 14 7 7 0 0 0 0-14ZM21 21l-5.5-5.5M7.5 10.5h6M10.5 7.5v6",
  zoomOut: "M10.5 3.5a7 7 0 1 0 0 14 7 7 0 0 0 0-14ZM21 21l-5.5-5.5M7.5 10.5h6",
  // social networks
  linkedin:
    "M4 9h4v11H4zM6 3.5a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM11 9h4v1.8c.6-1 1.9-2 3.8-2 3.2 0 3.7 2.1 3.7 4.8V20h-4v-5.6c0-1.3 0-3-1.8-3S14.6 12.8 14.6 14v6H11z",
  facebook: "M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8Z",
  instagram:
    "M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5ZM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8ZM17.5 6.5h.01",
  youtube:
    "M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12 31 31 0 0 0 2 15.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .4-3.8 31 31 0 0 0-.4-3.8ZM10 15V9l5.2 3L10 15Z",
} as const

export type IconName = keyof typeof PATHS

export function isIconName(name: string): name is IconName {
  return name in PATHS
}

interface IconProps {
  name: IconName
  size?: number
  strokeWidth?: number
  className?: string
}

/** Decorative: the text next to an icon (or an aria-label on its control) carries the meaning. */
export function Icon({ name, size = 24, strokeWidth = 1.75, className }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  )
}
