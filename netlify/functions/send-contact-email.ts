/**
 * Netlify Functions (v2): answers the same-origin path the form posts to when no Supabase base is
 * configured. Enquiries are kept in Netlify Blobs (store "enquiries") and e-mailed through Resend
 * (secrets RESEND_API_KEY, CONTACT_TO, CONTACT_FROM); retry-enquiries.ts retries undelivered ones.
 */
import { netlifyEnquiryHandler } from "../../functions/send-contact-email/netlify"

const handler = netlifyEnquiryHandler()

/** Netlify's context carries the client address it saw (the limit counts per address) and waitUntil. */
export default (request: Request, context: { ip?: string; waitUntil?: (work: Promise<unknown>) => void }) =>
  handler(request, { clientAddress: context?.ip, waitUntil: context?.waitUntil?.bind(context) })

// A literal, not ENQUIRY_PATH: Netlify reads this object without running the file and drops any
// value that is not a literal (zip-it-and-ship-it's in-source config). A test keeps it equal.
export const config = { path: "/functions/v1/send-contact-email" }
