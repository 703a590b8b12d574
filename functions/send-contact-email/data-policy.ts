/**
 * What the site does with a visitor's enquiry, as facts both sides read: the function (how long it
 * keeps an enquiry, when delivery gives up) and the build (the privacy notice fills these into its
 * sentences), so the notice cannot drift from the behaviour. Imports only the import-free
 * settings.ts: Deno loads it as is.
 *
 * The environment may override the two periods (ENQUIRY_RETENTION_DAYS, ENQUIRY_FAILED_AFTER_DAYS):
 * the function reads its own environment and the build its own, and where both are set the
 * variable wins over this file. Where the build and the function do not share an environment
 * (GitHub Pages + Supabase), change the value here rather than in one environment only.
 */
import type { Deployment } from "./settings.ts"

/**
 * Days an enquiry is kept, counted from its receipt whatever its delivery state. 30: the firm
 * answers within a working day and delivery gives up after a week, so a month leaves three weeks
 * to read what failed in the store; and it meets Russia's 152-FZ art. 21(4) for the store (the
 * mailbox copy needs its own rule: FIRM_FACTS.mailboxMonths).
 */
export const DEFAULT_RETENTION_DAYS = 30

/** Days after receipt when an undelivered enquiry is marked `failed` and no longer retried. */
export const DEFAULT_FAILED_AFTER_DAYS = 7

const DAY_MS = 24 * 60 * 60_000

export interface DataPolicy {
  retentionDays: number
  failedAfterDays: number
}

/** The periods in force: ENQUIRY_RETENTION_DAYS and ENQUIRY_FAILED_AFTER_DAYS (whole days ≥ 1) win over the defaults. */
export function dataPolicyFromEnv(get: (name: string) => string | undefined): DataPolicy {
  const days = (name: string, fallback: number) => {
    const raw = get(name)?.trim()
    if (!raw) return fallback
    const value = Number(raw)
    if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number of days (≥ 1)`)
    return value
  }
  const retentionDays = days("ENQUIRY_RETENTION_DAYS", DEFAULT_RETENTION_DAYS)
  const failedAfterDays = Math.min(
    days("ENQUIRY_FAILED_AFTER_DAYS", DEFAULT_FAILED_AFTER_DAYS),
    retentionDays,
  )
  return { retentionDays, failedAfterDays }
}

/** Enquiries received before this instant are deleted. */
export const retentionCutoff = (now: number, policy: DataPolicy) =>
  new Date(now - policy.retentionDays * DAY_MS).toISOString()

/** Undelivered enquiries received before this instant have failed for good. */
export const failureCutoff = (now: number, policy: DataPolicy) =>
  new Date(now - policy.failedAfterDays * DAY_MS).toISOString()

/** The companies that host the site, store an enquiry and mail it to the firm. */
export interface Processors {
  host: string
  store: string
  mail: string
}

/**
 * Who handles an enquiry besides the firm, per deployment (settings.ts, deploymentFromEnv: the
 * notice names those of the deployment the form posts to). Names are companies' own; what each does
 * is worded per language in content/<lang>/legal.json.
 */
export const PROCESSORS: Readonly<Record<Deployment["kind"], Processors>> = {
  netlify: { host: "Netlify, Inc.", store: "Netlify, Inc. (Netlify Blobs)", mail: "Resend, Inc." },
  supabase: { host: "GitHub, Inc. (GitHub Pages)", store: "Supabase, Inc.", mail: "Resend, Inc." },
}

/** Days before retention would delete an enquiry the firm has not had when the alert warns of it. */
export const DELETION_WARNING_DAYS = 3

/** Where a processor keeps or sends an enquiry; content/<lang>/legal.json → regions words each. */
export type Region = "eu" | "us"

/** What transfers out of the visitor's country rely on; content/<lang>/legal.json → safeguards words each. */
export type TransferSafeguard = "dpf" | "scc"

/**
 * Facts only the firm can settle, which the privacy notice states (docs/privacy.md, the checklist).
 * Left undefined, the notice shows legal.json → unset in their place and `npm run check:launch`
 * refuses a production build, so no page states a fact nobody decided.
 */
export interface FirmFacts {
  /** The company hosting the firm's own mailbox (CONTACT_TO), e.g. "Microsoft Corporation (Microsoft 365)". */
  mailbox?: string
  /** Where the store keeps enquiries: the Supabase project's region, or Netlify Blobs' region. */
  storeRegion?: Region
  /** Where the mail provider sends from (Resend's sending region). */
  mailRegion?: Region
  /** The safeguard the transfers to these companies rely on. */
  transferSafeguard?: TransferSafeguard
  /** Months the mailbox keeps an enquiry and the correspondence after the last exchange (a mailbox rule). */
  mailboxMonths?: number
  /** Days the mail provider keeps its copy of a sent message (its plan's retention). */
  mailProviderDays?: number
  /** Days the store's backups keep a deleted enquiry. */
  backupDays?: number
  /** Days the hosts keep their request logs. */
  hostLogDays?: number
}

export const FIRM_FACTS: FirmFacts = {}

/**
 * Decisions the firm records before launch that change no sentence on the pages, only whether the
 * site may go live as it is: each is where the decision is written down (a file, a ticket, a date),
 * undefined until it is. `npm run check:launch` lists the undefined ones.
 */
export interface FirmDecisions {
  /** Which of the GDPR, Lebanon's Law 81/2018, Egypt's Law 151/2020, Malaysia's PDPA and Russia's 152-FZ apply. */
  applicableLaws?: string
  /** Russia's 152-FZ art. 18(5): a Russia-hosted channel, routing, or the risk accepted. */
  russianLocalisation?: string
  /** A Malay (PDPA s. 7(3)) or Russian (152-FZ art. 18.1) version of the notice, or why none is needed. */
  noticeLanguages?: string
  /** Filings and licences: Lebanon's declaration, Egypt's licence and DPO, Roskomnadzor's notifications, Malaysia's registration. */
  filings?: string
}

export const FIRM_DECISIONS: FirmDecisions = {}

/**
 * Whether an enquiry needs the visitor's consent: true where a law the firm works under asks for it
 * (docs/privacy.md, "Consent"). The form then shows an unticked box linked to the privacy notice,
 * and the function refuses an enquiry without it (`missing_consent`) and records when it was given
 * and which version of the notice the page showed. The build and the function both read it here.
 */
export const CONSENT_REQUIRED: boolean = false
