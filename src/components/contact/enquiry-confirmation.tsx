import { css } from "@emotion/react"
import { forwardRef } from "react"
import { useWords } from "../../hooks/use-words"
import { theme } from "../../theme/theme"

const boxStyles = css`
  margin: 0;
  padding: ${theme.space.md};
  border: ${theme.sizes.border} solid ${theme.colors.success};
  border-inline-start-width: ${theme.sizes.accent};
  border-radius: ${theme.radii.sm};
  strong {
    display: block;
    color: ${theme.colors.success};
  }
`

/**
 * Stays after the button has gone back to "Send Message": proof the enquiry was sent, for whoever
 * looked away or reads slowly. Takes focus when it appears, so a keyboard visitor continues from it.
 */
export const EnquiryConfirmation = forwardRef<HTMLParagraphElement>(function EnquiryConfirmation(_, ref) {
  const { form } = useWords()
  return (
    <p css={boxStyles} ref={ref} tabIndex={-1}>
      <strong>{form.sent}</strong>
      {form.sentText}
    </p>
  )
})
