/**
 * Netlify Scheduled Function, every five minutes: applies retention
 * (functions/send-contact-email/retention.ts: failed for good after ENQUIRY_FAILED_AFTER_DAYS,
 * deleted after ENQUIRY_RETENTION_DAYS, found by their `received/` markers), then delivers
 * enquiries that are stored in Netlify Blobs but not yet accepted by Resend (a failed or
 * interrupted send). Retention first: a sweep reads pending records one by one, and during a long
 * outage (1,000 pending: 3,001 requests, 57 s locally) a run cut short by the platform's limit
 * must not be the run that skips retention. Scheduled functions run on the published deploy only;
 * `netlify functions:invoke retry-enquiries` runs it by hand.
 */
import { dataPolicyFromEnv } from "../../functions/send-contact-email/data-policy"
import { netlifyEnquiryHandler, netlifyEnquiryStore } from "../../functions/send-contact-email/netlify"
import { applyRetention } from "../../functions/send-contact-email/retention"

const store = netlifyEnquiryStore()
const handler = netlifyEnquiryHandler(undefined, store)
const policy = dataPolicyFromEnv((name) => process.env[name])

export default async () => {
  const retention = await applyRetention(store, policy, Date.now())
  console.log(`[retry-enquiries] ${JSON.stringify(retention)}`)
  const report = await handler.retryUndelivered()
  // Counts only: what was retried or deleted, never what was in it.
  console.log(`[retry-enquiries] ${JSON.stringify(report)}`)
}

export const config = { schedule: "*/5 * * * *" }
