/**
 * `npm run bench:enquiries [-- --total 2000 --concurrency 50 --port 9430 --fail-rate 0.3]`
 *
 * A bounded loopback load on the local server's enquiry function, the rate limit raised for the run.
 * The server runs in a child process so that client and server do not share one event loop.
 *
 * 1. Outbox only (as `npm run serve` without Resend): throughput and latency; every 200 must have left
 *    exactly one enquiry in the outbox.
 * 2. With mail: the server also sends through "Resend", here a stand-in over HTTP that refuses a
 *    share of sends (30 % by default, seeded), and one enquiry in ten is posted twice with the same
 *    Idempotency-Key, as a form does after a timeout. Waits for the retries, then reports accepted,
 *    stored, delivered, duplicates and lost; fails unless duplicates and lost are both 0.
 */
import { fork } from "node:child_process"
import { randomUUID } from "node:crypto"
import fs from "node:fs"
import http from "node:http"
import os from "node:os"
import path from "node:path"
import { ENQUIRY_PATH, IDEMPOTENCY_HEADER } from "../functions/send-contact-email/contract"
import { createLocalEnquiryHandler } from "../functions/send-contact-email/local"
import { readOutbox } from "../functions/send-contact-email/outbox-store"
import { createLocalServer, listen } from "./local-server"
import { startMailStandIn } from "./mail-stand-in"

function option(
  name: string,
  fallback: number,
  isValid = (value: number) => Number.isInteger(value) && value > 0,
) {
  const index = process.argv.indexOf(`--${name}`)
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback
  if (!isValid(value)) throw new Error(`--${name}: ${process.argv[index + 1]} is out of range`)
  return value
}

/** The server half: the same handler and server `npm run serve` uses, on its own process. */
async function serve(port: number, root: string, env: NodeJS.ProcessEnv) {
  const { handler } = createLocalEnquiryHandler(env)
  const server = createLocalServer({ root, routes: { [ENQUIRY_PATH]: handler } })
  await listen(server, "127.0.0.1", port)
  process.send?.("ready")
  process.on("disconnect", () => server.close(() => process.exit(0)))
}

/** Starts the server half; its log (one line per failed delivery here) is collected, not printed. */
async function startServer(port: number, root: string, env: NodeJS.ProcessEnv) {
  const child = fork(__filename, ["--serve", String(port), root, JSON.stringify(env)], {
    stdio: ["ignore", "inherit", "pipe", "ipc"],
  })
  let log = ""
  child.stderr!.on("data", (chunk) => (log += chunk))
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve())
    child.once("exit", (code) => reject(new Error(`server exited (${code}):\n${log}`)))
  })
  return async () => {
    child.disconnect()
    await new Promise((resolve) => child.once("exit", resolve))
    return log
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

function post(
  agent: http.Agent,
  port: number,
  body: string,
  key: string,
): Promise<{ status: number; id?: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: "127.0.0.1",
        port,
        path: ENQUIRY_PATH,
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "Content-Length": Buffer.byteLength(body),
          [IDEMPOTENCY_HEADER]: key,
        },
      },
      (response) => {
        let text = ""
        response.on("data", (chunk) => (text += chunk))
        response.on("end", () => {
          const id = response.statusCode === 200 ? (JSON.parse(text) as { id: string }).id : undefined
          resolve({ status: response.statusCode ?? 0, id })
        })
      },
    )
    request.on("error", reject)
    request.end(body)
  })
}

const enquiry = (n: number) =>
  JSON.stringify({
    name: `Visitor ${n}`,
    email: `visitor${n}@example.org`,
    company: n % 2 ? "Example Ltd" : "",
    message: `Enquiry number ${n}. `.repeat(20),
    language: n % 3 ? "en" : "ar",
  })

