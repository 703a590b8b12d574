import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { renderToString } from "react-dom/server.node"
import { Header, HEADER_SCROLL_THRESHOLD } from "../src/components/layout/header"
import { leaveInitialPage } from "../src/components/ui/island"
import { renderWithContent, wordsIn, withContent } from "./helpers/content"

const en = wordsIn("en").navigation
const ar = wordsIn("ar").navigation

/** What opens the language menu (a <summary>, which has no ARIA role to find it by). */
const languageSummary = () => document.querySelector<HTMLElement>("details[data-language-menu] > summary")!

/**
 * The language menu is an island that the first page never hydrates (its server HTML works alone);
 * rendered here as after a navigation, its code loaded on demand.
 */
async function languageMenuShown() {
  await waitFor(() => expect(document.querySelector("details[data-language-menu] > summary")).not.toBeNull())
}

/** The main navigation; while the phone menu is closed it is hidden, so it is found by its label. */
const mainNavigation = (label: string) => document.querySelector<HTMLElement>(`nav[aria-label="${label}"]`)!

/** The phone menu's button: a <summary>, which has no ARIA role to find it by. */
const menuButton = () => document.querySelector<HTMLElement>("details[data-phone-menu] > summary")!
const phoneMenu = () => menuButton().closest("details")!

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y
    fireEvent.scroll(window)
  })
}

