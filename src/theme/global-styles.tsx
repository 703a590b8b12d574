import { css, Global } from "@emotion/react"
import { mq, theme } from "./theme"

const styles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: calc(${theme.layout.headerHeight} + ${theme.space.md});
  }
  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.body};
    line-height: 1.6;
    color: ${theme.colors.text};
    background: ${theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }
  h1,
  h2,
  h3 {
    font-family: ${theme.fonts.heading};
    line-height: 1.2;
    color: ${theme.colors.ink};
    margin: 0 0 ${theme.space.md};
    overflow-wrap: break-word;
  }
  p {
    margin: 0 0 ${theme.space.md};
  }
  a {
    color: ${theme.colors.navy};
  }
  img,
  svg {
    max-width: 100%;
  }
  :focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  [tabindex="-1"]:focus:not(:focus-visible) {
    outline: none;
  }
  ${mq.reducedMotion} {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`

export function GlobalStyles() {
  return <Global styles={styles} />
}
