/**
 * `npm run enquiries -- export <email>` prints, as JSON, every stored enquiry sent from that
 * address and the ids of other people's enquiries that mention it; `npm run enquiries -- erase
 * <email>` shows what it would delete and redact, and with `--yes` deletes the first and removes
 * the address from the second, and says how many (scripts/enquiry-privacy.ts). The store is the
 * one the environment configures, as the function's:
 *
 *   SUPABASE_DB_URL                           the Supabase table (connect as its owner, postgres;
 *                                             over TLS, checked against SUPABASE_DB_CA when given)
 *   NETLIFY_SITE_ID + NETLIFY_AUTH_TOKEN      Netlify Blobs, store "enquiries"
 *   (neither)                                 the local outbox, OUTBOX_DIR or .data/outbox
 *
 * Only the export itself (stdout) holds an address or contents; the summary (stderr) holds counts.
 * `list`, `show`, `retry` and `done` are the firm's commands for what mail missed (enquiries/backlog.ts).
 */
import { getStore } from "@netlify/blobs"
import postgres from "postgres"
import { createBlobsStore } from "../functions/send-contact-email/blobs-store"
import { outboxDir } from "../functions/send-contact-email/local"
import { createOutboxStore } from "../functions/send-contact-email/outbox-store"
import { postgresCandidates } from "../functions/send-contact-email/postgres-requests"
import { createPostgresStore, postgresJsClient } from "../functions/send-contact-email/postgres-store"
import { type AddressCandidates, RequestProblem } from "../functions/send-contact-email/privacy-requests"
import type { RetainedStore } from "../functions/send-contact-email/store"
import { BACKLOG_COMMANDS, BACKLOG_USAGE, backlogCommand } from "./enquiries/backlog"
import { PRIVACY_USAGE, postgresTls, runPrivacyRequest } from "./enquiry-privacy"

function storeFromEnv(env: NodeJS.ProcessEnv): {
  store: RetainedStore & AddressCandidates
  close(): Promise<void>
} {
  if (env.SUPABASE_DB_URL) {
    const ssl = postgresTls(env.SUPABASE_DB_URL, env)
    const sql = postgres(env.SUPABASE_DB_URL, {
      max: 1,
      prepare: false,
      ssl,
      connect_timeout: 10,
      onnotice: () => undefined,
    })
    const client = postgresJsClient(sql)
    return {
      store: { ...createPostgresStore(client), candidates: postgresCandidates(client) },
      close: () => sql.end(),
    }
  }
  if (env.NETLIFY_SITE_ID && env.NETLIFY_AUTH_TOKEN) {
    // NETLIFY_BLOBS_URL: Netlify's local Blobs server (netlify dev, the tests) instead of the service.
    const url = env.NETLIFY_BLOBS_URL
    const open = () =>
      getStore({
        name: "enquiries",
        siteID: env.NETLIFY_SITE_ID!,
        token: env.NETLIFY_AUTH_TOKEN!,
        consistency: "strong",
        ...(url && { edgeURL: url, uncachedEdgeURL: url }),
      })
    return { store: createBlobsStore(open), close: async () => undefined }
  }
  return { store: createOutboxStore(outboxDir(env)), close: async () => undefined }
}

const USAGE = `usage: npm run enquiries -- ${PRIVACY_USAGE}
   or: ${BACKLOG_USAGE}`

async function main(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const [command] = argv
  if ((BACKLOG_COMMANDS as readonly string[]).includes(command)) {
    const { store, close } = storeFromEnv(env)
    try {
      return await backlogCommand(store, argv, {
        out: (text) => process.stdout.write(text),
        err: (text) => console.error(text),
        now: Date.now,
      })
    } finally {
      await close()
    }
  }
  if (!["export", "erase"].includes(command)) {
    console.error(USAGE)
    return 2
  }
  const { store, close } = storeFromEnv(env)
  try {
    return await runPrivacyRequest(argv, store)
  } finally {
    await close()
  }
}

main(process.argv.slice(2), process.env).then(
  (code) => process.exit(code),
  (error) => {
    if (error instanceof RequestProblem) {
      console.error(`enquiries: ${error.message}`)
      process.exit(2)
    }
    // The error's message only: a driver's error may quote the query's parameters.
    console.error(`enquiries: ${error instanceof Error ? error.message.split("\n")[0] : "failed"}`)
    process.exit(1)
  },
)
