/**
 * The placeholders a firm replaces before launch, as a launch check (./launch-check.ts): every content
 * field whose schema marks it `"placeholder"` and still holds the sample, the facts only the firm
 * settles (data-policy.ts: FIRM_FACTS, FIRM_DECISIONS), a site address at a reserved domain, mail and
 * alert settings at one, and the committed files drawn from placeholder values with the command that
 * redraws each. A value is a placeholder only by an explicit mark, so no real value trips it:
 *
 *   "placeholder": { "reservedDomain": true }   an e-mail or URL at example.com/.net/.org, .example, .test, .invalid (RFC 2606)
 *   "placeholder": { "samples": ["…"] }         one of the sample's own values, exactly
 *   "placeholder": { "unset": true }            empty: a decision the firm has not written in
 */
import fs from "node:fs"
import path from "node:path"
import { ALERT_WEBHOOK_SETTING } from "../../functions/send-contact-email/settings"
import {
  FIRM_DECISIONS,
  FIRM_FACTS,
  type FirmDecisions,
  type FirmFacts,
} from "../../functions/send-contact-email/data-policy"
import { profilePdfPath } from "../../src/i18n/languages"
import { resolveSiteUrl } from "../build/site-url"
import { languageCodes, readContentJson } from "../content/read-content"
import { contentKinds, type JsonSchema, readSchema, resolve, SCHEMA_POINTER } from "../content/schema"
import type { BuildEnv, LaunchCheck, LaunchProblem } from "./launch-problem"

export interface PlaceholderMark {
  reservedDomain?: boolean
  samples?: string[]
  unset?: boolean
}

type Marked = JsonSchema & { placeholder?: PlaceholderMark }

/** RFC 2606 and 6761: names that never belong to anyone. */
const RESERVED_DOMAIN = /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost)$/i

/** The host of an e-mail address or URL, lower case; undefined if it has none. */
export function domainOf(value: string): string | undefined {
  const trimmed = value.trim()
  const email = /@([^@\s>]+)>?$/.exec(trimmed)
  if (email && !/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) return email[1].toLowerCase()
  return URL.canParse(trimmed) ? new URL(trimmed).hostname.toLowerCase() : undefined
}

export const isReservedDomain = (value: string) => RESERVED_DOMAIN.test(domainOf(value) ?? "")

