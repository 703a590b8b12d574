import { css } from "@emotion/react"
import { Link } from "gatsby"
import { useLanguage } from "../../hooks/use-page"
import { useInsights } from "../../hooks/use-insights"
import { CONTACT_PATH } from "../../routes"
import { theme } from "../../theme/theme"
import { buttonStyles } from "../ui/button"

const callStyles = css`
  display: grid;
  gap: ${theme.space.md};
  justify-items: start;
  padding: ${theme.space.card};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.ink};
  color: ${theme.colors.onDark};
`

const titleStyles = css`
  margin: 0;
  color: ${theme.colors.onDark};
  font-size: ${theme.fontSizes.subheading};
`

const textStyles = css`
  margin: 0;
  color: ${theme.colors.onDarkMuted};
`

/** Every article ends here: a word to the reader and the way to the enquiry form. */
export function EnquiryCall() {
  const { localize } = useLanguage()
  const { text, words } = useInsights()
  return (
    <aside css={callStyles} aria-labelledby="enquiry-call-heading">
      <h2 id="enquiry-call-heading" css={titleStyles}>
        {text.enquiryTitle}
      </h2>
      <p css={textStyles}>{text.enquiryText}</p>
      <Link css={buttonStyles("gold")} to={localize(CONTACT_PATH)}>
        {words.enquire}
      </Link>
    </aside>
  )
}
