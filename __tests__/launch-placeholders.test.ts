/** @jest-environment node */
/**
 * The launch check's placeholders (gatsby/launch/placeholders.ts), as a function of the content and the
 * environment: this repository's sample lists every placeholder a visitor would see; a production
 * context fails on them and any other warns; filled with a firm's real values, nothing is listed.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { FirmDecisions, FirmFacts } from "../functions/send-contact-email/data-policy"
import { checkLaunch } from "../gatsby/launch/launch-check"
import { placeholderProblemsIn, placeholderReason } from "../gatsby/launch/placeholders"

const ROOT = path.resolve(__dirname, "..")
const MAIL = {
  RESEND_API_KEY: "re_live_key",
  CONTACT_TO: "enquiries@cedar-line.com.lb",
  CONTACT_FROM: "Website <website@cedar-line.com.lb>",
}
const SETTLED: FirmFacts = {
  mailbox: "Microsoft Corporation (Microsoft 365)",
  storeRegion: "eu",
  mailRegion: "eu",
  transferSafeguard: "dpf",
  mailboxMonths: 12,
  mailProviderDays: 3,
  backupDays: 7,
  hostLogDays: 30,
}
const DECIDED: FirmDecisions = {
  applicableLaws: "Lawyer's memo of 2 December 2026",
  russianLocalisation: "Risk accepted, board minutes of 3 December 2026",
  noticeLanguages: "No Malaysian office: English only (memo)",
  filings: "Filed: Ministry of Economy declaration no. 1234",
}

const fieldsOf = (problems: { source: string; field: string }[]) =>
  problems.map(({ source, field }) => `${source} → ${field}`)

describe("on this repository's sample", () => {
  const problems = fieldsOf(placeholderProblemsIn(ROOT, {}))

  it("lists, per file and field, every placeholder a visitor would see", () => {
    expect(problems).toEqual(
      expect.arrayContaining([
        "content/en/site.json → name",
        "content/en/site.json → contact.email",
        "content/en/site.json → contact.phone",
        "content/en/site.json → contact.address.street",
        "content/ar/site.json → contact.address.street",
        "content/en/site.json → social[0].url",
        "content/en/site.json → social[3].url",
        "content/en/site.json → privacy.controller",
        "content/en/site.json → privacy.email",
        "content/fr/site.json → privacy.registration",
        "content/en/site.json → terms.governingLaw",
        "functions/send-contact-email/data-policy.ts → FIRM_FACTS.storeRegion",
        "functions/send-contact-email/data-policy.ts → FIRM_DECISIONS.russianLocalisation",
        "environment → SITE_URL",
        "static/company-profile.pdf → the printed contact details",
        "static/company-profile-ar.pdf → the printed contact details",
        "static/og-image.png → the firm's name",
      ]),
    )
  })

  it("names the command that redraws each file drawn from them", () => {
    const files = placeholderProblemsIn(ROOT, {}).filter(({ source }) => source.startsWith("static/"))
    for (const { source, message } of files)
      expect(message).toMatch(
        source.endsWith(".pdf") ? /npm run gen:profile-pdf/ : /npm run gen:brand-images/,
      )
  })

  it("on Netlify, where URL is always set, an unset SITE_URL is no placeholder; an example one is", () => {
    const netlify = fieldsOf(placeholderProblemsIn(ROOT, { URL: "https://cedarline.netlify.app" }))
    expect(netlify.filter((field) => field.startsWith("environment"))).toEqual([])
    expect(fieldsOf(placeholderProblemsIn(ROOT, { SITE_URL: "https://www.example.com" }))).toContain(
      "environment → SITE_URL",
    )
  })

  it("lists mail and alert settings left at an example domain, never their values", () => {
    const env = { CONTACT_TO: "firm@example.com", ENQUIRY_ALERT_WEBHOOK_URL: "https://hooks.example.com/x" }
    const listed = placeholderProblemsIn(ROOT, env).filter(({ source }) => source === "environment")
    expect(fieldsOf(listed)).toEqual(
      expect.arrayContaining(["environment → CONTACT_TO", "environment → ENQUIRY_ALERT_WEBHOOK_URL"]),
    )
    expect(JSON.stringify(listed)).not.toContain("firm@example.com")
  })

  it("fails a production build on them, and only warns every other build", () => {
    const check = [(env: Record<string, string | undefined>) => placeholderProblemsIn(ROOT, env)]
    expect(checkLaunch({ CONTEXT: "production", ...MAIL }, check).fails).toBe(true)
    expect(checkLaunch({ SITE_PRODUCTION: "true", ...MAIL }, check).fails).toBe(true)
    for (const env of [{}, { CI: "true" }, { CONTEXT: "deploy-preview", NETLIFY: "true" }]) {
      const verdict = checkLaunch({ ...env, ...MAIL }, check)
      expect(verdict.problems.length).toBeGreaterThan(0)
      expect(verdict.fails).toBe(false)
    }
  })
})

/** A copy of content/ and static/ with a firm's real values written over the sample's. */
function filledProject(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "launch-"))
  fs.cpSync(path.join(ROOT, "content"), path.join(root, "content"), { recursive: true })
  fs.mkdirSync(path.join(root, "static"))
  // The firm's own PDFs (no recorded source hash) and a redrawn share image.
  for (const name of ["company-profile.pdf", "company-profile-ar.pdf", "company-profile-fr.pdf"])
    fs.writeFileSync(path.join(root, "static", name), "%PDF-1.7 the firm's own")
  fs.writeFileSync(path.join(root, "static/og-image.png"), "png")
  for (const lang of ["en", "ar", "fr"]) {
    const file = path.join(root, "content", lang, "site.json")
    const site = JSON.parse(fs.readFileSync(file, "utf8"))
    site.name = { en: "Cedar Line Advisory", ar: "سيدر لاين للاستشارات", fr: "Cedar Line Conseil" }[lang]
    site.contact.email = "hello@cedar-line.com.lb"
    site.contact.phone = "+961 1 987 654"
    site.contact.address.street = "Sofil Center, 3rd Floor, Charles Malek Avenue"
    site.social = site.social.map((profile: { network: string }) => ({
      ...profile,
      url: `https://www.${profile.network}.com/cedarlineadvisory`,
    }))
    site.privacy = {
      controller: "Cedar Line Advisory SAL",
      email: "privacy@cedar-line.com.lb",
      registration: "Beirut Commercial Register No. 1023456",
    }
    site.terms = {
      governingLaw: "Lebanese law",
      courts: "the courts of Beirut",
      prevailingLanguage: "English",
    }
    fs.writeFileSync(file, JSON.stringify(site))
  }
  return root
}

describe("filled with a firm's real values", () => {
  it("lists nothing, and a production build passes", () => {
    const root = filledProject()
    const env = { CONTEXT: "production", URL: "https://www.cedar-line.com.lb", ...MAIL }
    expect(placeholderProblemsIn(root, env, SETTLED, DECIDED)).toEqual([])
    const verdict = checkLaunch(env, [(buildEnv) => placeholderProblemsIn(root, buildEnv, SETTLED, DECIDED)])
    expect(verdict).toEqual({ production: true, problems: [], fails: false })
  })

  it.each([
    [
      "an address at a domain merely containing 'example'",
      "hello@example-consulting.com",
      { reservedDomain: true },
    ],
    [
      "a profile on a real network",
      "https://www.linkedin.com/company/example-tower-group",
      { reservedDomain: true },
    ],
    ["a real phone number", "+961 1 000 001", { samples: ["+961 1 000 000"] }],
    ["a firm that keeps Lebanese law", "Lebanese law", { unset: true }],
  ])("never trips on %s", (_, value, mark) => {
    expect(placeholderReason(value, mark)).toBeUndefined()
  })
})
