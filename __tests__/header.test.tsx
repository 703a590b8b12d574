import { act, fireEvent, render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import {
  Header,
  HEADER_SCROLL_THRESHOLD,
  MENU_CLOSE_LABEL,
  MENU_OPEN_LABEL,
} from "../src/components/layout/header"
import { GET_STARTED_LABEL, NAV_LINKS } from "../src/components/layout/nav-links"
import { mockContent } from "./helpers/content"

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y
    fireEvent.scroll(window)
  })
}

describe("Header", () => {
  beforeEach(() => {
    mockContent()
    window.scrollY = 0
    window.history.pushState({}, "", "/")
  })

  it("is transparent at the top and turns opaque only after more than 50 px of scroll", () => {
    render(<Header />)
    const banner = screen.getByRole("banner")
    expect(HEADER_SCROLL_THRESHOLD).toBe(50)
    expect(banner).toHaveAttribute("data-look", "transparent-light")
    scrollTo(50)
    expect(banner).toHaveAttribute("data-look", "transparent-light")
    scrollTo(51)
    expect(banner).toHaveAttribute("data-look", "opaque")
    scrollTo(10)
    expect(banner).toHaveAttribute("data-look", "transparent-light")
  })

  it("uses light text over a dark hero until scrolled", () => {
    render(<Header overDarkHero />)
    const banner = screen.getByRole("banner")
    expect(banner).toHaveAttribute("data-look", "transparent-dark")
    scrollTo(200)
    expect(banner).toHaveAttribute("data-look", "opaque")
  })

  it("lists the five routes and Get Started, marking the current page", () => {
    window.history.pushState({}, "", "/about/")
    render(<Header />)
    // jsdom applies no media queries, so this is the phone layout: the links sit in the closed menu.
    const link = (name: string) => screen.getByRole("link", { name, hidden: true })
    for (const { label, to } of NAV_LINKS) expect(link(label)).toHaveAttribute("href", to)
    expect(link("About")).toHaveAttribute("aria-current", "page")
    expect(link("Services")).not.toHaveAttribute("aria-current")
    expect(link(GET_STARTED_LABEL)).toHaveAttribute("href", "/contact/")
    expect(document.querySelector('nav[aria-label="Main"]')).toContainElement(link(GET_STARTED_LABEL))
  })

  it("opens and closes the mobile menu with its button, reflecting aria-expanded", async () => {
    const user = userEvent.setup()
    render(<Header />)
    const button = screen.getByRole("button", { name: MENU_OPEN_LABEL })
    const menu = document.getElementById(button.getAttribute("aria-controls")!)
    expect(menu).toBe(document.querySelector('nav[aria-label="Main"]'))
    expect(button).toHaveAttribute("aria-expanded", "false")
    expect(menu).not.toBeVisible()

    await user.click(button)
    expect(button).toHaveAttribute("aria-expanded", "true")
    expect(menu).toBeVisible()
    expect(button).toHaveAccessibleName(MENU_CLOSE_LABEL)
    // An open menu needs a solid background whatever the scroll position.
    expect(screen.getByRole("banner")).toHaveAttribute("data-look", "opaque")

    await user.click(button)
    expect(button).toHaveAttribute("aria-expanded", "false")
    expect(menu).not.toBeVisible()
  })

  it("closes the menu when a link is chosen", async () => {
    const user = userEvent.setup()
    render(<Header />)
    const button = screen.getByRole("button", { name: MENU_OPEN_LABEL })
    await user.click(button)
    await user.click(screen.getByRole("link", { name: "Services" }))
    expect(button).toHaveAttribute("aria-expanded", "false")
  })

  it("closes the menu on Escape and returns focus to the menu button", async () => {
    const user = userEvent.setup()
    render(<Header />)
    const button = screen.getByRole("button", { name: MENU_OPEN_LABEL })
    await user.click(button)
    await user.tab()
    expect(screen.getByRole("link", { name: "Home" })).toHaveFocus()
    await user.keyboard("{Escape}")
    expect(button).toHaveAttribute("aria-expanded", "false")
    expect(button).toHaveFocus()
  })
})
