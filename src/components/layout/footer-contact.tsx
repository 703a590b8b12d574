import { css } from "@emotion/react"
import { useSite } from "../../hooks/use-site"
import { useWords } from "../../hooks/use-words"
import { fill } from "../../i18n/fill"
import { theme } from "../../theme/theme"
import { OfficeHours } from "../ui/office-hours"
import { EmailLink, PhoneLink } from "../ui/contact-links"
import { Icon } from "../ui/icon"
import { locationIcon, mailIcon, phoneIcon } from "../ui/icons/interface"
import { footerHeading, footerList } from "./footer-parts"

const lineStyles = css`
  display: flex;
  gap: ${theme.space.sm};
  align-items: flex-start;
  a {
    color: ${theme.colors.onDark};
  }
`

const lineIconStyles = css`
  flex: none;
  margin-block-start: 2px;
  color: ${theme.colors.gold};
`

const addressStyles = css`
  font-style: normal;
  margin-block-end: ${theme.space.lg};
`

/** How to reach the firm, and when. */
export function FooterContact() {
  const { contact } = useSite()
  const { footer, contactDetails } = useWords()
  return (
    <div>
      <h2 css={footerHeading}>{footer.contact}</h2>
      <address css={addressStyles}>
        <ul css={footerList}>
          <li css={lineStyles}>
            <Icon css={lineIconStyles} icon={mailIcon} size={18} />
            <EmailLink email={contact.email} />
          </li>
          <li css={lineStyles}>
            <Icon css={lineIconStyles} icon={phoneIcon} size={18} />
            <PhoneLink phone={contact.phone} />
          </li>
          <li css={lineStyles}>
            <Icon css={lineIconStyles} icon={locationIcon} size={18} />
            <span>{fill(contactDetails.addressFormat, contact.address)}</span>
          </li>
        </ul>
      </address>
      <h2 css={footerHeading}>{footer.hours}</h2>
      <OfficeHours />
    </div>
  )
}
