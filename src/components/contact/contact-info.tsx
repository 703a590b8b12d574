import { css } from "@emotion/react"
import type { ReactNode } from "react"
import { useSite } from "../../hooks/use-site"
import { useWords } from "../../hooks/use-words"
import { fill } from "../../i18n/fill"
import { theme } from "../../theme/theme"
import { EmailLink, PhoneLink } from "../ui/contact-links"
import { Heading, type HeadingLevel } from "../ui/heading"
import { Icon } from "../ui/icon"
import { clockIcon, locationIcon, mailIcon, phoneIcon } from "../ui/icons/interface"
import type { IconShape } from "../ui/icons/shape"
import { OfficeHours } from "../ui/office-hours"

const panelStyles = css`
  display: grid;
  gap: ${theme.space.lg};
  align-content: start;
`

const entryStyles = css`
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

const entryTitleStyles = css`
  font-family: ${theme.fonts.body};
  font-size: ${theme.fontSizes.body};
  margin: 0 0 ${theme.space.xs};
`

const iconTileStyles = css`
  flex: none;
  display: grid;
  place-items: center;
  width: ${theme.sizes.iconMd};
  height: ${theme.sizes.iconMd};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.goldLight};
  color: ${theme.colors.navy};
`

const claimsStyles = css`
  display: grid;
  gap: ${theme.space.md};
  list-style: none;
  margin: 0;
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.ink};
  color: ${theme.colors.onDarkMuted};
`

const claimTitleStyles = css`
  display: block;
  color: ${theme.colors.onDark};
`

interface InfoEntryProps {
  icon: IconShape
  title: string
  headingLevel: HeadingLevel
  children: ReactNode
}

function InfoEntry({ icon, title, headingLevel, children }: InfoEntryProps) {
  return (
    <div css={entryStyles}>
      <div css={iconTileStyles}>
        <Icon icon={icon} />
      </div>
      <div>
        <Heading css={entryTitleStyles} level={headingLevel}>
          {title}
        </Heading>
        {children}
      </div>
    </div>
  )
}

/** How else to reach the firm, and when. */
export function ContactInfo({ headingLevel }: { headingLevel: HeadingLevel }) {
  const { contact, claims } = useSite()
  const { contactDetails } = useWords()
  return (
    <div css={panelStyles}>
      <InfoEntry icon={mailIcon} title={contactDetails.email} headingLevel={headingLevel}>
        <p>
          <EmailLink email={contact.email} />
        </p>
      </InfoEntry>
      <InfoEntry icon={phoneIcon} title={contactDetails.phone} headingLevel={headingLevel}>
        <p>
          <PhoneLink phone={contact.phone} />
        </p>
      </InfoEntry>
      <InfoEntry icon={locationIcon} title={contactDetails.address} headingLevel={headingLevel}>
        <address>{fill(contactDetails.addressFormat, contact.address)}</address>
      </InfoEntry>
      <InfoEntry icon={clockIcon} title={contactDetails.hours} headingLevel={headingLevel}>
        <OfficeHours />
      </InfoEntry>
      <ul css={claimsStyles}>
        {claims.map((claim) => (
          <li key={claim.title}>
            <strong css={claimTitleStyles}>{claim.title}</strong>
            {claim.text}
          </li>
        ))}
      </ul>
    </div>
  )
}
