/** @jest-environment node */
/**
 * The three stores against their real engines: the local outbox on the file system, the Supabase
 * table in PostgreSQL (PGlite, with the repository's migration, over the wire protocol), and
 * Netlify Blobs through Netlify's own client and local Blobs server. Then the whole path, handler
 * to mail stand-in over HTTP, with the stand-in refusing the first sends: every enquiry is
 * delivered exactly once after the retries.
 */
import { execFile } from "node:child_process"
import { randomUUID } from "node:crypto"
import fs from "node:fs"
import http from "node:http"
import path from "node:path"
import { getStore } from "@netlify/blobs"
import { createBlobsStore } from "../functions/send-contact-email/blobs-store"
import { alertSettingsFromEnv } from "../functions/send-contact-email/settings"
import { dataPolicyOrError } from "../functions/send-contact-email/refusal"
import { netlifyEnquiryHandler, netlifySweep } from "../functions/send-contact-email/netlify"
import { deployedTransportFromEnv } from "../functions/send-contact-email/resend-transport"
import { sweepEnquiries } from "../functions/send-contact-email/sweep"
import { backlogCommand } from "../scripts/enquiries/backlog"
import { IDEMPOTENCY_HEADER } from "../functions/send-contact-email/contract"
import { createEnquiryHandler } from "../functions/send-contact-email/handler"
import { createOutboxStore } from "../functions/send-contact-email/outbox-store"
import { createPostgresStore } from "../functions/send-contact-email/postgres-store"
import { createResendTransport } from "../functions/send-contact-email/resend-transport"
import type { RetainedStore, StoredEnquiry } from "../functions/send-contact-email/store"
import { type MailStandIn, startMailStandIn } from "../scripts/mail-stand-in"
import type { SupabaseDb } from "./helpers/supabase-db"
import { storeKinds, storeServersForThisFile } from "./helpers/store-kinds"

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

const servers = storeServersForThisFile("enquiry-stores-")
/** A fresh store of each kind, and the environment `npm run enquiries` needs to reach it. */
const STORE_KINDS = storeKinds(servers)
/** A fresh, empty store of each kind. */
const STORES = STORE_KINDS.map(([name, make]) => [name, async () => (await make()).store] as const)

