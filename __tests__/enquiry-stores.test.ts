/** @jest-environment node */
/**
 * The three stores against their real engines: the local outbox on the file system, the Supabase
 * table in PostgreSQL (PGlite, with the repository's migration, over the wire protocol), and
 * Netlify Blobs through Netlify's own client and local Blobs server. Then the whole path, handler
 * to mail stand-in over HTTP, with the stand-in refusing the first sends: every enquiry is
 * delivered exactly once after the retries.
 */
import { randomUUID } from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { getStore } from "@netlify/blobs"
import { createBlobsStore } from "../functions/send-contact-email/blobs-store"
import { IDEMPOTENCY_HEADER } from "../functions/send-contact-email/contract"
import { createEnquiryHandler } from "../functions/send-contact-email/handler"
import { createOutboxStore } from "../functions/send-contact-email/outbox-store"
import { createPostgresStore } from "../functions/send-contact-email/postgres-store"
import { createResendTransport } from "../functions/send-contact-email/resend-transport"
import type { EnquiryStore, StoredEnquiry } from "../functions/send-contact-email/store"
import { type MailStandIn, startMailStandIn } from "../scripts/mail-stand-in"
import { startHelper, startSupabaseDb, type SupabaseDb } from "./helpers/supabase-db"

const T0 = Date.UTC(2026, 0, 15, 9, 30)
const at = (ms: number) => new Date(T0 + ms).toISOString()

function record(overrides: Partial<StoredEnquiry> = {}): StoredEnquiry {
  return {
    id: randomUUID(),
    key: randomUUID(),
    fingerprint: "f".repeat(64),
    receivedAt: at(0),
    language: "ar",
    enquiry: { name: "Nour Aziz", email: "nour@example.org", company: "", message: "مرحبا\nSecond line" },
    status: "pending",
    attempts: 1,
    nextAttemptAt: at(0),
    leaseUntil: at(120_000),
    lastError: null,
    deliveredAt: null,
    ...overrides,
  }
}

let db: SupabaseDb
let blobsServer: { port: number; stop(): Promise<void> }
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "enquiry-stores-"))

beforeAll(async () => {
  blobsServer = await startHelper("blobs-server.ts", [path.join(tmp, "blobs")])
  db = await startSupabaseDb()
}, 120_000)

afterAll(async () => {
  await db?.stop()
  await blobsServer?.stop()
  fs.rmSync(tmp, { recursive: true, force: true })
})

/** A fresh, empty store of each kind. */
const STORES: [string, () => Promise<EnquiryStore>][] = [
  ["local outbox", async () => createOutboxStore(fs.mkdtempSync(path.join(tmp, "outbox-")))],
  [
    "Supabase Postgres (PGlite)",
    async () => {
      await db.sql`truncate public.enquiries`
      return createPostgresStore(db.client, { role: "service_role" })
    },
  ],
  [
    "Netlify Blobs (Netlify's local server)",
    async () => {
      const name = `enquiries-${randomUUID()}`
      const url = `http://127.0.0.1:${blobsServer.port}`
      return createBlobsStore(() =>
        getStore({
          name,
          siteID: "site",
          token: "test-token",
          edgeURL: url,
          uncachedEdgeURL: url,
          consistency: "strong",
        }),
      )
    },
  ],
]

