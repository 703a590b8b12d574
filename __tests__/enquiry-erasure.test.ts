/** @jest-environment node */
/**
 * Privacy requests exactly as asked (`npm run enquiries -- export | erase`), against the real
 * engines (the outbox on disk, PGlite with the repository's migrations, Netlify's local Blobs
 * server): an address matches only whole, the argument is checked with the form's own rule,
 * `erase` changes nothing without `--yes`, a redacted enquiry keeps no hash of its former words,
 * and the mention forms a reader still recognises are erased or reported. Then what is particular
 * to two stores: the outbox's writers in two processes cannot undo each other, and the Postgres
 * path selects by address in SQL over TLS.
 */
import { execFile } from "node:child_process"
import { randomUUID } from "node:crypto"
import fs from "node:fs"
import fsPromises from "node:fs/promises"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import { createOutboxStore } from "../functions/send-contact-email/outbox-store"
import { createPostgresStore } from "../functions/send-contact-email/postgres-store"
import {
  eraseAddress,
  findByAddress,
  REDACTED,
  RequestProblem,
  requestedAddress,
} from "../functions/send-contact-email/privacy-requests"
import { fingerprintOf, type StoredEnquiry } from "../functions/send-contact-email/store"
import { postgresTls } from "../scripts/enquiry-privacy"
import { storeKinds, storeServersForThisFile } from "./helpers/store-kinds"

const ROOT = path.resolve(__dirname, "..")
const T0 = Date.UTC(2026, 10, 20, 8, 0)
const DAY = 24 * 60 * 60_000

function record(
  n: number,
  email: string,
  message = "Hello",
  overrides: Partial<StoredEnquiry> = {},
): StoredEnquiry {
  const at = new Date(T0 + n * 60_000).toISOString()
  return {
    id: randomUUID(),
    key: randomUUID(),
    fingerprint: "f".repeat(64),
    receivedAt: at,
    language: "en",
    enquiry: { name: `Visitor ${n}`, email, company: "", message },
    status: "pending",
    attempts: 1,
    nextAttemptAt: new Date(T0 + DAY).toISOString(),
    leaseUntil: null,
    lastError: "refused",
    deliveredAt: null,
    ...overrides,
  }
}

const servers = storeServersForThisFile("enquiry-erasure-")
const { tmp } = servers
const STORES = storeKinds(servers)

