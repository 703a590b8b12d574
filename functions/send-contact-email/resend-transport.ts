/**
 * Delivers enquiries through Resend's HTTP API (https://resend.com/docs/api-reference/emails/send-email).
 * Only a type import, so Deno loads it as it is.
 */
import type { EnquiryMail, MailTransport } from "./mail.ts"
import { RESEND_SECRETS } from "./settings.ts"

export interface ResendSettings {
  apiKey: string
  /** The firm's inbox. */
  to: string
  /** A sender on a domain verified with Resend, e.g. "Website <enquiries@example.com>". */
  from: string
  /** Overridable so tests can stand in for Resend. */
  endpoint?: string
  fetch?: typeof fetch
  timeoutMs?: number
}

export const RESEND_ENDPOINT = "https://api.resend.com/emails"

export function createResendTransport(settings: ResendSettings): MailTransport {
  const send = settings.fetch ?? fetch
  return {
    async send(mail: EnquiryMail) {
      const response = await send(settings.endpoint ?? RESEND_ENDPOINT, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${settings.apiKey}`,
          "Content-Type": "application/json",
          // The enquiry's id: Resend sends a retried enquiry once (it keeps keys 24 hours).
          "Idempotency-Key": mail.idempotencyKey,
        },
        body: JSON.stringify({
          from: settings.from,
          to: settings.to.split(",").map((address) => address.trim()),
          reply_to: mail.replyTo,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        }),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
      })
      if (!response.ok) {
        // Only the kind of error Resend names (key, domain, quota): its message may quote an address.
        const name = await response.json().then(
          (body: { name?: unknown }) => (typeof body?.name === "string" ? body.name.slice(0, 60) : ""),
          () => "",
        )
        throw new Error(`Resend answered ${response.status} ${name}`.trim())
      }
      await response.body?.cancel()
    },
  }
}

/** The Resend transport from the RESEND_API_KEY, CONTACT_TO and CONTACT_FROM secrets, or the names missing. */
export function resendTransportFromEnv(
  get: (name: string) => string | undefined,
  overrides: Partial<ResendSettings> = {},
): { transport: MailTransport; missing: [] } | { transport: null; missing: string[] } {
  const missing = RESEND_SECRETS.filter((name) => !get(name)?.trim())
  if (missing.length) return { transport: null, missing }
  const transport = createResendTransport({
    apiKey: get("RESEND_API_KEY")!.trim(),
    to: get("CONTACT_TO")!.trim(),
    from: get("CONTACT_FROM")!.trim(),
    endpoint: get("RESEND_API_URL")?.trim() || undefined,
    ...overrides,
  })
  return { transport, missing: [] }
}

/**
 * For the deployed functions (Netlify, Supabase): Resend, or, while its secrets are missing, a
 * transport whose every attempt fails saying which are missing. Enquiries are still stored and
 * answered 200, and the retries deliver them once the secrets are set.
 */
export function deployedTransportFromEnv(get: (name: string) => string | undefined): MailTransport {
  const resend = resendTransportFromEnv(get)
  if (resend.transport) return resend.transport
  const missing = `missing secrets ${resend.missing.join(", ")}`
  return { send: () => Promise.reject(new Error(missing)) }
}
