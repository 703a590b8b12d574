import styled from "@emotion/styled"
import { Link } from "gatsby"
import { useServices } from "../../hooks/use-services"
import { useSite } from "../../hooks/use-site"
import { mq, theme } from "../../theme/theme"
import { Container } from "../ui/container"
import { OfficeHours } from "../contact/office-hours"
import { PhoneLink } from "../ui/phone-link"
import { Icon, isIconName } from "../ui/icon"
import { NAV_LINKS } from "./nav-links"

export const FOOTER_HEADINGS = {
  quickLinks: "Quick Links",
  services: "Our Services",
  contact: "Contact",
  hours: "Office Hours",
} as const

const Wrapper = styled.footer`
  background: ${theme.colors.ink};
  color: ${theme.colors.onDarkMuted};
  padding: ${theme.space.xxl} 0 ${theme.space.lg};
  a {
    color: ${theme.colors.onDark};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  h2 {
    font-family: ${theme.fonts.body};
    font-size: 1rem;
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${theme.colors.onDark};
    margin-bottom: ${theme.space.md};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li + li {
    margin-top: ${theme.space.sm};
  }
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

const BrandName = styled.p`
  font-family: ${theme.fonts.heading};
  font-size: 1.375rem;
  color: ${theme.colors.onDark};
  margin-bottom: ${theme.space.sm};
`

const Socials = styled.ul`
  display: flex;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.lg} !important;
  li + li {
    margin-top: 0;
  }
  a {
    display: inline-grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    border: 1px solid rgba(255, 255, 255, 0.3);
  }
  a:hover {
    background: rgba(255, 255, 255, 0.1);
  }
`

const ContactLine = styled.li`
  display: flex;
  gap: ${theme.space.sm};
  align-items: flex-start;
  svg {
    flex: none;
    margin-top: 2px;
    color: ${theme.colors.gold};
  }
`

const Bottom = styled.div`
  margin-top: ${theme.space.xxl};
  padding-top: ${theme.space.lg};
  border-top: 1px solid rgba(255, 255, 255, 0.15);
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${theme.space.md};
  font-size: ${theme.fontSizes.small};
  p {
    margin: 0;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.md};
  }
  li + li {
    margin-top: 0;
  }
`

export function Footer() {
  const site = useSite()
  const services = useServices()
  const { contact } = site
  const year = new Date().getFullYear()

  return (
    <Wrapper>
      <Container>
        <Columns>
          <div>
            <BrandName>{site.name}</BrandName>
            <p>{site.tagline}</p>
            <Socials aria-label="Social media">
              {site.social.map((profile) => (
                <li key={profile.network}>
                  <a href={profile.url} aria-label={profile.label}>
                    {isIconName(profile.network) && <Icon name={profile.network} size={20} />}
                  </a>
                </li>
              ))}
            </Socials>
          </div>
          <nav aria-labelledby="footer-quick-links">
            <h2 id="footer-quick-links">{FOOTER_HEADINGS.quickLinks}</h2>
            <ul>
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2>{FOOTER_HEADINGS.services}</h2>
            <ul>
              {services.map((service) => (
                <li key={service.slug}>
                  <Link to={`/services/#${service.slug}`}>{service.title}</Link>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2>{FOOTER_HEADINGS.contact}</h2>
            <address css={{ fontStyle: "normal" }}>
              <ul>
                <ContactLine>
                  <Icon name="mail" size={18} />
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </ContactLine>
                <ContactLine>
                  <Icon name="phone" size={18} />
                  <PhoneLink phone={contact.phone} />
                </ContactLine>
                <ContactLine>
                  <Icon name="location" size={18} />
                  <span>
                    {contact.address.street}, {contact.address.city}, {contact.address.country}
                  </span>
                </ContactLine>
              </ul>
            </address>
            <h2 css={{ marginTop: theme.space.lg }}>{FOOTER_HEADINGS.hours}</h2>
            <OfficeHours />
          </div>
        </Columns>
        <Bottom>
          <p>
            © {year} {site.name}. All rights reserved.
          </p>
          <ul aria-label="Legal">
            {site.legal.map((link) => (
              <li key={link.label}>
                <a href={link.url}>{link.label}</a>
              </li>
            ))}
          </ul>
        </Bottom>
      </Container>
    </Wrapper>
  )
}
