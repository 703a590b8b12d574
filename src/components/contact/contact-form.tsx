import styled from "@emotion/styled"
import type { FormEvent } from "react"
import { theme } from "../../theme/theme"
import { buttonStyles } from "../ui/button"

export const SUBMIT_LABEL = "Send Message"

export const FIELD_LABELS = {
  name: "Full Name",
  email: "Email Address",
  company: "Company Name",
  message: "Message",
} as const

const Form = styled.form`
  display: grid;
  gap: ${theme.space.lg};
  padding: clamp(1.25rem, 1rem + 2vw, 2.5rem);
  background: ${theme.colors.background};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.card};
`

const Row = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  @media (min-width: ${theme.breakpoints.sm}px) {
    grid-template-columns: 1fr 1fr;
  }
`

const Field = styled.div`
  display: grid;
  gap: ${theme.space.xs};
  label {
    font-weight: 600;
    color: ${theme.colors.ink};
  }
  input,
  textarea {
    width: 100%;
    padding: 0.75rem 0.875rem;
    font: inherit;
    color: ${theme.colors.text};
    background: ${theme.colors.background};
    border: 1px solid #8a99a8;
    border-radius: ${theme.radii.sm};
  }
  textarea {
    resize: vertical;
    min-height: 8rem;
  }
  input:focus-visible,
  textarea:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 0;
    border-color: ${theme.colors.focus};
  }
`

const Optional = styled.span`
  font-weight: 400;
  color: ${theme.colors.muted};
`

interface ContactFormProps {
  /** Called with the form once the browser's own validation has passed. */
  onSubmit?: (form: HTMLFormElement) => void
}

/** The enquiry form: Full Name, Email Address, Company Name (optional) and Message. */
export function ContactForm({ onSubmit }: ContactFormProps) {
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    onSubmit?.(event.currentTarget)
  }

  return (
    <Form aria-label="Enquiry form" onSubmit={handleSubmit}>
      <Row>
        <Field>
          <label htmlFor="contact-name">{FIELD_LABELS.name}</label>
          <input id="contact-name" name="name" type="text" autoComplete="name" required />
        </Field>
        <Field>
          <label htmlFor="contact-email">{FIELD_LABELS.email}</label>
          <input id="contact-email" name="email" type="email" autoComplete="email" required />
        </Field>
      </Row>
      <Field>
        <label htmlFor="contact-company">
          {FIELD_LABELS.company} <Optional>(optional)</Optional>
        </label>
        <input id="contact-company" name="company" type="text" autoComplete="organization" />
      </Field>
      <Field>
        <label htmlFor="contact-message">{FIELD_LABELS.message}</label>
        <textarea id="contact-message" name="message" rows={5} required />
      </Field>
      <button type="submit" css={buttonStyles("primary")}>
        {SUBMIT_LABEL}
      </button>
    </Form>
  )
}
