import { css } from "@emotion/react"
import { useSite } from "../../hooks/use-site"
import { mq, theme } from "../../theme/theme"
import { below, type HeadingLevel } from "../ui/heading"
import { Section, SectionHeading } from "../ui/section"
import { ContactForm } from "./contact-form"
import { ContactInfo } from "./contact-info"

const columnsStyles = css`
  display: grid;
  gap: ${theme.space.xxl};
  ${mq.md} {
    grid-template-columns: 3fr 2fr;
    align-items: start;
  }
`

interface ContactSectionProps {
  /** 1 where the section is the whole page (/contact), 2 on the home page. */
  headingLevel?: HeadingLevel
  className?: string
}

/** The enquiry form beside the firm's contact details and office hours. */
export function ContactSection({ headingLevel = 2, className }: ContactSectionProps) {
  const { contact } = useSite()
  return (
    <Section id="contact" labelledBy="contact-heading" className={className}>
      <SectionHeading
        id="contact-heading"
        level={headingLevel}
        badge={contact.badge}
        title={contact.title}
        intro={contact.intro}
      />
      <div css={columnsStyles}>
        <ContactForm />
        <ContactInfo headingLevel={below(headingLevel)} />
      </div>
    </Section>
  )
}
