/** The e-mail the firm receives for a stored enquiry, and what delivers it. */
import type { StoredEnquiry } from "./store.ts"

export interface EnquiryMail {
  id: string
  /** The provider de-duplicates a retried send by it: the record's id (random, one per stored enquiry). */
  idempotencyKey: string
  subject: string
  /** The visitor's address, so that "Reply" answers them. */
  replyTo: string
  text: string
  html: string
}

/** Delivers a mail; resolves once the provider has accepted it, rejects otherwise. */
export interface MailTransport {
  send(mail: EnquiryMail): Promise<void>
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character])
}

/** "Arabic (ar)"; the bare code where the runtime has no name for it. */
export function languageLabel(code: string): string {
  try {
    const name = new Intl.DisplayNames(["en"], { type: "language" }).of(code)
    return name && name !== code ? `${name} (${code})` : code
  } catch {
    return code
  }
}

/** Builds the e-mail from what was stored. Every visitor string is escaped in the HTML part. */
export function composeMail(record: StoredEnquiry): EnquiryMail {
  const { enquiry, receivedAt } = record
  const from = enquiry.company ? `${enquiry.name} (${enquiry.company})` : enquiry.name
  const language = languageLabel(record.language)
  const text = [
    `Name: ${enquiry.name}`,
    `Email: ${enquiry.email}`,
    `Company: ${enquiry.company || "-"}`,
    `Language: ${language}`,
    `Received: ${receivedAt}`,
    "",
    enquiry.message,
  ].join("\n")
  // dir="auto": a right-to-left name or message is laid out on its own, never reordering the labels.
  const row = (label: string, value: string) =>
    `<tr><th align="left">${label}</th><td dir="auto">${escapeHtml(value)}</td></tr>`
  const html = [
    "<h2>New enquiry from the website</h2>",
    "<table>",
    row("Name", enquiry.name),
    row("Email", enquiry.email),
    row("Company", enquiry.company || "-"),
    row("Language", language),
    row("Received", receivedAt),
    "</table>",
    `<p dir="auto" style="white-space:pre-wrap">${escapeHtml(enquiry.message)}</p>`,
  ].join("\n")
  return {
    id: record.id,
    // The record's id, never its key: a form post's key is derived from who sent it.
    idempotencyKey: record.id,
    subject: `Website enquiry from ${from}`,
    replyTo: enquiry.email,
    text,
    html,
  }
}