describe("Header", () => {
  beforeAll(() => leaveInitialPage())

  beforeEach(() => {
    window.scrollY = 0
    window.history.pushState({}, "", "/")
  })

  it("is transparent at the top and turns opaque only after more than 50 px of scroll", () => {
    renderWithContent(<Header />)
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
    renderWithContent(<Header overDarkHero />)
    const banner = screen.getByRole("banner")
    expect(banner).toHaveAttribute("data-look", "transparent-dark")
    scrollTo(200)
    expect(banner).toHaveAttribute("data-look", "opaque")
  })

  it("lists the routes and Get Started, marking the current page", () => {
    window.history.pushState({}, "", "/about/")
    renderWithContent(<Header />, { pagePath: "/about/" })
    // jsdom applies no media queries, so this is the phone layout: the links sit in the closed menu.
    const link = (name: string) => screen.getByRole("link", { name, hidden: true })
    expect(link("Home")).toHaveAttribute("href", "/")
    expect(link("Services")).toHaveAttribute("href", "/services/")
    expect(link("About")).toHaveAttribute("href", "/about/")
    expect(link("Company Profile")).toHaveAttribute("href", "/company-profile/")
    expect(link("Insights")).toHaveAttribute("href", "/insights/")
    expect(link("Contact")).toHaveAttribute("href", "/contact/")
    expect(link("About")).toHaveAttribute("aria-current", "page")
    expect(link("Services")).not.toHaveAttribute("aria-current")
    expect(link("Get Started")).toHaveAttribute("href", "/contact/")
    expect(mainNavigation("Main")).toContainElement(link("Get Started"))
  })

  it("in Arabic, names everything in Arabic and links to the Arabic pages", () => {
    window.history.pushState({}, "", "/ar/services/")
    renderWithContent(<Header />, { lang: "ar", pagePath: "/services/" })
    const nav = mainNavigation(ar.label)
    const link = (name: string) => within(nav).getByRole("link", { name, hidden: true })
    expect(link(ar.home)).toHaveAttribute("href", "/ar/")
    expect(link(ar.services)).toHaveAttribute("href", "/ar/services/")
    expect(link(ar.services)).toHaveAttribute("aria-current", "page")
    expect(link(ar.getStarted)).toHaveAttribute("href", "/ar/contact/")
    expect(menuButton()).toHaveAccessibleName(ar.openMenu)
  })

  it("offers the same page in every language, each named in its own language", async () => {
    renderWithContent(<Header />, { pagePath: "/contact/" })
    await languageMenuShown()
    const list = screen.getByRole("list", { name: en.language, hidden: true })
    const links = within(list).getAllByRole("link", { hidden: true })
    expect(
      links.map((link) => [link.textContent, link.getAttribute("lang"), link.getAttribute("href")]),
    ).toEqual([
      ["English", "en", "/contact/"],
      ["العربية", "ar", "/ar/contact/"],
      ["Français", "fr", "/fr/contact/"],
    ])
    for (const link of links) expect(link).toHaveAttribute("hreflang", link.getAttribute("lang"))
    expect(within(list).getByRole("link", { name: "English", hidden: true })).toHaveAttribute(
      "aria-current",
      "page",
    )
    expect(within(list).getByRole("link", { name: "Français", hidden: true })).not.toHaveAttribute(
      "aria-current",
    )
  })

  it("marks Insights as the current section on an article", async () => {
    // From the page's path, not the router's location: the server's HTML is what the page keeps.
    renderWithContent(<Header />, { pagePath: "/insights/gulf-market-entry/" })
    expect(await screen.findByRole("link", { name: "Insights", hidden: true })).toHaveAttribute(
      "aria-current",
      "page",
    )
    expect(screen.getByRole("link", { name: "Home", hidden: true })).not.toHaveAttribute("aria-current")
  })

  it("on a translated article, offers its translation, whatever its slug", async () => {
    renderWithContent(<Header />, {
      pagePath: "/insights/gulf-market-entry/",
      translations: { en: "/insights/gulf-market-entry/", ar: "/ar/insights/dukhul-al-khaleej/" },
    })
    await languageMenuShown()
    const arabic = screen.getByRole("link", { name: "العربية", hidden: true })
    expect(arabic).toHaveAttribute("href", "/ar/insights/dukhul-al-khaleej/")
    expect(screen.getByRole("link", { name: "English", hidden: true })).toHaveAttribute(
      "href",
      "/insights/gulf-market-entry/",
    )
  })

  it("on an article a language lacks, goes to that language's list of articles and says so", async () => {
    renderWithContent(<Header />, {
      pagePath: "/insights/thirteen-week-cash-forecast/",
      translations: { en: "/insights/thirteen-week-cash-forecast/" },
    })
    await languageMenuShown()
    const note = wordsIn("en").insights.otherLanguageList
    for (const [name, code, list] of [
      ["العربية", "ar", "/ar/insights/"],
      ["Français", "fr", "/fr/insights/"],
    ]) {
      const link = screen.getByRole("link", { name: `${name} (${note})`, hidden: true })
      expect(link).toHaveAttribute("href", list)
      expect(link).toHaveAttribute("hreflang", code)
      // The language's name is in that language; the note is in the page's language.
      expect(link).toHaveAttribute("lang", code)
      expect(within(link).getByText(`(${note})`)).toHaveAttribute("lang", "en")
    }
    expect(screen.getByRole("link", { name: "English", hidden: true })).toHaveAttribute(
      "aria-current",
      "page",
    )
  })

  it("is a disclosure named by the page's language, closed until pressed", async () => {
    const user = userEvent.setup()
    renderWithContent(<Header />, { lang: "fr", pagePath: "/about/" })
    await languageMenuShown()
    const fr = wordsIn("fr").navigation
    expect(menuButton()).toHaveAccessibleName(fr.openMenu)
    await user.click(menuButton())
    const summary = languageSummary()
    expect(summary).toHaveAccessibleName(`${fr.language} Français`)
    expect(summary.querySelector('[lang="fr"]')).toHaveTextContent("Français")
    const details = summary.closest("details")!
    expect(details).not.toHaveAttribute("open")
    await user.click(summary)
    expect(details).toHaveAttribute("open")
    expect(screen.getByRole("link", { name: "العربية" })).toHaveAttribute("href", "/ar/about/")
  })

  it("closes the language menu on Escape, keeping the phone menu open and the keyboard on the menu", async () => {
    const user = userEvent.setup()
    renderWithContent(<Header />)
    await languageMenuShown()
    await user.click(menuButton())
    const summary = languageSummary()
    await user.click(summary)
    await user.tab()
    expect(screen.getByRole("link", { name: "English" })).toHaveFocus()
    await user.keyboard("{Escape}")
    expect(summary.closest("details")).not.toHaveAttribute("open")
    expect(summary).toHaveFocus()
    expect(phoneMenu()).toHaveAttribute("open")
  })

  it("closes the language menu when the visitor clicks or tabs elsewhere", async () => {
    const user = userEvent.setup()
    renderWithContent(<Header />)
    await languageMenuShown()
    await user.click(menuButton())
    const details = languageSummary().closest("details")!
    await user.click(languageSummary())
    expect(details).toHaveAttribute("open")
    await user.click(screen.getByRole("banner"))
    expect(details).not.toHaveAttribute("open")
  })

  it("keeps the visitor on the same section when switching language", async () => {
    window.history.pushState({}, "", "/ar/#contact")
    renderWithContent(<Header />, { lang: "ar", pagePath: "/" })
    await languageMenuShown()
    const english = screen.getByRole("link", { name: "English", hidden: true })
    // Followed by the browser itself (a full page load); the click only adds the section.
    english.addEventListener("click", (event) => event.preventDefault())
    fireEvent.click(english)
    const target = new URL((english as HTMLAnchorElement).href)
    expect(target.pathname + target.hash).toBe("/#contact")
  })

  it("opens and closes the phone menu with its button, which names what it will do", async () => {
    const user = userEvent.setup()
    renderWithContent(<Header />)
    const menu = mainNavigation("Main")
    expect(phoneMenu()).toContainElement(menu)
    expect(menuButton()).toHaveAccessibleName(en.openMenu)
    expect(menu).not.toBeVisible()

    await user.click(menuButton())
    expect(phoneMenu()).toHaveAttribute("open")
    expect(menu).toBeVisible()
    expect(menuButton()).toHaveAccessibleName(en.closeMenu)

    await user.click(menuButton())
    expect(phoneMenu()).not.toHaveAttribute("open")
    expect(menu).not.toBeVisible()
    expect(menuButton()).toHaveAccessibleName(en.openMenu)
  })

  it("closes the menu when a link is chosen", async () => {
    const user = userEvent.setup()
    renderWithContent(<Header />)
    await user.click(menuButton())
    await user.click(screen.getByRole("link", { name: "Services" }))
    expect(phoneMenu()).not.toHaveAttribute("open")
  })

  it("closes the menu on Escape and returns focus to the menu button", async () => {
    const user = userEvent.setup()
    renderWithContent(<Header />)
    await user.click(menuButton())
    await user.tab()
    expect(screen.getByRole("link", { name: "Home" })).toHaveFocus()
    await user.keyboard("{Escape}")
    expect(phoneMenu()).not.toHaveAttribute("open")
    expect(menuButton()).toHaveFocus()
  })

  it("keeps a menu opened before hydration open, named Close menu, and closes it once hydrated", async () => {
    const user = userEvent.setup()
    const container = document.createElement("div")
    container.innerHTML = renderToString(withContent(<Header />))
    document.body.appendChild(container)
    // The visitor taps the button in the server's HTML, before any script has run.
    container.querySelector("summary")!.click()
    expect(phoneMenu()).toHaveAttribute("open")

    render(withContent(<Header />), { container, hydrate: true })
    expect(phoneMenu()).toHaveAttribute("open")
    expect(menuButton()).toHaveAccessibleName(en.closeMenu)
    expect(mainNavigation("Main")).toBeVisible()
    await user.keyboard("{Escape}")
    expect(phoneMenu()).not.toHaveAttribute("open")
  })

  it("lets CSS follow the scroll in the server's HTML, and the script once it has measured it", () => {
    const html = renderToString(withContent(<Header overDarkHero />))
    expect(html).toMatch(/<header[^>]*data-look="transparent-dark"[^>]*data-scroll="css"/)
    window.scrollY = 200
    renderWithContent(<Header overDarkHero />)
    const banner = screen.getByRole("banner")
    expect(banner).toHaveAttribute("data-look", "opaque")
    expect(banner).not.toHaveAttribute("data-scroll")
  })
})
