import { css } from "@emotion/react"

/** Out of sight, still read by screen readers (the one copy of this rule). */
export const visuallyHiddenStyles = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`
