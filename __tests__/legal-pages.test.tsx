/**
 * The legal pages state what the enquiry function does: every {placeholder} their sentences use is
 * filled (none reaches the page raw), the periods and processors come from the function's own
 * settings (data-policy.ts, overridden by the same variables), and the form links to the notice.
 */
import { screen, within } from "@testing-library/react"
import {
  DEFAULT_FAILED_AFTER_DAYS,
  DEFAULT_RETENTION_DAYS,
  type FirmFacts,
  PROCESSORS,
} from "../functions/send-contact-email/data-policy"
import { legalFacts } from "../gatsby/content/legal-facts"
import { ContactForm } from "../src/components/contact/contact-form"
import { LegalView } from "../src/components/legal/legal-view"
import { LANGUAGES, localizedPath } from "../src/i18n/languages"
import { fillCounted } from "../src/i18n/plural"
import { LEGAL_ROUTES } from "../src/routes"
import { contentFile, renderWithContent } from "./helpers/content"

const env = (values: Record<string, string>) => (name: string) => values[name]

describe("the facts the legal pages state", () => {
  it("are the function's defaults, for Netlify unless the form posts to Supabase", () => {
    expect(legalFacts(env({}))).toEqual({
      retentionDays: DEFAULT_RETENTION_DAYS,
      failedAfterDays: DEFAULT_FAILED_AFTER_DAYS,
      processors: PROCESSORS.netlify,
      rateMinutes: 10,
      firm: expect.objectContaining({ mailbox: null, storeRegion: null, mailboxMonths: null }),
    })
    expect(legalFacts(env({ GATSBY_SUPABASE_URL: "https://x.supabase.co" })).processors).toEqual(
      PROCESSORS.supabase,
    )
  })

  it("follow the variables the function reads, which win over data-policy.ts", () => {
    const facts = legalFacts(
      env({
        ENQUIRY_RETENTION_DAYS: "60",
        ENQUIRY_FAILED_AFTER_DAYS: "3",
        ENQUIRY_RATE_WINDOW_SECONDS: "120",
      }),
    )
    expect(facts).toMatchObject({ retentionDays: 60, failedAfterDays: 3, rateMinutes: 2 })
    expect(() => legalFacts(env({ ENQUIRY_RETENTION_DAYS: "30.5" }))).toThrow(/whole number of days/)
  })
})

const facts = legalFacts(env({}))

/** What a firm fills in before launch (data-policy.ts → FIRM_FACTS). */
const SETTLED: FirmFacts = {
  mailbox: "Microsoft Corporation (Microsoft 365)",
  storeRegion: "eu",
  mailRegion: "us",
  transferSafeguard: "scc",
  mailboxMonths: 12,
  mailProviderDays: 3,
  backupDays: 7,
  hostLogDays: 30,
}

describe.each(LANGUAGES.map(({ code }) => code))("the legal pages in %s", (lang) => {
  const text = contentFile(lang, "legal")
  const site = contentFile(lang, "site")

  it.each(LEGAL_ROUTES.map(({ key }) => key))(
    "%s: every placeholder filled, the title its heading",
    (page) => {
      const { container } = renderWithContent(
        <LegalView text={text as unknown as Queries.LegalTextFragment} page={page} facts={facts} />,
        {
          lang,
          pagePath: `/${page}/`,
        },
      )
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(site.pages[page].title)
      expect(container.textContent).not.toMatch(/\{\w+\}/)
      expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(text[page].sections.length)
    },
  )

  it("privacy: the controller, its contact, the periods and the processors in force", () => {
    const { container } = renderWithContent(
      <LegalView text={text as unknown as Queries.LegalTextFragment} page="privacy" facts={facts} />,
      { lang },
    )
    const page = container.textContent!
    expect(page).toContain(site.privacy.controller)
    expect(screen.getAllByRole("link", { name: site.privacy.email })[0]).toHaveAttribute(
      "href",
      `mailto:${site.privacy.email}`,
    )
    expect(page).toContain(fillCounted(text.retention, lang, "days", DEFAULT_RETENTION_DAYS))
    expect(page).toContain(fillCounted(text.failedAfter, lang, "days", DEFAULT_FAILED_AFTER_DAYS))
    for (const name of Object.values(PROCESSORS.netlify)) expect(page).toContain(name)
    expect(screen.getByRole("link", { name: text.links.cookies })).toHaveAttribute(
      "href",
      localizedPath(lang, "/cookies/"),
    )
  })

  it("privacy: a fact the firm has not settled says so, never a guess; settled, the notice states it", () => {
    const filledSite = {
      ...site,
      privacy: { ...site.privacy, registration: "Beirut Commercial Register No. 1023456" },
    }
    const page = (firmFacts: FirmFacts) => {
      const { container, unmount } = renderWithContent(
        <LegalView
          text={text as unknown as Queries.LegalTextFragment}
          page="privacy"
          facts={legalFacts(env({}), firmFacts)}
        />,
        { lang, data: firmFacts === SETTLED ? { site: filledSite } : undefined },
      )
      const words = container.textContent!
      unmount()
      return words
    }
    const unsettled = page({})
    expect(unsettled).toContain(text.unset)
    expect(unsettled).not.toContain(text.regions.eu)
    const settled = page(SETTLED)
    expect(settled).not.toContain(text.unset.slice(0, 12))
    expect(settled).toContain(SETTLED.mailbox)
    expect(settled).toContain(text.regions.eu)
    expect(settled).toContain(text.regions.us)
    expect(settled).toContain(text.safeguards.scc)
    expect(settled).toContain(fillCounted(text.mailboxKept, lang, "months", 12))
    expect(settled).toContain(fillCounted(text.mailProviderKept, lang, "days", 3))
    expect(settled).toContain(fillCounted(text.backupsKept, lang, "days", 7))
    expect(settled).toContain(fillCounted(text.hostLogsKept, lang, "days", 30))
  })

  it("cookies: names both items the browser may keep, under their real keys", () => {
    const { container } = renderWithContent(
      <LegalView text={text as unknown as Queries.LegalTextFragment} page="cookies" facts={facts} />,
      { lang },
    )
    // The keys e2e/browser-storage.spec.ts finds, and Gatsby's reload flag (gatsby/cache-dir/production-app.js).
    expect(container.textContent).toContain("@@scroll|")
    expect(container.textContent).toContain("gatsby-reload-compilation-hash-match")
  })

  it("the form says, under its Send button, where the privacy notice is", () => {
    renderWithContent(<ContactForm />, { lang, pagePath: "/contact/" })
    const form = screen.getByRole("form")
    const link = within(form).getByRole("link", { name: contentFile(lang, "interface").form.privacyLink })
    expect(link).toHaveAttribute("href", localizedPath(lang, "/privacy/"))
    // After the button in the document's order: what a reader meets once they reach Send.
    const button = within(form).getByRole("button")
    expect(button.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })
})
