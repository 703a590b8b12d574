import { css } from "@emotion/react"
import { Link } from "gatsby"
import { useLanguage } from "../../hooks/use-page"
import { useInsights } from "../../hooks/use-insights"
import { useServices } from "../../hooks/use-services"
import { fill } from "../../i18n/fill"
import { theme } from "../../theme/theme"
import { INSIGHTS_PATH, topicPath } from "../../routes"
import { pillLinkStyles } from "./pill-link"

const listStyles = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space.sm};
  list-style: none;
  margin: 0 0 ${theme.space.xl};
  padding: 0;
`

const topicStyles = css`
  ${pillLinkStyles};
  &[aria-current] {
    background: ${theme.colors.navy};
    border-color: ${theme.colors.navy};
    color: ${theme.colors.onDark};
  }
`

/**
 * Every article, then the articles of each service that has some, in the services' order. The
 * current topic is marked: as this page on its first page, as the current choice on later ones.
 */
export function TopicLinks({ current, page = 1 }: { current?: string | null; page?: number }) {
  const { localize } = useLanguage()
  const { words, topics } = useInsights()
  const services = useServices().filter((service) => topics.includes(service.slug))
  const links = [
    { path: INSIGHTS_PATH, label: words.allTopics, name: undefined, slug: undefined },
    ...services.map((service) => ({
      path: topicPath(service.slug),
      label: service.title,
      // The footer links the same words to the service itself: this one says it leads to articles.
      name: fill(words.serviceArticles, { service: service.title }),
      slug: service.slug,
    })),
  ]
  return (
    <nav aria-label={words.topics}>
      <ul css={listStyles}>
        {links.map((link) => (
          <li key={link.path}>
            <Link
              css={topicStyles}
              to={localize(link.path)}
              aria-label={link.name}
              aria-current={(current ?? undefined) === link.slug ? (page === 1 ? "page" : "true") : undefined}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
