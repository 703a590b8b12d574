import styled from "@emotion/styled"
import type { ReactNode } from "react"
import { useSite } from "../../hooks/use-site"
import { theme } from "../../theme/theme"
import { OfficeHours } from "./office-hours"
import { PhoneLink } from "../ui/phone-link"
import { Icon, type IconName } from "../ui/icon"

export const CONTACT_INFO_HEADINGS = {
  email: "Email",
  phone: "Phone",
  address: "Office",
  hours: "Office Hours",
} as const

const Panel = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  align-content: start;
`

const Entry = styled.div`
  display: flex;
  gap: ${theme.space.md};
  h2,
  h3 {
    font-family: ${theme.fonts.body};
    font-size: 1rem;
    margin: 0 0 ${theme.space.xs};
  }
  p,
  ul {
    margin: 0;
    color: ${theme.colors.muted};
  }
  ul {
    list-style: none;
    padding: 0;
  }
`

const IconTile = styled.div`
  flex: none;
  display: grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.goldLight};
  color: ${theme.colors.navy};
`

const Claims = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.ink};
  color: ${theme.colors.onDarkMuted};
  li + li {
    margin-top: ${theme.space.md};
  }
  strong {
    display: block;
    color: ${theme.colors.onDark};
  }
`

interface InfoEntryProps {
  icon: IconName
  title: string
  headingLevel: 2 | 3
  children: ReactNode
}

function InfoEntry({ icon, title, headingLevel, children }: InfoEntryProps) {
  const Title = headingLevel === 2 ? "h2" : "h3"
  return (
    <Entry>
      <IconTile>
        <Icon name={icon} />
      </IconTile>
      <div>
        <Title>{title}</Title>
        {children}
      </div>
    </Entry>
  )
}

/** How else to reach the firm, and when. */
export function ContactInfo({ headingLevel }: { headingLevel: 2 | 3 }) {
  const { contact, claims } = useSite()
  return (
    <Panel>
      <InfoEntry icon="mail" title={CONTACT_INFO_HEADINGS.email} headingLevel={headingLevel}>
        <p>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </p>
      </InfoEntry>
      <InfoEntry icon="phone" title={CONTACT_INFO_HEADINGS.phone} headingLevel={headingLevel}>
        <p>
          <PhoneLink phone={contact.phone} />
        </p>
      </InfoEntry>
      <InfoEntry icon="location" title={CONTACT_INFO_HEADINGS.address} headingLevel={headingLevel}>
        <address css={{ fontStyle: "normal", color: theme.colors.muted }}>
          {contact.address.street}
          <br />
          {contact.address.city}, {contact.address.country}
        </address>
      </InfoEntry>
      <InfoEntry icon="clock" title={CONTACT_INFO_HEADINGS.hours} headingLevel={headingLevel}>
        <OfficeHours />
      </InfoEntry>
      <Claims>
        {claims.map((claim) => (
          <li key={claim.title}>
            <strong>{claim.title}</strong>
            {claim.text}
          </li>
        ))}
      </Claims>
    </Panel>
  )
}
