/**
 * The enquiry function: one web-standard `(Request) => Response` handler that runs unchanged on
 * Supabase Edge Functions (Deno), Netlify Functions and the local Node server. Everything that
 * differs between them (mail transport, clock, limits, allowed origins, log) is passed in.
 *
 * Imports nothing but zod, so Deno can load this file as it is (its import map maps "zod").
 */
import { z } from "zod"

/** An enquiry as the visitor sent it, cleaned and validated. */
export interface Enquiry {
  name: string
  email: string
  company: string
  message: string
}

/** What a transport delivers: the enquiry and the e-mail made from it. */
export interface EnquiryMail {
  id: string
  /** ISO 8601, from the injected clock. */
  receivedAt: string
  enquiry: Enquiry
  subject: string
  /** The visitor's address, so that "Reply" answers them. */
  replyTo: string
  text: string
  html: string
}

/** Delivers or stores a mail; resolves only once it is safe, rejects otherwise. */
export interface MailTransport {
  send(mail: EnquiryMail): Promise<void>
}

export interface EnquiryLimits {
  /** Enquiries one client may send per window. */
  maxPerWindow: number
  windowMs: number
  maxBodyBytes: number
}

export const DEFAULT_LIMITS: EnquiryLimits = {
  maxPerWindow: 5,
  windowMs: 10 * 60_000,
  maxBodyBytes: 32 * 1024,
}

export const FIELD_LIMITS = { name: 200, email: 254, company: 200, message: 5000 } as const

/** The hidden field only robots fill in; the form sends it with every enquiry. */
export const HONEYPOT_FIELD = "website"

export const ALLOWED_REQUEST_HEADERS = "authorization, x-client-info, apikey, content-type"

export interface EnquiryHandlerOptions {
  transport: MailTransport
  /** Milliseconds since the epoch; injected so tests control time. */
  now?: () => number
  limits?: Partial<EnquiryLimits>
  /** Origins allowed to call cross-origin; "*" allows any. Same-origin calls need no entry. */
  allowedOrigins?: string[]
  /** Receives one line per failure: what failed and when, never what the visitor wrote. */
  log?: (line: string) => void
  newId?: () => string
}

/** The optional second argument lets a runtime pass the client address it knows (Netlify's `context.ip`). */
export type EnquiryHandler = (request: Request, clientAddress?: string) => Promise<Response>

// Control characters (C0, DEL, C1) and Unicode line/paragraph separators never belong in a header line.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g
// In the message body, tabs and line breaks are what the visitor meant; other control characters are not.
// eslint-disable-next-line no-control-regex -- as above
const BODY_CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g

function singleLine(value: string): string {
  return value.replace(CONTROL_CHARACTERS, " ").replace(/\s+/g, " ").trim()
}

function multiLine(value: string): string {
  return value.replace(/\r\n?/g, "\n").replace(BODY_CONTROL_CHARACTERS, "").trim()
}

function formatLimit(count: number): string {
  return count.toLocaleString("en-US")
}

const requiredLine = (label: string, max: number) =>
  z
    .string({ error: `Please enter your ${label}.` })
    .transform(singleLine)
    .pipe(
      z
        .string()
        .min(1, { error: `Please enter your ${label}.` })
        .max(max, { error: `Your ${label} must be at most ${formatLimit(max)} characters.` }),
    )

export const enquirySchema = z.object({
  name: requiredLine("name", FIELD_LIMITS.name),
  email: z
    .string({ error: "Please enter your email address." })
    .transform(singleLine)
    .pipe(
      z
        .string()
        .min(1, { error: "Please enter your email address." })
        .max(FIELD_LIMITS.email, {
          error: `Your email address must be at most ${FIELD_LIMITS.email} characters.`,
        })
        .pipe(z.email({ error: "Please enter a valid email address." })),
    ),
  company: z
    .string({ error: "Your company name must be text." })
    .nullish()
    .transform((value) => singleLine(value ?? ""))
    .pipe(
      z.string().max(FIELD_LIMITS.company, {
        error: `Your company name must be at most ${formatLimit(FIELD_LIMITS.company)} characters.`,
      }),
    ),
  message: z
    .string({ error: "Please enter a message." })
    .transform(multiLine)
    .pipe(
      z
        .string()
        .min(1, { error: "Please enter a message." })
        .max(FIELD_LIMITS.message, {
          error: `Your message must be at most ${formatLimit(FIELD_LIMITS.message)} characters.`,
        }),
    ),
})

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character])
}

