/** @jest-environment node */
import {
  checkLaunch,
  describeLaunchProblems,
  enquiryChannelProblems,
  enquiryKeySecretProblems,
  enquirySettingProblems,
  isProductionBuild,
  supabaseUrlProblems,
} from "../gatsby/launch/launch-check"
import type { LaunchCheck } from "../gatsby/launch/launch-problem"

const MAIL = {
  RESEND_API_KEY: "re_secret_value",
  CONTACT_TO: "firm@example.com",
  CONTACT_FROM: "Site <s@example.com>",
}
/** The enquiry channel check alone: the placeholders have their own test (launch-placeholders.test.ts). */
const CHANNELS = [enquiryChannelProblems]
const KEY = { ENQUIRY_KEY_SECRET: "0123456789abcdef-secret" }
/** The form key secret's check alone. */
const KEY_CHECK = [enquiryKeySecretProblems]
const ALERT = { ENQUIRY_ALERT_WEBHOOK_URL: "https://chat.example.com/hook/secret-path" }

describe("which builds are production", () => {
  it("is Netlify's production context or the flag pages.yml sets, nothing else", () => {
    expect(isProductionBuild({ CONTEXT: "production" })).toBe(true)
    expect(isProductionBuild({ SITE_PRODUCTION: "true", CI: "true", PREFIX_PATHS: "true" })).toBe(true)
    // npm start / npm test / CI / the prefixed build / previews / check:netlify's deploy-preview context
    for (const env of [
      {},
      { CI: "true" },
      { PREFIX_PATHS: "true", CI: "true" },
      { NETLIFY: "true", CONTEXT: "deploy-preview" },
      { NETLIFY: "true", CONTEXT: "branch-deploy" },
      { NETLIFY: "true", CONTEXT: "dev" },
      { SITE_PRODUCTION: "" },
    ])
      expect(isProductionBuild(env)).toBe(false)
  })
})