describe.each(STORES)("the %s", (_name, makeStore) => {
  it("keeps the consent given with an enquiry, and the export reads it back", async () => {
    const store = (await makeStore()) as RetainedStore
    const consented = record({ consent: { at: at(0), notice: "2026-11-28" } })
    expect(await store.add(consented)).toEqual({ stored: consented, created: true })
    expect(await store.all()).toEqual([consented])
  })

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
  const asRole = <T>(role: string, work: (tx: SupabaseDb["sql"]) => Promise<T>) =>
    servers.db().sql.begin(async (tx) => {
      await tx.unsafe(`set local role ${role}`)
      return work(tx as unknown as SupabaseDb["sql"])
    })

  beforeAll(async () => {
    await servers.db().sql`truncate public.enquiries`
    await createPostgresStore(servers.db().client, { role: "service_role" }).add(record())
  })

  it("turns row-level security on for the enquiries table", async () => {
    const [table] = await servers.db()
      .sql`select relrowsecurity from pg_class where oid = 'public.enquiries'::regclass`
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
    await servers
      .db()
      .sql.begin(async (tx) => {
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

  it("keeps an enquiry with consent before the consent migration has run, without the consent", async () => {
    await servers.db().sql`truncate public.enquiries`
    await servers
      .db()
      .sql.unsafe("alter table public.enquiries drop column consent_at, drop column consent_notice")
    try {
      const store = createPostgresStore(servers.db().client, { role: "service_role" })
      const consented = record({ consent: { at: at(0), notice: "2026-11-28" } })
      expect((await store.add(consented)).created).toBe(true)
      const { consent: _dropped, ...kept } = consented
      expect(await store.all()).toEqual([kept])
    } finally {
      await servers
        .db()
        .sql.unsafe(fs.readFileSync("supabase/migrations/20261203000000_enquiry_consent.sql", "utf8"))
      await servers.db().sql`truncate public.enquiries`
      await createPostgresStore(servers.db().client, { role: "service_role" }).add(record())
    }
  })

  it("lets service_role, the function's role, read and write", async () => {
    expect(await asRole("service_role", (tx) => tx`select count(*)::int as n from public.enquiries`)).toEqual(
      [{ n: 1 }],
    )
  })
})

describe("the local outbox on a misbehaving disk", () => {
  const files = (dir: string) => fs.readdirSync(dir)

  it("recovers once a folder that could not be created can be, and when the folder is deleted while running", async () => {
    const parent = fs.mkdtempSync(path.join(servers.tmp, "parent-"))
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
    const dir = fs.mkdtempSync(path.join(servers.tmp, "outbox-"))
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
    const dir = fs.mkdtempSync(path.join(servers.tmp, "outbox-"))
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
      const store = createOutboxStore(fs.mkdtempSync(path.join(servers.tmp, "outbox-")))
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

const DAY = 24 * 60 * 60_000
const HOUR = 60 * 60_000
const policy = { retentionDays: 30, failedAfterDays: 7 }

function runEnquiries(args: string[], env: Record<string, string>) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(SUPABASE_DB_URL|NETLIFY_|OUTBOX_DIR)/.test(name)),
  )
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
    execFile(
      path.join(__dirname, "..", "node_modules", ".bin", "tsx"),
      [path.join(__dirname, "..", "scripts", "enquiries.ts"), ...args],
      { env: { ...clean, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    ),
  )
}

/** The firm's commands in this process, on a clock the test sets. */
async function command(store: RetainedStore, argv: string[], now = T0) {
  let out = ""
  let err = ""
  const code = await backlogCommand(store, argv, {
    out: (text) => (out += text),
    err: (text) => (err += `${text}\n`),
    now: () => now,
  })
  return { code, out, err }
}

/** An incoming-webhook stand-in on 127.0.0.1: keeps each posted body, refuses while `down`. */
async function startWebhook() {
  const posts: { text: string }[] = []
  const hook = { posts, down: false, url: "", close: () => new Promise((resolve) => server.close(resolve)) }
  const server = http.createServer((request, response) => {
    let body = ""
    request.on("data", (chunk) => (body += chunk))
    request.on("end", () => {
      if (hook.down) return response.writeHead(500).end()
      posts.push(JSON.parse(body))
      response.writeHead(200).end("ok")
    })
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  hook.url = `http://127.0.0.1:${(server.address() as { port: number }).port}/hook`
  return hook
}

describe.each(STORE_KINDS)("what mail missed, in the %s", (_name, makeStore) => {
  it("stays listed, failed included, until the firm marks it done; found by id", async () => {
    const { store } = await makeStore()
    const fresh = record({ receivedAt: at(-HOUR), nextAttemptAt: at(-HOUR), leaseUntil: null })
    const stale = record({
      receivedAt: at(-8 * DAY),
      nextAttemptAt: at(-8 * DAY),
      leaseUntil: null,
      lastError: "Resend answered 503",
    })
    const sent = record({ status: "delivered", deliveredAt: at(-HOUR), leaseUntil: null })
    for (const each of [fresh, stale, sent]) await store.add(each)
    expect(await store.retain(policy, T0)).toEqual({ failed: 1, deleted: 0 })

    const listed = await command(store, ["list"])
    expect(listed.code).toBe(0)
    const rows = listed.out.trim().split("\n")
    expect(rows[0]).toBe("id\treceived\tstatus\tattempts\tlast error")
    expect(rows.slice(1)).toEqual([
      `${stale.id}\t${stale.receivedAt}\tfailed\t1\tResend answered 503`,
      `${fresh.id}\t${fresh.receivedAt}\tpending\t1\t-`,
    ])
    expect(listed.out + listed.err).not.toMatch(/Nour|nour@|مرحبا/)
    expect((await command(store, ["list", "--show"])).out).toContain("nour@example.org")

    const shown = await command(store, ["show", stale.id])
    expect(JSON.parse(shown.out)).toMatchObject({ id: stale.id, status: "failed", enquiry: stale.enquiry })

    expect(await command(store, ["done", stale.id], T0 + 1000)).toMatchObject({
      code: 0,
      err: `enquiry ${stale.id} marked handled\n`,
    })
    expect((await store.find(stale.key))?.status).toBe("handled")
    expect((await store.unhandled()).map((each) => each.id)).toEqual([fresh.id])
    // Handled is final for the firm's commands; a delivered one was never theirs to handle.
    expect(await command(store, ["done", stale.id])).toMatchObject({ code: 1 })
    expect(await command(store, ["retry", sent.id])).toMatchObject({
      code: 1,
      err: expect.stringMatching(/is delivered/),
    })
    expect(await command(store, ["show", randomUUID()])).toMatchObject({
      code: 1,
      err: expect.stringMatching(/no enquiry/),
    })
    expect(await command(store, ["show", "not-an-id"])).toMatchObject({ code: 2 })
    expect(await command(store, ["list", "--everything"])).toMatchObject({ code: 2 })
    // Handled ones leave the listing, not the store: retention deletes them on the same day as any other.
    expect(await store.retain(policy, T0 + 23 * DAY)).toEqual({ failed: 1, deleted: 1 })
    expect((await store.all()).map((each) => each.id).sort()).toEqual([fresh.id, sent.id].sort())
  })

  it("retries one due at once, and the next retention run does not fail it again", async () => {
    const { store } = await makeStore()
    const stale = record({ receivedAt: at(-8 * DAY), nextAttemptAt: at(-8 * DAY), leaseUntil: null })
    await store.add(stale)
    expect(await store.retain(policy, T0)).toEqual({ failed: 1, deleted: 0 })
    expect(await store.claimDue(at(0), at(HOUR), 10)).toEqual([])

    expect(await command(store, ["retry", stale.id])).toMatchObject({
      code: 0,
      err: expect.stringMatching(/due again/),
    })
    expect(await store.retain(policy, T0 + HOUR)).toEqual({ failed: 0, deleted: 0 })
    const [claimed] = await store.claimDue(at(HOUR), at(2 * HOUR), 10)
    expect(claimed).toMatchObject({ key: stale.key, status: "pending", attempts: 2 })
    await store.markFailed(stale.key, "Resend answered 503", at(3 * HOUR))
    // The failure period now counts from the retry: seven days after it, it fails again.
    expect(await store.retain(policy, T0 + 6 * DAY)).toEqual({ failed: 0, deleted: 0 })
    expect(await store.retain(policy, T0 + 7 * DAY + 1)).toEqual({ failed: 1, deleted: 0 })
    expect(await command(store, ["retry", "--undelivered"], T0 + 7 * DAY + 2)).toMatchObject({
      code: 0,
      err: expect.stringMatching(/1 due again/),
    })
    expect((await store.unhandled()).map((each) => each.status)).toEqual(["pending"])
  })

  it("sweeps on a moved clock with no visitor: alerts after the delay, repeats on its cadence, warns before deletion, retains", async () => {
    const { store } = await makeStore()
    const hook = await startWebhook()
    let time = T0
    // No mail key: every attempt fails, as on a site deployed without RESEND_API_KEY.
    const handler = createEnquiryHandler({
      store,
      transport: deployedTransportFromEnv(() => undefined),
      now: () => time,
      sweepEveryMs: Infinity,
      log: () => undefined,
    })
    for (const name of ["Sami Haddad", "Léa Martin"]) {
      const response = await handler(
        new Request("http://127.0.0.1/functions/v1/send-contact-email", {
          method: "POST",
          headers: { "content-type": "application/json", [IDEMPOTENCY_HEADER]: randomUUID() },
          body: JSON.stringify({ name, email: "sami@example.org", message: "A private question" }),
        }),
      )
      expect(response.status).toBe(200)
    }
    await handler.settled()
    const logs: string[] = []
    const sweep = (after: number) => {
      time = T0 + after
      return sweepEnquiries({
        store,
        retryUndelivered: handler.retryUndelivered,
        policy,
        alert: alertSettingsFromEnv((name) => ({ ENQUIRY_ALERT_WEBHOOK_URL: hook.url })[name]),
        now: () => time,
        log: (line) => logs.push(line),
      })
    }
    try {
      expect(await sweep(HOUR)).toMatchObject({ waiting: 2, alert: "not due" })
      hook.down = true
      expect(await sweep(4 * HOUR)).toMatchObject({ alert: "failed" })
      hook.down = false
      expect(await sweep(4 * HOUR + 10 * 60_000)).toMatchObject({ alert: "sent" })
      expect(hook.posts).toEqual([
        {
          text:
            "2 website enquiries have not reached the firm by mail; the oldest arrived 4 h ago. " +
            "Read and handle them: `npm run enquiries -- list` (docs/enquiries.md).",
        },
      ])
      expect(await sweep(9 * HOUR)).toMatchObject({ alert: "not due" })
      expect(await sweep(10 * HOUR + 10 * 60_000)).toMatchObject({ alert: "sent" })
      expect(await sweep(8 * DAY)).toMatchObject({ givenUp: 2, waiting: 2 })
      // Three days before retention would delete them, whatever the cadence; once.
      expect(await sweep(27 * DAY + 60_000)).toMatchObject({ alert: "sent" })
      expect(hook.posts.at(-1)!.text).toMatch(
        /oldest arrived 27 days ago\. It will be deleted in 2 days \(kept 30 days\)/,
      )
      expect(await sweep(27 * DAY + 2 * HOUR)).toMatchObject({ alert: "not due" })
      expect(await sweep(30 * DAY + 60_000)).toMatchObject({ deleted: 2, waiting: 0, alert: "not due" })
      expect(hook.posts).toHaveLength(4)
      expect(JSON.stringify(hook.posts) + logs.join("\n")).not.toMatch(/Sami|Léa|sami@|private|127\.0\.0\.1/)
    } finally {
      await hook.close()
    }
  })

  it("is what `npm run enquiries -- list` prints", async () => {
    const { store, env } = await makeStore()
    const waiting = record({ leaseUntil: null })
    await store.add(waiting)
    const listed = await runEnquiries(["list"], env)
    expect(listed).toMatchObject({
      code: 0,
      stdout: expect.stringContaining(`${waiting.id}\t${waiting.receivedAt}\tpending`),
    })
    expect(listed.stderr).toMatch(/1 not yet handled/)
  }, 30_000)
})

describe("retention that nothing stops", () => {
  const post = (name = "Sami Haddad") =>
    new Request("http://127.0.0.1/functions/v1/send-contact-email", {
      method: "POST",
      headers: { "content-type": "application/json", [IDEMPOTENCY_HEADER]: randomUUID() },
      body: JSON.stringify({ name, email: "sami@example.org", message: "Hello" }),
    })

  it("Netlify Blobs: a marker write that fails keeps nothing (502); a kept enquiry is never answered 502", async () => {
    const url = `http://127.0.0.1:${servers.blobsPort()}`
    const name = `enquiries-${randomUUID()}`
    let failMarkers = true
    const open = () => {
      const real = getStore({
        name,
        siteID: "site",
        token: "test-token",
        edgeURL: url,
        uncachedEdgeURL: url,
        consistency: "strong",
      })
      return new Proxy(real, {
        get(target, property, receiver) {
          if (property !== "set") return Reflect.get(target, property, receiver)
          return (key: string, ...rest: unknown[]) =>
            failMarkers && key.startsWith("received/")
              ? Promise.reject(new Error("Blobs answered 500"))
              : (target.set as (...args: unknown[]) => unknown)(key, ...rest)
        },
      })
    }
    const store = createBlobsStore(open)
    const handler = createEnquiryHandler({ store, now: () => T0, log: () => undefined })
    expect((await handler(post())).status).toBe(502)
    expect(await store.all()).toEqual([])
    failMarkers = false
    expect((await handler(post())).status).toBe(200)
    // Every kept enquiry is dated by a marker: retention finds and deletes it with no visitor.
    expect(await store.retain(policy, T0 + 31 * DAY)).toMatchObject({ deleted: 1 })
    expect(await store.all()).toEqual([])
  })

  it("the outbox: an unreadable file is skipped and named; retention, retries and listings go on", async () => {
    const dir = fs.mkdtempSync(path.join(servers.tmp, "outbox-"))
    const logs: string[] = []
    const store = createOutboxStore(dir, { log: (line) => logs.push(line) })
    const old = record({ receivedAt: at(-31 * DAY), nextAttemptAt: at(-31 * DAY), leaseUntil: null })
    const due = record({ leaseUntil: null })
    await store.add(old)
    await store.add(due)
    const broken = `${randomUUID()}.json`
    fs.writeFileSync(path.join(dir, broken), '{"id": "half a reco')
    expect(await store.retain(policy, T0)).toEqual({ failed: 1, deleted: 1 })
    expect((await store.claimDue(at(0), at(HOUR), 10)).map((each) => each.key)).toEqual([due.key])
    expect((await store.unhandled()).map((each) => each.key)).toEqual([due.key])
    expect(logs[0]).toBe(`[outbox] skipped ${broken}: it cannot be read as an enquiry`)
  })

  it("a malformed period: the endpoint answers 503 and keeps nothing; the sweep still retries, and says why retention waits", async () => {
    const url = `http://127.0.0.1:${servers.blobsPort()}`
    const name = `enquiries-${randomUUID()}`
    const store = createBlobsStore(() =>
      getStore({
        name,
        siteID: "site",
        token: "test-token",
        edgeURL: url,
        uncachedEdgeURL: url,
        consistency: "strong",
      }),
    )
    const env: Record<string, string> = { ENQUIRY_RETENTION_DAYS: "30 days" }
    const get = (variable: string) => env[variable]
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined)
    try {
      const refused = await netlifyEnquiryHandler(get, store)(post())
      expect(refused.status).toBe(503)
      expect(await refused.json()).toMatchObject({ code: "delivery_failed" })
      expect(await store.all()).toEqual([])
      expect(dataPolicyOrError(get)).toBeInstanceOf(Error)

      await store.add(record({ leaseUntil: null, receivedAt: at(-40 * DAY), nextAttemptAt: at(-40 * DAY) }))
      const report = await netlifySweep(get, store, () => T0)
      expect(report).toMatchObject({ retried: 1, deleted: 0, waiting: 1 })
      expect(errors.mock.calls.flat().join("\n")).toMatch(
        /retention refused: ENQUIRY_RETENTION_DAYS must be a whole number of days/,
      )
    } finally {
      errors.mockRestore()
    }
  })
})
