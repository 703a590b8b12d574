import { withPrefix } from "gatsby"
import { useCallback, useEffect, useReducer, useRef } from "react"

/** Spec-fixed copy and timings of the contact form (website-spec §4, §8, §9). */
export const SENDING_LABEL = "Sending..."
export const SENT_LABEL = "Message Sent Successfully!"
export const FAILURE_PREFIX = "Failed to send message."
export const FAILURE_SUFFIX = "Please try again or contact us directly at"
/** The detail shown when the answer carries no `error` text (non-JSON, network failure, timeout). */
export const FALLBACK_DETAIL = "Failed to send message"
export const SENT_RESET_MS = 5_000
export const REQUEST_TIMEOUT_MS = 15_000

export const ENQUIRY_PATH = "/functions/v1/send-contact-email"
/** Must match HONEYPOT_FIELD in functions/send-contact-email/handler.ts (a test checks). */
export const HONEYPOT_FIELD = "website"

export interface EnquiryFields {
  name: string
  email: string
  company: string
  message: string
  [HONEYPOT_FIELD]: string
}

export type EnquiryState =
  { status: "idle" } | { status: "sending" } | { status: "sent" } | { status: "failed"; detail: string }

export type EnquiryEvent =
  { type: "submit" } | { type: "succeeded" } | { type: "failed"; detail: string } | { type: "reset" }

/** idle → sending → sent → idle, sending → failed; a new submit leaves any state but sending. */
export function enquiryReducer(state: EnquiryState, event: EnquiryEvent): EnquiryState {
  switch (event.type) {
    case "submit":
      return state.status === "sending" ? state : { status: "sending" }
    case "succeeded":
      return state.status === "sending" ? { status: "sent" } : state
    case "failed":
      return state.status === "sending" ? { status: "failed", detail: event.detail } : state
    case "reset":
      return state.status === "sent" ? { status: "idle" } : state
  }
}

function configured(value: string | undefined): string | undefined {
  const trimmed = value?.trim()
  // An unset variable must never become the text "undefined" in a URL or header.
  return trimmed && trimmed !== "undefined" && trimmed !== "null" ? trimmed : undefined
}

/**
 * Where the form posts: the Supabase project when GATSBY_SUPABASE_URL was set at build time,
 * otherwise the site's own origin (local server, Netlify function), under Gatsby's path prefix.
 */
export function enquiryEndpoint(
  // Written out in full so Gatsby's build replaces them with the values it was built with.
  base = configured(process.env.GATSBY_SUPABASE_URL),
  key = configured(process.env.GATSBY_SUPABASE_ANON_KEY),
): { url: string; headers: Record<string, string> } {
  const headers: Record<string, string> = { "Content-Type": "application/json" }
  if (key) headers.Authorization = `Bearer ${key}`
  const url = base ? `${base.replace(/\/+$/, "")}${ENQUIRY_PATH}` : withPrefix(ENQUIRY_PATH)
  return { url, headers }
}

async function errorDetail(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json()
    const error = (body as { error?: unknown } | null)?.error
    return typeof error === "string" && error.trim() ? error.trim() : FALLBACK_DETAIL
  } catch {
    return FALLBACK_DETAIL
  }
}

/**
 * Sends an enquiry and tracks it as one state machine. `send` resolves true when the function
 * accepted it (the caller clears the form), false otherwise; a second call while sending is ignored.
 * Nothing about the visitor or the request is written to the console.
 */
export function useEnquiry() {
  const [state, dispatch] = useReducer(enquiryReducer, { status: "idle" })
  const sending = useRef(false)
  const pending = useRef<AbortController | null>(null)

  useEffect(() => {
    if (state.status !== "sent") return
    const timer = setTimeout(() => dispatch({ type: "reset" }), SENT_RESET_MS)
    return () => clearTimeout(timer)
  }, [state])

  // Leaving the page mid-request cancels it.
  useEffect(() => () => pending.current?.abort(), [])

  const send = useCallback(async (fields: EnquiryFields): Promise<boolean> => {
    // A ref, not state: two clicks in the same tick must not send twice.
    if (sending.current) return false
    sending.current = true
    dispatch({ type: "submit" })
    const controller = new AbortController()
    pending.current = controller
    const timeout = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS)
    try {
      const { url, headers } = enquiryEndpoint()
      const response = await fetch(url, {
        method: "POST",
        headers,
        body: JSON.stringify(fields),
        signal: controller.signal,
      })
      if (response.ok) {
        dispatch({ type: "succeeded" })
        return true
      }
      dispatch({ type: "failed", detail: await errorDetail(response) })
      return false
    } catch {
      dispatch({ type: "failed", detail: FALLBACK_DETAIL })
      return false
    } finally {
      clearTimeout(timeout)
      sending.current = false
      pending.current = null
    }
  }, [])

  return { state, send }
}
