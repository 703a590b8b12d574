/**
 * What the enquiry function, the build and the form read from their environment, read here once:
 * the rate limit, the names of the settings the launch check asks for, and which deployment a
 * build is for. The function reads its own environment (Deno.env, process.env), the build its own,
 * and the form the values Gatsby wrote into its bundle; each passes a `get`, and all three get the
 * same answer from the same value.
 *
 * Imports nothing, so Deno, the build and the browser bundle load it as it is.
 */

/** Reads one setting: Deno.env.get, `(name) => process.env[name]`, a test's record. */
export type SettingReader = (name: string) => string | undefined

export interface RateLimits {
  /** Accepted enquiries one client may send per window. */
  maxPerWindow: number
  windowMs: number
  /** Clients remembered at once; past it, the one idle longest is forgotten. */
  maxClients: number
}

export const DEFAULT_LIMITS: RateLimits = { maxPerWindow: 5, windowMs: 10 * 60_000, maxClients: 10_000 }

/** A setting's value as a number above zero, or undefined when unset or anything else. */
export function positiveSetting(get: SettingReader, name: string): number | undefined {
  const value = Number(get(name))
  return Number.isFinite(value) && value > 0 ? value : undefined
}

/**
 * ENQUIRY_RATE_LIMIT and ENQUIRY_RATE_WINDOW_SECONDS over the defaults: the function limits with
 * them and the privacy notice states the window.
 */
export function rateLimitsFromEnv(get: SettingReader): Pick<RateLimits, "maxPerWindow" | "windowMs"> {
  const windowSeconds = positiveSetting(get, "ENQUIRY_RATE_WINDOW_SECONDS")
  return {
    maxPerWindow: positiveSetting(get, "ENQUIRY_RATE_LIMIT") ?? DEFAULT_LIMITS.maxPerWindow,
    windowMs: windowSeconds ? windowSeconds * 1000 : DEFAULT_LIMITS.windowMs,
  }
}

/** The setting that holds the form key's secret: a long random string, the same for every instance. */
export const FORM_KEY_SECRET = "ENQUIRY_KEY_SECRET"

/** The incoming-webhook address the alert is posted to (a secret: whoever has it can post). */
export const ALERT_WEBHOOK_SETTING = "ENQUIRY_ALERT_WEBHOOK_URL"

export interface AlertSettings {
  webhookUrl: string | null
  afterMs: number
  repeatMs: number
}

/**
 * The alert (alert.ts): once the oldest enquiry the firm has not had has waited this long, a
 * message goes to the firm's chat webhook. Four hours leaves most of the 24-hour reply promise.
 * ENQUIRY_ALERT_AFTER_HOURS overrides it.
 */
export const DEFAULT_ALERT_AFTER_HOURS = 4

/** While any remain, the alert repeats at most this often (ENQUIRY_ALERT_REPEAT_HOURS overrides it). */
export const DEFAULT_ALERT_REPEAT_HOURS = 6

const HOUR_MS = 60 * 60_000

/** ENQUIRY_ALERT_WEBHOOK_URL, ENQUIRY_ALERT_AFTER_HOURS, ENQUIRY_ALERT_REPEAT_HOURS; a malformed value throws, naming it. */
export function alertSettingsFromEnv(get: SettingReader): AlertSettings {
  const hours = (name: string, fallback: number) => {
    const raw = get(name)?.trim()
    if (!raw) return fallback * HOUR_MS
    const value = Number(raw)
    if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a number of hours (> 0)`)
    return value * HOUR_MS
  }
  const webhookUrl = get(ALERT_WEBHOOK_SETTING)?.trim() || null
  if (webhookUrl && !/^https?:\/\//.test(webhookUrl))
    throw new Error(`${ALERT_WEBHOOK_SETTING} must be an http(s) address`)
  return {
    webhookUrl,
    afterMs: hours("ENQUIRY_ALERT_AFTER_HOURS", DEFAULT_ALERT_AFTER_HOURS),
    repeatMs: hours("ENQUIRY_ALERT_REPEAT_HOURS", DEFAULT_ALERT_REPEAT_HOURS),
  }
}

/** The mail provider's settings; the deployed function mails enquiries only with all three. */
export const RESEND_SECRETS = ["RESEND_API_KEY", "CONTACT_TO", "CONTACT_FROM"] as const

/** The Supabase project the form posts to; unset, it posts to its own origin. */
export const SUPABASE_URL_SETTING = "GATSBY_SUPABASE_URL"

/**
 * A setting as given, trimmed, or undefined when it says nothing: a CI variable left empty arrives
 * as "", blanks, or the text "undefined" or "null", which must never end up in a URL or a header.
 */
export function settingValue(value: string | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed && trimmed !== "undefined" && trimmed !== "null" ? trimmed : undefined
}

/** An http(s) address without its trailing "/", or undefined when the value is not one. */
export function settingUrl(value: string | undefined): string | undefined {
  const given = settingValue(value)
  try {
    return given && /^https?:$/.test(new URL(given).protocol) ? given.replace(/\/+$/, "") : undefined
  } catch {
    return undefined
  }
}

/**
 * Where the form posts, and so who handles an enquiry: the Supabase function when the build was
 * given a usable GATSBY_SUPABASE_URL (GitHub Pages), otherwise the site's own origin (Netlify, the
 * local server).
 */
export type Deployment = { kind: "netlify" } | { kind: "supabase"; base: string; origin: string }

/** The deployment a GATSBY_SUPABASE_URL value means. */
export function deploymentOf(supabaseUrl: string | undefined): Deployment {
  const base = settingUrl(supabaseUrl)
  return base ? { kind: "supabase", base, origin: new URL(base).origin } : { kind: "netlify" }
}

/** The deployment a build is for: the form's endpoint, the page policy and the privacy notice agree on it. */
export const deploymentFromEnv = (get: SettingReader): Deployment => deploymentOf(get(SUPABASE_URL_SETTING))
