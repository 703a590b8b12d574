import { css } from "@emotion/react"
import { theme } from "../../theme/theme"

export type ButtonVariant = "primary" | "secondary" | "onDark" | "gold"

/** Each variant's colours: at rest, and the background on hover. */
export const BUTTON_COLORS: Record<
  ButtonVariant,
  { background: string; color: string; border: string; hover: string }
> = {
  primary: {
    background: theme.colors.navy,
    color: theme.colors.onDark,
    border: "transparent",
    hover: theme.colors.navyDark,
  },
  gold: {
    background: theme.colors.gold,
    color: theme.colors.ink,
    border: "transparent",
    hover: theme.colors.goldHover,
  },
  secondary: {
    background: "transparent",
    color: theme.colors.navy,
    border: theme.colors.navy,
    hover: theme.colors.surface,
  },
  onDark: {
    background: "transparent",
    color: theme.colors.onDark,
    border: theme.colors.onDarkButtonBorder,
    hover: theme.colors.onDarkHover,
  },
}

/** A variant's colours alone: to restyle a button where it stands (Get Started over the dark hero). */
export function buttonColors(variant: ButtonVariant) {
  const { background, color, border, hover } = BUTTON_COLORS[variant]
  return css`
    background: ${background};
    color: ${color};
    border-color: ${border};
    &:hover:not(:disabled) {
      background: ${hover};
    }
  `
}

/** Shared look of every call to action, whether it is a link or a button. */
export function buttonStyles(variant: ButtonVariant = "primary") {
  return css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${theme.space.sm};
    min-height: ${theme.sizes.tapTarget};
    padding: 0.75rem 1.5rem;
    border-radius: ${theme.radii.sm};
    border: ${theme.sizes.rule} solid transparent;
    font: inherit;
    font-weight: 600;
    line-height: 1.2;
    text-align: center;
    text-decoration: none;
    cursor: pointer;
    transition:
      background-color 0.2s ease,
      color 0.2s ease,
      border-color 0.2s ease,
      transform 0.2s ease;
    &:disabled {
      cursor: not-allowed;
      opacity: 0.7;
    }
    &:hover:not(:disabled) {
      transform: translateY(-1px);
    }
    ${buttonColors(variant)}
  `
}
