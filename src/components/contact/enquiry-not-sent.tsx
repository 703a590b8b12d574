import { css } from "@emotion/react"
import {
  ENQUIRY_ERROR_CODES,
  LONGEST_WAIT_SHOWN,
  reasonAnchor,
} from "../../../functions/send-contact-email/contract"
import { useLanguage } from "../../hooks/use-page"
import { useSite } from "../../hooks/use-site"
import { useWords } from "../../hooks/use-words"
import { enquiryReason } from "./enquiry-reason"
import { theme } from "../../theme/theme"
import { Section, SectionHeading } from "../ui/section"
import { EnquiryFailure } from "./enquiry-failure"

const columnStyles = css`
  display: grid;
  gap: ${theme.space.lg};
  max-width: ${theme.sizes.headingMeasure};
  margin-inline: auto;
  p {
    margin: 0;
  }
`

// Every reason is in the page; the address's fragment (#invalid_email) shows its own, through
// :target, so the page needs no script. With none (or an unknown one), no reason: the sentence goes on without one.
// The reason sits just below the heading: a scroll margin as tall as the screen keeps the page at
// its top instead of scrolling the heading under the fixed header.
const reasonsStyles = css`
  [id] {
    display: none;
    scroll-margin-block-start: 100vh;
  }
  [id]:target {
    display: inline;
  }
  & > span:not([id]) {
    display: none;
  }
  &:not(:has(:target)) > span:not([id]) {
    display: inline;
  }
`

const waits = Array.from({ length: LONGEST_WAIT_SHOWN }, (_, index) => index + 1)

/** Each of the contract's reasons, in the page's language, each under the fragment the function sends. */
function Reasons() {
  const { form } = useWords()
  const { language } = useLanguage()
  const reasons = ENQUIRY_ERROR_CODES.flatMap((code) =>
    code === "rate_limited"
      ? waits.map((minutes) => ({
          anchor: reasonAnchor(code, minutes),
          text: enquiryReason(form, code, language.code, { minutes }),
        }))
      : [{ anchor: reasonAnchor(code), text: enquiryReason(form, code, language.code) }],
  )
  return (
    <span css={reasonsStyles}>
      {reasons.map(({ anchor, text }) => (
        <span key={anchor} id={anchor}>
          {text}
        </span>
      ))}
    </span>
  )
}

/**
 * Where the browser lands when the function refused an enquiry the form posted itself (scripts off
 * or not yet arrived): the reason in the page's language, and the way back to what was typed.
 */
export function EnquiryNotSent() {
  const { contact } = useSite()
  const { form } = useWords()
  return (
    <Section labelledBy="enquiry-not-sent-heading">
      <SectionHeading
        id="enquiry-not-sent-heading"
        level={1}
        badge={contact.badge}
        title={form.notSentTitle}
      />
      <div css={columnStyles}>
        <EnquiryFailure detail={<Reasons />} announce={false} />
        <p>{form.goBack}</p>
      </div>
    </Section>
  )
}
