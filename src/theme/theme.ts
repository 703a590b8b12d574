/** The one theme object: colours, type scale, spacing, breakpoints. */
export const theme = {
  colors: {
    ink: "#0b1f33",
    navy: "#123a5e",
    navyDark: "#0b2740",
    gold: "#c8963e",
    goldLight: "#f3e7d0",
    text: "#1d2b3a",
    muted: "#4a5b6c",
    onDark: "#ffffff",
    onDarkMuted: "#c9d6e3",
    background: "#ffffff",
    surface: "#f4f7fa",
    border: "#dde3ea",
    focus: "#1a73e8",
    success: "#1e7d45",
    error: "#b42318",
    errorSurface: "#fef3f2",
  },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    heading: 'Georgia, "Iowan Old Style", "Palatino Linotype", "Times New Roman", serif',
  },
  /** Fluid sizes: the first figure at 320 px wide, the last from about 1200 px. */
  fontSizes: {
    small: "0.875rem",
    body: "1rem",
    lead: "clamp(1.0625rem, 1rem + 0.3vw, 1.25rem)",
    h3: "1.25rem",
    h2: "clamp(1.75rem, 1.4rem + 1.5vw, 2.5rem)",
    h1: "clamp(2.1rem, 1.5rem + 3vw, 3.75rem)",
  },
  space: {
    xs: "0.25rem",
    sm: "0.5rem",
    md: "1rem",
    lg: "1.5rem",
    xl: "2rem",
    xxl: "3rem",
    section: "clamp(4rem, 3rem + 4vw, 6.5rem)",
  },
  radii: { sm: "6px", md: "12px", pill: "999px" },
  shadows: {
    card: "0 1px 2px rgba(11, 31, 51, 0.06), 0 8px 24px rgba(11, 31, 51, 0.06)",
    header: "0 2px 16px rgba(11, 31, 51, 0.12)",
  },
  layout: { maxWidth: "1200px", gutter: "clamp(1rem, 0.5rem + 2.5vw, 2rem)", headerHeight: "72px" },
  breakpoints: { sm: 600, md: 900, lg: 1200 },
} as const

export type Theme = typeof theme

/** `${mq.md} { … }` applies from the md breakpoint up. */
export const mq = {
  sm: `@media (min-width: ${theme.breakpoints.sm}px)`,
  md: `@media (min-width: ${theme.breakpoints.md}px)`,
  lg: `@media (min-width: ${theme.breakpoints.lg}px)`,
  reducedMotion: "@media (prefers-reduced-motion: reduce)",
} as const
