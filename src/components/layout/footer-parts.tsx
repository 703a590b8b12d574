import { css } from "@emotion/react"
import { theme } from "../../theme/theme"
import { capsLabel } from "../ui/caps-label"

/** A footer column's heading: small capitals on the dark band. */
export const footerHeading = css`
  ${capsLabel};
  font-family: ${theme.fonts.body};
  font-size: ${theme.fontSizes.body};
  font-weight: 700;
  color: ${theme.colors.onDark};
  margin-block-end: ${theme.space.md};
`

/** A plain list of links or facts, one per line. */
export const footerList = css`
  display: grid;
  gap: ${theme.space.sm};
  list-style: none;
  margin: 0;
  padding: 0;
`

export const footerLink = css`
  color: ${theme.colors.onDark};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`
