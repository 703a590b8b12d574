/** @jest-environment node */
/**
 * Retention and privacy requests against the real engines (the outbox on disk, PGlite with the
 * repository's migrations, Netlify's local Blobs server), on a clock the test sets: undelivered
 * enquiries fail for good after ENQUIRY_FAILED_AFTER_DAYS, every enquiry is deleted
 * ENQUIRY_RETENTION_DAYS after receipt whatever its state, and `npm run enquiries` exports or
 * erases one address (case-insensitive, mentions in others' messages redacted) without printing it
 * anywhere but the export.
 */
import { execFile } from "node:child_process"
import { randomUUID } from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { promisify } from "node:util"
import {
  DEFAULT_FAILED_AFTER_DAYS,
  DEFAULT_RETENTION_DAYS,
  dataPolicyFromEnv,
} from "../functions/send-contact-email/data-policy"
import { createLocalEnquiryHandler } from "../functions/send-contact-email/local"
import { createOutboxStore } from "../functions/send-contact-email/outbox-store"
import { createPostgresStore } from "../functions/send-contact-email/postgres-store"
import { REDACTED } from "../functions/send-contact-email/privacy-requests"
import { applyRetention } from "../functions/send-contact-email/retention"
import type { StoredEnquiry } from "../functions/send-contact-email/store"
import { storeKinds, storeServersForThisFile } from "./helpers/store-kinds"

const ROOT = path.resolve(__dirname, "..")
const DAY = 24 * 60 * 60_000
const T0 = Date.UTC(2026, 2, 1, 8, 0)
const at = (ms: number) => new Date(T0 + ms).toISOString()
const policy = { retentionDays: 30, failedAfterDays: 7 }

function record(receivedAt: number, overrides: Partial<StoredEnquiry> = {}, email = "nour@example.org") {
  return {
    id: randomUUID(),
    key: randomUUID(),
    fingerprint: "f".repeat(64),
    receivedAt: at(receivedAt),
    language: "en",
    enquiry: { name: "Nour Aziz", email, company: "", message: "Hello" },
    status: "pending",
    attempts: 1,
    nextAttemptAt: at(receivedAt),
    leaseUntil: null,
    lastError: "refused",
    deliveredAt: null,
    ...overrides,
  } as StoredEnquiry
}

const servers = storeServersForThisFile("enquiry-retention-")
const { tmp } = servers
/** A fresh store of each kind, and the environment `npm run enquiries` needs to reach it. */
const STORES = storeKinds(servers)

const run = promisify(execFile)
function enquiries(args: string[], env: Record<string, string>) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(SUPABASE_DB_URL|NETLIFY_|OUTBOX_DIR)/.test(name)),
  )
  return run(
    path.join(ROOT, "node_modules", ".bin", "tsx"),
    [path.join(ROOT, "scripts", "enquiries.ts"), ...args],
    {
      env: { ...clean, ...env },
    },
  )
}

describe.each(STORES)("the %s", (_name, makeStore) => {
  it("fails undelivered enquiries for good, then deletes every one past retention, counted from receipt", async () => {
    const { store } = await makeStore()
    const fresh = record(0)
    const stale = record(-8 * DAY)
    const staleDelivered = record(-8 * DAY, {
      status: "delivered",
      deliveredAt: at(-8 * DAY),
      lastError: null,
    })
    const old = record(-31 * DAY)
    const oldDelivered = record(-31 * DAY, {
      status: "delivered",
      deliveredAt: at(-31 * DAY),
      lastError: null,
    })
    for (const each of [fresh, stale, staleDelivered, old, oldDelivered]) await store.add(each)

    expect(await applyRetention(store, policy, T0)).toEqual({ failed: 2, deleted: 2 })
    const kept = await store.all()
    expect(kept.map((each) => [each.key, each.status]).sort()).toEqual(
      [
        [fresh.key, "pending"],
        [stale.key, "failed"],
        [staleDelivered.key, "delivered"],
      ].sort(),
    )
    // A failed enquiry is never leased again.
    const claimed = await store.claimDue(at(DAY), at(DAY + 60_000), 10)
    expect(claimed.map((each) => each.key)).toEqual([fresh.key])

    // 23 days later the failed one goes too; a second run finds nothing more.
    expect(await applyRetention(store, policy, T0 + 23 * DAY)).toEqual({ failed: 1, deleted: 2 })
    expect(await applyRetention(store, policy, T0 + 23 * DAY)).toEqual({ failed: 0, deleted: 0 })
    expect((await store.all()).map((each) => each.key)).toEqual([fresh.key])
  })

  it("exports and erases one address, case-insensitively, redacting it in another person's message", async () => {
    const { store, env } = await makeStore()
    const own = record(0, {}, "Nour@Example.org")
    const ownAgain = record(DAY)
    const mentioned = record(2 * DAY, {}, "sami@example.net")
    mentioned.enquiry.message = "Please copy my colleague NOUR@example.org on the reply."
    const unrelated = record(3 * DAY, {}, "lea@example.fr")
    for (const each of [own, ownAgain, mentioned, unrelated]) await store.add(each)

    const exported = await enquiries(["export", "nour@EXAMPLE.org"], env)
    const result = JSON.parse(exported.stdout)
    expect(result.enquiries.map((each: StoredEnquiry) => each.id).sort()).toEqual(
      [own.id, ownAgain.id].sort(),
    )
    expect(result.mentionedIn).toEqual([{ id: mentioned.id, receivedAt: mentioned.receivedAt }])
    expect(exported.stderr).toMatch(/2 enquiries sent from the address, mentioned in 1 others/)

    const erased = await enquiries(["erase", "nour@example.org", "--yes"], env)
    expect(erased.stdout).toBe("")
    expect(erased.stderr).toMatch(/2 enquiries deleted, the address removed from 1 others/)
    for (const output of [exported.stderr, erased.stderr]) {
      expect(output.toLowerCase()).not.toContain("nour")
      expect(output).not.toContain("Hello")
    }
    const left = await store.all()
    // By id: a redacted enquiry gets a new key (the old one was derived from its former words).
    expect(left.map((each) => each.id).sort()).toEqual([mentioned.id, unrelated.id].sort())
    expect(left.find((each) => each.id === mentioned.id)!.enquiry).toEqual({
      ...mentioned.enquiry,
      message: `Please copy my colleague ${REDACTED} on the reply.`,
    })
    expect(JSON.parse((await enquiries(["export", "nour@example.org"], env)).stdout)).toEqual({
      enquiries: [],
      mentionedIn: [],
    })
  }, 60_000)
})

