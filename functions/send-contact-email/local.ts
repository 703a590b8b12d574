/**
 * The enquiry function on Node, as the local server (and `gatsby develop`) mounts it: enquiries are
 * kept in the local outbox folder, and also e-mailed through Resend when RESEND_API_KEY, CONTACT_TO
 * and CONTACT_FROM are all set (then undelivered ones are retried by a timer while the server runs).
 * ALLOWED_HOSTS (comma-separated) names the hosts it is reached by besides its own address.
 */
import { randomBytes, randomUUID } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { instanceSecret } from "./form-post"
import { createEnquiryHandler, enquirySettingsFromEnv, type EnquiryHandler } from "./handler"
import { FORM_KEY_SECRET } from "./settings"
import { dataPolicyFromEnv } from "./data-policy"
import { createOutboxStore } from "./outbox-store"
import { resendTransportFromEnv } from "./resend-transport"
import { applyRetention } from "./retention"

const DAY_MS = 24 * 60 * 60_000

/** `.data/outbox` in the project (git-ignored), unless OUTBOX_DIR says otherwise. */
export function outboxDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.OUTBOX_DIR || path.join(__dirname, "..", "..", ".data", "outbox"))
}

const isCode = (error: unknown, code: string) => (error as NodeJS.ErrnoException | null)?.code === code

/**
 * The form key's secret locally: ENQUIRY_KEY_SECRET, or one made once and kept beside the outbox
 * folder (`.data/form-key-secret`, readable by its owner only: not in the outbox, whose every file
 * is an enquiry), so a form posted again after a restart is still merged with its first post. Created by a link, so two servers starting at once
 * agree on one. A folder that cannot keep it (read-only) gets one for this run, and says so.
 */
export function localFormKeySecret(env: NodeJS.ProcessEnv = process.env): string {
  const given = env[FORM_KEY_SECRET]?.trim()
  if (given) return given
  const dir = path.dirname(outboxDir(env))
  const file = path.join(dir, "form-key-secret")
  const read = () => fs.readFileSync(file, "utf8").trim()
  try {
    const kept = read()
    if (kept) return kept
  } catch (error) {
    if (!isCode(error, "ENOENT")) return forThisRun()
  }
  const temporary = path.join(dir, `.form-key-secret.${randomUUID()}.tmp`)
  try {
    fs.mkdirSync(dir, { recursive: true })
    fs.writeFileSync(temporary, `${randomBytes(32).toString("hex")}\n`, { mode: 0o600, flag: "wx" })
    try {
      fs.linkSync(temporary, file)
    } catch (error) {
      if (!isCode(error, "EEXIST")) throw error
    }
    return read()
  } catch {
    return forThisRun()
  } finally {
    fs.rmSync(temporary, { force: true })
  }
}

function forThisRun() {
  console.warn(
    `[send-contact-email] the folder beside the outbox cannot keep ${FORM_KEY_SECRET}: one for this run only`,
  )
  return instanceSecret()
}

export function createLocalEnquiryHandler(env: NodeJS.ProcessEnv = process.env): {
  handler: EnquiryHandler
  /** Where enquiries go, for the start-up message. */
  destination: string
  /** Stops the retry timer. */
  close(): void
  /** For the Node bridge (node-http.ts): names besides the server's own address. */
  allowedHosts: string[]
  /** The latest retention run (at start, then daily), settled when it is done. */
  retention(): Promise<unknown>
} {
  const get = (name: string) => env[name]
  const settings = { ...enquirySettingsFromEnv(get), formKeySecret: localFormKeySecret(env) }
  const store = createOutboxStore(outboxDir(env))
  // Retention (data-policy.ts) at start and daily while the server runs: counts only in the log.
  const policy = dataPolicyFromEnv(get)
  let retention: Promise<unknown> = Promise.resolve()
  const retain = () =>
    (retention = applyRetention(store, policy, Date.now()).then(
      ({ failed, deleted }) =>
        (failed || deleted) && console.log(`[retention] ${failed} failed for good, ${deleted} deleted`),
      (error) => console.error(`[retention] failed: ${error instanceof Error ? error.message : error}`),
    ))
  void retain()
  const daily = setInterval(() => void retain(), DAY_MS)
  daily.unref()
  const { transport } = resendTransportFromEnv(get)
  const handler = createEnquiryHandler({ ...settings, store, transport: transport ?? undefined })
  const allowedHosts = (env.ALLOWED_HOSTS ?? "")
    .split(",")
    .map((host) => host.trim())
    .filter(Boolean)
  if (!transport)
    return {
      handler,
      destination: store.description,
      close: () => clearInterval(daily),
      allowedHosts,
      retention: () => retention,
    }

  // Retries run on a timer too, so an undelivered enquiry does not wait for the next visitor.
  const every = Math.min(settings.retry.firstDelayMs ?? 60_000, 60_000)
  const timer = setInterval(() => void handler.retryUndelivered(), every)
  timer.unref()
  return {
    handler,
    destination: `${store.description}, then Resend → ${env.CONTACT_TO}`,
    close: () => {
      clearInterval(timer)
      clearInterval(daily)
    },
    allowedHosts,
    retention: () => retention,
  }
}
