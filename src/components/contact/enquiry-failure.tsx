import { css } from "@emotion/react"
import type { ReactNode } from "react"
import { useSite } from "../../hooks/use-site"
import { useWords } from "../../hooks/use-words"
import { theme } from "../../theme/theme"
import { EmailLink } from "../ui/contact-links"
import { FilledText } from "../ui/filled-text"

const boxStyles = css`
  padding: ${theme.space.md};
  color: ${theme.colors.error};
  background: ${theme.colors.errorSurface};
  border: ${theme.sizes.border} solid ${theme.colors.error};
  border-radius: ${theme.radii.sm};
  a {
    color: inherit;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`

interface EnquiryFailureProps {
  /** The reason, in the page's language. */
  detail: ReactNode
  /** Read out as it appears (after a send on the page); not on a page that opens with it. */
  announce?: boolean
  /** Set where the form points a field at this box, or moves focus to it. */
  id?: string
}

/** Why the enquiry was not sent, and the firm's address to write to instead (the specification's error catalogue). */
export function EnquiryFailure({ detail, announce = true, id }: EnquiryFailureProps) {
  const { contact } = useSite()
  const { form } = useWords()
  return (
    <div css={boxStyles} role={announce ? "alert" : undefined} id={id} tabIndex={id ? -1 : undefined}>
      <FilledText template={form.failure} values={{ detail, email: <EmailLink email={contact.email} /> }} />
    </div>
  )
}
