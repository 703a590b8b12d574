/**
 * Netlify Functions (v2): answers the same-origin path the form posts to when no Supabase base is
 * configured. Enquiries are kept in Netlify Blobs (store "enquiries") and e-mailed through Resend
 * (secrets RESEND_API_KEY, CONTACT_TO, CONTACT_FROM); retry-enquiries.ts retries undelivered ones.
 */
import { ENQUIRY_PATH } from "../../functions/send-contact-email/contract"
import { netlifyEnquiryHandler } from "../../functions/send-contact-email/netlify"

const handler = netlifyEnquiryHandler()

/** Netlify's context carries the client address it saw (the limit counts per address) and waitUntil. */
export default (request: Request, context: { ip?: string; waitUntil?: (work: Promise<unknown>) => void }) =>
  handler(request, { clientAddress: context?.ip, waitUntil: context?.waitUntil?.bind(context) })

export const config = { path: ENQUIRY_PATH }
