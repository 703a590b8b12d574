import { css } from "@emotion/react"
import { withPrefix } from "gatsby"
import type { MouseEvent } from "react"
import { useLanguage, usePageContent } from "../../hooks/page-content"
import { useWords } from "../../hooks/use-words"
import { INSIGHTS_PATH } from "./nav-links"
import { LANGUAGES, localizedPath, pageVersions } from "../../i18n/languages"
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

/**
 * Links to this page in every other language, each named in its own language. A page that a
 * language does not have (an article not translated into it) links to that language's Insights
 * list instead, and says so.
 */
export function LanguageSwitcher({ onNavigate }: { onNavigate?: () => void }) {
  const { language, pagePath } = useLanguage()
  const words = useWords()
  // Only the Insights' pages may lack a language, and they carry the Insights' words.
  const { data, translations } = usePageContent()
  const versions = pageVersions({ pagePath, translations })

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
            <a
              css={languageLinkStyles}
              href={withPrefix(version ? version.path : localizedPath(other.code, INSIGHTS_PATH))}
              lang={other.code}
              hrefLang={other.code}
              onClick={keepSection}
            >
              {other.name}
              {!version && (
                <span lang={language.code}>
                  {` (${data.insightWords ? data.insightWords.insights.otherLanguageList : ""})`}
                </span>
              )}
            </a>
          </li>
        )
      })}
    </ul>
  )
}
