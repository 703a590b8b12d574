import { css } from "@emotion/react"
import { mq, theme } from "../../theme/theme"

/** Cards in a list: one column on phones, two from sm, three from lg (services, articles). */
export const cardGridStyles = css`
  display: grid;
  gap: ${theme.space.lg};
  list-style: none;
  margin: 0;
  padding: 0;
  ${mq.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${mq.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
`
