import { css } from "@emotion/react"
import { withPrefix } from "gatsby"
import type { FormEvent } from "react"
import {
  ENQUIRY_FIELDS,
  FIELD_LIMITS,
  HONEYPOT_FIELD,
  RESULTS_FIELD,
} from "../../../functions/send-contact-email/contract"
import { useLanguage } from "../../hooks/use-page"
import { enquiryEndpoint, useEnquiry } from "./use-enquiry"
import { useWords } from "../../hooks/use-words"
import { CONTACT_PATH } from "../../routes"
import { mq, theme } from "../../theme/theme"
import { buttonStyles } from "../ui/button"
import { visuallyHidden } from "../ui/visually-hidden"
import { EnquiryConfirmation } from "./enquiry-confirmation"
import { EnquiryFailure } from "./enquiry-failure"
import { ConsentBox, consentOf } from "./consent-box"
import { clearWhatWasSent, fieldsOf } from "./enquiry-fields"
import { TextField } from "./form-field"
import { PrivacyNote } from "./privacy-note"
import { FAILURE_ID, useEnquiryFocus } from "./use-enquiry-focus"

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

// Off-screen and invisible, inert (out of the tab order and the accessibility tree): only robots,
// which read the HTML, fill it in. Chromium's autofill fills only fields that can take focus, and
// an inert, hidden field cannot; nor does its name or autocomplete="off" name a field it knows.
const honeypotStyles = css`
  position: absolute;
  inset-inline-start: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
  visibility: hidden;
`

/** React 18 does not know `inert` yet; as an attribute it is one all the same. */
const inert = { inert: "" } as object

const sentButton = css`
  &,
  &:hover:not(:disabled) {
    background: ${theme.colors.success};
    color: ${theme.colors.onDark};
  }
`

// Not `disabled` while sending: a disabled button loses focus, and the visitor their place.
const sendingButton = css`
  cursor: not-allowed;
  opacity: 0.7;
`

/**
 * The enquiry form: Full Name, Email Address, Company Name (optional) and Message. It posts itself
 * to the function (method and action) until its script has hydrated it, and for good where scripts
 * never arrive: the function answers with the page that says sent or why not. The script sends it
 * without leaving the page and shows the specification's states instead.
 */
export function ContactForm() {
  const { form: words } = useWords()
  const { language, localize } = useLanguage()
  const { state, send } = useEnquiry()
  const { confirmed, setConfirmed, formRef, confirmationRef, errorId } = useEnquiryFocus(state)

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const sent = fieldsOf(form)
    setConfirmed(false)
    // data-policy.ts's CONSENT_REQUIRED, written in by the build as a literal (gatsby-node.ts): where
    // it is false, the minifier drops the consent box and all that uses it from the script.
    if (await send(process.env.GATSBY_CONSENT_REQUIRED === "true" ? { ...sent, ...consentOf(form) } : sent)) {
      clearWhatWasSent(form, sent)
      setConfirmed(true)
    }
  }

  const label = { idle: words.submit, failed: words.submit, sending: words.sending, sent: words.sent }[
    state.status
  ]

  return (
    <form
      css={formStyles}
      aria-label={words.label}
      method="post"
      action={enquiryEndpoint().url}
      onSubmit={handleSubmit}
      onInput={() => setConfirmed(false)}
      ref={formRef}
    >
      {confirmed && <EnquiryConfirmation ref={confirmationRef} />}
      {/* For the browser's own post: the page's language, and where its result pages are. */}
      <input type="hidden" name={ENQUIRY_FIELDS.language} value={language.code} />
      <input type="hidden" name={RESULTS_FIELD} value={withPrefix(localize(CONTACT_PATH))} />
      <div css={rowStyles}>
        <TextField
          name="name"
          label={words.name}
          autoComplete="name"
          maxLength={FIELD_LIMITS.name}
          errorId={errorId("name")}
          required
        />
        <TextField
          name="email"
          label={words.email}
          type="email"
          autoComplete="email"
          dir="ltr"
          maxLength={FIELD_LIMITS.email}
          errorId={errorId("email")}
          required
        />
      </div>
      <TextField
        name="company"
        label={words.company}
        optionalNote={words.optional}
        autoComplete="organization"
        maxLength={FIELD_LIMITS.company}
        errorId={errorId("company")}
      />
      <TextField
        name="message"
        label={words.message}
        rows={5}
        maxLength={FIELD_LIMITS.message}
        errorId={errorId("message")}
        required
      />
      <div css={honeypotStyles} aria-hidden="true" {...inert}>
        <label htmlFor="contact-leave-blank">{words.honeypot}</label>
        <input id="contact-leave-blank" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {process.env.GATSBY_CONSENT_REQUIRED === "true" && <ConsentBox />}
      {state.status === "failed" && <EnquiryFailure detail={state.detail} id={FAILURE_ID} />}
      <button
        type="submit"
        aria-disabled={state.status === "sending" || undefined}
        css={[
          buttonStyles("primary"),
          state.status === "sent" && sentButton,
          state.status === "sending" && sendingButton,
        ]}
      >
        {label}
      </button>
      <PrivacyNote />
      {/* Announces what the button now says; a changed button label alone is not read out. */}
      <p css={visuallyHidden} role="status">
        {state.status === "sending" || state.status === "sent" ? label : ""}
      </p>
    </form>
  )
}
