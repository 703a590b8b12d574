/**
 * A fresh enquiry store of each kind the function deploys with, and the environment
 * `npm run enquiries` needs to reach that same store, for the tests that hold every store to one
 * behaviour. The servers start in the test file's `beforeAll`, so they are read when a store is made.
 */
import { randomUUID } from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { getStore } from "@netlify/blobs"
import { createBlobsStore } from "../../functions/send-contact-email/blobs-store"
import { createOutboxStore } from "../../functions/send-contact-email/outbox-store"
import { createPostgresStore } from "../../functions/send-contact-email/postgres-store"
import type { RetainedStore } from "../../functions/send-contact-email/store"
import { startHelper, startSupabaseDb, type SupabaseDb } from "./supabase-db"

export interface MadeStore {
  store: RetainedStore
  env: Record<string, string>
}

export interface StoreServers {
  /** A folder the test file removes afterwards. */
  tmp: string
  db: () => SupabaseDb
  blobsPort: () => number
}

/**
 * The servers storeKinds reaches, for one test file: a Netlify Blobs server and a Postgres (PGlite)
 * started in its `beforeAll` and stopped, with its temporary folder, in its `afterAll`.
 */
export function storeServersForThisFile(prefix: string): StoreServers {
  let db: SupabaseDb | undefined
  let blobs: { port: number; stop(): Promise<void> } | undefined
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  beforeAll(async () => {
    ;[blobs, db] = await Promise.all([
      startHelper("blobs-server.ts", [path.join(tmp, "blobs")]),
      startSupabaseDb(),
    ])
  }, 120_000)
  afterAll(async () => {
    await db?.stop()
    await blobs?.stop()
    fs.rmSync(tmp, { recursive: true, force: true })
  })
  return { tmp, db: () => db!, blobsPort: () => blobs!.port }
}

export function storeKinds({ tmp, db, blobsPort }: StoreServers): [string, () => Promise<MadeStore>][] {
  return [
    [
      "local outbox",
      async () => {
        const dir = fs.mkdtempSync(path.join(tmp, "outbox-"))
        return { store: createOutboxStore(dir), env: { OUTBOX_DIR: dir } }
      },
    ],
    [
      "Supabase Postgres (PGlite)",
      async () => {
        await db().sql`truncate public.enquiries`
        await db().sql`delete from public.enquiry_alert_state`
        return {
          store: createPostgresStore(db().client, { role: "service_role" }),
          env: { SUPABASE_DB_URL: db().url },
        }
      },
    ],
    [
      "Netlify Blobs (Netlify's local server)",
      async () => {
        const siteID = `site-${randomUUID()}`
        const url = `http://127.0.0.1:${blobsPort()}`
        const open = () =>
          getStore({
            name: "enquiries",
            siteID,
            token: "test-token",
            edgeURL: url,
            uncachedEdgeURL: url,
            consistency: "strong",
          })
        return {
          store: createBlobsStore(open),
          env: { NETLIFY_SITE_ID: siteID, NETLIFY_AUTH_TOKEN: "test-token", NETLIFY_BLOBS_URL: url },
        }
      },
    ],
  ]
}
