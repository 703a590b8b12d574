/**
 * The firm's phone number and e-mail address as links. Both read left to right in every language
 * (`dir="ltr"` also isolates them from the Arabic text around them), and the number never wraps.
 */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={`tel:${phone.replace(/[^+\d]/g, "")}`} dir="ltr">
      {phone.replace(/ /g, "\u00a0")}
    </a>
  )
}

export function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} dir="ltr">
      {email}
    </a>
  )
}
