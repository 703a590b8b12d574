import { css } from "@emotion/react"
import type { ValueContent } from "../../hooks/use-about"
import { theme } from "../../theme/theme"
import { Heading, type HeadingLevel } from "../ui/heading"
import { Icon } from "../ui/icon"
import { valuesIcons } from "../ui/icons/content"

const cardStyles = css`
  height: 100%;
  padding: ${theme.space.xl} ${theme.space.lg};
  text-align: center;
  background: ${theme.colors.surface};
  border-radius: ${theme.radii.md};
  border-block-start: ${theme.sizes.accent} solid ${theme.colors.gold};
`

const symbolStyles = css`
  color: ${theme.colors.navy};
`

const titleStyles = css`
  font-size: ${theme.fontSizes.h3};
  margin: ${theme.space.md} 0 ${theme.space.sm};
`

const descriptionStyles = css`
  margin: 0;
  color: ${theme.colors.muted};
`

interface ValueCardProps {
  value: ValueContent
  headingLevel: HeadingLevel
}

export function ValueCard({ value, headingLevel }: ValueCardProps) {
  return (
    <article css={cardStyles}>
      {valuesIcons[value.icon] && <Icon css={symbolStyles} icon={valuesIcons[value.icon]} size={36} />}
      <Heading css={titleStyles} level={headingLevel}>
        {value.title}
      </Heading>
      <p css={descriptionStyles}>{value.description}</p>
    </article>
  )
}
