/** The one theme object: colours, type scale, spacing, sizes, breakpoints. Nothing else names a colour. */
export const theme = {
  colors: {
    ink: "#0b1f33",
    navy: "#123a5e",
    navyDark: "#0b2740",
    gold: "#c8963e",
    goldHover: "#d9a853",
    goldLight: "#f3e7d0",
    /** Text on goldLight (badges). */
    goldText: "#6b4a12",
    text: "#1d2b3a",
    muted: "#4a5b6c",
    /** Field borders: 3:1 or more on white and on surface. */
    inputBorder: "#768696",
    onDark: "#ffffff",
    onDarkMuted: "#c9d6e3",
    background: "#ffffff",
    surface: "#f4f7fa",
    border: "#dde3ea",
    focus: "#1a73e8",
    /** The focus ring on a dark band (the hero, the header over it). */
    focusOnDark: "#ffffff",
    success: "#1e7d45",
    error: "#b42318",
    errorSurface: "#fef3f2",
    /** White, a touch see-through (the header once scrolled). */
    backgroundTranslucent: "rgba(255, 255, 255, 0.98)",
    /** Behind a modal (the fullscreen book). */
    backdrop: "rgba(5, 14, 24, 0.97)",
    /** White veils and lines on dark bands (hero, footer, figures), from faintest to strongest. */
    onDarkFill: "rgba(255, 255, 255, 0.06)",
    onDarkHover: "rgba(255, 255, 255, 0.1)",
    onDarkBadge: "rgba(255, 255, 255, 0.12)",
    onDarkDivider: "rgba(255, 255, 255, 0.15)",
    onDarkLine: "rgba(255, 255, 255, 0.18)",
    onDarkOutline: "rgba(255, 255, 255, 0.3)",
    onDarkButtonBorder: "rgba(255, 255, 255, 0.7)",
    /** Glows on a dark band (the hero). */
    glowGold: "rgba(200, 150, 62, 0.28)",
    glowBlue: "rgba(26, 90, 140, 0.55)",
  },
  /** The system stacks; a language with a face of its own (theme/fonts.ts) puts it first in both. */
  fontStacks: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    heading: 'Georgia, "Iowan Old Style", "Palatino Linotype", "Times New Roman", serif',
  },
  /** What components use: set per page by the global styles from the stacks above. */
  fonts: { body: "var(--font-body)", heading: "var(--font-heading)" },
  /**
   * Roles (small, body, lead, headings, figure) and fixed steps between them (md … display) for
   * names, marks and figures that are not headings. Fluid sizes: the first figure at 320 px wide,
   * the last from about 1200 px.
   */
  fontSizes: {
    small: "0.875rem",
    body: "1rem",
    lead: "clamp(1.0625rem, 1rem + 0.3vw, 1.25rem)",
    md: "1.0625rem",
    lg: "1.125rem",
    xl: "1.25rem",
    xxl: "1.375rem",
    xxxl: "1.5rem",
    display: "1.75rem",
    h3: "1.25rem",
    subheading: "clamp(1.375rem, 1.2rem + 0.8vw, 1.75rem)",
    h2: "clamp(1.75rem, 1.4rem + 1.5vw, 2.5rem)",
    figure: "clamp(2rem, 1.5rem + 2vw, 3rem)",
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
    card: "clamp(1.25rem, 1rem + 2vw, 2.5rem)",
    figures: "clamp(1.5rem, 1rem + 2vw, 3rem)",
    /** Above and below the band that opens a page (the hero). */
    bannerStart: "clamp(3rem, 2rem + 6vw, 7rem)",
    bannerEnd: "clamp(3.5rem, 2rem + 6vw, 7rem)",
  },
  sizes: {
    /** The smallest thing a finger should have to hit. */
    tapTarget: "48px",
    compactTapTarget: "44px",
    /** Icons and marks on a tile. */
    iconSm: "2.25rem",
    iconMd: "3rem",
    iconLg: "3.25rem",
    /** Line lengths: running text, headings, wide columns (the timeline). */
    textMeasure: "40rem",
    headingMeasure: "46rem",
    wideMeasure: "56rem",
    border: "1px",
    rule: "2px",
    accent: "4px",
    focusRing: "3px",
  },
  radii: { sm: "6px", md: "12px", pill: "999px" },
  shadows: {
    card: "0 1px 2px rgba(11, 31, 51, 0.06), 0 8px 24px rgba(11, 31, 51, 0.06)",
    header: "0 2px 16px rgba(11, 31, 51, 0.12)",
  },
  layout: { maxWidth: "1200px", gutter: "clamp(1rem, 0.5rem + 2.5vw, 2rem)", headerHeight: "72px" },
  breakpoints: { sm: 600, md: 900, lg: 1200 },
} as const

/** `${mq.md} { … }` applies from the md breakpoint up; `belowSm` only under it. */
export const mq = {
  belowSm: `@media (max-width: ${theme.breakpoints.sm - 1}px)`,
  sm: `@media (min-width: ${theme.breakpoints.sm}px)`,
  md: `@media (min-width: ${theme.breakpoints.md}px)`,
  lg: `@media (min-width: ${theme.breakpoints.lg}px)`,
  /**
   * The header's row instead of its menu button: lg, in em, so a larger default font size (which
   * widens the row) keeps the menu until the row fits again.
   */
  headerRow: `@media (min-width: ${theme.breakpoints.lg / 16}em)`,
  belowHeaderRow: `@media not all and (min-width: ${theme.breakpoints.lg / 16}em)`,
  reducedMotion: "@media (prefers-reduced-motion: reduce)",
} as const
