import { css } from "@emotion/react"
import { theme } from "../../theme/theme"

export type ButtonVariant = "primary" | "secondary" | "onDark" | "gold"

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
    ${
      variant === "primary" &&
      css`
        background: ${theme.colors.navy};
        color: ${theme.colors.onDark};
        &:hover:not(:disabled) {
          background: ${theme.colors.navyDark};
        }
      `
    }
    ${
      variant === "gold" &&
      css`
        background: ${theme.colors.gold};
        color: ${theme.colors.ink};
        &:hover:not(:disabled) {
          background: ${theme.colors.goldHover};
        }
      `
    }
    ${
      variant === "secondary" &&
      css`
        background: transparent;
        color: ${theme.colors.navy};
        border-color: ${theme.colors.navy};
        &:hover:not(:disabled) {
          background: ${theme.colors.surface};
        }
      `
    }
    ${
      variant === "onDark" &&
      css`
        background: transparent;
        color: ${theme.colors.onDark};
        border-color: ${theme.colors.onDarkButtonBorder};
        &:hover:not(:disabled) {
          background: ${theme.colors.onDarkHover};
        }
      `
    }
  `
}
