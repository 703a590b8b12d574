import { css } from "@emotion/react"
import { useSite } from "../../hooks/use-site"
import { theme } from "../../theme/theme"

const listStyles = css`
  display: grid;
  gap: ${theme.space.sm};
  list-style: none;
  margin: 0;
  padding: 0;
`

/** When the office is open, and the emergency line for existing clients (content/<lang>/site.json). */
export function OfficeHours() {
  const { contact } = useSite()
  return (
    <ul css={listStyles}>
      {contact.officeHours.map((slot) => (
        <li key={slot.days}>
          {slot.days}: {slot.hours}
        </li>
      ))}
      <li>{contact.emergencySupport}</li>
    </ul>
  )
}
