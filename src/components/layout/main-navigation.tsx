import { css, keyframes } from "@emotion/react"
import { Link } from "gatsby"
import { memo } from "react"
import { useLanguage } from "../../hooks/use-page"
import { useWords } from "../../hooks/use-words"
import { mq, theme } from "../../theme/theme"
import { BUTTON_COLORS, buttonColors, buttonStyles } from "../ui/button"
import { island } from "../ui/island"
import { followsScrollBeforeScripts } from "./header-scroll"
import { CONTACT_PATH, INSIGHTS_PATH, NAVIGATION_ROUTES, SEARCH_PATH } from "../../routes"
import { Icon } from "../ui/icon"
import { searchIcon } from "../ui/icons/interface"
import { visuallyHidden } from "../ui/visually-hidden"
import { MENU_OPEN } from "./phone-menu"

// Its markup works without scripts and never changes on the page: its code is not fetched (memo:
// the header re-renders as the visitor scrolls, which must not touch the server's HTML).
const LanguageMenu = memo(
  island(() => import("./language-menu").then((module) => module.LanguageMenu), { hydrate: "never" }),
)

// Phones: a panel that covers the page below the header while the menu is open, scrolled on its own
// when the screen is short (a landscape phone, 400 % zoom); from headerRow up always a row, whose
// multi-word labels take two lines rather than push a control off the screen (spaced-out text).
const navStyles = css`
  position: absolute;
  inset-block-start: ${theme.layout.headerHeight};
  inset-inline: 0;
  block-size: calc(100vh - ${theme.layout.headerHeight});
  block-size: calc(100dvh - ${theme.layout.headerHeight});
  overflow-y: auto;
  overscroll-behavior: contain;
  scroll-padding-block: ${theme.space.md};
  padding: ${theme.space.md} ${theme.layout.gutter} ${theme.space.lg};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.header};
  color: ${theme.colors.ink};
  ${mq.headerRow} {
    display: flex;
    align-items: center;
    gap: ${theme.space.sm};
    position: static;
    block-size: auto;
    overflow: visible;
    padding: 0;
    background: none;
    box-shadow: none;
    color: inherit;
  }
`

const linksStyles = css`
  list-style: none;
  margin: 0 0 ${theme.space.md};
  padding: 0;
  ${mq.headerRow} {
    display: flex;
    align-items: center;
    margin: 0;
  }
`

const navLinkStyles = css`
  display: block;
  padding: 0.75rem ${theme.space.sm};
  white-space: nowrap;
  border-radius: ${theme.radii.sm};
  color: inherit;
  font-weight: 500;
  text-decoration: none;
  border-block-end: ${theme.sizes.rule} solid transparent;
  &:hover {
    text-decoration: underline;
    text-underline-offset: 4px;
  }
  &[aria-current="page"] {
    color: ${theme.colors.navy};
    font-weight: 700;
    background: ${theme.colors.goldLight};
  }
  ${mq.headerRow} {
    padding: ${theme.space.sm} 0.375rem;
    white-space: normal;
    text-align: center;
    &[aria-current="page"] {
      color: inherit;
      background: none;
      border-block-end-color: ${theme.colors.gold};
      border-radius: 0;
    }
  }
`

// A labelled line in the phone menu; on wide screens, where the row is full, the glass alone (its
// name still read out).
const searchLinkStyles = css`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  margin-block-end: ${theme.space.md};
  & > svg {
    flex-shrink: 0;
    max-width: none;
  }
  ${mq.headerRow} {
    flex: none;
    margin: 0;
    padding: ${theme.space.sm};
  }
`

const searchLabelStyles = css`
  ${mq.headerRow} {
    ${visuallyHidden};
  }
`

const turnPrimary = keyframes`
  to {
    background-color: ${BUTTON_COLORS.primary.background};
    color: ${BUTTON_COLORS.primary.color};
    border-color: ${BUTTON_COLORS.primary.border};
  }
`

// Over the dark hero, while the header is transparent (wide screens: on phones it is in the white menu).
const overDarkHero = css`
  ${mq.headerRow} {
    header[data-look="transparent-dark"]:not(:has(${MENU_OPEN})) & {
      ${buttonColors("onDark")};
    }
    header[data-look="transparent-dark"][data-scroll="css"] & {
      ${followsScrollBeforeScripts(turnPrimary)};
    }
  }
`

const getStartedSize = css`
  width: 100%;
  margin-block-start: ${theme.space.md};
  ${mq.headerRow} {
    width: auto;
    margin-block-start: 0;
    min-height: ${theme.sizes.compactTapTarget};
    padding: 0.5rem ${theme.space.md};
    text-align: center;
  }
`

/** The site's routes, the language menu and Get Started: a row on wide screens, a menu on phones. */
export function MainNavigation() {
  const { navigation, search } = useWords()
  const { localize, pagePath } = useLanguage()
  // From the page's own path, so the server's HTML (which the page keeps) marks it: an article and
  // the lists' further pages are still the Insights.
  const isCurrent = (path: string) => (path === INSIGHTS_PATH ? pagePath.startsWith(path) : pagePath === path)
  return (
    <nav aria-label={navigation.label} css={navStyles}>
      <ul css={linksStyles}>
        {NAVIGATION_ROUTES.map((link) => (
          <li key={link.path}>
            <Link
              css={navLinkStyles}
              to={localize(link.path)}
              aria-current={isCurrent(link.path) ? "page" : undefined}
            >
              {navigation[link.key]}
            </Link>
          </li>
        ))}
      </ul>
      <Link
        css={[navLinkStyles, searchLinkStyles]}
        to={localize(SEARCH_PATH)}
        aria-current={pagePath === SEARCH_PATH ? "page" : undefined}
      >
        <Icon icon={searchIcon} size={22} />
        <span css={searchLabelStyles}>{search!.label}</span>
      </Link>
      <LanguageMenu />
      <Link to={localize(CONTACT_PATH)} css={[buttonStyles("primary"), getStartedSize, overDarkHero]}>
        {navigation.getStarted}
      </Link>
    </nav>
  )
}
