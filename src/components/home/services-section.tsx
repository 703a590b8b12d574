import { cardGridStyles } from "../ui/card-grid"
import { useServices } from "../../hooks/use-services"
import { useSite } from "../../hooks/use-site"
import { below, type HeadingLevel } from "../ui/heading"
import { Section, SectionHeading } from "../ui/section"
import { ServiceCard } from "./service-card"

interface ServicesSectionProps {
  /** 1 where the section is the whole page (/services), 2 on the home page. */
  headingLevel?: HeadingLevel
}

export function ServicesSection({ headingLevel = 2 }: ServicesSectionProps) {
  const { services: heading } = useSite()
  const services = useServices()
  return (
    <Section id="services" labelledBy="services-heading" tone="surface">
      <SectionHeading id="services-heading" level={headingLevel} {...heading} />
      <ul css={cardGridStyles}>
        {services.map((service) => (
          <li key={service.slug}>
            <ServiceCard service={service} headingLevel={below(headingLevel)} />
          </li>
        ))}
      </ul>
    </Section>
  )
}
