import { type EnquiryErrorCode, limitFor } from "../../functions/send-contact-email/contract"
import type { Words } from "../hooks/use-words"
import { fill } from "./fill"

/**
 * Why an enquiry was refused, in the page's language: the content's words for the function's
 * `code`, with the field's limit (the contract's) and the minutes to wait filled in, written as the
 * language writes numbers (Western digits, as the content does). The form shows it after a script's
 * send; the 'not sent' page shows one per code for a send without scripts.
 */
export function enquiryReason(
  words: Words["form"],
  code: EnquiryErrorCode,
  lang: string,
  { minutes = 1 }: { minutes?: number } = {},
): string {
  const messages = words.errors as Record<EnquiryErrorCode, string>
  const max = new Intl.NumberFormat(lang, { numberingSystem: "latn" }).format(limitFor(code) ?? 0)
  return fill(messages[code], { minutes, max })
}
