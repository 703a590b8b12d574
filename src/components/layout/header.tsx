import { css } from "@emotion/react"
import { useEffect, useId, useRef, useState } from "react"
import { useScrolledPast } from "../../hooks/use-scrolled-past"
import { useWords } from "../../hooks/use-words"
import { mq, theme } from "../../theme/theme"
import { Container } from "../ui/container"
import { Icon } from "../ui/icon"
import { closeIcon, menuIcon } from "../ui/icons/interface"
import { Brand } from "./brand"
import { MainNavigation } from "./main-navigation"
import { useLanguageMenu } from "./use-language-menu"

/** Past this many pixels of scroll the header turns opaque with a shadow. */
export const HEADER_SCROLL_THRESHOLD = 50

type Look = "transparent-dark" | "transparent-light" | "opaque"

// Its look follows data-look, so a scroll changes one attribute, not the styles.
const barStyles = css`
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
  &[data-look="opaque"] {
    background: ${theme.colors.backgroundTranslucent};
    box-shadow: ${theme.shadows.header};
  }
  &[data-look="transparent-dark"] {
    color: ${theme.colors.onDark};
  }
`

const innerStyles = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
`

const menuButtonStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${theme.sizes.tapTarget};
  height: ${theme.sizes.tapTarget};
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;
  ${mq.md} {
    display: none;
  }
`

/** The fixed header: the brand, and the navigation (behind a menu button on phones). */
export function Header({ overDarkHero = false }: { overDarkHero?: boolean }) {
  const { navigation } = useWords()
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD)
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const headerRef = useRef<HTMLElement>(null)
  useLanguageMenu(headerRef)

  useEffect(() => {
    if (!open) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return
      setOpen(false)
      buttonRef.current?.focus()
    }
    document.addEventListener("keydown", closeOnEscape)
    return () => document.removeEventListener("keydown", closeOnEscape)
  }, [open])

  const look: Look = scrolled || open ? "opaque" : overDarkHero ? "transparent-dark" : "transparent-light"
  const close = () => setOpen(false)

  return (
    <header css={barStyles} data-look={look} ref={headerRef}>
      <Container css={innerStyles}>
        <Brand onClick={close} />
        <button
          css={menuButtonStyles}
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? navigation.closeMenu : navigation.openMenu}
          onClick={() => setOpen((isOpen) => !isOpen)}
        >
          <Icon icon={open ? closeIcon : menuIcon} size={28} />
        </button>
        <MainNavigation id={menuId} open={open} onDark={look === "transparent-dark"} onNavigate={close} />
      </Container>
    </header>
  )
}
