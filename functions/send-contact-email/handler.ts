/**
 * The enquiry function: one web-standard `(Request) => Response` handler that runs unchanged on
 * Supabase Edge Functions (Deno), Netlify Functions and the local Node server. What differs between
 * them (store, mail transport, client address, clock, limits, origins, log) is passed in.
 *
 * An enquiry is stored first, keyed by its Idempotency-Key, and answered 200 once stored; it is
 * then delivered in the background and retried until the mail provider accepts it. A plain HTML
 * form's post (no script: form-encoded) gets the same checks and is answered `303 See Other` to the
 * site's page that says what happened (form-post.ts).
 *
 * Imports only its neighbours, with explicit `.ts` extensions, so Deno loads it as it is.
 */
import { NON_PAGE_ANSWER_HEADERS } from "./answer-headers.ts"
import {
  type EnquiryAccepted,
  type EnquiryErrorBody,
  type EnquiryErrorCode,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
} from "./contract.ts"
import { CONSENT_REQUIRED } from "./data-policy.ts"
import { createDelivery, DEFAULT_RETRY, type RetryReport, type RetrySettings } from "./delivery.ts"
import {
  instanceSecret,
  RESUBMISSION_WINDOW_MS,
  type ResultPages,
  resubmissionKeys,
  resultPagesOf,
  seeResult,
} from "./form-post.ts"
import type { MailTransport } from "./mail.ts"
import { clientKey, createRateLimiter } from "./rate-limit.ts"
import { FORM_MEDIA_TYPE, mediaTypeOf, readEnquiryFields } from "./request-body.ts"
import { type EnquiryStore, fingerprintOf, type StoredEnquiry } from "./store.ts"
import { createOriginPolicy } from "./origins.ts"
import {
  DEFAULT_LIMITS,
  FORM_KEY_SECRET,
  positiveSetting,
  type RateLimits,
  rateLimitsFromEnv,
  type SettingReader,
} from "./settings.ts"
import { EnquiryProblem, validateEnquiry } from "./validate.ts"

/** What the CORS preflight allows: Supabase's client headers, JSON, and the Idempotency-Key. */
export const ALLOWED_REQUEST_HEADERS = `authorization, x-client-info, apikey, content-type, ${IDEMPOTENCY_HEADER.toLowerCase()}`

export interface EnquiryHandlerOptions {
  store: EnquiryStore
  /** How enquiries reach the firm. Without one, the store is where they end (the local outbox). */
  transport?: MailTransport
  /** Milliseconds since the epoch; injected so tests control time. */
  now?: () => number
  limits?: Partial<RateLimits>
  /** Origins allowed to call cross-origin (exact, e.g. "https://www.example.com"). Same-origin always may. */
  allowedOrigins?: string[]
  retry?: Partial<RetrySettings>
  /** A sweep for undelivered enquiries starts on a request at most this often per instance (default 30 s). */
  sweepEveryMs?: number
  /** Receives one line per failure: what failed and when, never what the visitor wrote. */
  log?: (line: string) => void
  newId?: () => string
  /**
   * The secret the form's derived Idempotency-Key is keyed with (ENQUIRY_KEY_SECRET). Without one,
   * each instance makes its own: a repeat that reaches another instance is not merged.
   */
  formKeySecret?: string
  /** Refuse an enquiry without the visitor's consent (default: data-policy.ts, CONSENT_REQUIRED). */
  consentRequired?: boolean
}

/** What the runtime knows about a request beyond the Request itself. */
export interface RequestContext {
  /** The client address the platform saw (Netlify's context.ip, the socket, the gateway's header). */
  clientAddress?: string
  /** Keeps the runtime alive for work after the answer (Netlify's context.waitUntil, EdgeRuntime.waitUntil). */
  waitUntil?: (work: Promise<unknown>) => void
}

export type EnquiryHandler = ((request: Request, context?: RequestContext) => Promise<Response>) & {
  /** One sweep over undelivered enquiries (the local timer and Netlify's scheduled function call it). */
  retryUndelivered(): Promise<RetryReport>
  /** Resolves when the background work started so far has finished (tests, shutdown). */
  settled(): Promise<void>
}

const problem = (status: number, code: EnquiryErrorCode, message: string, headers?: Record<string, string>) =>
  new EnquiryProblem(status, code, message, undefined, headers)

