import { css } from "@emotion/react"
import { Link } from "gatsby"
import { useLanguage } from "../../hooks/use-page"
import { useWords } from "../../hooks/use-words"
import { legalPath } from "../../routes"
import { theme } from "../../theme/theme"
import { FilledText } from "../ui/filled-text"

const noteStyles = css`
  margin: 0;
  font-size: ${theme.fontSizes.small};
  color: ${theme.colors.muted};
`

/** Under the Send button: what becomes of the enquiry, and the link to the privacy notice (static HTML, so also without scripts). */
export function PrivacyNote() {
  const { form } = useWords()
  const { localize } = useLanguage()
  return (
    <p css={noteStyles}>
      <FilledText
        template={form.privacyNote}
        values={{ link: <Link to={localize(legalPath("privacy"))}>{form.privacyLink}</Link> }}
      />
    </p>
  )
}
