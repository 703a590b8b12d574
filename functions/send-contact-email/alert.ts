/**
 * The alert: a second channel, apart from mail, that tells the firm enquiries are waiting unread.
 * Imports only its neighbours, with explicit `.ts` extensions, so Deno loads it as it is.
 */

/** The incoming-webhook address the alert is posted to (a secret: whoever has it can post). */
export const ALERT_WEBHOOK_SETTING = "ENQUIRY_ALERT_WEBHOOK_URL"
