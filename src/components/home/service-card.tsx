import styled from "@emotion/styled"
import type { ServiceContent } from "../../hooks/use-services"
import { theme } from "../../theme/theme"
import { Icon, isIconName } from "../ui/icon"

const Card = styled.article`
  height: 100%;
  padding: ${theme.space.xl};
  background: ${theme.colors.background};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.card};
  scroll-margin-top: calc(${theme.layout.headerHeight} + ${theme.space.md});
  h2,
  h3 {
    font-size: ${theme.fontSizes.h3};
    margin-bottom: ${theme.space.sm};
  }
  p {
    color: ${theme.colors.muted};
  }
  ul {
    list-style: none;
    margin: ${theme.space.md} 0 0;
    padding: 0;
  }
  li {
    display: flex;
    gap: ${theme.space.sm};
    align-items: flex-start;
  }
  li + li {
    margin-top: ${theme.space.sm};
  }
  li svg {
    flex: none;
    margin-top: 3px;
    color: ${theme.colors.gold};
  }
`

const IconBadge = styled.div`
  display: inline-grid;
  place-items: center;
  width: 3.25rem;
  height: 3.25rem;
  margin-bottom: ${theme.space.lg};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.navy};
  color: ${theme.colors.onDark};
`

interface ServiceCardProps {
  service: ServiceContent
  headingLevel: 2 | 3
}

export function ServiceCard({ service, headingLevel }: ServiceCardProps) {
  const Title = headingLevel === 2 ? "h2" : "h3"
  return (
    <Card id={service.slug} aria-labelledby={`${service.slug}-title`}>
      <IconBadge>{isIconName(service.icon) && <Icon name={service.icon} size={28} />}</IconBadge>
      <Title id={`${service.slug}-title`}>{service.title}</Title>
      <p>{service.description}</p>
      <ul>
        {service.features.map((feature) => (
          <li key={feature}>
            <Icon name="check" size={18} />
            {feature}
          </li>
        ))}
      </ul>
    </Card>
  )
}
