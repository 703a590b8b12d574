import styled from "@emotion/styled"
import { useSite } from "../../hooks/use-site"
import { useWords } from "../../hooks/use-words"
import { fill } from "../../i18n/fill"
import { theme } from "../../theme/theme"
import { OfficeHours } from "../contact/office-hours"
import { EmailLink, PhoneLink } from "../ui/contact-links"
import { Icon } from "../ui/icon"
import { FooterHeading, FooterList } from "./footer-parts"

const Line = styled.li`
  display: flex;
  gap: ${theme.space.sm};
  align-items: flex-start;
  a {
    color: ${theme.colors.onDark};
  }
`

const LineIcon = styled(Icon)`
  flex: none;
  margin-block-start: 2px;
  color: ${theme.colors.gold};
`

const Address = styled.address`
  font-style: normal;
  margin-block-end: ${theme.space.lg};
`

/** How to reach the firm, and when. */
export function FooterContact() {
  const { contact } = useSite()
  const { footer, contactDetails } = useWords()
  return (
    <div>
      <FooterHeading>{footer.contact}</FooterHeading>
      <Address>
        <FooterList>
          <Line>
            <LineIcon name="mail" size={18} />
            <EmailLink email={contact.email} />
          </Line>
          <Line>
            <LineIcon name="phone" size={18} />
            <PhoneLink phone={contact.phone} />
          </Line>
          <Line>
            <LineIcon name="location" size={18} />
            <span>{fill(contactDetails.addressFormat, contact.address)}</span>
          </Line>
        </FooterList>
      </Address>
      <FooterHeading>{footer.hours}</FooterHeading>
      <OfficeHours />
    </div>
  )
}