/** Why `value` is still a placeholder under `mark`, or undefined if it is the firm's own. */
export function placeholderReason(value: unknown, mark: PlaceholderMark): string | undefined {
  if (typeof value !== "string") return undefined
  if (mark.unset && !value.trim()) return "is empty: the firm has not filled it in"
  if (mark.reservedDomain && isReservedDomain(value)) return "is at a reserved example domain"
  if (mark.samples?.includes(value)) return "is still the sample's"
  return undefined
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** Every marked field of one content file: ["contact.email", reason], ["social[2].url", reason]. */
function markedFields(data: Json, node: JsonSchema, root: JsonSchema, at: string): [string, string][] {
  const schema = resolve(node, root) as Marked
  const reason = schema.placeholder && placeholderReason(data, schema.placeholder)
  if (reason) return [[at, reason]]
  if (Array.isArray(data) && schema.items) {
    return data.flatMap((item, index) => markedFields(item, schema.items!, root, `${at}[${index}]`))
  }
  if (data && typeof data === "object" && !Array.isArray(data) && schema.properties) {
    return Object.entries(schema.properties)
      .filter(([name]) => name !== SCHEMA_POINTER && name in data)
      .flatMap(([name, property]) => markedFields(data[name], property, root, at ? `${at}.${name}` : name))
  }
  return []
}

/** content/<lang>/<kind>.json for every language and kind: the fields still placeholders. */
export function contentPlaceholders(contentDir: string): LaunchProblem[] {
  const languages = languageCodes(contentDir)
  const base = path.basename(contentDir)
  return contentKinds(contentDir).flatMap((kind) => {
    const root = readSchema(contentDir, kind)
    return languages.flatMap((code) => {
      const file = path.join(contentDir, code, `${kind}.json`)
      if (!fs.existsSync(file)) return []
      const data = readContentJson(contentDir, code, `${kind}.json`) as Json
      return markedFields(data, root, root, "").map(([field, reason]) => ({
        source: `${base}/${code}/${kind}.json`,
        field,
        message: `${reason}; write the firm's own (${kind}.schema.json says what it is).`,
      }))
    })
  })
}

const POLICY = "functions/send-contact-email/data-policy.ts"

/** The facts and decisions only the firm settles, where still undefined. */
export function firmPlaceholders(
  facts: FirmFacts = FIRM_FACTS,
  decisions: FirmDecisions = FIRM_DECISIONS,
): LaunchProblem[] {
  const factNames: (keyof FirmFacts)[] = [
    "mailbox",
    "storeRegion",
    "mailRegion",
    "transferSafeguard",
    "mailboxMonths",
    "mailProviderDays",
    "backupDays",
    "hostLogDays",
  ]
  const decisionNames: (keyof FirmDecisions)[] = [
    "applicableLaws",
    "russianLocalisation",
    "noticeLanguages",
    "filings",
  ]
  return [
    ...factNames
      .filter((name) => facts[name] === undefined)
      .map((name) => ({
        source: POLICY,
        field: `FIRM_FACTS.${name}`,
        message:
          "is unset, so the privacy notice says it is not yet set; fill it in (docs/privacy.md, the checklist).",
      })),
    ...decisionNames
      .filter((name) => !decisions[name]?.trim())
      .map((name) => ({
        source: POLICY,
        field: `FIRM_DECISIONS.${name}`,
        message:
          "is not recorded; decide it with the firm's lawyer and say where the decision is written (docs/privacy.md, the checklist).",
      })),
  ]
}

/** The site's address and the mail and alert settings, where they point at a reserved domain. */
export function environmentPlaceholders(env: BuildEnv): LaunchProblem[] {
  const problems: LaunchProblem[] = []
  const { siteUrl, source } = resolveSiteUrl(env)
  if (isReservedDomain(siteUrl)) {
    problems.push({
      source: "environment",
      field: source === "default" ? "SITE_URL" : source,
      message:
        source === "default"
          ? "is unset, so the site's links, sitemap and share cards point at the example address; set SITE_URL (Netlify sets URL itself)."
          : "is at a reserved example domain; set SITE_URL to the site's public address.",
    })
  }
  for (const name of ["CONTACT_TO", "CONTACT_FROM", ALERT_WEBHOOK_SETTING]) {
    const value = env[name]?.trim()
    if (value && isReservedDomain(value)) {
      problems.push({
        source: "environment",
        field: name,
        message: "is at a reserved example domain; set the firm's own (docs/enquiries.md).",
      })
    }
  }
  return problems
}

/** A PDF printed from content/ (make-profile-pdf.ts records the hash of its source), not an editor's own. */
const printedFromContent = (pdf: Buffer) => pdf.includes("/SourceHash")

/** The committed files drawn from placeholder values: the profile PDFs print the contact details, og-image.png the name. */
export function drawnFromPlaceholders(root: string, contentProblems: LaunchProblem[]): LaunchProblem[] {
  const contentDir = path.join(root, "content")
  const drawn = (code: string, fields: RegExp) =>
    contentProblems.some(
      (problem) => problem.source.endsWith(`/${code}/site.json`) && fields.test(problem.field),
    )
  const languages = languageCodes(contentDir)
  const problems: LaunchProblem[] = []
  for (const code of languages) {
    const file = path.join("static", profilePdfPath(code))
    const absolute = path.join(root, file)
    if (!fs.existsSync(absolute) || !printedFromContent(fs.readFileSync(absolute))) continue
    if (drawn(code, /^(name|contact\.|social|privacy\.controller)/)) {
      problems.push({
        source: file,
        field: "the printed contact details",
        message:
          "is printed from placeholder values; fill content/ in, then redraw it: npm run gen:profile-pdf.",
      })
    }
  }
  const ogImage = path.join(root, "static/og-image.png")
  if (fs.existsSync(ogImage) && drawn("en", /^name$/)) {
    problems.push({
      source: "static/og-image.png",
      field: "the firm's name",
      message:
        "draws the sample's name; fill content/en/site.json → name in, then redraw it: npm run gen:brand-images.",
    })
  }
  return problems
}

/** Everything above for the project at `root` (content/, static/) and the build's environment. */
export function placeholderProblemsIn(
  root: string,
  env: BuildEnv,
  facts: FirmFacts = FIRM_FACTS,
  decisions: FirmDecisions = FIRM_DECISIONS,
): LaunchProblem[] {
  const content = contentPlaceholders(path.join(root, "content"))
  return [
    ...content,
    ...firmPlaceholders(facts, decisions),
    ...environmentPlaceholders(env),
    ...drawnFromPlaceholders(root, content),
  ]
}

export const placeholderProblems: LaunchCheck = (env) => placeholderProblemsIn(path.resolve("."), env)
