import styled from "@emotion/styled"
import { Link } from "gatsby"
import { useLanguage } from "../../hooks/page-content"
import { useServices } from "../../hooks/use-services"
import { useSite } from "../../hooks/use-site"
import { useWords } from "../../hooks/use-words"
import { fill } from "../../i18n/fill"
import { mq, theme } from "../../theme/theme"
import { Container } from "../ui/container"
import { FooterBrand } from "./footer-brand"
import { FooterContact } from "./footer-contact"
import { FooterHeading, FooterLink, FooterList } from "./footer-parts"
import { NAV_LINKS } from "./nav-links"

const Band = styled.footer`
  background: ${theme.colors.ink};
  color: ${theme.colors.onDarkMuted};
  padding-block: ${theme.space.xxl} ${theme.space.lg};
`

const Columns = styled.div`
  display: grid;
  gap: ${theme.space.xl};
  ${mq.sm} {
    grid-template-columns: 1fr 1fr;
  }
  ${mq.md} {
    grid-template-columns: 1.4fr 1fr 1.2fr 1.3fr;
  }
`

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space.md};
  margin-block-start: ${theme.space.xxl};
  padding-block-start: ${theme.space.lg};
  border-block-start: ${theme.sizes.border} solid ${theme.colors.onDarkDivider};
  font-size: ${theme.fontSizes.small};
`

const Copyright = styled.p`
  margin: 0;
`

const LegalLinks = styled(FooterList)`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.md};
`

const RouteLink = FooterLink.withComponent(Link)

/** Every route's footer: the firm, quick links, the services, contact and office hours, legal links. */
export function Footer() {
  const site = useSite()
  const services = useServices()
  const { navigation, footer } = useWords()
  const { localize } = useLanguage()
  return (
    <Band>
      <Container>
        <Columns>
          <FooterBrand />
          <nav aria-labelledby="footer-quick-links">
            <FooterHeading id="footer-quick-links">{footer.quickLinks}</FooterHeading>
            <FooterList>
              {NAV_LINKS.map((link) => (
                <li key={link.path}>
                  <RouteLink to={localize(link.path)}>{navigation[link.word]}</RouteLink>
                </li>
              ))}
            </FooterList>
          </nav>
          <div>
            <FooterHeading>{footer.services}</FooterHeading>
            <FooterList>
              {services.map((service) => (
                <li key={service.slug}>
                  <RouteLink to={localize(`/services/#${service.slug}`)}>{service.title}</RouteLink>
                </li>
              ))}
            </FooterList>
          </div>
          <FooterContact />
        </Columns>
        <Bottom>
          <Copyright>{fill(footer.copyright, { year: new Date().getFullYear(), name: site.name })}</Copyright>
          <LegalLinks aria-label={footer.legal}>
            {site.legal.map((link) => (
              <li key={link.label}>
                <FooterLink href={link.url}>{link.label}</FooterLink>
              </li>
            ))}
          </LegalLinks>
        </Bottom>
      </Container>
    </Band>
  )
}