describe.each(STORES)("the %s", (_name, makeStore) => {
  it("keeps one enquiry per key and answers a repeat with the one it kept", async () => {
    const store = await makeStore()
    const first = record()
    expect(await store.add(first)).toEqual({ stored: first, created: true })
    const repeat = { ...first, id: randomUUID(), receivedAt: at(5_000) }
    expect(await store.add(repeat)).toEqual({ stored: first, created: false })
    expect(await store.find(first.key)).toEqual(first)
    expect(await store.find(randomUUID())).toBeNull()
  })

  it("leases due enquiries to one sweep at a time and counts each attempt", async () => {
    const store = await makeStore()
    const due = record({ leaseUntil: null })
    const leased = record({ leaseUntil: at(120_000) })
    const later = record({ nextAttemptAt: at(600_000), leaseUntil: null })
    for (const each of [due, leased, later]) await store.add(each)

    const first = await store.claimDue(at(60_000), at(180_000), 10)
    expect(first).toEqual([{ ...due, attempts: 2, leaseUntil: at(180_000) }])
    expect(await store.claimDue(at(60_000), at(180_000), 10)).toEqual([])
    // Past both leases, both are due again; the one waiting for 10:40 is not.
    const second = await store.claimDue(at(200_000), at(320_000), 10)
    expect(second.map((each) => each.key).sort()).toEqual([due.key, leased.key].sort())
    expect(await store.claimDue(at(400_000), at(520_000), 1)).toHaveLength(1)
  })

  it("records a failure (why, and when to try next) and a delivery, which is final", async () => {
    const store = await makeStore()
    const enquiry = record()
    await store.add(enquiry)
    await store.markFailed(enquiry.key, "Resend answered 503", at(60_000))
    expect(await store.find(enquiry.key)).toEqual({
      ...enquiry,
      lastError: "Resend answered 503",
      nextAttemptAt: at(60_000),
      leaseUntil: null,
    })
    expect(await store.claimDue(at(59_999), at(200_000), 10)).toEqual([])
    const [claimed] = await store.claimDue(at(60_000), at(180_000), 10)
    expect(claimed.attempts).toBe(2)
    await store.markDelivered(enquiry.key, at(61_000))
    expect(await store.find(enquiry.key)).toMatchObject({
      status: "delivered",
      deliveredAt: at(61_000),
      lastError: null,
    })
    // A late failure report from a lapsed lease cannot undo a delivery.
    await store.markFailed(enquiry.key, "late", at(999_000))
    expect(await store.find(enquiry.key)).toMatchObject({ status: "delivered", lastError: null })
    expect(await store.claimDue(at(10_000_000), at(10_200_000), 10)).toEqual([])
  })

  describe("behind the handler, with a mail stand-in over HTTP that refuses the first sends", () => {
    let standIn: MailStandIn
    afterEach(() => standIn?.close())

    it("delivers every enquiry exactly once after retries, repeats included", async () => {
      standIn = await startMailStandIn({ failFirst: 7 })
      let time = T0
      const handler = createEnquiryHandler({
        store: await makeStore(),
        transport: createResendTransport({
          apiKey: "re_test",
          to: "inbox@example.com",
          from: "web@example.com",
          endpoint: standIn.url,
        }),
        now: () => time,
        limits: { maxPerWindow: 100 },
        sweepEveryMs: Infinity,
        log: () => undefined,
      })
      const keys = Array.from({ length: 6 }, () => randomUUID())
      const ids = new Map<string, string>()
      // Each enquiry sent twice, as a form does when its first answer times out.
      for (const key of [...keys, ...keys]) {
        const response = await handler(
          new Request("http://127.0.0.1/functions/v1/send-contact-email", {
            method: "POST",
            headers: { "content-type": "application/json", [IDEMPOTENCY_HEADER]: key },
            body: JSON.stringify({ name: "Sami", email: "sami@example.org", message: `About ${key}` }),
          }),
          { clientAddress: "203.0.113.9" },
        )
        const { id } = await response.json()
        expect(response.status).toBe(200)
        expect(ids.get(key) ?? id).toBe(id)
        ids.set(key, id)
        await handler.settled()
      }
      for (let sweep = 0; sweep < 10 && standIn.accepted.size < keys.length; sweep++) {
        time += 60 * 60_000
        await handler.retryUndelivered()
      }
      expect(standIn.refused).toBe(7)
      // One e-mail per enquiry, by its id (Resend's Idempotency-Key).
      expect([...standIn.accepted.keys()].sort()).toEqual([...ids.values()].sort())
      expect(standIn.duplicates()).toBe(0)
      expect(await handler.retryUndelivered()).toEqual({ claimed: 0, delivered: 0, failed: 0 })
    })
  })
})

describe("the Supabase migration (PostgreSQL via PGlite)", () => {
  const asRole = <T>(role: string, work: (tx: typeof db.sql) => Promise<T>) =>
    db.sql.begin(async (tx) => {
      await tx.unsafe(`set local role ${role}`)
      return work(tx as unknown as typeof db.sql)
    })

  beforeAll(async () => {
    await db.sql`truncate public.enquiries`
    await createPostgresStore(db.client, { role: "service_role" }).add(record())
  })

  it("turns row-level security on for the enquiries table", async () => {
    const [table] = await db.sql`select relrowsecurity from pg_class where oid = 'public.enquiries'::regclass`
    expect(table.relrowsecurity).toBe(true)
  })

  it.each(["anon", "authenticated"])(
    "gives the %s role no access, although Supabase grants new tables to it",
    async (role) => {
      await expect(asRole(role, (tx) => tx`select count(*) from public.enquiries`)).rejects.toThrow(
        /permission denied/,
      )
      await expect(
        asRole(role, (tx) => tx`insert into public.enquiries (id) values (${randomUUID()})`),
      ).rejects.toThrow(/permission denied/)
      await expect(asRole(role, (tx) => tx`delete from public.enquiries`)).rejects.toThrow(
        /permission denied/,
      )
    },
  )

  it("keeps anon out by row-level security alone if its table privileges come back", async () => {
    await db.sql
      .begin(async (tx) => {
        await tx`grant all on public.enquiries to anon`
        await tx`set local role anon`
        expect(await tx`select count(*)::int as n from public.enquiries`).toEqual([{ n: 0 }])
        await expect(
          tx.savepoint((sp) =>
            sp.unsafe(`insert into public.enquiries (id, idempotency_key, fingerprint, received_at,
          language, name, email, message, next_attempt_at) values ('${randomUUID()}', 'k', 'f', now(), 'en', 'n',
          'e@x.org', 'm', now())`),
          ),
        ).rejects.toThrow(/row-level security/)
        await tx`reset role`
        // Undo the grant: this transaction is rolled back.
        throw new Error("rollback")
      })
      .catch((error: Error) => expect(error.message).toBe("rollback"))
  })

  it("lets service_role, the function's role, read and write", async () => {
    expect(await asRole("service_role", (tx) => tx`select count(*)::int as n from public.enquiries`)).toEqual(
      [{ n: 1 }],
    )
  })
})

