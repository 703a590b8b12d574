/**
 * Supabase Edge Function (Deno): `supabase functions deploy send-contact-email --use-api`
 * (the flag bundles the shared handler from outside supabase/), with the secrets
 * RESEND_API_KEY, CONTACT_TO and CONTACT_FROM (optional: ALLOWED_ORIGINS, ENQUIRY_RATE_LIMIT,
 * ENQUIRY_RATE_WINDOW_SECONDS). The handler is the project's one handler in functions/.
 */
import {
  createEnquiryHandler,
  enquirySettingsFromEnv,
} from "../../../functions/send-contact-email/handler.ts"
import { resendTransportFromEnv } from "../../../functions/send-contact-email/resend-transport.ts"

const get = (name: string) => Deno.env.get(name)
const resend = resendTransportFromEnv(get)

const handler = createEnquiryHandler({
  ...enquirySettingsFromEnv(get),
  transport: resend.transport ?? {
    // Without secrets nothing can be delivered: say so in the log and to the caller, never pretend.
    send: () => Promise.reject(new Error(`missing secrets ${resend.missing.join(", ")}`)),
  },
})

function serve(request: Request, info: Deno.ServeHandlerInfo): Promise<Response> {
  // Behind Supabase's gateway the client is in X-Forwarded-For; run directly, it is the peer.
  const peer = info.remoteAddr as Deno.NetAddr
  return handler(request, request.headers.has("x-forwarded-for") ? undefined : peer.hostname)
}

// PORT is only for running this file under plain Deno (tests, `deno run`); Supabase picks its own.
const port = Deno.env.get("PORT")
if (port) Deno.serve({ hostname: "127.0.0.1", port: Number(port) }, serve)
else Deno.serve(serve)
