import styled from "@emotion/styled"
import type { useAbout } from "../../hooks/use-about"
import { theme } from "../../theme/theme"
import { Icon, isIconName } from "../ui/icon"

type ValueContent = ReturnType<typeof useAbout>["values"][number]

const Card = styled.article`
  height: 100%;
  padding: ${theme.space.xl} ${theme.space.lg};
  text-align: center;
  background: ${theme.colors.surface};
  border-radius: ${theme.radii.md};
  border-top: 4px solid ${theme.colors.gold};
  h3,
  h4 {
    font-size: ${theme.fontSizes.h3};
    margin: ${theme.space.md} 0 ${theme.space.sm};
  }
  p {
    margin: 0;
    color: ${theme.colors.muted};
  }
  svg {
    color: ${theme.colors.navy};
  }
`

interface ValueCardProps {
  value: ValueContent
  headingLevel: 3 | 4
}

export function ValueCard({ value, headingLevel }: ValueCardProps) {
  const Title = headingLevel === 3 ? "h3" : "h4"
  return (
    <Card>
      {isIconName(value.icon) && <Icon name={value.icon} size={36} />}
      <Title>{value.title}</Title>
      <p>{value.description}</p>
    </Card>
  )
}