/** An answer of the function: JSON, never cached, never sniffed, never framed. */
function jsonAnswer(
  status: number,
  body: EnquiryAccepted | EnquiryErrorBody,
  headers: Record<string, string> = {},
) {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      ...NON_PAGE_ANSWER_HEADERS,
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
      ...headers,
    },
  })
}

/** Not POST or OPTIONS; the Node bridge gives it too, to methods a web Request cannot carry (TRACE). */
export const methodNotAllowed = (headers: Record<string, string> = {}) =>
  jsonAnswer(
    405,
    { error: "Please send enquiries with POST.", code: "method_not_allowed" },
    { ...headers, Allow: "POST, OPTIONS" },
  )

/** Another website's page; the Node bridge gives it too, to a Host that is not the server's (DNS rebinding). */
export const originNotAllowed = () =>
  jsonAnswer(403, { error: "Enquiries are only accepted from this website.", code: "origin_not_allowed" })

export function createEnquiryHandler(options: EnquiryHandlerOptions): EnquiryHandler {
  const now = options.now ?? Date.now
  const log = options.log ?? ((line: string) => console.error(line))
  const newId = options.newId ?? (() => crypto.randomUUID())
  const limiter = createRateLimiter({ ...DEFAULT_LIMITS, ...options.limits }, now)
  const retry = { ...DEFAULT_RETRY, ...options.retry }
  const sweepEveryMs = options.sweepEveryMs ?? Math.min(30_000, retry.firstDelayMs)
  const { store, transport } = options
  const formKeySecret = options.formKeySecret || instanceSecret()

  function fail(what: string, error?: unknown) {
    const reason = error instanceof Error ? `: ${error.message}` : ""
    log(`[send-contact-email] ${new Date(now()).toISOString()} ${what}${reason}`)
  }

  const { corsFor, formPostSource } = createOriginPolicy(options.allowedOrigins ?? [], fail)
  const delivery = transport ? createDelivery({ store, transport, now, retry, fail }) : null

  const background = new Set<Promise<unknown>>()
  function inBackground(work: Promise<unknown>, context?: RequestContext) {
    const tracked = work.catch((error) => fail("background work failed", error))
    background.add(tracked)
    void tracked.finally(() => background.delete(tracked))
    context?.waitUntil?.(tracked)
  }

  let lastSweepAt = -Infinity
  let sweeping: Promise<RetryReport> | null = null
  function retryUndelivered(): Promise<RetryReport> {
    if (!delivery) return Promise.resolve({ claimed: 0, delivered: 0, failed: 0 })
    lastSweepAt = now()
    sweeping ??= delivery
      .retryUndelivered()
      .catch((error) => {
        fail("a retry sweep failed", error)
        return { claimed: 0, delivered: 0, failed: 0 }
      })
      .finally(() => (sweeping = null))
    return sweeping
  }

  const json = (
    cors: Record<string, string>,
    status: number,
    body: EnquiryAccepted | EnquiryErrorBody,
    headers: Record<string, string> = {},
  ) => jsonAnswer(status, body, { ...cors, ...headers })

  /** The key the request sends, checked; undefined when it sends none (a form post, curl). */
  function sentIdempotencyKey(request: Request): string | undefined {
    const sent = request.headers.get(IDEMPOTENCY_HEADER)?.trim()
    if (sent === undefined) return undefined
    if (!IDEMPOTENCY_KEY_PATTERN.test(sent)) {
      throw problem(400, "invalid_idempotency_key", `The ${IDEMPOTENCY_HEADER} header must be a UUID.`)
    }
    return sent.toLowerCase()
  }

  /** A repeat of an enquiry stored or being stored: its id when the fields are the same, else the key was reused. */
  function repeatOf(original: { fingerprint: string; id: string }, fingerprint: string): string {
    if (original.fingerprint === fingerprint) return original.id
    throw problem(
      422,
      "idempotency_key_reused",
      `This ${IDEMPOTENCY_HEADER} was already used for a different enquiry.`,
    )
  }

  interface Original {
    fingerprint: string
    receivedAt: number
    id: Promise<string>
  }
  /**
   * Enquiries this instance is storing, by key. A repeat that arrives while its original is being
   * stored (Send pressed twice, a script's retry) waits for the original's answer and gets it, and
   * takes nothing from the rate limit: the store cannot see a write that has not finished.
   */
  const storing = new Map<string, Original>()

  /** The enquiry stored or being stored under `key`, or null. */
  async function originalOf(key: string) {
    const stored = await store.find(key).catch(() => null)
    if (stored)
      return { ...stored, receivedAt: Date.parse(stored.receivedAt), id: Promise.resolve(stored.id) }
    return storing.get(key) ?? null
  }

  /** Checks, limits and stores the enquiry the fields describe; resolves with its id once it is kept. */
  async function accept(
    request: Request,
    context: RequestContext | undefined,
    fields: Record<string, unknown>,
    sentKey: string | undefined,
  ): Promise<string> {
    const consentRequired = options.consentRequired ?? CONSENT_REQUIRED
    const { enquiry, language, robot, consentedTo } = validateEnquiry(fields, { consentRequired })
    // Robots get the answer they expect, so they do not adapt; nothing is kept.
    if (robot) return newId()

    const time = now()
    const fingerprint = await fingerprintOf(enquiry, language)
    const isFormPost = mediaTypeOf(request) === FORM_MEDIA_TYPE
    const [current, previous] = await resubmissionKeys(
      formKeySecret,
      fingerprint,
      request,
      context?.clientAddress,
      time,
    )
    // Without one (curl, a client from before the key), the enquiry gets its own: it cannot be repeated.
    const key = sentKey ?? (isFormPost ? current : crypto.randomUUID())

    const original = sentKey || isFormPost ? await originalOf(key) : null
    if (original) return repeatOf({ fingerprint: original.fingerprint, id: await original.id }, fingerprint)
    // The same words from the same browser within the window: a form posted twice, or posted before
    // its script arrived and then sent again by the script (which sends its own key).
    if (isFormPost || sentKey) {
      for (const resubmitted of isFormPost ? [previous] : [current, previous]) {
        const earlier = await originalOf(resubmitted)
        if (earlier && time - earlier.receivedAt < RESUBMISSION_WINDOW_MS) return earlier.id
      }
    }
    // Another request may have started storing it while the store was read.
    const started = storing.get(key)
    if (started) return repeatOf({ fingerprint: started.fingerprint, id: await started.id }, fingerprint)

    const id = storeOnce(key, fingerprint, enquiry, language, context, consentedTo)
    storing.set(key, { fingerprint, receivedAt: time, id })
    void id.then(
      () => storing.delete(key),
      () => storing.delete(key),
    )
    return id
  }

  async function storeOnce(
    key: string,
    fingerprint: string,
    enquiry: StoredEnquiry["enquiry"],
    language: string,
    context: RequestContext | undefined,
    consentedTo?: string,
  ): Promise<string> {
    const reservation = limiter.reserve(clientKey(context?.clientAddress))
    if (!reservation.ok) {
      // Stored meanwhile by another instance: answered as before, whatever the limit says.
      const known = await store.find(key).catch(() => null)
      if (known) return repeatOf(known, fingerprint)
      fail("rate limit reached for a client")
      const minutes = Math.ceil(reservation.retryAfterSeconds / 60)
      throw problem(
        429,
        "rate_limited",
        `Too many enquiries from your connection. Please wait ${minutes} minute(s).`,
        { "Retry-After": String(reservation.retryAfterSeconds) },
      )
    }

    const receivedAt = new Date(now()).toISOString()
    const record: StoredEnquiry = {
      id: newId(),
      key,
      fingerprint,
      receivedAt,
      language,
      enquiry,
      status: "pending",
      // The delivery this request starts is the first attempt, leased to it.
      attempts: delivery ? 1 : 0,
      nextAttemptAt: receivedAt,
      leaseUntil: delivery ? new Date(now() + retry.leaseMs).toISOString() : null,
      lastError: null,
      deliveredAt: null,
      ...(consentedTo && { consent: { at: receivedAt, notice: consentedTo } }),
    }
    let added: { stored: StoredEnquiry; created: boolean }
    try {
      added = await store.add(record)
    } catch (error) {
      reservation.release()
      fail(`storing an enquiry in the ${store.description} failed`, error)
      throw problem(502, "delivery_failed", "Your message could not be delivered just now.")
    }
    if (!added.created) {
      // Only accepted enquiries count towards the limit; a repeat is not a new one.
      reservation.release()
      return repeatOf(added.stored, fingerprint)
    }
    if (delivery) inBackground(delivery.attempt(added.stored), context)
    return added.stored.id
  }

  /** Any failure as the contract's problem: an unexpected one is an unreadable request. */
  function asProblem(error: unknown): EnquiryProblem {
    if (error instanceof EnquiryProblem) return error
    fail("reading the request failed", error)
    return problem(400, "invalid_request", "The enquiry could not be read.")
  }

  const problemAnswer = (
    cors: Record<string, string>,
    { status, code, message, field, headers }: EnquiryProblem,
  ) => json(cors, status, field ? { error: message, code, field } : { error: message, code }, headers)

  /**
   * A plain form's post: the same checks, answered with a page of the site (303) rather than JSON.
   * Only a request refused before its fields are read (another site, too large, unreadable, no
   * results path) is answered with JSON: there is no page of the site to send it to.
   */
  async function answerFormPost(request: Request, context?: RequestContext): Promise<Response> {
    const source = formPostSource(request)
    if (!source.allowed) return originNotAllowed()
    let pages: ResultPages | null = null
    try {
      const sentKey = sentIdempotencyKey(request)
      const fields = await readEnquiryFields(request)
      pages = resultPagesOf(fields, source.origin)
      if (!pages) throw problem(400, "invalid_request", "The form did not say where its result pages are.")
      await accept(request, context, fields, sentKey)
      return seeResult(pages, { sent: true })
    } catch (error) {
      const failure = asProblem(error)
      if (!pages) return problemAnswer({}, failure)
      const wait = Number(failure.headers["Retry-After"])
      const minutes = Number.isFinite(wait) && wait > 0 ? Math.ceil(wait / 60) : undefined
      return seeResult(pages, { sent: false, code: failure.code, minutes })
    }
  }

  async function handleEnquiry(request: Request, context?: RequestContext): Promise<Response> {
    // Each request that reaches the function may start a sweep, so retries need no visitor action.
    if (delivery && !sweeping && now() - lastSweepAt >= sweepEveryMs)
      inBackground(retryUndelivered(), context)

    if (request.method === "POST" && mediaTypeOf(request) === FORM_MEDIA_TYPE) {
      return answerFormPost(request, context)
    }
    const cors = corsFor(request)
    if (!cors.allowed) return originNotAllowed()
    if (request.method === "OPTIONS") {
      return new Response(null, {
        status: 204,
        headers: {
          ...NON_PAGE_ANSWER_HEADERS,
          ...cors.headers,
          "Access-Control-Allow-Methods": "POST, OPTIONS",
          "Access-Control-Allow-Headers": ALLOWED_REQUEST_HEADERS,
          "Access-Control-Max-Age": "86400",
        },
      })
    }
    if (request.method !== "POST") return methodNotAllowed(cors.headers)
    try {
      const sentKey = sentIdempotencyKey(request)
      const id = await accept(request, context, await readEnquiryFields(request), sentKey)
      return json(cors.headers, 200, { ok: true, id })
    } catch (error) {
      return problemAnswer(cors.headers, asProblem(error))
    }
  }

  return Object.assign(handleEnquiry, {
    retryUndelivered,
    async settled() {
      while (background.size) await Promise.all(background)
    },
  })
}

/** Settings shared by every runtime, read from its environment (Deno.env, process.env). */
export function enquirySettingsFromEnv(get: SettingReader): {
  limits: Partial<RateLimits>
  allowedOrigins: string[]
  retry: Partial<RetrySettings>
  formKeySecret: string | undefined
} {
  const retrySeconds = positiveSetting(get, "ENQUIRY_RETRY_SECONDS")
  return {
    limits: rateLimitsFromEnv(get),
    // Same origin needs no entry; list only other sites that post to this function.
    allowedOrigins: (get("ALLOWED_ORIGINS") ?? "")
      .split(",")
      .map((origin) => origin.trim().replace(/\/+$/, ""))
      .filter(Boolean),
    retry: retrySeconds ? { firstDelayMs: retrySeconds * 1000 } : {},
    // Keys the form's derived Idempotency-Key (form-post.ts); the launch check lists it when missing.
    formKeySecret: get(FORM_KEY_SECRET)?.trim() || undefined,
  }
}
