import { css } from "@emotion/react"

/**
 * Small spaced capitals for labels and badges. Arabic has no capitals, and spacing its letters would
 * break their joins, so Arabic text keeps its natural shape.
 */
export const capsLabel = css`
  letter-spacing: 0.04em;
  text-transform: uppercase;
  &:lang(ar) {
    letter-spacing: normal;
  }
`
