/**
 * Netlify Functions (v2): answers the same-origin path the form posts to when no Supabase base is
 * configured. Secrets as for Supabase: RESEND_API_KEY, CONTACT_TO, CONTACT_FROM.
 */
import { createEnquiryHandler, enquirySettingsFromEnv } from "../../functions/send-contact-email/handler"
import { resendTransportFromEnv } from "../../functions/send-contact-email/resend-transport"

const get = (name: string) => process.env[name]
const resend = resendTransportFromEnv(get)

const handler = createEnquiryHandler({
  ...enquirySettingsFromEnv(get),
  transport: resend.transport ?? {
    // Without secrets nothing can be delivered: say so in the log and to the caller, never pretend.
    send: () => Promise.reject(new Error(`missing secrets ${resend.missing.join(", ")}`)),
  },
})

/** Netlify's context carries the client address it saw; the rate limit counts per address. */
export default (request: Request, context: { ip?: string }) => handler(request, context?.ip)

export const config = { path: "/functions/v1/send-contact-email" }
