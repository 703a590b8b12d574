import { css } from "@emotion/react"

/** Read by screen readers, invisible on screen: `<span css={visuallyHidden}>`. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`
