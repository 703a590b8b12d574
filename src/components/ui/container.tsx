import { css } from "@emotion/react"
import type { HTMLAttributes } from "react"
import { theme } from "../../theme/theme"

const containerStyles = css`
  width: 100%;
  max-width: ${theme.layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${theme.layout.gutter};
`

/** Centres content at the site's maximum width with responsive side gutters. */
export function Container(props: HTMLAttributes<HTMLDivElement>) {
  return <div css={containerStyles} {...props} />
}
