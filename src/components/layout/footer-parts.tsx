import styled from "@emotion/styled"
import { theme } from "../../theme/theme"
import { capsLabel } from "../ui/caps-label"

/** A footer column's heading: small capitals on the dark band. */
export const FooterHeading = styled.h2`
  ${capsLabel};
  font-family: ${theme.fonts.body};
  font-size: ${theme.fontSizes.body};
  font-weight: 700;
  color: ${theme.colors.onDark};
  margin-block-end: ${theme.space.md};
`

/** A plain list of links or facts, one per line. */
export const FooterList = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  list-style: none;
  margin: 0;
  padding: 0;
`

export const FooterLink = styled.a`
  color: ${theme.colors.onDark};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`