describe("the enquiry channel check", () => {
  it("fails a production build that would store enquiries nobody is told of, naming the settings only", () => {
    const verdict = checkLaunch({ CONTEXT: "production", CONTACT_TO: "firm@example.com" }, CHANNELS)
    expect(verdict.fails).toBe(true)
    expect(verdict.problems).toEqual([
      expect.objectContaining({
        source: "environment",
        field: "RESEND_API_KEY, CONTACT_TO, CONTACT_FROM, ENQUIRY_ALERT_WEBHOOK_URL",
      }),
    ])
    const text = describeLaunchProblems(verdict)
    expect(text).toMatch(/production build cannot go live/)
    expect(text).toMatch(/Netlify's environment variables, scoped to Builds/)
    expect(text).not.toContain("firm@example.com")
  })

  it("passes a production build with mail, or with the alert alone, and never prints their values", () => {
    for (const env of [{ ...MAIL }, { ...ALERT }, { ...MAIL, ...ALERT }]) {
      const verdict = checkLaunch({ CONTEXT: "production", ...env }, CHANNELS)
      expect(verdict).toEqual({ production: true, problems: [], fails: false })
    }
  })

  it("warns, not fails, every build that does not go live", () => {
    for (const env of [{}, { CI: "true", PREFIX_PATHS: "true" }, { CONTEXT: "deploy-preview" }]) {
      const verdict = checkLaunch(env, CHANNELS)
      expect(verdict.fails).toBe(false)
      expect(verdict.problems).toHaveLength(1)
      expect(describeLaunchProblems(verdict)).toMatch(/only a warning/)
    }
  })

  it("reads the Pages build's word for the Supabase function's secrets, which that build cannot see", () => {
    const pages = { SITE_PRODUCTION: "true", GATSBY_SUPABASE_URL: "https://x.supabase.co" }
    const missing = checkLaunch(
      {
        ...pages,
        ENQUIRY_MAIL_CONFIGURED: "false",
        ENQUIRY_ALERT_CONFIGURED: "false",
      },
      CHANNELS,
    )
    expect(missing.fails).toBe(true)
    expect(describeLaunchProblems(missing)).toMatch(/repository secrets/)
    expect(checkLaunch({ ...pages, ENQUIRY_MAIL_CONFIGURED: "true" }, CHANNELS).fails).toBe(false)
    expect(checkLaunch({ ...pages, ENQUIRY_ALERT_CONFIGURED: "true" }, CHANNELS).fails).toBe(false)
  })
})

describe("the form key secret", () => {
  it("fails a production build without ENQUIRY_KEY_SECRET, on Netlify and on Pages, naming it and not its value", () => {
    const netlify = checkLaunch({ CONTEXT: "production", ...MAIL }, KEY_CHECK)
    expect(netlify.fails).toBe(true)
    expect(netlify.problems).toEqual([
      expect.objectContaining({ source: "environment", field: "ENQUIRY_KEY_SECRET" }),
    ])
    expect(describeLaunchProblems(netlify)).toMatch(/scoped to Builds and Functions/)
    expect(checkLaunch({ CONTEXT: "production", ...MAIL, ...KEY }, KEY_CHECK).fails).toBe(false)
    expect(
      describeLaunchProblems(checkLaunch({ CONTEXT: "deploy-preview", ...KEY }, KEY_CHECK)),
    ).not.toContain(KEY.ENQUIRY_KEY_SECRET)

    // The Pages build cannot see the Supabase function's secret, only pages.yml's word for it.
    const pages = { SITE_PRODUCTION: "true", GATSBY_SUPABASE_URL: "https://x.supabase.co" }
    const missing = checkLaunch(
      {
        ...pages,
        ENQUIRY_MAIL_CONFIGURED: "true",
        ENQUIRY_KEY_SECRET_CONFIGURED: "false",
      },
      KEY_CHECK,
    )
    expect(missing.problems.map((problem) => problem.field)).toEqual(["ENQUIRY_KEY_SECRET"])
    expect(describeLaunchProblems(missing)).toMatch(/repository secret/)
    expect(
      checkLaunch(
        { ...pages, ENQUIRY_MAIL_CONFIGURED: "true", ENQUIRY_KEY_SECRET_CONFIGURED: "true" },
        KEY_CHECK,
      ).fails,
    ).toBe(false)
  })
})

describe("the enquiry settings the build can see", () => {
  it("fails a production build on a malformed period or alert setting, naming it and not its value", () => {
    const verdict = checkLaunch(
      {
        CONTEXT: "production",
        ...MAIL,
        ENQUIRY_RETENTION_DAYS: "thirty",
        ENQUIRY_ALERT_AFTER_HOURS: "-1",
      },
      [enquiryChannelProblems, enquirySettingProblems],
    )
    expect(verdict.fails).toBe(true)
    expect(verdict.problems.map((problem) => problem.field)).toEqual([
      "ENQUIRY_RETENTION_DAYS",
      "ENQUIRY_ALERT_AFTER_HOURS",
    ])
    expect(describeLaunchProblems(verdict)).not.toContain("thirty")
  })
})

describe("another list of problems", () => {
  it("joins the same verdict: a check is a function of the environment answering problems", () => {
    const placeholders: LaunchCheck = () => [
      { source: "content/en/legal.json", field: "company.address", message: "still a placeholder" },
    ]
    const verdict = checkLaunch({ CONTEXT: "production", ...MAIL }, [placeholders])
    expect(verdict.fails).toBe(true)
    expect(describeLaunchProblems(verdict)).toContain(
      "content/en/legal.json → company.address: still a placeholder",
    )
  })
})

describe("the Supabase address the form posts to", () => {
  const URL_CHECK = [supabaseUrlProblems]

  it("stops a production build given an address the form cannot use, naming the setting only", () => {
    for (const value of ["abc.supabase.co", "http://abc.supabase.co", "https//abc.supabase.co"]) {
      const verdict = checkLaunch({ SITE_PRODUCTION: "true", GATSBY_SUPABASE_URL: value }, URL_CHECK)
      expect(verdict.fails).toBe(true)
      expect(verdict.problems.map((problem) => problem.field)).toEqual(["GATSBY_SUPABASE_URL"])
      expect(describeLaunchProblems(verdict)).not.toContain(value)
    }
  })

  it("lets an https address through, and an unset one (Netlify posts to its own function)", () => {
    for (const value of ["https://abc.supabase.co", "https://abc.supabase.co/", undefined, "", "undefined"])
      expect(checkLaunch({ CONTEXT: "production", GATSBY_SUPABASE_URL: value }, URL_CHECK).fails).toBe(false)
  })
})
