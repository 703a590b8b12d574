import { css } from "@emotion/react"
import styled from "@emotion/styled"
import { Link } from "gatsby"
import { useEffect, useId, useRef, useState } from "react"
import { useScrolledPast } from "../../hooks/use-scrolled-past"
import { useSite } from "../../hooks/use-site"
import { mq, theme } from "../../theme/theme"
import { buttonStyles } from "../ui/button"
import { Container } from "../ui/container"
import { Icon } from "../ui/icon"
import { GET_STARTED_LABEL, GET_STARTED_PATH, NAV_LINKS } from "./nav-links"

/** Past this many pixels of scroll the header turns opaque with a shadow. */
export const HEADER_SCROLL_THRESHOLD = 50
export const MENU_OPEN_LABEL = "Open menu"
export const MENU_CLOSE_LABEL = "Close menu"

type Look = "transparent-dark" | "transparent-light" | "opaque"

const Bar = styled.header<{ look: Look }>`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  height: ${theme.layout.headerHeight};
  display: flex;
  align-items: center;
  transition:
    background-color 0.25s ease,
    box-shadow 0.25s ease;
  background: ${({ look }) => (look === "opaque" ? "rgba(255, 255, 255, 0.98)" : "transparent")};
  box-shadow: ${({ look }) => (look === "opaque" ? theme.shadows.header : "none")};
  color: ${({ look }) => (look === "transparent-dark" ? theme.colors.onDark : theme.colors.ink)};
`

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
`

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  color: inherit;
  text-decoration: none;
  font-family: ${theme.fonts.heading};
  font-size: 1.0625rem;
  font-weight: 700;
  ${mq.sm} {
    font-size: 1.25rem;
  }
  white-space: nowrap;
`

const BrandMark = styled.span`
  display: inline-grid;
  place-items: center;
  width: 2.25rem;
  height: 2.25rem;
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.gold};
  color: ${theme.colors.ink};
  font-size: 1.125rem;
`

const MenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
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

// `open` is a real HTML attribute (of <details>), so keep it off the <nav>.
const Nav = styled("nav", { shouldForwardProp: (prop) => prop !== "open" })<{ open: boolean }>`
  display: ${({ open }) => (open ? "block" : "none")};
  position: absolute;
  top: ${theme.layout.headerHeight};
  left: 0;
  right: 0;
  padding: ${theme.space.md} ${theme.layout.gutter} ${theme.space.lg};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.header};
  color: ${theme.colors.ink};
  ul {
    list-style: none;
    margin: 0 0 ${theme.space.md};
    padding: 0;
  }
  ${mq.md} {
    display: flex;
    align-items: center;
    gap: ${theme.space.lg};
    position: static;
    padding: 0;
    background: none;
    box-shadow: none;
    color: inherit;
    ul {
      display: flex;
      gap: ${theme.space.xs};
      margin: 0;
    }
  }
`

const NavLink = styled(Link)`
  display: block;
  padding: 0.75rem ${theme.space.sm};
  border-radius: ${theme.radii.sm};
  color: inherit;
  font-weight: 500;
  text-decoration: none;
  border-bottom: 2px solid transparent;
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
      border-bottom-color: ${theme.colors.gold};
      border-radius: 0;
    }
  }
`

interface HeaderProps {
  /** The page starts on a dark hero, so at the very top the header's text is light. */
  overDarkHero?: boolean
}

export function Header({ overDarkHero = false }: HeaderProps) {
  const { name } = useSite()
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD)
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)

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
    <Bar look={look} data-look={look}>
      <Inner>
        <Brand to="/" onClick={close}>
          <BrandMark aria-hidden="true">{name.charAt(0)}</BrandMark>
          {name}
        </Brand>
        <MenuButton
          ref={buttonRef}
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? MENU_CLOSE_LABEL : MENU_OPEN_LABEL}
          onClick={() => setOpen((isOpen) => !isOpen)}
        >
          <Icon name={open ? "close" : "menu"} size={28} />
        </MenuButton>
        <Nav id={menuId} aria-label="Main" open={open}>
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} onClick={close}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <Link
            to={GET_STARTED_PATH}
            onClick={close}
            css={[
              buttonStyles(look === "transparent-dark" ? "onDark" : "primary"),
              css`
                width: 100%;
                ${mq.md} {
                  width: auto;
                  min-height: 44px;
                  padding: 0.5rem 1.25rem;
                }
              `,
            ]}
          >
            {GET_STARTED_LABEL}
          </Link>
        </Nav>
      </Inner>
    </Bar>
  )
}