interface Run {
  code: number
  stdout: string
  stderr: string
}
function enquiries(args: string[], env: Record<string, string>): Promise<Run> {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(SUPABASE_DB_|NETLIFY_|OUTBOX_DIR)/.test(name)),
  )
  return new Promise((resolve) =>
    execFile(
      path.join(ROOT, "node_modules", ".bin", "tsx"),
      [path.join(ROOT, "scripts", "enquiries.ts"), ...args],
      { env: { ...clean, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    ),
  )
}

const byKey = (records: StoredEnquiry[]) => new Map(records.map((each) => [each.id, each]))
const sorted = (records: StoredEnquiry[]) => [...records].sort((a, b) => a.id.localeCompare(b.id))

describe("the address a request names", () => {
  it("is checked with the form's own rule, ASCII as stored, and compared ASCII-case-insensitively", () => {
    for (const argument of [
      "@",
      "@b.co",
      "a@",
      "a@b",
      "",
      " ",
      "\u212aim@example.com",
      "nour\uff20example.org",
      "a b@c.co",
    ])
      expect(() => requestedAddress(argument)).toThrow(RequestProblem)
    expect(requestedAddress("  Nour@Example.ORG ")).toBe("nour@example.org")
  })
})

describe.each(STORES)("the %s", (_name, makeStore) => {
  it("erases only the whole address", async () => {
    const { store } = await makeStore()
    const own = record(0, "a@b.co")
    const others = [
      record(1, "aa@b.com", "Please reply to aa@b.com only"),
      record(2, "lea@example.fr", "My address is a@b.co.uk, not the other one"),
      record(3, "sami@example.net", "cc my colleague xa@b.co and sales@xa@b.co"),
      record(4, "kim@example.com", "Write to a@b.company or A@B.CO.net"),
    ]
    const mention = record(5, "nour@example.org", "Please copy A@B.co, thanks. <a@b.co>")
    for (const each of [own, ...others, mention]) await store.add(each)

    expect(await eraseAddress(store, "a@b.co")).toMatchObject({ deleted: 1, redacted: 1 })
    const left = byKey(await store.all())
    expect(left.has(own.id)).toBe(false)
    for (const other of others) expect(left.get(other.id)).toEqual(other)
    expect(left.get(mention.id)!.enquiry.message).toBe(`Please copy ${REDACTED}, thanks. <${REDACTED}>`)
  })

  it("keeps a redacted enquiry the firm has not had on its lists, failed or waiting, and retention still finds it", async () => {
    const { store } = await makeStore()
    const failed = record(1, "sami@example.net", "Copy nour@example.org please")
    const waiting = record(2, "lea@example.fr", "Copy nour@example.org too")
    const policy = { retentionDays: 30, failedAfterDays: 7 }
    await store.add(failed)
    // Given up after the failure period (Blobs: it moves to its failed/ marker).
    await store.retain(policy, T0 + 8 * DAY)
    await store.add({ ...waiting, receivedAt: new Date(T0 + 8 * DAY).toISOString() })

    expect(await eraseAddress(store, "nour@example.org")).toMatchObject({ redacted: 2 })
    const listed = await store.unhandled()
    expect(listed.map((each) => [each.id, each.status]).sort()).toEqual(
      [
        [failed.id, "failed"],
        [waiting.id, "pending"],
      ].sort(),
    )
    for (const each of listed) expect(await store.findById(each.id)).toEqual(each)
    // The waiting one's failure period still counts from its receipt, not from the erasure.
    expect(await store.retain(policy, T0 + 9 * DAY)).toEqual({ failed: 0, deleted: 0 })
    // Retention deletes both at 30 days from receipt, under their new keys.
    expect(await store.retain(policy, T0 + 40 * DAY)).toMatchObject({ deleted: 2 })
    expect(await store.all()).toEqual([])
  })

  it("refuses what is not an address the form would store, changing nothing", async () => {
    const { store } = await makeStore()
    for (const each of [record(0, "kim@example.com", "Hi @ all"), record(1, "a@b.co", "x")])
      await store.add(each)
    const before = sorted(await store.all())
    for (const argument of ["@", "\u212aim@example.com"])
      await expect(eraseAddress(store, argument)).rejects.toThrow(/^not an e-mail address/)
    expect(sorted(await store.all())).toEqual(before)
  })

  it("keeps no hash of a redacted enquiry's former words, and erases the forms a reader still recognises", async () => {
    const { store } = await makeStore()
    const mentions = [
      record(1, "sami@example.net", "Lead: https://crm.example/lead?email=nour%40example.org&x=1"),
      record(2, "lea@example.fr", "Copy nour\uff20example.org please"),
      record(3, "kim@example.com", "Copy nour@exa\u200bmple.org please"),
    ]
    const fullwidth = record(4, "omar@example.com", "Copy \uff4e\uff4f\uff55\uff52@example.org please")
    for (const each of [...mentions, fullwidth]) await store.add(each)

    const found = await findByAddress(store, "nour@example.org")
    expect(found.mentions.map((each) => each.id).sort()).toEqual(mentions.map((each) => each.id).sort())
    expect(found.byHand.map((each) => each.id)).toEqual([fullwidth.id])

    const report = await eraseAddress(store, "nour@example.org")
    expect(report).toMatchObject({ deleted: 0, redacted: 3 })
    expect(report.byHand.map((each) => each.id)).toEqual([fullwidth.id])
    const left = byKey(await store.all())
    expect(left.get(mentions[0].id)!.enquiry.message).toBe(
      `Lead: https://crm.example/lead?email=${REDACTED}&x=1`,
    )
    expect(left.get(mentions[1].id)!.enquiry.message).toBe(`Copy ${REDACTED} please`)
    expect(left.get(mentions[2].id)!.enquiry.message).toBe(`Copy ${REDACTED} please`)
    for (const original of mentions) {
      const now = left.get(original.id)!
      // The fingerprint says what the enquiry says now; the key is new: neither confirms a guess.
      expect(now.fingerprint).toBe(await fingerprintOf(now.enquiry, now.language))
      expect(now.key).not.toBe(original.key)
      expect(await store.find(original.key)).toBeNull()
      expect(now).toMatchObject({
        status: original.status,
        attempts: original.attempts,
        receivedAt: original.receivedAt,
      })
      // The firm's commands find it by its id under the new key, and it stays listed until handled.
      expect(await store.findById(original.id)).toEqual(now)
    }
    expect((await store.unhandled()).map((each) => each.id).sort()).toEqual(
      [...mentions, fullwidth].map((each) => each.id).sort(),
    )
    expect(left.get(fullwidth.id)).toEqual(fullwidth)
  })
})

describe("npm run enquiries (on the outbox)", () => {
  it("shows what erase would change and changes nothing without --yes; refuses a bad address with exit 2", async () => {
    const dir = fs.mkdtempSync(path.join(tmp, "cli-"))
    const store = createOutboxStore(dir)
    const own = record(0, "a@b.co")
    const mention = record(1, "nour@example.org", "Please copy A@B.co, thanks.")
    const fullwidth = record(2, "omar@example.com", "Copy \uff41@b.co please")
    for (const each of [own, mention, fullwidth]) await store.add(each)
    const before = sorted(await store.all())
    const env = { OUTBOX_DIR: dir }

    const [preview, refused, exported] = await Promise.all([
      enquiries(["erase", "a@b.co"], env),
      enquiries(["erase", "@", "--yes"], env),
      enquiries(["export", "a@b.co"], env),
    ])
    expect(preview.code).toBe(0)
    expect(preview.stderr).toMatch(
      /would delete 1 enquiries and remove the address from 1 others; 1 others name it in a form this command cannot rewrite.*Nothing was changed: add --yes/,
    )
    expect(JSON.parse(preview.stdout)).toEqual({
      delete: [{ id: own.id, receivedAt: own.receivedAt }],
      redact: [{ id: mention.id, receivedAt: mention.receivedAt }],
      byHand: [{ id: fullwidth.id, receivedAt: fullwidth.receivedAt }],
    })
    expect(refused).toMatchObject({ code: 2, stdout: "" })
    expect(refused.stderr).toMatch(/^enquiries: not an e-mail address/)
    expect(JSON.parse(exported.stdout).mentionedIn).toEqual([
      { id: mention.id, receivedAt: mention.receivedAt },
      { id: fullwidth.id, receivedAt: fullwidth.receivedAt, byHand: true },
    ])
    expect(sorted(await store.all())).toEqual(before)

    const erased = await enquiries(["erase", "a@b.co", "--yes"], env)
    expect(erased.code).toBe(0)
    expect(erased.stderr).toMatch(/1 enquiries deleted, the address removed from 1 others; 1 others name it/)
    expect(JSON.parse(erased.stdout)).toEqual({
      byHand: [{ id: fullwidth.id, receivedAt: fullwidth.receivedAt }],
    })
    expect((await store.all()).map((each) => each.id).sort()).toEqual([mention.id, fullwidth.id].sort())
    // Summaries hold counts and ids, never an address or what anyone wrote.
    for (const output of [preview.stderr, refused.stderr, exported.stderr, erased.stderr])
      expect(output).not.toMatch(/b\.co|Please|Copy|nour|omar/)
  }, 60_000)
})

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe("the local outbox, written by the server and the command at once", () => {
  it("never brings back an enquiry erased while a retry sweep held a copy of it", async () => {
    const dir = fs.mkdtempSync(path.join(tmp, "race-"))
    const server = createOutboxStore(dir)
    const due = { nextAttemptAt: new Date(T0).toISOString() }
    const victims = [0, 1, 2].map((n) => record(n, "victim@example.org", "Hello", due))
    for (const each of victims) await server.add(each)

    // The sweep is held after reading the records, before writing the first back.
    const realRename = fsPromises.rename.bind(fsPromises)
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    let reached!: () => void
    const atWrite = new Promise<void>((resolve) => (reached = resolve))
    const rename = jest.spyOn(fsPromises, "rename").mockImplementationOnce(async (from, to) => {
      reached()
      await held
      return realRename(from, to)
    })
    try {
      const now = new Date(T0 + 60_000).toISOString()
      const sweep = server.claimDue(now, new Date(T0 + 180_000).toISOString(), 20)
      await atWrite
      const erase = enquiries(["erase", "victim@example.org", "--yes"], { OUTBOX_DIR: dir })
      // Long enough for the command to finish, were it not waiting for the sweep.
      await Promise.race([erase, wait(8_000)])
      release()
      const claimed = await sweep
      expect(claimed).toHaveLength(3)
      const erased = await erase
      expect(erased.stderr).toMatch(/3 enquiries deleted/)
      // The sweep's outcome arrives after the erasure: it finds nothing to record.
      for (const each of claimed) await server.markFailed(each.key, "refused", now)
      expect(await server.all()).toEqual([])
    } finally {
      rename.mockRestore()
    }
  }, 60_000)
})

/** A first non-loopback IPv4 address of this machine, to reach the database as a remote host would. */
const outward = Object.values(os.networkInterfaces())
  .flat()
  .find((each) => each && each.family === "IPv4" && !each.internal)?.address

/** A TCP relay to the test database that records what crosses it; with `refuseTls`, answers an SSLRequest as PGlite does, then hangs up. */
async function relay(host: string, refuseTls = false) {
  const seen = { fromClient: [] as Buffer[], toClient: [] as Buffer[] }
  const sockets = new Set<net.Socket>()
  const server = net.createServer((client) => {
    sockets.add(client)
    client.on("error", () => undefined)
    let first = true
    const upstream = net.connect(Number(new URL(servers.db().url).port), "127.0.0.1")
    sockets.add(upstream)
    upstream.on("error", () => client.destroy())
    client.on("data", (chunk) => {
      seen.fromClient.push(chunk)
      if (refuseTls) {
        if (first) client.write("N")
        else client.destroy()
        first = false
        return
      }
      upstream.write(chunk)
    })
    upstream.on("data", (chunk) => {
      seen.toClient.push(chunk)
      client.write(chunk)
    })
    client.on("close", () => upstream.destroy())
    upstream.on("close", () => client.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  return {
    url: `postgres://postgres:postgres@${host}:${(server.address() as net.AddressInfo).port}/postgres`,
    seen,
    close: () => {
      sockets.forEach((socket) => socket.destroy())
      return new Promise((resolve) => server.close(resolve))
    },
  }
}

describe("the Supabase table, reached by the command", () => {
  it("selects one person's request in SQL: no other visitor's enquiry crosses the wire", async () => {
    await servers.db().sql`truncate public.enquiries`
    const store = createPostgresStore(servers.db().client, { role: "service_role" })
    const own = record(0, "nour@example.org")
    const mention = record(1, "sami@example.net", "Copy NOUR@example.org")
    const others = Array.from({ length: 10 }, (_, n) =>
      record(2 + n, `other${n}@example.com`, `Message of other ${n}`),
    )
    for (const each of [own, mention, ...others]) await store.add(each)
    const wire = await relay("127.0.0.2")
    try {
      const run = await enquiries(["export", "nour@example.org"], { SUPABASE_DB_URL: wire.url })
      expect(run.code).toBe(0)
      expect(JSON.parse(run.stdout).enquiries.map((each: StoredEnquiry) => each.id)).toEqual([own.id])
      const received = Buffer.concat(wire.seen.toClient).toString("utf8")
      expect(received).toContain("nour@example.org")
      expect(received).not.toMatch(/other\d@example\.com/)
    } finally {
      await wire.close()
    }
  }, 60_000)

  const remote = outward ? it : it.skip
  remote(
    "asks a database that is not on this machine for TLS first, and stops when it is refused",
    async () => {
      const wire = await relay(outward!, true)
      try {
        const run = await enquiries(["export", "nour@example.org"], { SUPABASE_DB_URL: wire.url })
        expect(run.code).toBe(1)
        expect(run.stdout).toBe("")
        const first = wire.seen.fromClient[0]
        // SSLRequest: length 8, code 80877103; no startup message (user, database) in clear.
        expect(first.length).toBe(8)
        expect(first.readInt32BE(4)).toBe(80877103)
        expect(Buffer.concat(wire.seen.fromClient).toString("latin1")).not.toContain("postgres")
      } finally {
        await wire.close()
      }
    },
    60_000,
  )

  it("checks the certificate against a given CA, requires TLS otherwise, and goes clear only to this machine", () => {
    const ca = path.join(tmp, "ca.pem")
    fs.writeFileSync(ca, "-----BEGIN CERTIFICATE-----\n")
    const remoteUrl = "postgres://postgres:secret@db.abcd.supabase.co:5432/postgres"
    expect(postgresTls(remoteUrl, { SUPABASE_DB_CA: ca })).toEqual({
      ca: "-----BEGIN CERTIFICATE-----\n",
      rejectUnauthorized: true,
    })
    expect(postgresTls(remoteUrl, {})).toBe("require")
    expect(postgresTls(`${remoteUrl}?sslmode=disable`, {})).toBe("require")
    for (const host of ["127.0.0.1", "localhost", "[::1]", "127.0.0.2"])
      expect(postgresTls(`postgres://postgres:postgres@${host}:5432/postgres`, {})).toBe(false)
    expect(() => postgresTls(remoteUrl, { SUPABASE_DB_CA: path.join(tmp, "missing.pem") })).toThrow(
      RequestProblem,
    )
    expect(() => postgresTls("postgres://po stgres:secret@", {})).toThrow(
      /not a connection URL \(its value is not shown\)/,
    )
  })
})
