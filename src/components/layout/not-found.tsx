import { css } from "@emotion/react"
import { Link } from "gatsby"
import { useLanguage } from "../../hooks/use-page"
import { useSite } from "../../hooks/use-site"
import { useWords } from "../../hooks/use-words"
import { theme } from "../../theme/theme"
import { buttonStyles } from "../ui/button"
import { Section, SectionHeading } from "../ui/section"
import { NAVIGATION_ROUTES } from "../../routes"

const linksStyles = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space.md};
  list-style: none;
  margin: 0;
  padding: 0;
`

/** The page-not-found page: what happened, and every way back. */
export function NotFound() {
  const { pages } = useSite()
  const { notFound, navigation } = useWords()
  const { localize } = useLanguage()
  return (
    <Section labelledBy="not-found-heading">
      <SectionHeading
        id="not-found-heading"
        level={1}
        badge={notFound.badge}
        title={notFound.title}
        intro={pages.notFound.description}
      />
      <nav aria-label={notFound.linksLabel}>
        <ul css={linksStyles}>
          {NAVIGATION_ROUTES.map((link, index) => (
            <li key={link.path}>
              <Link to={localize(link.path)} css={buttonStyles(index === 0 ? "primary" : "secondary")}>
                {navigation[link.key]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Section>
  )
}
