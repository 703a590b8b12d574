import { css } from "@emotion/react"
import { Link } from "gatsby"
import { memo } from "react"
import { useLanguage } from "../../hooks/page-content"
import { useWords } from "../../hooks/use-words"
import { mq, theme } from "../../theme/theme"
import { buttonStyles } from "../ui/button"
import { island } from "../ui/island"
import { GET_STARTED_PATH, INSIGHTS_PATH, NAV_LINKS } from "./nav-links"

// Its markup works without scripts and never changes on the page: its code is not fetched (memo:
// the header re-renders as the visitor scrolls, which must not touch the server's HTML).
const LanguageMenu = memo(
  island(() => import("./language-menu").then((module) => module.LanguageMenu), { hydrate: "never" }),
)

// Phones: hidden until the menu opens (data-open); from md up always a row.
const navStyles = css`
  display: none;
  &[data-open] {
    display: block;
  }
  position: absolute;
  inset-block-start: ${theme.layout.headerHeight};
  inset-inline: 0;
  padding: ${theme.space.md} ${theme.layout.gutter} ${theme.space.lg};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.header};
  color: ${theme.colors.ink};
  ${mq.md} {
    &,
    &[data-open] {
      display: flex;
    }
    align-items: center;
    gap: ${theme.space.lg};
    position: static;
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
  ${mq.md} {
    display: flex;
    gap: ${theme.space.xs};
    margin: 0;
  }
`

const navLinkStyles = css`
  display: block;
  padding: 0.75rem ${theme.space.sm};
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
  ${mq.md} {
    padding: ${theme.space.sm} 0.75rem;
    &[aria-current="page"] {
      color: inherit;
      background: none;
      border-block-end-color: ${theme.colors.gold};
      border-radius: 0;
    }
  }
`

const getStartedSize = css`
  width: 100%;
  margin-block-start: ${theme.space.md};
  ${mq.md} {
    width: auto;
    margin-block-start: 0;
    min-height: ${theme.sizes.compactTapTarget};
    padding: 0.5rem 1.25rem;
  }
`

interface MainNavigationProps {
  id: string
  /** Phones: whether the menu is showing (from the md breakpoint up it always shows). */
  open: boolean
  /** Light text on the dark hero while the header is transparent. */
  onDark: boolean
  onNavigate(): void
}

/** The site's routes, the language menu and Get Started: a row on wide screens, a menu on phones. */
export function MainNavigation({ id, open, onDark, onNavigate }: MainNavigationProps) {
  const { navigation } = useWords()
  const { localize } = useLanguage()
  return (
    <nav id={id} aria-label={navigation.label} css={navStyles} data-open={open || undefined}>
      <ul css={linksStyles}>
        {NAV_LINKS.map((link) => (
          <li key={link.path}>
            <Link
              css={navLinkStyles}
              to={localize(link.path)}
              onClick={onNavigate}
              // An article and the lists' further pages are still the Insights.
              partiallyActive={link.path === INSIGHTS_PATH}
            >
              {navigation[link.word]}
            </Link>
          </li>
        ))}
      </ul>
      <LanguageMenu />
      <Link
        to={localize(GET_STARTED_PATH)}
        onClick={onNavigate}
        css={[buttonStyles(onDark ? "onDark" : "primary"), getStartedSize]}
      >
        {navigation.getStarted}
      </Link>
    </nav>
  )
}
