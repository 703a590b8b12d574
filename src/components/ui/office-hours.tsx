import { css } from "@emotion/react"
import { useSite } from "../../hooks/use-site"
import { useWords } from "../../hooks/use-words"
import { fill } from "../../i18n/fill"
import { theme } from "../../theme/theme"

const listStyles = css`
  display: grid;
  gap: ${theme.space.sm};
  list-style: none;
  margin: 0;
  padding: 0;
`

/**
 * When the office is open, in which time zone, and the emergency line for existing clients
 * (content/<lang>/site.json); each line punctuated as the language does ("Lundi : 9 h").
 */
export function OfficeHours() {
  const { contact } = useSite()
  const { contactDetails } = useWords()
  return (
    <ul css={listStyles}>
      {contact.officeHours.map((slot) => (
        <li key={slot.days}>{fill(contactDetails.hoursFormat, slot)}</li>
      ))}
      <li>{contact.timeZone}</li>
      <li>{contact.emergencySupport}</li>
    </ul>
  )
}