describe("the Supabase migration", () => {
  it("purges with a SQL function the service role may run, and pg_cron asks for data-policy.ts's periods", async () => {
    await servers.db().sql`truncate public.enquiries`
    const store = createPostgresStore(servers.db().client, { role: "service_role" })
    await store.add(record(-40 * DAY))
    await store.add(record(-10 * DAY))
    await store.add(record(0))
    const [counts] = await servers.db().sql.begin(async (tx) => {
      await tx`set local role service_role`
      return tx`select * from public.purge_enquiries(30, 7, ${at(0)}::timestamptz)`
    })
    expect(counts).toEqual({ failed: 2, deleted: 1 })
    expect((await store.all()).map((each) => each.status).sort()).toEqual(["failed", "pending"])
    await expect(
      servers.db().sql.begin(async (tx) => {
        await tx`set local role anon`
        return tx`select public.purge_enquiries(30, 7)`
      }),
    ).rejects.toThrow(/permission denied/)

    const migration = fs.readFileSync(
      path.join(ROOT, "supabase", "migrations", "20261201000000_enquiry_retention.sql"),
      "utf8",
    )
    expect(migration).toContain(
      `select public.purge_enquiries(${DEFAULT_RETENTION_DAYS}, ${DEFAULT_FAILED_AFTER_DAYS})`,
    )
  })
})

describe("the local server", () => {
  afterEach(() => jest.useRealTimers())

  it("applies retention when it starts and every day while it runs", async () => {
    jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "queueMicrotask"], now: T0 })
    const dir = fs.mkdtempSync(path.join(tmp, "local-"))
    const store = createOutboxStore(dir)
    const day30 = record(-(DEFAULT_RETENTION_DAYS - 1) * DAY - 60_000)
    await store.add(record(-(DEFAULT_RETENTION_DAYS + 1) * DAY))
    await store.add(day30)
    const log = jest.spyOn(console, "log").mockImplementation(() => undefined)
    const local = createLocalEnquiryHandler({ OUTBOX_DIR: dir })
    const keys = async () => (await createOutboxStore(dir).all()).map((each) => each.key)
    await local.retention()
    expect(await keys()).toEqual([day30.key])

    jest.advanceTimersByTime(DAY)
    await local.retention()
    expect(await keys()).toEqual([])
    expect(log.mock.calls.flat().join("\n")).not.toMatch(/nour|Hello/i)
    local.close()
    log.mockRestore()
  })

  it("reads ENQUIRY_RETENTION_DAYS over the default, and never lets delivery outlast retention", () => {
    expect(dataPolicyFromEnv(() => undefined)).toEqual({ retentionDays: 30, failedAfterDays: 7 })
    const env = (values: Record<string, string>) => (name: string) => values[name]
    expect(dataPolicyFromEnv(env({ ENQUIRY_RETENTION_DAYS: "5" }))).toEqual({
      retentionDays: 5,
      failedAfterDays: 5,
    })
    expect(() => dataPolicyFromEnv(env({ ENQUIRY_RETENTION_DAYS: "0" }))).toThrow()
  })
})
