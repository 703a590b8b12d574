/**
 * Netlify Scheduled Function: every five minutes, delivers enquiries that are stored in Netlify
 * Blobs but not yet accepted by Resend (a failed or interrupted send). Scheduled functions run on
 * the published deploy only; `netlify functions:invoke retry-enquiries` runs it by hand.
 */
import { netlifyEnquiryHandler } from "../../functions/send-contact-email/netlify"

const handler = netlifyEnquiryHandler()

export default async () => {
  const report = await handler.retryUndelivered()
  // Counts only: what was retried, never what was in it.
  console.log(`[retry-enquiries] ${JSON.stringify(report)}`)
}

export const config = { schedule: "*/5 * * * *" }
