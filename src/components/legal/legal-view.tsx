import { css } from "@emotion/react"
import { graphql, Link } from "gatsby"
import { Fragment, type ReactNode } from "react"
import type { LegalFacts } from "../../page-context"
import { useLanguage } from "../../hooks/page-content"
import { useSite } from "../../hooks/use-site"
import { formatDate } from "../../i18n/dates"
import { fill } from "../../i18n/fill"
import { fillCounted } from "../../i18n/plural"
import { legalPath, type LegalKey } from "../../routes"
import { theme } from "../../theme/theme"
import { articleTypography } from "../insights/article-typography"
import { Container } from "../ui/container"
import { EmailLink } from "../ui/contact-links"
import { FilledText } from "../ui/filled-text"

const pageStyles = css`
  padding-block: ${theme.space.section};
`

const textStyles = css`
  ${articleTypography};
  max-width: ${theme.sizes.headingMeasure};
  margin-inline: auto;
`

const updatedStyles = css`
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.small};
`

/** A company's or a storage item's own name: Latin letters, read as such on an Arabic page too. */
const Name = ({ children }: { children: string }) => (
  <bdi lang="en" dir="ltr">
    {children}
  </bdi>
)

type Text = Queries.LegalTextFragment

interface LegalViewProps {
  text: Text
  page: LegalKey
  facts: LegalFacts
}

/** What each {placeholder} of a legal page's sentences becomes: the facts, the firm's details, links. */
function usePlaceholders(text: Text, facts: LegalFacts): Record<string, ReactNode> {
  const { language, localize } = useLanguage()
  const site = useSite()
  const lang = language.code
  const role = (template: string, name: string) => (
    <FilledText template={template} values={{ name: <Name>{name}</Name> }} />
  )
  return {
    controller: <Name>{site.privacy.controller}</Name>,
    privacyEmail: <EmailLink email={site.privacy.email} />,
    retention: fillCounted(text.retention, lang, "days", facts.retentionDays),
    failedAfter: fillCounted(text.failedAfter, lang, "days", facts.failedAfterDays),
    host: role(text.processorRoles.host, facts.processors.host),
    store: role(text.processorRoles.store, facts.processors.store),
    mail: role(text.processorRoles.mail, facts.processors.mail),
    rateWindow: fillCounted(text.rateWindow, lang, "minutes", facts.rateMinutes),
    scrollKey: <Name>@@scroll|</Name>,
    privacyLink: <Link to={localize(legalPath("privacy"))}>{text.links.privacy}</Link>,
    cookiesLink: <Link to={localize(legalPath("cookies"))}>{text.links.cookies}</Link>,
    contactLink: <Link to={localize("/contact/")}>{text.links.contact}</Link>,
  }
}

/** One legal page: its title, when it last changed, and its sections, the facts filled in. */
export function LegalView({ text, page, facts }: LegalViewProps) {
  const { language } = useLanguage()
  const site = useSite()
  const values = usePlaceholders(text, facts)
  const document = text[page]
  const filled = (template: string) => <FilledText template={template} values={values} />
  return (
    <Container css={pageStyles}>
      <article css={textStyles}>
        <h1>{site.pages[page].title}</h1>
        <p css={updatedStyles}>
          {fill(text.updatedLabel, { date: formatDate(document.updated, language.code) })}
        </p>
        <p>{filled(document.intro)}</p>
        {document.sections.map((section) => (
          <Fragment key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{filled(paragraph)}</p>
            ))}
            {section.items && (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{filled(item)}</li>
                ))}
              </ul>
            )}
          </Fragment>
        ))}
      </article>
    </Container>
  )
}

/** @public Gatsby collects the fragment from here; queries spread it by name. */
export const legalTextFragment = graphql`
  fragment LegalText on LegalJson {
    updatedLabel
    links {
      privacy
      cookies
      contact
    }
    retention {
      ...CountedSentenceForms
    }
    failedAfter {
      ...CountedSentenceForms
    }
    rateWindow {
      ...CountedSentenceForms
    }
    processorRoles {
      host
      store
      mail
    }
    privacy {
      ...LegalDocumentText
    }
    terms {
      ...LegalDocumentText
    }
    cookies {
      ...LegalDocumentText
    }
  }

  fragment LegalDocumentText on LegalLegalDocument {
    updated
    intro
    sections {
      heading
      paragraphs
      items
    }
  }
`
