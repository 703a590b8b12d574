/**
 * `npm run bench:enquiries [-- --total 2000 --concurrency 50 --port 9430]`
 *
 * A bounded loopback load on the local server's enquiry function with its outbox transport, the rate
 * limit raised for the run. The server runs in a child process so that client and server do not share
 * one event loop. Prints throughput and latency, and fails unless every 200 answer left exactly one
 * enquiry in the outbox.
 */
import { fork } from "node:child_process"
import fs from "node:fs"
import http from "node:http"
import os from "node:os"
import path from "node:path"
import { ENQUIRY_PATH } from "../functions/send-contact-email/contract"
import { createLocalEnquiryHandler } from "../functions/send-contact-email/local"
import { createLocalServer, listen } from "./local-server"

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`)
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback
  if (!Number.isInteger(value) || value <= 0) throw new Error(`--${name} must be a positive integer`)
  return value
}

/** The server half: the same handler and server `npm start` uses, on its own process. */
async function serve(port: number, outbox: string, root: string) {
  const { handler } = createLocalEnquiryHandler({ OUTBOX_DIR: outbox, ENQUIRY_RATE_LIMIT: "1000000000" })
  const server = createLocalServer({ root, routes: { [ENQUIRY_PATH]: handler } })
  await listen(server, "127.0.0.1", port)
  process.send?.("ready")
  process.on("disconnect", () => server.close(() => process.exit(0)))
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

function post(agent: http.Agent, port: number, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: "127.0.0.1",
        port,
        path: ENQUIRY_PATH,
        method: "POST",
        headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) },
      },
      (response) => {
        response.resume()
        response.on("end", () => resolve(response.statusCode ?? 0))
      },
    )
    request.on("error", reject)
    request.end(body)
  })
}

async function run() {
  const total = option("total", 2000)
  const concurrency = option("concurrency", 50)
  const port = option("port", 9430)
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "bench-enquiries-"))
  const outbox = path.join(work, "outbox")

  const child = fork(__filename, ["--serve", String(port), outbox, work], { stdio: "inherit" })
  await new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve())
    child.once("exit", (code) => reject(new Error(`server exited (${code})`)))
  })

  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })
  const latencies: number[] = []
  const statuses = new Map<number, number>()
  let next = 0
  const started = performance.now()
  async function worker() {
    while (next < total) {
      const n = next++
      const body = JSON.stringify({
        name: `Visitor ${n}`,
        email: `visitor${n}@example.org`,
        company: n % 2 ? "Example Ltd" : "",
        message: `Enquiry number ${n}. `.repeat(20),
      })
      const sentAt = performance.now()
      const status = await post(agent, port, body).catch(() => 0)
      latencies.push(performance.now() - sentAt)
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  const seconds = (performance.now() - started) / 1000
  agent.destroy()
  child.disconnect()
  await new Promise((resolve) => child.once("exit", resolve))

  const stored = fs.readdirSync(outbox).filter((name) => name.endsWith(".json") && !name.startsWith("."))
  const leftovers = fs.readdirSync(outbox).length - stored.length
  const ok = statuses.get(200) ?? 0
  latencies.sort((a, b) => a - b)
  fs.rmSync(work, { recursive: true, force: true })

  console.log(
    `enquiries: ${total}, ${concurrency} at a time, loopback 127.0.0.1:${port}, outbox transport (fsync + rename)`,
  )
  console.log(
    `answers:   ${[...statuses].map(([status, count]) => `${status || "network error"} × ${count}`).join(", ")}`,
  )
  console.log(`throughput: ${(total / seconds).toFixed(0)} enquiries/s (${seconds.toFixed(2)} s)`)
  console.log(
    `latency:   p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${latencies[latencies.length - 1].toFixed(1)} ms`,
  )
  console.log(
    `stored:    ${stored.length} enquiries for ${ok} answers 200, ${leftovers} temporary files left`,
  )
  if (stored.length !== ok || ok !== total || leftovers) {
    console.error("FAIL: an accepted enquiry is missing from the outbox, or some were refused")
    process.exit(1)
  }
  console.log("OK: every accepted enquiry is stored, nothing lost")
}

if (process.argv[2] === "--serve") {
  serve(Number(process.argv[3]), process.argv[4], process.argv[5]).catch((error) => {
    console.error(error)
    process.exit(1)
  })
} else {
  run().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
