import styled from "@emotion/styled"
import { type HeadFC, Link } from "gatsby"
import { NAV_LINKS } from "../components/layout/nav-links"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import { buttonStyles } from "../components/ui/button"
import { Section, SectionHeading } from "../components/ui/section"
import { useSite } from "../hooks/use-site"
import { theme } from "../theme/theme"

export const NOT_FOUND_TITLE = "We couldn't find that page"
export const NOT_FOUND_BADGE = "Error 404"

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space.md};
  list-style: none;
  margin: 0;
  padding: 0;
`

export default function NotFoundPage() {
  const { pages } = useSite()
  return (
    <Layout>
      <Section labelledBy="not-found-heading">
        <SectionHeading
          id="not-found-heading"
          level={1}
          badge={NOT_FOUND_BADGE}
          title={NOT_FOUND_TITLE}
          intro={pages.notFound.description}
        />
        <nav aria-label="Where to go next">
          <Links>
            {NAV_LINKS.map((link, index) => (
              <li key={link.to}>
                <Link to={link.to} css={buttonStyles(index === 0 ? "primary" : "secondary")}>
                  {link.label}
                </Link>
              </li>
            ))}
          </Links>
        </nav>
      </Section>
    </Layout>
  )
}

export const Head: HeadFC = () => (
  <Seo page="notFound" pathname="/404/">
    <meta name="robots" content="noindex" />
  </Seo>
)
