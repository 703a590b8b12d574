/**
 * The facts the legal pages fill into their sentences, read at build from the same modules and
 * variables the enquiry function reads (functions/send-contact-email/data-policy.ts, settings.ts:
 * the rate limit's window, the deployment the form posts to), so the notice says what the function
 * and the form do; and the facts only the firm settles
 * (FIRM_FACTS), null where it has not yet. Each legal page gets them in its
 * page context.
 */
import {
  dataPolicyFromEnv,
  FIRM_FACTS,
  type FirmFacts,
  PROCESSORS,
} from "../../functions/send-contact-email/data-policy"
import { deploymentFromEnv, rateLimitsFromEnv } from "../../functions/send-contact-email/settings"
import type { LegalFacts } from "../../src/page-context"

export function legalFacts(
  get: (name: string) => string | undefined = (name) => process.env[name],
  firm: FirmFacts = FIRM_FACTS,
): LegalFacts {
  return {
    ...dataPolicyFromEnv(get),
    processors: { ...PROCESSORS[deploymentFromEnv(get).kind] },
    rateMinutes: Math.ceil(rateLimitsFromEnv(get).windowMs / 60_000),
    // Page context is JSON: an unset fact travels as null and the page shows legal.json → unset.
    firm: {
      mailbox: firm.mailbox ?? null,
      storeRegion: firm.storeRegion ?? null,
      mailRegion: firm.mailRegion ?? null,
      transferSafeguard: firm.transferSafeguard ?? null,
      mailboxMonths: firm.mailboxMonths ?? null,
      mailProviderDays: firm.mailProviderDays ?? null,
      backupDays: firm.backupDays ?? null,
      hostLogDays: firm.hostLogDays ?? null,
    },
  }
}
