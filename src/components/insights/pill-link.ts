import { css } from "@emotion/react"
import { theme } from "../../theme/theme"

/** A link drawn as a pill: the topics above a list of articles, the share links below an article. */
export const pillLinkStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: ${theme.sizes.compactTapTarget};
  padding-inline: ${theme.space.md};
  border: ${theme.sizes.border} solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  color: ${theme.colors.navy};
  font-weight: 500;
  text-decoration: none;
  &:hover {
    border-color: ${theme.colors.navy};
  }
`