describe("the local outbox on a misbehaving disk (findings 4 and 5)", () => {
  const files = (dir: string) => fs.readdirSync(dir)

  it("recovers once a folder that could not be created can be, and when the folder is deleted while running", async () => {
    const parent = fs.mkdtempSync(path.join(tmp, "parent-"))
    const dir = path.join(parent, "outbox")
    const store = createOutboxStore(dir)
    fs.writeFileSync(dir, "a file where the folder should be")
    await expect(store.add(record())).rejects.toThrow(/EEXIST|ENOTDIR/)
    fs.rmSync(dir)
    expect((await store.add(record())).created).toBe(true)
    fs.rmSync(dir, { recursive: true })
    expect((await store.add(record())).created).toBe(true)
    expect(files(dir)).toHaveLength(1)
  })

  it("leaves no temporary file behind when a write or a rename fails", async () => {
    const dir = fs.mkdtempSync(path.join(tmp, "outbox-"))
    const store = createOutboxStore(dir)
    const fsp = jest.requireActual<typeof import("node:fs/promises")>("node:fs/promises")
    const original = fsp.open
    const open = jest.spyOn(fsp, "open").mockImplementation(async (...args: Parameters<typeof fsp.open>) => {
      const handle = await original.call(fsp, ...args)
      if (String(args[1]) === "wx") {
        handle.writeFile = () =>
          Promise.reject(Object.assign(new Error("ENOSPC: no space left on device"), { code: "ENOSPC" }))
      }
      return handle
    })
    try {
      for (let i = 0; i < 4; i++) await expect(store.add(record())).rejects.toThrow(/ENOSPC/)
    } finally {
      open.mockRestore()
    }
    expect(files(dir)).toEqual([])

    // A status update whose rename fails (the target is a folder) leaves the old file and nothing else.
    const kept = record()
    await store.add(kept)
    fs.renameSync(path.join(dir, `${kept.key}.json`), path.join(dir, "aside"))
    fs.mkdirSync(path.join(dir, `${kept.key}.json`))
    fs.writeFileSync(path.join(dir, `${kept.key}.json`, "x"), "")
    await expect(store.markFailed(kept.key, "x", at(1))).rejects.toThrow()
    expect(files(dir).filter((name) => name.endsWith(".tmp"))).toEqual([])
  })

  it("flushes the folder after each rename or link, not only the file", async () => {
    const dir = fs.mkdtempSync(path.join(tmp, "outbox-"))
    const store = createOutboxStore(dir)
    const fsp = jest.requireActual<typeof import("node:fs/promises")>("node:fs/promises")
    const original = fsp.open
    const folderSyncs: string[] = []
    const open = jest.spyOn(fsp, "open").mockImplementation(async (...args: Parameters<typeof fsp.open>) => {
      const handle = await original.call(fsp, ...args)
      if (args[0] === dir) {
        const sync = handle.sync.bind(handle)
        handle.sync = () => (folderSyncs.push(String(args[0])), sync())
      }
      return handle
    })
    try {
      const enquiry = record()
      await store.add(enquiry)
      await store.markDelivered(enquiry.key, at(1))
    } finally {
      open.mockRestore()
    }
    expect(folderSyncs).toEqual([dir, dir])
  })
})

describe("an answer from the mail provider lost on the way back", () => {
  it("is retried with the same Idempotency-Key (the enquiry's id), which the provider uses to send the e-mail once", async () => {
    const standIn = await startMailStandIn({ dropAnswerFirst: 1, keepMails: true })
    try {
      let time = T0
      const store = createOutboxStore(fs.mkdtempSync(path.join(tmp, "outbox-")))
      const handler = createEnquiryHandler({
        store,
        transport: createResendTransport({
          apiKey: "re_test",
          to: "inbox@example.com",
          from: "web@example.com",
          endpoint: standIn.url,
        }),
        now: () => time,
        sweepEveryMs: Infinity,
        log: () => undefined,
      })
      const key = randomUUID()
      await handler(
        new Request("http://127.0.0.1/functions/v1/send-contact-email", {
          method: "POST",
          headers: { "content-type": "application/json", [IDEMPOTENCY_HEADER]: key },
          body: JSON.stringify({ name: "Sami", email: "sami@example.org", message: "Hello" }),
        }),
      )
      await handler.settled()
      expect((await store.find(key))?.status).toBe("pending")
      time += 60_000
      expect(await handler.retryUndelivered()).toEqual({ claimed: 1, delivered: 1, failed: 0 })
      const { id } = (await store.find(key))!
      expect(standIn.mails.map((mail) => mail.key)).toEqual([id, id])
      expect((await store.find(key))?.status).toBe("delivered")
    } finally {
      await standIn.close()
    }
  })
})
