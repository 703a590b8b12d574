import { css } from "@emotion/react"
import type { ReactNode } from "react"
import { useSite } from "../../hooks/use-site"
import { mq, theme } from "../../theme/theme"
import { below, type HeadingLevel } from "../ui/heading"
import { Section, SectionHeading } from "../ui/section"
import { island } from "../ui/island"

/** At the foot of the home page the form hydrates as the visitor gets near it. */
const FormWhenNear = island(() => import("./contact-form").then((module) => module.ContactForm), {
  hydrate: "visible",
  anchor: "contact",
})

/** Facts and links only: never hydrated on the page a visitor opens. */
const ContactInfo = island(() => import("./contact-info").then((module) => module.ContactInfo), {
  hydrate: "never",
})

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
  /** The page's own form where it is the page's purpose (/contact/ passes <ContactForm />). */
  form?: ReactNode
  className?: string
}

/** The enquiry form beside the firm's contact details and office hours. */
export function ContactSection({
  headingLevel = 2,
  form = <FormWhenNear />,
  className,
}: ContactSectionProps) {
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
        {form}
        <ContactInfo headingLevel={below(headingLevel)} />
      </div>
    </Section>
  )
}
