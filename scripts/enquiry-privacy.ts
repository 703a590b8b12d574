/**
 * The privacy-request half of `npm run enquiries` (scripts/enquiries.ts): `export <email>` and
 * `erase <email> [--yes]`, and how the command reaches the Supabase table (TLS).
 *
 * `erase` without `--yes` changes nothing: it prints what it would delete and redact (ids and dates
 * only) and says to add `--yes`. Only an export (stdout) holds an address or contents; every
 * summary (stderr) holds counts.
 */
import fs from "node:fs"
import net from "node:net"
import {
  type AddressCandidates,
  eraseAddress,
  findByAddress,
  RequestProblem,
  requestedAddress,
} from "../functions/send-contact-email/privacy-requests"
import type { RetainedStore, StoredEnquiry } from "../functions/send-contact-email/store"

export const PRIVACY_USAGE = "export <email> | erase <email> [--yes]"

const LOOPBACK_NAMES = new Set(["localhost", "localhost.", "::1", "[::1]"])

function isLoopback(host: string): boolean {
  if (LOOPBACK_NAMES.has(host.toLowerCase())) return true
  const bare = host.replace(/^\[|\]$/g, "")
  return (net.isIPv4(bare) && bare.startsWith("127.")) || bare === "::1" || /^::ffff:127\./i.test(bare)
}

/**
 * postgres.js's `ssl` for SUPABASE_DB_URL: the certificate checked against SUPABASE_DB_CA (a CA
 * file: Supabase's, from the dashboard's Database settings) with the host name (`verify-full`);
 * otherwise encrypted without a check (`require`); in clear only to this machine (the tests'
 * PGlite, a local Supabase). Supabase's connection strings carry no sslmode, so none is trusted.
 */
export function postgresTls(
  url: string,
  env: NodeJS.ProcessEnv,
): "require" | false | { ca: string; rejectUnauthorized: true } {
  let host: string
  try {
    host = new URL(url).hostname
  } catch {
    throw new RequestProblem("SUPABASE_DB_URL is not a connection URL (its value is not shown)")
  }
  const caFile = env.SUPABASE_DB_CA?.trim()
  if (caFile) {
    let ca: string
    try {
      ca = fs.readFileSync(caFile, "utf8")
    } catch {
      throw new RequestProblem(`SUPABASE_DB_CA names a file that cannot be read: ${caFile}`)
    }
    return { ca, rejectUnauthorized: true }
  }
  return isLoopback(host) ? false : "require"
}

const listed = (records: StoredEnquiry[]) => records.map(({ id, receivedAt }) => ({ id, receivedAt }))

/** Runs `export` or `erase` against `store`; answers the exit code. Throws RequestProblem on bad input. */
export async function runPrivacyRequest(
  argv: string[],
  store: RetainedStore & AddressCandidates,
  write: (text: string) => void = (text) => process.stdout.write(text),
): Promise<number> {
  const [command, email, ...flags] = argv
  const yes = flags.includes("--yes")
  if (flags.some((flag) => flag !== "--yes") || (command === "export" && yes))
    throw new RequestProblem(`unknown option: usage: npm run enquiries -- ${PRIVACY_USAGE}`)
  requestedAddress(email ?? "")
  const findings = await findByAddress(store, email)
  const { own, mentions, byHand } = findings
  const stillNamed = byHand.length
    ? `; ${byHand.length} others name it in a form this command cannot rewrite: edit them by hand (ids in "byHand")`
    : ""
  if (command === "export") {
    const mentionedIn = [
      ...listed(mentions),
      ...listed(byHand.filter((record) => !mentions.includes(record))),
    ].map((entry) => (byHand.some((record) => record.id === entry.id) ? { ...entry, byHand: true } : entry))
    write(`${JSON.stringify({ enquiries: own, mentionedIn }, null, 2)}\n`)
    console.error(
      `${store.description}: ${own.length} enquiries sent from the address, mentioned in ${mentionedIn.length} others${stillNamed}`,
    )
    return 0
  }
  if (!yes) {
    write(
      `${JSON.stringify({ delete: listed(own), redact: listed(mentions), byHand: listed(byHand) }, null, 2)}\n`,
    )
    console.error(
      `${store.description}: would delete ${own.length} enquiries and remove the address from ${mentions.length} others${stillNamed}. Nothing was changed: add --yes to erase.`,
    )
    return 0
  }
  const { deleted, redacted } = await eraseAddress(store, email, findings)
  if (byHand.length) write(`${JSON.stringify({ byHand: listed(byHand) }, null, 2)}\n`)
  console.error(
    `${store.description}: ${deleted} enquiries deleted, the address removed from ${redacted} others${stillNamed}`,
  )
  return 0
}
