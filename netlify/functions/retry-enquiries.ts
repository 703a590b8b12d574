/**
 * Netlify Scheduled Function, every five minutes: delivers enquiries that are stored in Netlify
 * Blobs but not yet accepted by Resend (a failed or interrupted send), then applies retention
 * (functions/send-contact-email/retention.ts: failed for good after ENQUIRY_FAILED_AFTER_DAYS,
 * deleted after ENQUIRY_RETENTION_DAYS, found by their `received/` markers). Scheduled functions run
 * on the published deploy only; `netlify functions:invoke retry-enquiries` runs it by hand.
 */
import { dataPolicyFromEnv } from "../../functions/send-contact-email/data-policy"
import { netlifyEnquiryHandler, netlifyEnquiryStore } from "../../functions/send-contact-email/netlify"
import { applyRetention } from "../../functions/send-contact-email/retention"

const store = netlifyEnquiryStore()
const handler = netlifyEnquiryHandler(undefined, store)
const policy = dataPolicyFromEnv((name) => process.env[name])

export default async () => {
  const report = await handler.retryUndelivered()
  const retention = await applyRetention(store, policy, Date.now())
  // Counts only: what was retried or deleted, never what was in it.
  console.log(`[retry-enquiries] ${JSON.stringify({ ...report, ...retention })}`)
}

export const config = { schedule: "*/5 * * * *" }
