import { HONEYPOT_FIELD } from "../../../functions/send-contact-email/contract"
import type { EnquiryFields } from "./use-enquiry"

/** What the visitor typed, as the form's fields hold it now. */
export function fieldsOf(form: HTMLFormElement): EnquiryFields {
  const data = new FormData(form)
  const value = (name: string) => String(data.get(name) ?? "")
  return {
    name: value("name"),
    email: value("email"),
    company: value("company"),
    message: value("message"),
    [HONEYPOT_FIELD]: value(HONEYPOT_FIELD),
  }
}

/**
 * After the function accepted what was sent: empties each field that still holds it. Text typed
 * while the send was under way (up to 15 s) stays, and so does every character after a failure.
 */
export function clearWhatWasSent(form: HTMLFormElement, sent: EnquiryFields) {
  for (const [name, value] of Object.entries(sent)) {
    const field = form.elements.namedItem(name)
    const isTextField = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
    if (isTextField && field.value === value) field.value = ""
  }
}
