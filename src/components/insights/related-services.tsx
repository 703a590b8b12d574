import { css } from "@emotion/react"
import { Link } from "gatsby"
import { useLanguage } from "../../hooks/use-page"
import { useInsights } from "../../hooks/use-insights"
import { useServices } from "../../hooks/use-services"
import { servicePath } from "../../routes"
import { theme } from "../../theme/theme"
import { articleSectionHeading } from "./article-section"

const listStyles = css`
  display: grid;
  gap: ${theme.space.sm};
  margin: 0;
  padding-inline-start: ${theme.space.lg};
  a {
    color: ${theme.colors.navy};
    font-weight: 600;
  }
`

/** The services an article relates to, each a link to it on /services/. */
export function RelatedServices({ slugs }: { slugs: readonly string[] }) {
  const { localize } = useLanguage()
  const { words } = useInsights()
  const services = useServices().filter((service) => slugs.includes(service.slug))
  return (
    <section aria-labelledby="related-heading">
      <h2 id="related-heading" css={articleSectionHeading}>
        {words.relatedServices}
      </h2>
      <ul css={listStyles}>
        {services.map((service) => (
          <li key={service.slug}>
            <Link to={localize(servicePath(service.slug))}>{service.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
