/** The values a legal page's {placeholders} become, in the page's language. */
import { Link } from "gatsby"
import type { ReactNode } from "react"
import type { LegalFacts } from "../../page-context"
import { useLanguage } from "../../hooks/use-page"
import { useSite } from "../../hooks/use-site"
import { fillCounted } from "../../i18n/plural"
import { CONTACT_PATH, legalPath } from "../../routes"
import { EmailLink } from "../ui/contact-links"
import { FilledText } from "../ui/filled-text"

type Text = Queries.LegalTextFragment

/** A company's or a storage item's own name: Latin letters, read as such on an Arabic page too. */
const Name = ({ children }: { children: string }) => (
  <bdi lang="en" dir="ltr">
    {children}
  </bdi>
)

/** What each {placeholder} of a legal page's sentences becomes: the facts, the firm's details, links. */
export function useLegalPlaceholders(text: Text, facts: LegalFacts): Record<string, ReactNode> {
  const { language, localize } = useLanguage()
  const site = useSite()
  const lang = language.code
  const { firm } = facts
  const role = (template: string, name: string | null) =>
    name === null ? text.unset : <FilledText template={template} values={{ name: <Name>{name}</Name> }} />
  /** A fact the firm settles, or legal.json → unset until it has (a production build refuses that). */
  const settled = <T,>(value: T | null | undefined | "", show: (value: T) => ReactNode): ReactNode =>
    value === null || value === undefined || value === "" ? text.unset : show(value)
  const counted = (forms: Text["retention"], name: string, count: number | null) =>
    settled(count, (value) => fillCounted(forms, lang, name, value))
  const { street, city, country } = site.contact.address
  return {
    controller: <Name>{site.privacy.controller}</Name>,
    controllerAddress: [street, city, country].join(", "),
    registration: settled(site.privacy.registration, (value) => value),
    privacyEmail: <EmailLink email={site.privacy.email} />,
    phone: <Name>{site.contact.phone}</Name>,
    retention: fillCounted(text.retention, lang, "days", facts.retentionDays),
    failedAfter: fillCounted(text.failedAfter, lang, "days", facts.failedAfterDays),
    mailboxKept: counted(text.mailboxKept, "months", firm.mailboxMonths),
    mailProviderKept: counted(text.mailProviderKept, "days", firm.mailProviderDays),
    backupsKept: counted(text.backupsKept, "days", firm.backupDays),
    hostLogsKept: counted(text.hostLogsKept, "days", firm.hostLogDays),
    host: role(text.processorRoles.host, facts.processors.host),
    store: role(text.processorRoles.store, facts.processors.store),
    mail: role(text.processorRoles.mail, facts.processors.mail),
    mailbox: role(text.processorRoles.mailbox, firm.mailbox),
    storeRegion: settled(firm.storeRegion, (region) => text.regions[region]),
    mailRegion: settled(firm.mailRegion, (region) => text.regions[region]),
    safeguard: settled(firm.transferSafeguard, (safeguard) => text.safeguards[safeguard]),
    rateWindow: fillCounted(text.rateWindow, lang, "minutes", facts.rateMinutes),
    governingLaw: settled(site.terms.governingLaw, (value) => value),
    courts: settled(site.terms.courts, (value) => value),
    prevailingLanguage: settled(site.terms.prevailingLanguage, (value) => value),
    scrollKey: <Name>@@scroll|</Name>,
    reloadKey: <Name>gatsby-reload-compilation-hash-match</Name>,
    editorPath: <Name>/admin/</Name>,
    editorHost: <Name>GitHub</Name>,
    privacyLink: <Link to={localize(legalPath("privacy"))}>{text.links.privacy}</Link>,
    cookiesLink: <Link to={localize(legalPath("cookies"))}>{text.links.cookies}</Link>,
    contactLink: <Link to={localize(CONTACT_PATH)}>{text.links.contact}</Link>,
  }
}
