import { type EnquiryErrorCode, limitFor } from "../../../functions/send-contact-email/contract"
import type { Words } from "../../hooks/use-words"
import { fillCounted, type PluralForms } from "../../i18n/plural"

/**
 * Why an enquiry was refused, in the page's language: the content's words for the function's
 * `code`; a counted one (a field's limit, the contract's, or the minutes to wait) in the form its
 * number takes in `lang`. The form shows it after a script's send (and imports this only then: it is
 * not part of the contact page's first load); the 'not sent' page shows one per code for a send
 * without scripts.
 */
export function enquiryReason(
  words: Words["form"],
  code: EnquiryErrorCode,
  lang: string,
  { minutes = 1 }: { minutes?: number } = {},
): string {
  const message = (words.errors as Record<EnquiryErrorCode, string | PluralForms>)[code]
  if (typeof message === "string") return message
  const limit = limitFor(code)
  return limit === undefined
    ? fillCounted(message, lang, "minutes", minutes)
    : fillCounted(message, lang, "max", limit)
}
