/**
 * Supabase Edge Function (Deno): `supabase functions deploy send-contact-email --use-api` (the flag
 * bundles the shared handler from outside supabase/). Enquiries are kept in the table that
 * supabase/migrations/ creates (apply it first: `supabase db push`), written as service_role over
 * the database connection the platform gives every function (SUPABASE_DB_URL), and e-mailed
 * through Resend (secrets RESEND_API_KEY, CONTACT_TO, CONTACT_FROM; ENQUIRY_KEY_SECRET, the form
 * key's HMAC secret (handler.ts reads it); optional ALLOWED_ORIGINS,
 * ENQUIRY_RATE_LIMIT, ENQUIRY_RATE_WINDOW_SECONDS, ENQUIRY_RETRY_SECONDS, CLIENT_ADDRESS_HEADER,
 * ENQUIRY_ALERT_WEBHOOK_URL, ENQUIRY_ALERT_AFTER_HOURS, ENQUIRY_ALERT_REPEAT_HOURS).
 *
 * A POST with the header `X-Enquiry-Sweep` is the schedule's (pg_cron through pg_net, every ten
 * minutes: supabase/migrations/20261202000000_enquiry_backlog.sql): it runs the sweep (retries,
 * retention, the alert) and answers its counts. It needs no secret: every request may start a
 * sweep already, and the alert keeps its cadence in the database; one per minute per instance.
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
import { alertSettingsFromEnv } from "../../../functions/send-contact-email/settings.ts"
import {
  dataPolicyOrError,
  refusingWhileMisconfigured,
} from "../../../functions/send-contact-email/refusal.ts"
import { retentionEvery } from "../../../functions/send-contact-email/retention.ts"
import { sweepEnquiries } from "../../../functions/send-contact-email/sweep.ts"

const get = (name: string) => Deno.env.get(name)

const databaseUrl = get("SUPABASE_DB_URL")
if (!databaseUrl) throw new Error("SUPABASE_DB_URL is not set: the function has nowhere to keep enquiries")
// One connection per instance; no prepared statements, so Supabase's transaction pooler works too.
const sql = postgres(databaseUrl, { max: 1, prepare: false, idle_timeout: 20, connect_timeout: 10 })
const store = createPostgresStore(postgresJsClient(sql), { role: "service_role" })

const policy = dataPolicyOrError(get)
const handler = refusingWhileMisconfigured(
  createEnquiryHandler({ ...enquirySettingsFromEnv(get), store, transport: deployedTransportFromEnv(get) }),
  policy instanceof Error ? policy : null,
)
let alert: ReturnType<typeof alertSettingsFromEnv> | Error
try {
  alert = alertSettingsFromEnv(get)
} catch (error) {
  alert = error as Error
}

// PORT is only for running this file under plain Deno (tests, `deno run`); Supabase picks its own.
const port = get("PORT")
// Behind Supabase's gateway the peer is the gateway: the client is the address it writes into
// X-Real-IP (overridable). Run directly, the peer is the client and no header is trusted.
const addressHeader = get("CLIENT_ADDRESS_HEADER") ?? (port ? undefined : "x-real-ip")

declare const EdgeRuntime: { waitUntil(work: Promise<unknown>): void } | undefined
const waitUntil =
  typeof EdgeRuntime === "undefined" ? undefined : (work: Promise<unknown>) => EdgeRuntime!.waitUntil(work)

// Retention at most daily per instance, on a request, besides the scheduled sweep.
const retain = policy instanceof Error ? () => undefined : retentionEvery(store, policy, Date.now)

const SWEEP_EVERY_MS = 60_000
let lastSweep = -Infinity
async function sweep(): Promise<Response> {
  const headers = { "Content-Type": "application/json", "Cache-Control": "no-store" }
  if (Date.now() - lastSweep < SWEEP_EVERY_MS)
    return new Response('{"skipped":true}', { status: 200, headers })
  lastSweep = Date.now()
  const report = await sweepEnquiries({
    store,
    retryUndelivered: handler.retryUndelivered,
    policy,
    alert,
    now: Date.now,
    log: (line) => console.error(line),
  })
  // Counts only.
  console.log(`[sweep] ${JSON.stringify(report)}`)
  return new Response(JSON.stringify(report), { status: 200, headers })
}

function serve(request: Request, info: Deno.ServeHandlerInfo): Promise<Response> {
  if (request.method === "POST" && request.headers.has("x-enquiry-sweep")) return sweep()
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
