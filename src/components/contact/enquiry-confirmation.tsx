import { css } from "@emotion/react"
import { forwardRef } from "react"
import { useWords } from "../../hooks/use-words"
import { theme } from "../../theme/theme"

const boxStyles = css`
  padding: ${theme.space.md};
  color: ${theme.colors.text};
  background: ${theme.colors.successSurface};
  border: ${theme.sizes.border} solid ${theme.colors.success};
  border-inline-start-width: ${theme.sizes.accent};
  border-radius: ${theme.radii.sm};
  p {
    margin: 0;
  }
  strong {
    display: block;
    margin-block-end: ${theme.space.xs};
    color: ${theme.colors.success};
  }
`

/**
 * Stays after the button has gone back to "Send Message": proof the enquiry was sent, for whoever
 * looked away or reads slowly. Takes focus when it appears, so a keyboard visitor continues from it.
 */
export const EnquiryConfirmation = forwardRef<HTMLDivElement>(function EnquiryConfirmation(_, ref) {
  const { form } = useWords()
  return (
    <div css={boxStyles} ref={ref} tabIndex={-1}>
      <p>
        <strong>{form.sent}</strong>
        {form.sentText}
      </p>
    </div>
  )
})
