/** @jest-environment node */
/**
 * The no-JavaScript form's derived Idempotency-Key: an HMAC keyed with the deployment's secret
 * (ENQUIRY_KEY_SECRET), so a stored record's key no longer gives back the client address it was
 * made from; the JSON path derives with the same secret, so a form post and the script's repeat
 * still merge; locally the secret is made once and kept under .data/, so merging survives a
 * restart; and the mail provider is given the record's random id, never the derived key.
 */
import { createHash, createHmac } from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { ENQUIRY_PATH, IDEMPOTENCY_HEADER } from "../functions/send-contact-email/contract"
import { RESUBMISSION_WINDOW_MS } from "../functions/send-contact-email/form-post"
import { createEnquiryHandler, enquirySettingsFromEnv } from "../functions/send-contact-email/handler"
import { createLocalEnquiryHandler } from "../functions/send-contact-email/local"
import type { EnquiryMail } from "../functions/send-contact-email/mail"
import { createOutboxStore, readOutbox } from "../functions/send-contact-email/outbox-store"

const URL_ = `http://127.0.0.1${ENQUIRY_PATH}`
const T0 = Date.UTC(2026, 10, 28, 9, 31)
const FIELDS = {
  name: "Nour Aziz",
  email: "nour@example.org",
  company: "",
  message: "Please call",
  language: "en",
}
const UA = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0"
const CLIENT = "198.51.100.23"

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "form-key-"))
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }))

const formPost = () =>
  new Request(URL_, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: "http://127.0.0.1",
      "sec-fetch-site": "same-origin",
      "user-agent": UA,
    },
    body: new URLSearchParams({ ...FIELDS, website: "", results: "/contact/" }).toString(),
  })

function handlerWith(formKeySecret: string | undefined, dir = fs.mkdtempSync(path.join(tmp, "outbox-"))) {
  const sent: EnquiryMail[] = []
  let ids = 0
  const handler = createEnquiryHandler({
    store: createOutboxStore(dir),
    transport: { send: async (mail) => void sent.push(mail) },
    now: () => T0,
    log: () => undefined,
    newId: () => `00000000-0000-4000-8000-00000000000${++ids}`,
    formKeySecret,
  })
  return { handler, dir, sent }
}

/** The audit's attack: the key recomputed from a guessed address with what the record itself stores. */
function uuidFrom(digest: Buffer) {
  const hex = digest.subarray(0, 16).toString("hex")
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}
const source = (fingerprint: string, receivedAt: string, client = CLIENT) =>
  JSON.stringify([
    "form-post",
    client,
    UA,
    fingerprint,
    Math.floor(Date.parse(receivedAt) / RESUBMISSION_WINDOW_MS),
  ])

describe("the form's derived key", () => {
  it("cannot be recomputed from a guessed address without the secret, and is not what the provider gets", async () => {
    const { handler, dir, sent } = handlerWith("s3cret-of-this-deployment")
    expect((await handler(formPost(), { clientAddress: CLIENT })).status).toBe(303)
    await handler.settled()
    const [record] = await readOutbox(dir)
    // What a plain hash allowed: the right guess gave back the stored key.
    expect(
      uuidFrom(createHash("sha256").update(source(record.fingerprint, record.receivedAt)).digest()),
    ).not.toBe(record.key)
    // The secret is what it takes.
    expect(
      uuidFrom(
        createHmac("sha256", "s3cret-of-this-deployment")
          .update(source(record.fingerprint, record.receivedAt))
          .digest(),
      ),
    ).toBe(record.key)
    expect(sent.map((mail) => mail.idempotencyKey)).toEqual([record.id])
    expect(JSON.stringify(sent)).not.toContain(record.key)
  })

  it("differs between deployments, and is the same for an IPv4 client seen through an IPv6 socket", async () => {
    const keys = []
    for (const [secret, client] of [
      ["one", CLIENT],
      ["two", CLIENT],
      ["one", `::ffff:${CLIENT}`],
    ]) {
      const { handler, dir } = handlerWith(secret)
      await handler(formPost(), { clientAddress: client })
      keys.push((await readOutbox(dir))[0].key)
    }
    expect(keys[0]).not.toBe(keys[1])
    expect(keys[2]).toBe(keys[0])
  })

  it("merges the script's JSON repeat of a form post with the same secret", async () => {
    const { handler, dir } = handlerWith("shared")
    await handler(formPost(), { clientAddress: CLIENT })
    const json = await handler(
      new Request(URL_, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "user-agent": UA,
          [IDEMPOTENCY_HEADER]: "3f2b8c1e-9d4a-4e6f-8b7c-1a2d3e4f5a6b",
        },
        body: JSON.stringify(FIELDS),
      }),
      { clientAddress: CLIENT },
    )
    expect(await json.json()).toEqual({ ok: true, id: "00000000-0000-4000-8000-000000000001" })
    expect(await readOutbox(dir)).toHaveLength(1)
  })

  it("is read from ENQUIRY_KEY_SECRET", () => {
    expect(enquirySettingsFromEnv((name) => ({ ENQUIRY_KEY_SECRET: " abc " })[name]).formKeySecret).toBe(
      "abc",
    )
    expect(enquirySettingsFromEnv(() => undefined).formKeySecret).toBeUndefined()
  })
})

describe("the local server's secret", () => {
  it("is made once under .data/ (beside the outbox), kept private, and outlives a restart", async () => {
    const outbox = path.join(tmp, "data", "outbox")
    const keyAfter = async () => {
      const local = createLocalEnquiryHandler({ OUTBOX_DIR: outbox } as NodeJS.ProcessEnv)
      try {
        await local.retention()
        const response = await local.handler(formPost(), { clientAddress: CLIENT })
        expect(response.status).toBe(303)
        return (await readOutbox(outbox)).map((record) => record.key)
      } finally {
        local.close()
      }
    }
    const first = await keyAfter()
    const secretFile = path.join(tmp, "data", "form-key-secret")
    expect(fs.statSync(secretFile).mode & 0o777).toBe(0o600)
    expect(fs.readFileSync(secretFile, "utf8").trim()).toMatch(/^[0-9a-f]{64}$/)
    // A restart: the same post in the same window is the same key, so it is merged, not stored twice.
    expect(await keyAfter()).toEqual(first)
    expect(first).toHaveLength(1)
  })
})
