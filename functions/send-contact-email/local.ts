/**
 * The enquiry function on Node, as the local server mounts it: the local outbox by default, or
 * Resend when RESEND_API_KEY, CONTACT_TO and CONTACT_FROM are all set.
 */
import path from "node:path"
import { createEnquiryHandler, enquirySettingsFromEnv, type EnquiryHandler } from "./handler"
import { createOutboxTransport } from "./outbox-transport"
import { resendTransportFromEnv } from "./resend-transport"

export const ENQUIRY_PATH = "/functions/v1/send-contact-email"

/** `.data/outbox` in the project (git-ignored), unless OUTBOX_DIR says otherwise. */
export function outboxDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.OUTBOX_DIR || path.join(__dirname, "..", "..", ".data", "outbox"))
}

export function createLocalEnquiryHandler(env: NodeJS.ProcessEnv = process.env): {
  handler: EnquiryHandler
  /** Where enquiries go, for the start-up message. */
  destination: string
} {
  const get = (name: string) => env[name]
  const resend = resendTransportFromEnv(get)
  const destination = resend.transport ? `Resend → ${env.CONTACT_TO}` : `outbox ${outboxDir(env)}`
  const transport = resend.transport ?? createOutboxTransport(outboxDir(env))
  return { handler: createEnquiryHandler({ transport, ...enquirySettingsFromEnv(get) }), destination }
}
