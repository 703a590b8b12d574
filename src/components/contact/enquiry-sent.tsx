import { css } from "@emotion/react"
import { Link } from "gatsby"
import { useLanguage } from "../../hooks/use-page"
import { useSite } from "../../hooks/use-site"
import { useWords } from "../../hooks/use-words"
import { buttonStyles } from "../ui/button"
import { Section, SectionHeading } from "../ui/section"

const actionStyles = css`
  margin: 0;
  text-align: center;
`

/**
 * Where the browser lands after posting the enquiry form itself (scripts off or not yet arrived):
 * the function kept the enquiry and answered 303 to this page, in the page's language.
 */
export function EnquirySent() {
  const { contact } = useSite()
  const { form } = useWords()
  const { localize } = useLanguage()
  return (
    <Section labelledBy="enquiry-sent-heading">
      <SectionHeading
        id="enquiry-sent-heading"
        level={1}
        badge={contact.badge}
        title={form.sent}
        intro={form.sentText}
      />
      <p css={actionStyles}>
        <Link to={localize("/")} css={buttonStyles("primary")}>
          {form.backHome}
        </Link>
      </p>
    </Section>
  )
}