/** Sends `total` enquiries `concurrency` at a time (plus the repeats); answers per key and timings. */
async function load(port: number, total: number, concurrency: number, repeatEvery: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })
  const jobs = Array.from({ length: total }, (_, n) => ({ n, key: randomUUID() }))
  if (repeatEvery) jobs.push(...jobs.filter((job) => job.n % repeatEvery === 0).map((job) => ({ ...job })))
  const latencies: number[] = []
  const statuses = new Map<number, number>()
  const ids = new Map<string, Set<string>>()
  let next = 0
  const started = performance.now()
  async function worker() {
    while (next < jobs.length) {
      const { n, key } = jobs[next++]
      const sentAt = performance.now()
      const { status, id } = await post(agent, port, enquiry(n), key).catch(() => ({
        status: 0,
        id: undefined,
      }))
      latencies.push(performance.now() - sentAt)
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
      if (id) ids.set(key, (ids.get(key) ?? new Set()).add(id))
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  const seconds = (performance.now() - started) / 1000
  agent.destroy()
  latencies.sort((a, b) => a - b)
  return { requests: jobs.length, seconds, latencies, statuses, ids }
}

const describeStatuses = (statuses: Map<number, number>) =>
  [...statuses].map(([status, count]) => `${status || "network error"} × ${count}`).join(", ")

async function run() {
  const total = option("total", 2000)
  const concurrency = option("concurrency", 50)
  const port = option("port", 9430)
  const failRate = option("fail-rate", 0.3, (value) => value >= 0 && value < 1)
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "bench-enquiries-"))
  const failures: string[] = []
  const limits = { ENQUIRY_RATE_LIMIT: "1000000000" }

  // 1. Outbox only.
  const outbox = path.join(work, "outbox")
  let stop = await startServer(port, work, { ...limits, OUTBOX_DIR: outbox })
  const plain = await load(port, total, concurrency, 0)
  await stop()
  const files = fs.readdirSync(outbox)
  const stored = files.filter((name) => name.endsWith(".json") && !name.startsWith("."))
  const ok = plain.statuses.get(200) ?? 0
  console.log(`1. outbox only: ${total} enquiries, ${concurrency} at a time, loopback 127.0.0.1:${port}`)
  console.log(`   answers:    ${describeStatuses(plain.statuses)}`)
  console.log(
    `   throughput: ${(total / plain.seconds).toFixed(0)} enquiries/s (${plain.seconds.toFixed(2)} s)`,
  )
  console.log(
    `   latency:    p50 ${percentile(plain.latencies, 50).toFixed(1)} ms, p99 ${percentile(plain.latencies, 99).toFixed(1)} ms, max ${plain.latencies.at(-1)!.toFixed(1)} ms`,
  )
  console.log(
    `   stored:     ${stored.length} for ${ok} answers 200, ${files.length - stored.length} temporary files left`,
  )
  if (stored.length !== ok || ok !== total || files.length !== stored.length) failures.push("outbox")

  // 2. With mail through a stand-in that refuses a share of sends.
  const standIn = await startMailStandIn({ failRate, seed: 12 })
  const mailOutbox = path.join(work, "outbox-mail")
  stop = await startServer(port, work, {
    ...limits,
    OUTBOX_DIR: mailOutbox,
    RESEND_API_KEY: "re_bench",
    RESEND_API_URL: standIn.url,
    CONTACT_TO: "inbox@example.com",
    CONTACT_FROM: "Website <web@example.com>",
    ENQUIRY_RETRY_SECONDS: "0.2",
  })
  const mailed = await load(port, total, concurrency, 10)
  const accepted = [...mailed.ids.keys()]
  const started = performance.now()
  while (accepted.some((key) => !standIn.accepted.has(key)) && performance.now() - started < 180_000) {
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const waited = (performance.now() - started) / 1000
  const log = await stop()
  await standIn.close()
  const records = await readOutbox(mailOutbox)
  const delivered = accepted.filter((key) => standIn.accepted.has(key)).length
  const lost = accepted.length - delivered
  const maxAttempts = Math.max(...records.map((record) => record.attempts))
  const oneIdPerKey = [...mailed.ids.values()].every((set) => set.size === 1)
  console.log(
    `2. with mail, the stand-in refusing ${Math.round(failRate * 100)} % of sends: ${total} enquiries + ${mailed.requests - total} repeats (same Idempotency-Key)`,
  )
  console.log(`   answers:    ${describeStatuses(mailed.statuses)}`)
  console.log(
    `   accepted:   ${accepted.length} enquiries (distinct keys answered 200; repeats got the same id: ${oneIdPerKey})`,
  )
  console.log(`   stored:     ${records.length}`)
  console.log(
    `   delivered:  ${delivered} after retries (${standIn.refused} sends refused; up to ${maxAttempts} attempts; last delivered ${waited.toFixed(1)} s after the load)`,
  )
  console.log(`   duplicates: ${standIn.duplicates()}`)
  console.log(`   lost:       ${lost}`)
  const logLines = log.split("\n").filter(Boolean)
  const personal = logLines.filter((line) => /Visitor \d|visitor\d+@|Example Ltd/.test(line)).length
  console.log(`   log:        ${logLines.length} lines, ${personal} with a name, address or company`)
  if (personal) failures.push("mail: personal data in the log")
  if (records.length !== accepted.length || accepted.length !== total || !oneIdPerKey)
    failures.push("mail: stored")
  if (standIn.duplicates() !== 0 || lost !== 0) failures.push("mail: duplicates or lost")

  fs.rmSync(work, { recursive: true, force: true })
  if (failures.length) {
    console.error(`FAIL: ${failures.join("; ")}`)
    process.exit(1)
  }
  console.log("OK: every accepted enquiry stored once and delivered once, nothing lost")
}

if (process.argv[2] === "--serve") {
  serve(Number(process.argv[3]), process.argv[4], JSON.parse(process.argv[5])).catch((error) => {
    console.error(error)
    process.exit(1)
  })
} else {
  run().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
