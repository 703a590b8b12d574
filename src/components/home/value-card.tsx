import styled from "@emotion/styled"
import type { ValueContent } from "../../hooks/use-about"
import { theme } from "../../theme/theme"
import { Heading, type HeadingLevel } from "../ui/heading"
import { Icon, isIconName } from "../ui/icon"

const Card = styled.article`
  height: 100%;
  padding: ${theme.space.xl} ${theme.space.lg};
  text-align: center;
  background: ${theme.colors.surface};
  border-radius: ${theme.radii.md};
  border-block-start: ${theme.sizes.accent} solid ${theme.colors.gold};
`

const Symbol = styled(Icon)`
  color: ${theme.colors.navy};
`

const Title = styled(Heading)`
  font-size: ${theme.fontSizes.h3};
  margin: ${theme.space.md} 0 ${theme.space.sm};
`

const Description = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
`

interface ValueCardProps {
  value: ValueContent
  headingLevel: HeadingLevel
}

export function ValueCard({ value, headingLevel }: ValueCardProps) {
  return (
    <Card>
      {isIconName(value.icon) && <Symbol name={value.icon} size={36} />}
      <Title level={headingLevel}>{value.title}</Title>
      <Description>{value.description}</Description>
    </Card>
  )
}
