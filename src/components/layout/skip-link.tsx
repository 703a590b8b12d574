import styled from "@emotion/styled"
import { theme } from "../../theme/theme"

export const SKIP_LINK_LABEL = "Skip to main content"

/** Invisible until focused: lets keyboard users jump past the header. */
const Link = styled.a`
  position: absolute;
  left: ${theme.space.md};
  top: -100px;
  z-index: 100;
  padding: ${theme.space.sm} ${theme.space.md};
  background: ${theme.colors.ink};
  color: ${theme.colors.onDark};
  border-radius: ${theme.radii.sm};
  &:focus {
    top: ${theme.space.md};
  }
`

export function SkipLink() {
  return <Link href="#main">{SKIP_LINK_LABEL}</Link>
}
