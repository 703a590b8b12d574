import { css } from "@emotion/react"
import { Link } from "gatsby"
import { useLanguage } from "../../hooks/use-page"
import { useServices } from "../../hooks/use-services"
import { useSite } from "../../hooks/use-site"
import { useWords } from "../../hooks/use-words"
import { fill } from "../../i18n/fill"
import { mq, theme } from "../../theme/theme"
import { Container } from "../ui/container"
import { FooterBrand } from "./footer-brand"
import { FooterContact } from "./footer-contact"
import { footerHeading, footerLink, footerList } from "./footer-parts"
import { type LegalKey, legalPath, NAVIGATION_ROUTES, servicePath } from "../../routes"

const bandStyles = css`
  background: ${theme.colors.ink};
  color: ${theme.colors.onDarkMuted};
  padding-block: ${theme.space.xxl} ${theme.space.lg};
`

const columnsStyles = css`
  display: grid;
  gap: ${theme.space.xl};
  ${mq.sm} {
    grid-template-columns: 1fr 1fr;
  }
  ${mq.md} {
    grid-template-columns: 1.4fr 1fr 1.2fr 1.3fr;
  }
`

const bottomStyles = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space.md};
  margin-block-start: ${theme.space.xxl};
  padding-block-start: ${theme.space.lg};
  border-block-start: ${theme.sizes.border} solid ${theme.colors.onDarkDivider};
  font-size: ${theme.fontSizes.small};
`

const copyrightStyles = css`
  margin: 0;
`

const legalLinksStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
`

/** Every route's footer: the firm, quick links, the services, contact and office hours, legal links. */
export function Footer() {
  const site = useSite()
  const services = useServices()
  const { navigation, footer } = useWords()
  const { localize } = useLanguage()
  return (
    <footer css={bandStyles}>
      <Container>
        <div css={columnsStyles}>
          <FooterBrand />
          <nav aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links" css={footerHeading}>
              {footer.quickLinks}
            </h2>
            <ul css={footerList}>
              {NAVIGATION_ROUTES.map((link) => (
                <li key={link.path}>
                  <Link css={footerLink} to={localize(link.path)}>
                    {navigation[link.key]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 css={footerHeading}>{footer.services}</h2>
            <ul css={footerList}>
              {services.map((service) => (
                <li key={service.slug}>
                  <Link css={footerLink} to={localize(servicePath(service.slug))}>
                    {service.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <FooterContact />
        </div>
        <div css={bottomStyles}>
          <p css={copyrightStyles}>{fill(footer.copyright, { year: site.buildYear, name: site.name })}</p>
          <ul css={[footerList, legalLinksStyles]} aria-label={footer.legal}>
            {site.legal.map((link) => (
              <li key={link.page}>
                <Link css={footerLink} to={localize(legalPath(link.page as LegalKey))}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </footer>
  )
}
