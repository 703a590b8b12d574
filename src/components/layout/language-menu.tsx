import { css } from "@emotion/react"
import { withPrefix } from "gatsby"
import { useLanguage, usePage } from "../../hooks/use-page"
import { useWords } from "../../hooks/use-words"
import { LANGUAGES, localizedPath, pageVersions } from "../../i18n/languages"
import { mq, theme } from "../../theme/theme"
import { Icon } from "../ui/icon"
import { chevronDownIcon, globeIcon } from "../ui/icons/interface"
import { visuallyHidden } from "../ui/visually-hidden"
import { INSIGHTS_PATH } from "../../routes"

const menuStyles = css`
  position: relative;
  flex: none;
`

const summaryStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: ${theme.sizes.compactTapTarget};
  padding-inline: ${theme.space.sm};
  border-radius: ${theme.radii.sm};
  white-space: nowrap;
  & > svg {
    flex-shrink: 0;
  }
  font-weight: 600;
  cursor: pointer;
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
`

// Its own disclosure only: inside the open phone menu, "details[open] &" matched that one too.
const chevronStyles = css`
  details[open] > summary > & {
    transform: rotate(180deg);
  }
`

// Phones: the list opens in the menu's flow; from lg up it drops below the header's row.
const listStyles = css`
  list-style: none;
  margin: ${theme.space.xs} 0 0;
  padding: ${theme.space.xs};
  border: ${theme.sizes.border} solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.background};
  color: ${theme.colors.ink};
  ${mq.headerRow} {
    position: absolute;
    inset-block-start: 100%;
    inset-inline-end: 0;
    z-index: 1;
    min-width: 11rem;
    box-shadow: ${theme.shadows.header};
  }
`

const linkStyles = css`
  display: flex;
  flex-wrap: wrap;
  column-gap: 0.3em;
  align-items: center;
  min-height: ${theme.sizes.compactTapTarget};
  padding-inline: ${theme.space.sm};
  border-radius: ${theme.radii.sm};
  color: inherit;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
    text-underline-offset: 4px;
  }
  &[aria-current] {
    font-weight: 700;
    background: ${theme.colors.goldLight};
  }
`

// "(article list)" after a language that lacks the article: on a line of its own when it is long.
const noteStyles = css`
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.small};
  white-space: nowrap;
`

/**
 * Every language of the site as a disclosure (`<details>`): plain links to this page in each
 * language, each named in its own language and marked with it, so they work before and without
 * scripts. A language that lacks this page (an article not translated into it) links to that
 * language's list of articles instead, and says so. It is never hydrated (main-navigation.tsx): the header's useLanguageMenu adds what a
 * menu is expected to do.
 */
export function LanguageMenu() {
  const { language, pagePath } = useLanguage()
  const { navigation } = useWords()
  // Only the Insights' pages may lack a language, and they carry the Insights' words.
  const { data, translations } = usePage()
  const versions = pageVersions({ pagePath, translations })
  return (
    <details css={menuStyles} data-language-menu="">
      <summary css={summaryStyles}>
        <Icon icon={globeIcon} size={20} />
        <span css={visuallyHidden}>{navigation.language}</span>
        <span lang={language.code}>{language.name}</span>
        <Icon icon={chevronDownIcon} size={16} strokeWidth={2.25} css={chevronStyles} />
      </summary>
      <ul css={listStyles} aria-label={navigation.language}>
        {LANGUAGES.map((other) => {
          const version = versions.find(({ code }) => code === other.code)
          return (
            <li key={other.code}>
              <a
                css={linkStyles}
                href={withPrefix(version ? version.path : localizedPath(other.code, INSIGHTS_PATH))}
                lang={other.code}
                hrefLang={other.code}
                aria-current={other.code === language.code ? "page" : undefined}
              >
                {other.name}
                {!version && data.insightWords && (
                  <span
                    css={noteStyles}
                    lang={language.code}
                  >{` (${data.insightWords.insights.otherLanguageList})`}</span>
                )}
              </a>
            </li>
          )
        })}
      </ul>
    </details>
  )
}