/** Builds the e-mail the firm receives. Every visitor string is escaped in the HTML part. */
export function composeMail(enquiry: Enquiry, id: string, receivedAt: string): EnquiryMail {
  const from = enquiry.company ? `${enquiry.name} (${enquiry.company})` : enquiry.name
  const text = [
    `Name: ${enquiry.name}`,
    `Email: ${enquiry.email}`,
    `Company: ${enquiry.company || "-"}`,
    `Received: ${receivedAt}`,
    "",
    enquiry.message,
  ].join("\n")
  const row = (label: string, value: string) =>
    `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`
  const html = [
    "<h2>New enquiry from the website</h2>",
    "<table>",
    row("Name", enquiry.name),
    row("Email", enquiry.email),
    row("Company", enquiry.company || "-"),
    row("Received", receivedAt),
    "</table>",
    `<p style="white-space:pre-wrap">${escapeHtml(enquiry.message)}</p>`,
  ].join("\n")
  return {
    id,
    receivedAt,
    enquiry,
    subject: `Website enquiry from ${from}`,
    replyTo: enquiry.email,
    text,
    html,
  }
}

/** A sliding window per client, kept in memory (per instance on serverless runtimes). */
function createRateLimiter(limits: EnquiryLimits, now: () => number) {
  const hits = new Map<string, number[]>()
  const sweepAt = 10_000

  function recent(key: string, time: number): number[] {
    const kept = (hits.get(key) ?? []).filter((at) => time - at < limits.windowMs)
    if (kept.length) hits.set(key, kept)
    else hits.delete(key)
    return kept
  }

  return {
    /** Records one enquiry; answers 0, or the seconds to wait when the client is over its limit. */
    take(key: string): number {
      const time = now()
      // Bounds memory under many distinct clients: forget everyone whose window has passed.
      if (hits.size > sweepAt) for (const known of [...hits.keys()]) recent(known, time)
      const kept = recent(key, time)
      if (kept.length >= limits.maxPerWindow) {
        return Math.max(1, Math.ceil((kept[0] + limits.windowMs - time) / 1000))
      }
      hits.set(key, [...kept, time])
      return 0
    },
  }
}

class RequestProblem extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly field?: string,
  ) {
    super(message)
  }
}

async function readLimitedText(request: Request, maxBytes: number): Promise<string> {
  const tooLarge = new RequestProblem(413, `Your enquiry is too large (over ${maxBytes / 1024} KB).`)
  const declared = Number(request.headers.get("content-length") ?? 0)
  if (declared > maxBytes) throw tooLarge
  if (!request.body) return ""
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      throw tooLarge
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return new TextDecoder().decode(bytes)
}

function defaultClientAddress(request: Request): string {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim()
  return forwarded || request.headers.get("x-real-ip") || "unknown"
}

