import { css, keyframes } from "@emotion/react"
import { memo, useEffect, useRef } from "react"
import { useScrolledPast } from "../../hooks/use-scrolled-past"
import { theme } from "../../theme/theme"
import { Container } from "../ui/container"
import { island } from "../ui/island"
import { Brand } from "./brand"
import { followsScrollBeforeScripts, HEADER_SCROLL_THRESHOLD } from "./header-scroll"
import { MENU_OPEN, PhoneMenu } from "./phone-menu"
import { useLanguageMenu } from "./use-language-menu"

export { HEADER_SCROLL_THRESHOLD }

// The routes, the language menu and Get Started are plain links that never change on the page: the
// first page keeps their server HTML and fetches none of their code (memo: the header re-renders as
// the visitor scrolls, which must not touch it). A link followed from the open phone menu closes it
// through the listener below.
const MainNavigation = memo(
  island(() => import("./main-navigation").then((module) => module.MainNavigation), { hydrate: "never" }),
)

type Look = "transparent-dark" | "transparent-light" | "opaque"

const opaque = `
  background-color: ${theme.colors.backgroundTranslucent};
  box-shadow: ${theme.shadows.header};
`

const turnOpaque = keyframes`
  to {
    ${opaque}
    color: ${theme.colors.ink};
    --focus-ring: ${theme.colors.focus};
  }
`

// Its look follows data-look (the script's), an open phone menu and, before scripts, the scroll; the
// focus ring turns white over the dark hero, where the blue one does not stand out.
const barStyles = css`
  --focus-ring: ${theme.colors.focus};
  position: fixed;
  inset: 0 0 auto;
  z-index: 50;
  height: ${theme.layout.headerHeight};
  display: flex;
  align-items: center;
  transition:
    background-color 0.25s ease,
    box-shadow 0.25s ease;
  color: ${theme.colors.ink};
  &[data-look="opaque"],
  &:has(${MENU_OPEN}) {
    ${opaque}
  }
  &[data-look="transparent-dark"]:not(:has(${MENU_OPEN})) {
    color: ${theme.colors.onDark};
    --focus-ring: ${theme.colors.focusOnDark};
  }
  & :focus-visible {
    outline-color: var(--focus-ring);
  }
  &[data-look^="transparent"][data-scroll="css"] {
    ${followsScrollBeforeScripts(turnOpaque)};
  }
`

const innerStyles = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
`

/** The fixed header: the brand, and the navigation (behind a menu button on phones). */
export function Header({ overDarkHero = false }: { overDarkHero?: boolean }) {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD)
  const menu = useRef<HTMLDetailsElement>(null)
  const headerRef = useRef<HTMLElement>(null)
  useLanguageMenu(headerRef)

  // Escape, from anywhere in the open phone menu, closes it and puts the keyboard back on its button
  // (a language menu open in it closes first); following one of its links closes it (a link to a
  // section of the same page would otherwise leave it over the page). Capture: its navigation is
  // never hydrated, and React stops the events inside such a part from going any further.
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      const details = menu.current
      if (event.key !== "Escape" || event.defaultPrevented || !details?.open) return
      details.open = false
      details.querySelector("summary")?.focus()
    }
    const closeOnLink = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.("a[href]")
      if (link && menu.current?.contains(link)) menu.current.removeAttribute("open")
    }
    document.addEventListener("keydown", closeOnEscape, true)
    document.addEventListener("click", closeOnLink, true)
    return () => {
      document.removeEventListener("keydown", closeOnEscape, true)
      document.removeEventListener("click", closeOnLink, true)
    }
  }, [])

  const look: Look = scrolled ? "opaque" : overDarkHero ? "transparent-dark" : "transparent-light"
  const close = () => menu.current?.removeAttribute("open")

  return (
    <header
      css={barStyles}
      data-look={look}
      data-scroll={scrolled === undefined ? "css" : undefined}
      ref={headerRef}
    >
      <Container css={innerStyles}>
        <Brand onClick={close} />
        <PhoneMenu ref={menu}>
          <MainNavigation />
        </PhoneMenu>
      </Container>
    </header>
  )
}
