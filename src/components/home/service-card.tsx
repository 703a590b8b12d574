import styled from "@emotion/styled"
import type { ServiceContent } from "../../hooks/use-services"
import { theme } from "../../theme/theme"
import { Heading, type HeadingLevel } from "../ui/heading"
import { Icon, isIconName } from "../ui/icon"

const Card = styled.article`
  height: 100%;
  padding: ${theme.space.xl};
  background: ${theme.colors.background};
  border: ${theme.sizes.border} solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.card};
  scroll-margin-block-start: calc(${theme.layout.headerHeight} + ${theme.space.md});
`

const IconBadge = styled.div`
  display: inline-grid;
  place-items: center;
  width: ${theme.sizes.iconBadge};
  height: ${theme.sizes.iconBadge};
  margin-block-end: ${theme.space.lg};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.navy};
  color: ${theme.colors.onDark};
`

const Title = styled(Heading)`
  font-size: ${theme.fontSizes.h3};
  margin-block-end: ${theme.space.sm};
`

const Description = styled.p`
  color: ${theme.colors.muted};
`

const Features = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  list-style: none;
  margin: ${theme.space.md} 0 0;
  padding: 0;
`

const Feature = styled.li`
  display: flex;
  gap: ${theme.space.sm};
  align-items: flex-start;
`

const Check = styled(Icon)`
  flex: none;
  margin-block-start: 3px;
  color: ${theme.colors.gold};
`

interface ServiceCardProps {
  service: ServiceContent
  headingLevel: HeadingLevel
}

export function ServiceCard({ service, headingLevel }: ServiceCardProps) {
  return (
    <Card id={service.slug} aria-labelledby={`${service.slug}-title`}>
      <IconBadge>{isIconName(service.icon) && <Icon name={service.icon} size={28} />}</IconBadge>
      <Title id={`${service.slug}-title`} level={headingLevel}>
        {service.title}
      </Title>
      <Description>{service.description}</Description>
      <Features>
        {service.features.map((feature) => (
          <Feature key={feature}>
            <Check name="check" size={18} />
            {feature}
          </Feature>
        ))}
      </Features>
    </Card>
  )
}
