import { css } from "@emotion/react"
import { graphql } from "gatsby"
import { Fragment } from "react"
import type { LegalFacts } from "../../page-context"
import { useLanguage } from "../../hooks/use-page"
import { useSite } from "../../hooks/use-site"
import { formatDate } from "../../i18n/dates"
import { fill } from "../../i18n/fill"
import type { LegalKey } from "../../routes"
import { theme } from "../../theme/theme"
import { articleTypography } from "../ui/article-typography"
import { useLegalPlaceholders } from "./use-legal-placeholders"
import { Container } from "../ui/container"
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

type Text = Queries.LegalTextFragment

interface LegalViewProps {
  text: Text
  page: LegalKey
  facts: LegalFacts
}

/** One legal page: its title, when it last changed, and its sections, the facts filled in. */
export function LegalView({ text, page, facts }: LegalViewProps) {
  const { language } = useLanguage()
  const site = useSite()
  const values = useLegalPlaceholders(text, facts)
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
        {document.sections.map((section, index) => (
          <Fragment key={section.heading}>
            <h2 id={`${page}-${index + 1}`}>{section.heading}</h2>
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
    unset
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
    mailboxKept {
      ...CountedSentenceForms
    }
    mailProviderKept {
      ...CountedSentenceForms
    }
    backupsKept {
      ...CountedSentenceForms
    }
    hostLogsKept {
      ...CountedSentenceForms
    }
    processorRoles {
      host
      store
      mail
      mailbox
    }
    regions {
      eu
      us
    }
    safeguards {
      dpf
      scc
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
