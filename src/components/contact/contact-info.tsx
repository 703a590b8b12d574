import styled from "@emotion/styled"
import type { ReactNode } from "react"
import { useSite } from "../../hooks/use-site"
import { useWords } from "../../hooks/use-words"
import { fill } from "../../i18n/fill"
import { theme } from "../../theme/theme"
import { EmailLink, PhoneLink } from "../ui/contact-links"
import { Heading, type HeadingLevel } from "../ui/heading"
import { Icon, type IconName } from "../ui/icon"
import { OfficeHours } from "./office-hours"

const Panel = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  align-content: start;
`

const Entry = styled.div`
  display: flex;
  gap: ${theme.space.md};
  color: ${theme.colors.muted};
  p,
  ul,
  address {
    margin: 0;
    font-style: normal;
  }
`

const EntryTitle = styled(Heading)`
  font-family: ${theme.fonts.body};
  font-size: ${theme.fontSizes.body};
  margin: 0 0 ${theme.space.xs};
`

const IconTile = styled.div`
  flex: none;
  display: grid;
  place-items: center;
  width: ${theme.sizes.iconTile};
  height: ${theme.sizes.iconTile};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.goldLight};
  color: ${theme.colors.navy};
`

const Claims = styled.ul`
  display: grid;
  gap: ${theme.space.md};
  list-style: none;
  margin: 0;
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.ink};
  color: ${theme.colors.onDarkMuted};
`

const ClaimTitle = styled.strong`
  display: block;
  color: ${theme.colors.onDark};
`

interface InfoEntryProps {
  icon: IconName
  title: string
  headingLevel: HeadingLevel
  children: ReactNode
}

function InfoEntry({ icon, title, headingLevel, children }: InfoEntryProps) {
  return (
    <Entry>
      <IconTile>
        <Icon name={icon} />
      </IconTile>
      <div>
        <EntryTitle level={headingLevel}>{title}</EntryTitle>
        {children}
      </div>
    </Entry>
  )
}

/** How else to reach the firm, and when. */
export function ContactInfo({ headingLevel }: { headingLevel: HeadingLevel }) {
  const { contact, claims } = useSite()
  const { contactDetails } = useWords()
  return (
    <Panel>
      <InfoEntry icon="mail" title={contactDetails.email} headingLevel={headingLevel}>
        <p>
          <EmailLink email={contact.email} />
        </p>
      </InfoEntry>
      <InfoEntry icon="phone" title={contactDetails.phone} headingLevel={headingLevel}>
        <p>
          <PhoneLink phone={contact.phone} />
        </p>
      </InfoEntry>
      <InfoEntry icon="location" title={contactDetails.address} headingLevel={headingLevel}>
        <address>{fill(contactDetails.addressFormat, contact.address)}</address>
      </InfoEntry>
      <InfoEntry icon="clock" title={contactDetails.hours} headingLevel={headingLevel}>
        <OfficeHours />
      </InfoEntry>
      <Claims>
        {claims.map((claim) => (
          <li key={claim.title}>
            <ClaimTitle>{claim.title}</ClaimTitle>
            {claim.text}
          </li>
        ))}
      </Claims>
    </Panel>
  )
}
