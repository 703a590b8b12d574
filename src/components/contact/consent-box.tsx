import { css } from "@emotion/react"
import { Link } from "gatsby"
import { CONSENT_FIELDS, CONSENT_VALUE } from "../../../functions/send-contact-email/contract"
import { useLanguage } from "../../hooks/use-page"
import { useWords } from "../../hooks/use-words"
import { legalPath } from "../../routes"
import { theme } from "../../theme/theme"
import { FilledText } from "../ui/filled-text"

const boxStyles = css`
  display: flex;
  gap: ${theme.space.sm};
  align-items: flex-start;
  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.15em 0 0;
  }
`

/**
 * The privacy notice's "last changed" date per language, which the build reads from
 * content/<lang>/legal.json (gatsby-node.ts): the version the visitor is shown is the one recorded.
 */
const noticeVersions = (): Record<string, string> =>
  JSON.parse(process.env.GATSBY_PRIVACY_NOTICE_UPDATED ?? "{}")

/**
 * The consent box, where the firm requires consent (data-policy.ts, CONSENT_REQUIRED): unticked, a
 * native checkbox the browser's own post sends, and the notice's version beside it.
 */
export function ConsentBox() {
  const { form: words } = useWords()
  const { language, localize } = useLanguage()
  return (
    <div css={boxStyles}>
      <input type="hidden" name={CONSENT_FIELDS.notice} value={noticeVersions()[language.code] ?? ""} />
      <input
        id="contact-consent"
        type="checkbox"
        name={CONSENT_FIELDS.consent}
        value={CONSENT_VALUE}
        required
      />
      <label htmlFor="contact-consent">
        <FilledText
          template={words.consent}
          values={{ link: <Link to={localize(legalPath("privacy"))}>{words.privacyLink}</Link> }}
        />
      </label>
    </div>
  )
}

/** What the consent box holds, for the script's send. */
export function consentOf(form: HTMLFormElement) {
  const data = new FormData(form)
  return {
    consent: String(data.get(CONSENT_FIELDS.consent) ?? ""),
    notice: String(data.get(CONSENT_FIELDS.notice) ?? ""),
  }
}
