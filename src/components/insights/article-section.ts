import { css } from "@emotion/react"
import { theme } from "../../theme/theme"

/** The heading of each part that follows an article's body: related services, sharing. */
export const articleSectionHeading = css`
  margin: 0 0 ${theme.space.md};
  font-family: ${theme.fonts.body};
  font-size: ${theme.fontSizes.body};
  font-weight: 700;
`
