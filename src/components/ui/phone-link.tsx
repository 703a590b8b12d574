/** A phone number that dials on phones and never wraps mid-number. */
export function PhoneLink({ phone }: { phone: string }) {
  return <a href={`tel:${phone.replace(/[^+\d]/g, "")}`}>{phone.replace(/ /g, "\u00a0")}</a>
}
