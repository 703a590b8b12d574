import { css } from "@emotion/react"
import type { FormEvent } from "react"
import { FIELD_LIMITS, HONEYPOT_FIELD } from "../../../functions/send-contact-email/contract"
import { type EnquiryFields, useEnquiry } from "../../hooks/use-enquiry"
import { useWords } from "../../hooks/use-words"
import { mq, theme } from "../../theme/theme"
import { buttonStyles } from "../ui/button"
import { visuallyHidden } from "../ui/visually-hidden"
import { EnquiryFailure } from "./enquiry-failure"
import { TextField } from "./form-field"

const formStyles = css`
  position: relative;
  display: grid;
  gap: ${theme.space.lg};
  padding: ${theme.space.card};
  background: ${theme.colors.background};
  border: ${theme.sizes.border} solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.card};
`

const rowStyles = css`
  display: grid;
  gap: ${theme.space.lg};
  ${mq.sm} {
    grid-template-columns: 1fr 1fr;
  }
`

// Off-screen, out of the tab order and hidden from assistive tech: only robots fill it in.
const honeypotStyles = css`
  position: absolute;
  inset-inline-start: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`

const sentButton = css`
  &,
  &:hover:not(:disabled) {
    background: ${theme.colors.success};
    color: ${theme.colors.onDark};
  }
`

function fieldsOf(form: HTMLFormElement): EnquiryFields {
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
  const { form: words } = useWords()
  const { state, send } = useEnquiry()

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    // Cleared only once the function has accepted it; on failure every character stays.
    if (await send(fieldsOf(form))) form.reset()
  }

  const label = { idle: words.submit, failed: words.submit, sending: words.sending, sent: words.sent }[
    state.status
  ]

  return (
    // method="dialog": a submit before the script is ready does nothing (outside a <dialog> the
    // browser neither navigates nor puts the fields in the address); every character stays typed.
    <form css={formStyles} aria-label={words.label} method="dialog" onSubmit={handleSubmit}>
      <div css={rowStyles}>
        <TextField
          name="name"
          label={words.name}
          autoComplete="name"
          maxLength={FIELD_LIMITS.name}
          required
        />
        <TextField
          name="email"
          label={words.email}
          type="email"
          autoComplete="email"
          dir="ltr"
          maxLength={FIELD_LIMITS.email}
          required
        />
      </div>
      <TextField
        name="company"
        label={words.company}
        optionalNote={words.optional}
        autoComplete="organization"
        maxLength={FIELD_LIMITS.company}
      />
      <TextField name="message" label={words.message} rows={5} maxLength={FIELD_LIMITS.message} required />
      <div css={honeypotStyles} aria-hidden="true">
        <label htmlFor="contact-website">{words.honeypot}</label>
        <input id="contact-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {state.status === "failed" && <EnquiryFailure detail={state.detail} />}
      <button
        type="submit"
        disabled={state.status === "sending"}
        css={[buttonStyles("primary"), state.status === "sent" && sentButton]}
      >
        {label}
      </button>
      {/* Announces what the button now says; a changed button label alone is not read out. */}
      <p css={visuallyHidden} role="status">
        {state.status === "sending" || state.status === "sent" ? label : ""}
      </p>
    </form>
  )
}
