import { css } from "@emotion/react"
import styled from "@emotion/styled"
import type { FormEvent } from "react"
import {
  FAILURE_PREFIX,
  FAILURE_SUFFIX,
  HONEYPOT_FIELD,
  SENDING_LABEL,
  SENT_LABEL,
  useEnquiry,
} from "../../hooks/use-enquiry"
import { useSite } from "../../hooks/use-site"
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
  position: relative;
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

const ErrorBox = styled.div`
  padding: ${theme.space.md};
  color: ${theme.colors.error};
  background: ${theme.colors.errorSurface};
  border: 1px solid ${theme.colors.error};
  border-radius: ${theme.radii.sm};
  a {
    color: inherit;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`

// Off-screen, out of the tab order and hidden from assistive tech: only robots fill it in.
const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`

// Announces what the button now says; a changed button label alone is not read out.
const Status = styled.p`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`

const sentButton = css`
  &,
  &:hover:not(:disabled) {
    background: ${theme.colors.success};
    color: ${theme.colors.onDark};
  }
`

function fieldsOf(form: HTMLFormElement) {
  const data = new FormData(form)
  const value = (name: string) => String(data.get(name) ?? "")
  return {
    name: value("name"),
    email: value("email"),
    company: value("company"),
    message: value("message"),
    [HONEYPOT_FIELD]: value(HONEYPOT_FIELD),
  }
}

/** The enquiry form: Full Name, Email Address, Company Name (optional) and Message. */
export function ContactForm() {
  const { contact } = useSite()
  const { state, send } = useEnquiry()

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    // Cleared only once the function has accepted it; on failure every character stays.
    if (await send(fieldsOf(form))) form.reset()
  }

  const label =
    state.status === "sending" ? SENDING_LABEL : state.status === "sent" ? SENT_LABEL : SUBMIT_LABEL

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
      <Honeypot aria-hidden="true">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input id="contact-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </Honeypot>
      {state.status === "failed" && (
        <ErrorBox role="alert">
          {FAILURE_PREFIX} {state.detail} {FAILURE_SUFFIX}{" "}
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </ErrorBox>
      )}
      <button
        type="submit"
        disabled={state.status === "sending"}
        css={[buttonStyles("primary"), state.status === "sent" && sentButton]}
      >
        {label}
      </button>
      <Status role="status">{state.status === "idle" || state.status === "failed" ? "" : label}</Status>
    </Form>
  )
}
