import { useSite } from "../../hooks/use-site"

/** When the office is open, and the emergency line for existing clients (content/site.json). */
export function OfficeHours() {
  const { contact } = useSite()
  return (
    <ul>
      {contact.officeHours.map((slot) => (
        <li key={slot.days}>
          {slot.days}: {slot.hours}
        </li>
      ))}
      <li>{contact.emergencySupport}</li>
    </ul>
  )
}
