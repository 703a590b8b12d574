import { css } from "@emotion/react"
import { useWords } from "../../hooks/use-words"
import { theme } from "../../theme/theme"

/** Invisible until focused: lets keyboard users jump past the header. */
const linkStyles = css`
  position: absolute;
  inset-inline-start: ${theme.space.md};
  inset-block-start: -100px;
  z-index: 100;
  padding: ${theme.space.sm} ${theme.space.md};
  background: ${theme.colors.ink};
  color: ${theme.colors.onDark};
  border-radius: ${theme.radii.sm};
  &:focus {
    inset-block-start: ${theme.space.md};
  }
`

export function SkipLink() {
  return (
    <a css={linkStyles} href="#main">
      {useWords().navigation.skipToContent}
    </a>
  )
}
