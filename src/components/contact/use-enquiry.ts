import { withPrefix } from "gatsby"
import { useCallback, useEffect, useReducer, useRef } from "react"
import {
  ENQUIRY_PATH,
  type EnquiryErrorBody,
  type EnquiryRequestBody,
  IDEMPOTENCY_HEADER,
} from "../../../functions/send-contact-email/contract"
import { settingUrl, settingValue } from "../../../functions/send-contact-email/settings"
import { useLanguage } from "../../hooks/use-page"
import { useWords } from "../../hooks/use-words"

/** Timings of the contact form that the specification fixes. */
export const SENT_RESET_MS = 5_000
export const REQUEST_TIMEOUT_MS = 15_000

/** What the visitor typed; the hook adds the page's language. */
export type EnquiryFields = Omit<EnquiryRequestBody, "language">

/** A field the visitor can correct; a refusal that names one is shown against it. */
export type EnquiryTextField = "name" | "email" | "company" | "message"

/** Why a send failed, in the page's language, and the field it is about, if any. */
export interface EnquiryFailureReason {
  detail: string
  field?: EnquiryTextField
}

export type EnquiryState =
  | { status: "idle" }
  | { status: "sending" }
  | { status: "sent" }
  | ({ status: "failed" } & EnquiryFailureReason)

export type EnquiryEvent =
  { type: "submit" } | { type: "succeeded" } | ({ type: "failed" } & EnquiryFailureReason) | { type: "reset" }

/** idle → sending → sent → idle, sending → failed; a new submit leaves any state but sending. */
export function enquiryReducer(state: EnquiryState, event: EnquiryEvent): EnquiryState {
  switch (event.type) {
    case "submit":
      return state.status === "sending" ? state : { status: "sending" }
    case "succeeded":
      return state.status === "sending" ? { status: "sent" } : state
    case "failed":
      return state.status === "sending"
        ? { status: "failed", detail: event.detail, field: event.field }
        : state
    case "reset":
      return state.status === "sent" ? { status: "idle" } : state
  }
}

/**
 * Where the form posts: the Supabase project when GATSBY_SUPABASE_URL was set at build time,
 * otherwise the site's own origin (local server, Netlify function), under Gatsby's path prefix.
 */
export function enquiryEndpoint(
  // Written out in full so Gatsby's build replaces them with the values it was built with; read as
  // the build reads them (settings.ts), so the privacy notice names who handles what the form sends.
  base = settingUrl(process.env.GATSBY_SUPABASE_URL),
  key = settingValue(process.env.GATSBY_SUPABASE_ANON_KEY),
): { url: string; headers: Record<string, string> } {
  const headers: Record<string, string> = { "Content-Type": "application/json" }
  if (key) headers.Authorization = `Bearer ${key}`
  const url = base ? `${base.replace(/\/+$/, "")}${ENQUIRY_PATH}` : withPrefix(ENQUIRY_PATH)
  return { url, headers }
}

type FailureWords = ReturnType<typeof useWords>["form"]
const TEXT_FIELDS: readonly unknown[] = ["name", "email", "company", "message"] satisfies EnquiryTextField[]

/** An answer's body before it is checked: the contract's fields, each of any type or missing. */
type Unchecked<Body> = { [Field in keyof Body]?: unknown } | null

/**
 * A refusal as the contract describes it, with a code the page has words for (the content's codes
 * are the contract's: its schema is generated from it). Any other body (a proxy's page) is not one,
 * nor a name every object inherits ("constructor"): the words' own keys only.
 */
const isErrorBody = (body: Unchecked<EnquiryErrorBody>, errors: object): body is EnquiryErrorBody =>
  typeof body?.code === "string" && Object.prototype.hasOwnProperty.call(errors, body.code)

/**
 * The reason to show, in the page's language: the content's text for the answer's `code`, else the
 * server's own `error` text, else the fallback (no JSON, no answer at all). A counted message (a
 * field's limit, the minutes to wait) takes the form its number needs in `lang`.
 */
export async function failureDetail(
  response: Response,
  words: FailureWords,
  lang: string,
): Promise<EnquiryFailureReason> {
  try {
    const body: Unchecked<EnquiryErrorBody> = await response.json()
    if (isErrorBody(body, words.errors as object)) {
      const seconds = Number(response.headers?.get("Retry-After"))
      const minutes = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 1
      // Fetched only when an answer needs it (with the plural rules): not part of the contact page's first load.
      const { enquiryReason } = await import("./enquiry-reason")
      const detail = enquiryReason(words, body.code, lang, { minutes })
      const field = TEXT_FIELDS.includes(body.field) ? (body.field as EnquiryTextField) : undefined
      return { detail, field }
    }
    return { detail: typeof body?.error === "string" ? body.error.trim() : "" }
  } catch {
    return { detail: "" }
  }
}

/**
 * Sends an enquiry and tracks it as one state machine. `send` resolves true when the function
 * accepted it (the caller clears the form), false otherwise; a second call while sending is ignored.
 * Every attempt with the same fields carries the same Idempotency-Key, so a retry after a lost
 * answer is never stored twice; a changed field makes it a new enquiry with a new key. Nothing about the visitor or the request reaches the console.
 */
export function useEnquiry() {
  const { form } = useWords()
  const { language } = useLanguage()
  const [state, dispatch] = useReducer(enquiryReducer, { status: "idle" })
  const sending = useRef(false)
  const pending = useRef<AbortController | null>(null)
  // One key per filled form: the same fields sent again (a retry) reuse it, changed fields get a new one.
  const idempotency = useRef<{ key: string; fields: string } | null>(null)

  useEffect(() => {
    if (state.status !== "sent") return
    const timer = setTimeout(() => dispatch({ type: "reset" }), SENT_RESET_MS)
    return () => clearTimeout(timer)
  }, [state])

  // Leaving the page mid-request cancels it.
  useEffect(() => () => pending.current?.abort(), [])

  const send = useCallback(
    async (fields: EnquiryFields): Promise<boolean> => {
      // A ref, not state: two clicks in the same tick must not send twice.
      if (sending.current) return false
      sending.current = true
      dispatch({ type: "submit" })
      const controller = new AbortController()
      pending.current = controller
      const timeout = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS)
      const sent = JSON.stringify(fields)
      try {
        // Inside the try: where randomUUID is missing (an old browser) the send fails like any other.
        if (idempotency.current?.fields !== sent)
          idempotency.current = { key: crypto.randomUUID(), fields: sent }
        const { url, headers } = enquiryEndpoint()
        const body: EnquiryRequestBody = { ...fields, language: language.code }
        const response = await fetch(url, {
          method: "POST",
          headers: { ...headers, [IDEMPOTENCY_HEADER]: idempotency.current.key },
          body: JSON.stringify(body),
          signal: controller.signal,
        })
        if (response.ok) {
          // The next enquiry is a new one, even with the same words.
          idempotency.current = null
          dispatch({ type: "succeeded" })
          return true
        }
        dispatch({ type: "failed", ...(await failureDetail(response, form, language.code)) })
        return false
      } catch {
        dispatch({ type: "failed", detail: "" })
        return false
      } finally {
        clearTimeout(timeout)
        sending.current = false
        pending.current = null
      }
    },
    [form, language.code],
  )

  return { state, send }
}
