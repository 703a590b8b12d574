/**
 * A stand-in for Resend's send-email endpoint over real HTTP on 127.0.0.1, for the tests and
 * `npm run bench:enquiries`. It can refuse sends (the first N, a share at random with a fixed seed,
 * or from now on) and cut the connection after accepting one (an answer lost on the way back), and
 * it counts every e-mail it accepted per Idempotency-Key, so a second e-mail for one enquiry shows.
 * Unlike Resend it does not de-duplicate by key: what it counts is what the function sent.
 */
import http from "node:http"
import { seededRandom } from "./seeded-random"

export interface MailStandInOptions {
  port?: number
  /** Refuse the first this many sends with 500. */
  failFirst?: number
  /** Then refuse this share of sends (0–1) with 500, chosen by a seeded generator. */
  failRate?: number
  seed?: number
  /** Accept the first this many sends, then close the connection without answering. */
  dropAnswerFirst?: number
  /** Keep each accepted mail's body and headers (tests); the bench only counts. */
  keepMails?: boolean
}

export interface AcceptedMail {
  key: string
  authorization: string | undefined
  body: Record<string, unknown>
}

export interface MailStandIn {
  /** The endpoint, for RESEND_API_URL. */
  url: string
  /** Accepted e-mails per Idempotency-Key. */
  accepted: Map<string, number>
  mails: AcceptedMail[]
  /** Sends refused with 500, and sends accepted whose answer was cut. */
  refused: number
  dropped: number
  /** Refuse every send until set back to false (a provider outage). */
  down: boolean
  /** E-mails accepted more than once for the same key. */
  duplicates(): number
  close(): Promise<void>
}

export async function startMailStandIn(options: MailStandInOptions = {}): Promise<MailStandIn> {
  const random = seededRandom(options.seed ?? 1)
  let sends = 0
  const standIn: MailStandIn = {
    url: "",
    accepted: new Map(),
    mails: [],
    refused: 0,
    dropped: 0,
    down: false,
    duplicates: () => [...standIn.accepted.values()].reduce((sum, count) => sum + count - 1, 0),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on("data", (chunk: Buffer) => {
      size += chunk.length
      if (size > 1024 * 1024) req.destroy()
      else chunks.push(chunk)
    })
    req.on("end", () => {
      const n = ++sends
      const key = String(req.headers["idempotency-key"] ?? "")
      const refuse =
        standIn.down || n <= (options.failFirst ?? 0) || random() < (options.failRate ?? 0) || !key
      if (refuse) {
        standIn.refused++
        res.writeHead(500, { "Content-Type": "application/json" }).end('{"message":"stand-in refused"}')
        return
      }
      standIn.accepted.set(key, (standIn.accepted.get(key) ?? 0) + 1)
      if (options.keepMails) {
        standIn.mails.push({
          key,
          authorization: req.headers.authorization,
          body: JSON.parse(Buffer.concat(chunks).toString("utf8")),
        })
      }
      if (standIn.dropped < (options.dropAnswerFirst ?? 0)) {
        standIn.dropped++
        req.socket.destroy()
        return
      }
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ id: `re_${n}` }))
    })
  })
  server.keepAliveTimeout = 1_000
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve())
  })
  const address = server.address()
  standIn.url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/emails`
  return standIn
}
