import { css } from "@emotion/react"
import { withPrefix } from "gatsby"
import { useLanguage } from "../../hooks/page-content"
import { useWords } from "../../hooks/use-words"
import { LANGUAGES, localizedPath } from "../../i18n/languages"
import { mq, theme } from "../../theme/theme"
import { Icon } from "../ui/icon"
import { chevronDownIcon, globeIcon } from "../ui/icons/interface"
import { visuallyHidden } from "../ui/visually-hidden"

const menuStyles = css`
  position: relative;
`

const summaryStyles = css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: ${theme.sizes.compactTapTarget};
  padding-inline: ${theme.space.sm};
  border-radius: ${theme.radii.sm};
  font-weight: 600;
  cursor: pointer;
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
`

const chevronStyles = css`
  details[open] & {
    transform: rotate(180deg);
  }
`

// Phones: the list opens in the menu's flow; from md up it drops below the header's row.
const listStyles = css`
  list-style: none;
  margin: ${theme.space.xs} 0 0;
  padding: ${theme.space.xs};
  border: ${theme.sizes.border} solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.background};
  color: ${theme.colors.ink};
  ${mq.md} {
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

/**
 * Every language of the site as a disclosure (`<details>`): plain links to this page in each
 * language, each named in its own language and marked with it, so they work before and without
 * scripts. It is never hydrated (main-navigation.tsx): the header's useLanguageMenu adds what a
 * menu is expected to do.
 */
export function LanguageMenu() {
  const { language, pagePath } = useLanguage()
  const { navigation } = useWords()
  return (
    <details css={menuStyles} data-language-menu="">
      <summary css={summaryStyles}>
        <Icon icon={globeIcon} size={20} />
        <span css={visuallyHidden}>{navigation.language}</span>
        <span lang={language.code}>{language.name}</span>
        <Icon icon={chevronDownIcon} size={16} strokeWidth={2.25} css={chevronStyles} />
      </summary>
      <ul css={listStyles} aria-label={navigation.language}>
        {LANGUAGES.map((other) => (
          <li key={other.code}>
            <a
              css={linkStyles}
              href={withPrefix(localizedPath(other.code, pagePath))}
              lang={other.code}
              hrefLang={other.code}
              aria-current={other.code === language.code ? "page" : undefined}
            >
              {other.name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  )
}