export function createEnquiryHandler(options: EnquiryHandlerOptions): EnquiryHandler {
  const now = options.now ?? Date.now
  const limits = { ...DEFAULT_LIMITS, ...options.limits }
  const allowedOrigins = options.allowedOrigins ?? ["*"]
  const log = options.log ?? ((line: string) => console.error(line))
  const newId = options.newId ?? (() => crypto.randomUUID())
  const limiter = createRateLimiter(limits, now)

  function corsHeaders(request: Request): Record<string, string> {
    const origin = request.headers.get("origin")
    if (!origin) return {}
    if (allowedOrigins.includes("*")) return { "Access-Control-Allow-Origin": "*" }
    if (allowedOrigins.includes(origin)) return { "Access-Control-Allow-Origin": origin, Vary: "Origin" }
    return {}
  }

  function json(request: Request, status: number, body: unknown, headers: Record<string, string> = {}) {
    return new Response(JSON.stringify(body), {
      status,
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
        ...corsHeaders(request),
        ...headers,
      },
    })
  }

  function fail(what: string, error?: unknown) {
    const reason = error instanceof Error ? `: ${error.message}` : ""
    log(`[send-contact-email] ${new Date(now()).toISOString()} ${what}${reason}`)
  }

  async function parseEnquiry(request: Request): Promise<{ enquiry: Enquiry; honeypot: boolean }> {
    const mediaType = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase()
    if (mediaType !== "application/json") {
      throw new RequestProblem(415, "Please send the enquiry as JSON (Content-Type: application/json).")
    }
    const text = await readLimitedText(request, limits.maxBodyBytes)
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      throw new RequestProblem(400, "The enquiry could not be read (invalid JSON).")
    }
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      throw new RequestProblem(400, "The enquiry must be a JSON object with name, email and message.")
    }
    const trap = (body as Record<string, unknown>)[HONEYPOT_FIELD]
    const result = enquirySchema.safeParse(body)
    if (!result.success) {
      const issue = result.error.issues[0]
      throw new RequestProblem(400, issue.message, {}, String(issue.path[0] ?? ""))
    }
    return { enquiry: result.data, honeypot: typeof trap === "string" && trap.trim() !== "" }
  }

  return async function handleEnquiry(request, clientAddress) {
    if (request.method === "OPTIONS") {
      return new Response(null, {
        status: 204,
        headers: {
          ...corsHeaders(request),
          "Access-Control-Allow-Methods": "POST, OPTIONS",
          "Access-Control-Allow-Headers": ALLOWED_REQUEST_HEADERS,
          "Access-Control-Max-Age": "86400",
        },
      })
    }
    if (request.method !== "POST") {
      return json(request, 405, { error: "Please send enquiries with POST." }, { Allow: "POST, OPTIONS" })
    }

    let parsed: { enquiry: Enquiry; honeypot: boolean }
    try {
      parsed = await parseEnquiry(request)
    } catch (error) {
      if (error instanceof RequestProblem) {
        const body = error.field ? { error: error.message, field: error.field } : { error: error.message }
        return json(request, error.status, body, error.headers)
      }
      fail("reading the request failed", error)
      return json(request, 400, { error: "The enquiry could not be read." })
    }

    const id = newId()
    // Robots get the answer they expect, so they do not adapt; nothing is sent.
    if (parsed.honeypot) return json(request, 200, { ok: true, id })

    const retryAfter = limiter.take(clientAddress || defaultClientAddress(request))
    if (retryAfter) {
      fail("rate limit reached for a client")
      return json(
        request,
        429,
        {
          error: `Too many enquiries from your connection. Please wait ${Math.ceil(retryAfter / 60)} minute(s).`,
        },
        { "Retry-After": String(retryAfter) },
      )
    }

    const mail = composeMail(parsed.enquiry, id, new Date(now()).toISOString())
    try {
      await options.transport.send(mail)
    } catch (error) {
      fail(`transport failed for enquiry ${id}`, error)
      return json(request, 502, { error: "Your message could not be delivered just now." })
    }
    return json(request, 200, { ok: true, id })
  }
}

/** Settings shared by every runtime, read from its environment (Deno.env, process.env, Netlify.env). */
export function enquirySettingsFromEnv(get: (name: string) => string | undefined): {
  limits: Partial<EnquiryLimits>
  allowedOrigins: string[]
} {
  const positive = (name: string) => {
    const value = Number(get(name))
    return Number.isFinite(value) && value > 0 ? value : undefined
  }
  const windowSeconds = positive("ENQUIRY_RATE_WINDOW_SECONDS")
  const origins = (get("ALLOWED_ORIGINS") ?? "*")
    .split(",")
    .map((origin) => origin.trim().replace(/\/+$/, ""))
    .filter(Boolean)
  return {
    limits: {
      maxPerWindow: positive("ENQUIRY_RATE_LIMIT") ?? DEFAULT_LIMITS.maxPerWindow,
      windowMs: windowSeconds ? windowSeconds * 1000 : DEFAULT_LIMITS.windowMs,
    },
    allowedOrigins: origins.length ? origins : ["*"],
  }
}
