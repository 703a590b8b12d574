/**
 * The launch check: what a production build must not go live with. One module decides whether a
 * build is production and collects every check's problems; a production build fails naming them, any
 * other build (local, CI, previews, the Pages build without its flag, `npm run check:netlify`) warns.
 * Problems name a file or setting and a field, never a value: a build log is not a place for secrets.
 *
 * A new check is a function of the build's environment answering a list of problems: add it to
 * LAUNCH_CHECKS.
 */
import { dataPolicyFromEnv } from "../../functions/send-contact-email/data-policy"
import {
  ALERT_WEBHOOK_SETTING,
  alertSettingsFromEnv,
  deploymentFromEnv,
  FORM_KEY_SECRET,
  RESEND_SECRETS,
  settingValue,
  SUPABASE_URL_SETTING,
} from "../../functions/send-contact-email/settings"
import { placeholderProblems } from "./placeholders"
import type { BuildEnv, LaunchCheck, LaunchProblem } from "./launch-problem"

/** Set to "true" by .github/workflows/pages.yml: the GitHub Pages build is the production one. */
export const PRODUCTION_FLAG = "SITE_PRODUCTION"

/**
 * Production: Netlify's production context, or the explicit flag. CI, PREFIX_PATHS, NETLIFY alone,
 * a deploy preview or branch deploy are not: only a build that goes live is held to the check.
 */
export function isProductionBuild(env: BuildEnv): boolean {
  return env.CONTEXT?.trim() === "production" || env[PRODUCTION_FLAG]?.trim() === "true"
}

const isSet = (env: BuildEnv, name: string) => Boolean(env[name]?.trim())

/**
 * The enquiry channels the deployed function will have. On Netlify the build sees the function's own
 * variables (when scoped to Builds); the Pages build cannot see Supabase's secrets, so pages.yml says
 * whether the repository holds the ones supabase-function.yml forwards (ENQUIRY_MAIL_CONFIGURED,
 * ENQUIRY_ALERT_CONFIGURED).
 */
export function enquiryChannels(env: BuildEnv): { mail: boolean; alert: boolean } {
  return {
    mail: RESEND_SECRETS.every((name) => isSet(env, name)) || env.ENQUIRY_MAIL_CONFIGURED === "true",
    alert: isSet(env, ALERT_WEBHOOK_SETTING) || env.ENQUIRY_ALERT_CONFIGURED === "true",
  }
}

/** An enquiry that would be kept but neither mailed to the firm nor alerted on is one nobody reads. */
export const enquiryChannelProblems: LaunchCheck = (env) => {
  const { mail, alert } = enquiryChannels(env)
  if (mail || alert) return []
  const where =
    deploymentFromEnv((name) => env[name]).kind === "supabase"
      ? "as repository secrets (supabase-function.yml forwards them to the function)"
      : "in Netlify's environment variables, scoped to Builds and Functions"
  return [
    {
      source: "environment",
      field: [...RESEND_SECRETS, ALERT_WEBHOOK_SETTING].join(", "),
      message:
        `enquiries would be stored but neither e-mailed nor alerted on: set ${RESEND_SECRETS.join(", ")} ` +
        `(mail) or ${ALERT_WEBHOOK_SETTING} (the alert), ${where} (docs/enquiries.md).`,
    },
  ]
}

/**
 * A malformed period or alert setting the build can see (on Netlify, when scoped to Builds): the
 * function would refuse every enquiry (503) rather than keep one under a retention it cannot apply.
 */
export const enquirySettingProblems: LaunchCheck = (env) =>
  [() => dataPolicyFromEnv((name) => env[name]), () => alertSettingsFromEnv((name) => env[name])].flatMap(
    (read) => {
      try {
        read()
        return []
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        return [{ source: "environment", field: message.split(" ")[0], message }]
      }
    },
  )

/**
 * The no-JavaScript form's key secret: without it each function instance makes its own, and a repeat
 * reaching another instance is not merged. Netlify's build sees it when scoped to Builds; the Pages
 * build only hears from pages.yml whether the repository holds it (ENQUIRY_KEY_SECRET_CONFIGURED),
 * which supabase-function.yml forwards. The local server makes its own, so it is no launch matter.
 */
export const enquiryKeySecretProblems: LaunchCheck = (env) => {
  if (isSet(env, FORM_KEY_SECRET) || env.ENQUIRY_KEY_SECRET_CONFIGURED === "true") return []
  const where =
    deploymentFromEnv((name) => env[name]).kind === "supabase"
      ? "as a repository secret (supabase-function.yml forwards it to the function)"
      : "in Netlify's environment variables, scoped to Builds and Functions"
  return [
    {
      source: "environment",
      field: FORM_KEY_SECRET,
      message:
        `set ${FORM_KEY_SECRET} (openssl rand -hex 32) ${where}: without it each function instance keys ` +
        "the no-JavaScript form with its own secret, and a repeat reaching another instance is not merged.",
    },
  ]
}

/**
 * A Supabase address that is given but unusable (no https://, a typo): the build would fall back to
 * posting to its own origin and name the same-origin host in the privacy notice, and on GitHub Pages
 * every enquiry would fail. A page served over https also cannot post to an http:// address.
 */
export const supabaseUrlProblems: LaunchCheck = (env) => {
  const given = settingValue(env[SUPABASE_URL_SETTING])
  const deployment = deploymentFromEnv((name) => env[name])
  if (!given || (deployment.kind === "supabase" && deployment.base.startsWith("https://"))) return []
  return [
    {
      source: "environment",
      field: SUPABASE_URL_SETTING,
      message:
        `is set but is not an https:// address: give the Supabase project's URL (https://<ref>.supabase.co), ` +
        "or leave it unset on Netlify, where the form posts to the site's own function.",
    },
  ]
}

export const LAUNCH_CHECKS: LaunchCheck[] = [
  supabaseUrlProblems,
  enquiryChannelProblems,
  enquirySettingProblems,
  enquiryKeySecretProblems,
  placeholderProblems,
]

export interface LaunchVerdict {
  production: boolean
  problems: LaunchProblem[]
  /** Production with problems: the build must stop. */
  fails: boolean
}

export function checkLaunch(env: BuildEnv, checks: LaunchCheck[] = LAUNCH_CHECKS): LaunchVerdict {
  const production = isProductionBuild(env)
  const problems = checks.flatMap((check) => check(env))
  return { production, problems, fails: production && problems.length > 0 }
}

/** One line per problem, for the build log. */
export function describeLaunchProblems({ production, problems }: LaunchVerdict): string {
  const head = production
    ? "Launch check: this production build cannot go live:"
    : "Launch check (not a production build, so only a warning):"
  return [head, ...problems.map((p) => `  ${p.source} → ${p.field}: ${p.message}`)].join("\n")
}
