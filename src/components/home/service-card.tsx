import { css } from "@emotion/react"
import { Link } from "gatsby"
import { useLanguage } from "../../hooks/use-page"
import { useInsights } from "../../hooks/use-insights"
import type { ServiceContent } from "../../hooks/use-services"
import { fill } from "../../i18n/fill"
import { theme } from "../../theme/theme"
import { Heading, type HeadingLevel } from "../ui/heading"
import { Icon } from "../ui/icon"
import { servicesIcons } from "../ui/icons/content"
import { arrowForwardIcon, checkIcon } from "../ui/icons/interface"
import { topicPath } from "../../routes"

const cardStyles = css`
  height: 100%;
  padding: ${theme.space.xl};
  background: ${theme.colors.background};
  border: ${theme.sizes.border} solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.card};
  scroll-margin-block-start: calc(${theme.layout.headerHeight} + ${theme.space.md});
`

const iconBadgeStyles = css`
  display: inline-grid;
  place-items: center;
  width: ${theme.sizes.iconLg};
  height: ${theme.sizes.iconLg};
  margin-block-end: ${theme.space.lg};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.navy};
  color: ${theme.colors.onDark};
`

const titleStyles = css`
  font-size: ${theme.fontSizes.h3};
  margin-block-end: ${theme.space.sm};
`

const descriptionStyles = css`
  color: ${theme.colors.muted};
`

const featuresStyles = css`
  display: grid;
  gap: ${theme.space.sm};
  list-style: none;
  margin: ${theme.space.md} 0 0;
  padding: 0;
`

const featureStyles = css`
  display: flex;
  gap: ${theme.space.sm};
  align-items: flex-start;
`

const checkStyles = css`
  flex: none;
  margin-block-start: 3px;
  color: ${theme.colors.gold};
`

const articlesStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  margin-block-start: ${theme.space.lg};
  color: ${theme.colors.navy};
  font-weight: 600;
`

/** The service's articles, where it has any in this language. */
function ServiceArticlesLink({ service }: { service: ServiceContent }) {
  const { localize } = useLanguage()
  const { words, topics } = useInsights()
  if (!topics.includes(service.slug)) return null
  return (
    <Link css={articlesStyles} to={localize(topicPath(service.slug))}>
      {fill(words.serviceArticles, { service: service.title })}
      <Icon icon={arrowForwardIcon} size={18} />
    </Link>
  )
}

interface ServiceCardProps {
  service: ServiceContent
  headingLevel: HeadingLevel
}

export function ServiceCard({ service, headingLevel }: ServiceCardProps) {
  return (
    <article css={cardStyles} id={service.slug} aria-labelledby={`${service.slug}-title`}>
      <div css={iconBadgeStyles}>
        {servicesIcons[service.icon] && <Icon icon={servicesIcons[service.icon]} size={28} />}
      </div>
      <Heading css={titleStyles} id={`${service.slug}-title`} level={headingLevel}>
        {service.title}
      </Heading>
      <p css={descriptionStyles}>{service.description}</p>
      <ul css={featuresStyles}>
        {service.features.map((feature) => (
          <li css={featureStyles} key={feature}>
            <Icon css={checkStyles} icon={checkIcon} size={18} />
            {feature}
          </li>
        ))}
      </ul>
      <ServiceArticlesLink service={service} />
    </article>
  )
}
