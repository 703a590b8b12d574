import { css } from "@emotion/react"
import { withPrefix } from "gatsby"
import type { MouseEvent } from "react"
import { useLanguage, usePageContent } from "../../hooks/page-content"
import { useWords } from "../../hooks/use-words"
import { LANGUAGES, localizedPath, pageVersions } from "../../i18n/languages"
import { INSIGHTS_PATH } from "../insights/insight-paths"
import { theme } from "../../theme/theme"

const listStyles = css`
  display: flex;
  gap: ${theme.space.sm};
  list-style: none;
  margin: 0;
  padding: 0;
`

const noteStyles = css`
  margin-inline-start: ${theme.space.xs};
  font-size: ${theme.fontSizes.small};
  font-weight: 400;
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

/**
 * Links to this page in every other language, each named in its own language. A page that a
 * language does not have (an article not translated into it) links to that language's Insights
 * list instead, and says so.
 */
export function LanguageSwitcher({ onNavigate }: { onNavigate?: () => void }) {
  const { language, pagePath, translations } = useLanguage()
  const words = useWords()
  const versions = pageVersions({ pagePath, translations })
  // Only the Insights' pages may lack a language, and they carry the Insights' words.
  const untranslated = usePageContent().data.insightWords?.insights.otherLanguageList

  // The same page, and the same section of it (#contact) when the visitor is on one. A full page
  // load, not an in-app one: the other language changes the document's direction and font.
  const keepSection = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.()
    event.currentTarget.hash = window.location.hash
  }

  return (
    <ul css={listStyles} aria-label={words.navigation.otherLanguages}>
      {LANGUAGES.filter((other) => other.code !== language.code).map((other) => {
        const version = versions.find(({ code }) => code === other.code)
        return (
          <li key={other.code}>
            {version ? (
              <a
                css={languageLinkStyles}
                href={withPrefix(version.path)}
                lang={other.code}
                hrefLang={other.code}
                onClick={keepSection}
              >
                {other.name}
              </a>
            ) : (
              <a
                css={languageLinkStyles}
                href={withPrefix(localizedPath(other.code, INSIGHTS_PATH))}
                hrefLang={other.code}
                onClick={onNavigate}
              >
                <span lang={other.code}>{other.name}</span>
                <span css={noteStyles}>({untranslated})</span>
              </a>
            )}
          </li>
        )
      })}
    </ul>
  )
}
