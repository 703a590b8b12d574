import { css } from "@emotion/react"
import { Link, navigate } from "gatsby"
import type { MouseEvent } from "react"
import { useLanguage } from "../../hooks/page-content"
import { useWords } from "../../hooks/use-words"
import { LANGUAGES, localizedPath } from "../../i18n/languages"
import { theme } from "../../theme/theme"

const listStyles = css`
  display: flex;
  gap: ${theme.space.sm};
  list-style: none;
  margin: 0;
  padding: 0;
`

const languageLinkStyles = css`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.sizes.compactTapTarget};
  padding-inline: ${theme.space.sm};
  color: inherit;
  font-weight: 600;
  text-underline-offset: 4px;
`

/** Links to this page in every other language, each named in its own language. */
export function LanguageSwitcher({ onNavigate }: { onNavigate?: () => void }) {
  const { language, pagePath } = useLanguage()
  const words = useWords()

  // The same page, and the same section of it (#contact) when the visitor is on one.
  const keepSection = (to: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.()
    if (!window.location.hash) return
    event.preventDefault()
    navigate(`${to}${window.location.hash}`)
  }

  return (
    <ul css={listStyles} aria-label={words.navigation.otherLanguages}>
      {LANGUAGES.filter((other) => other.code !== language.code).map((other) => {
        const to = localizedPath(other.code, pagePath)
        return (
          <li key={other.code}>
            <Link
              css={languageLinkStyles}
              to={to}
              lang={other.code}
              hrefLang={other.code}
              onClick={keepSection(to)}
            >
              {other.name}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
