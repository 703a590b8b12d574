/**
 * Supabase Edge Function (Deno): `supabase functions deploy send-contact-email --use-api` (the flag
 * bundles the shared handler from outside supabase/). Enquiries are kept in the table that
 * supabase/migrations/ creates (apply it first: `supabase db push`), written as service_role over
 * the database connection the platform gives every function (SUPABASE_DB_URL), and e-mailed
 * through Resend (secrets RESEND_API_KEY, CONTACT_TO, CONTACT_FROM; ENQUIRY_KEY_SECRET, the form
 * key's HMAC secret (handler.ts reads it); optional ALLOWED_ORIGINS,
 * ENQUIRY_RATE_LIMIT, ENQUIRY_RATE_WINDOW_SECONDS, ENQUIRY_RETRY_SECONDS, CLIENT_ADDRESS_HEADER).
 */
import postgres from "postgres"
import {
  createEnquiryHandler,
  enquirySettingsFromEnv,
} from "../../../functions/send-contact-email/handler.ts"
import {
  createPostgresStore,
  postgresJsClient,
} from "../../../functions/send-contact-email/postgres-store.ts"
import { deployedTransportFromEnv } from "../../../functions/send-contact-email/resend-transport.ts"
import { dataPolicyFromEnv } from "../../../functions/send-contact-email/data-policy.ts"
import { retentionEvery } from "../../../functions/send-contact-email/retention.ts"

const get = (name: string) => Deno.env.get(name)

const databaseUrl = get("SUPABASE_DB_URL")
if (!databaseUrl) throw new Error("SUPABASE_DB_URL is not set: the function has nowhere to keep enquiries")
// One connection per instance; no prepared statements, so Supabase's transaction pooler works too.
const sql = postgres(databaseUrl, { max: 1, prepare: false, idle_timeout: 20, connect_timeout: 10 })
const store = createPostgresStore(postgresJsClient(sql), { role: "service_role" })

const handler = createEnquiryHandler({
  ...enquirySettingsFromEnv(get),
  store,
  transport: deployedTransportFromEnv(get),
})

// PORT is only for running this file under plain Deno (tests, `deno run`); Supabase picks its own.
const port = get("PORT")
// Behind Supabase's gateway the peer is the gateway: the client is the address it writes into
// X-Real-IP (overridable). Run directly, the peer is the client and no header is trusted.
const addressHeader = get("CLIENT_ADDRESS_HEADER") ?? (port ? undefined : "x-real-ip")

declare const EdgeRuntime: { waitUntil(work: Promise<unknown>): void } | undefined
const waitUntil =
  typeof EdgeRuntime === "undefined" ? undefined : (work: Promise<unknown>) => EdgeRuntime!.waitUntil(work)

// Retention at most daily per instance, on a request; pg_cron runs it daily too where enabled
// (supabase/migrations/20261201000000_enquiry_retention.sql).
const retain = retentionEvery(store, dataPolicyFromEnv(get), Date.now)

function serve(request: Request, info: Deno.ServeHandlerInfo): Promise<Response> {
  const retention = retain()?.catch((error) =>
    console.error(`[retention] failed: ${error?.message ?? error}`),
  )
  if (retention) waitUntil?.(retention)
  const peer = (info.remoteAddr as Deno.NetAddr).hostname
  const clientAddress = addressHeader ? (request.headers.get(addressHeader)?.trim() ?? peer) : peer
  return handler(request, { clientAddress, waitUntil })
}

if (port) Deno.serve({ hostname: "127.0.0.1", port: Number(port) }, serve)
else Deno.serve(serve)
