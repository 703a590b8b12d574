import { css } from "@emotion/react"
import type { ValueContent } from "../../hooks/use-about"
import { mq, theme } from "../../theme/theme"
import type { HeadingLevel } from "../ui/heading"
import { ValueCard } from "./value-card"

const listStyles = css`
  display: grid;
  gap: ${theme.space.lg};
  list-style: none;
  margin: 0 0 ${theme.space.section};
  padding: 0;
  ${mq.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${mq.lg} {
    grid-template-columns: repeat(4, 1fr);
  }
`

interface ValuesListProps {
  values: readonly ValueContent[]
  headingLevel: HeadingLevel
}

/** The firm's values, one card each. */
export function ValuesList({ values, headingLevel }: ValuesListProps) {
  return (
    <ul css={listStyles}>
      {values.map((value) => (
        <li key={value.title}>
          <ValueCard value={value} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
