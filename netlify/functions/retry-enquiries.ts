/**
 * Netlify Scheduled Function, every five minutes: the sweep (functions/send-contact-email/sweep.ts)
 * applies retention (failed for good after ENQUIRY_FAILED_AFTER_DAYS, deleted after
 * ENQUIRY_RETENTION_DAYS), then delivers enquiries stored in Netlify Blobs but not yet accepted by
 * Resend, and posts the alert to ENQUIRY_ALERT_WEBHOOK_URL when enquiries have waited too long.
 * Retention first: the retries read pending records one by one, and during a long outage (thousands
 * of requests for a large backlog) a run cut short by the platform's limit must not be the run
 * that skips retention. Scheduled functions run on the published deploy only;
 * `netlify functions:invoke retry-enquiries` runs it by hand.
 */
import { netlifySweep } from "../../functions/send-contact-email/netlify"

export default async () => {
  const report = await netlifySweep()
  // Counts only: what was retried, given up, deleted or alerted, never what was in it.
  console.log(`[retry-enquiries] ${JSON.stringify(report)}`)
}

export const config = { schedule: "*/5 * * * *" }
