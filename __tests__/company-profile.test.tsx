import { act, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { CompanyProfile } from "../src/components/ebook/company-profile"
import { renderWithContent as render, wordsIn } from "./helpers/content"
import { installBrowserStandIns, makeBook, pageFlipMock, WORDS } from "./helpers/ebook"

jest.mock("react-pageflip", () => jest.requireActual("./helpers/ebook").mockReactPageflip())

installBrowserStandIns()
afterEach(() => (pageFlipMock.holdTurns = false))

const openControl = () => screen.getByRole("button", { name: WORDS.open })
const indicator = () => screen.getByText(/^Pages? \d+(–\d+)? of \d+$/)

describe("CompanyProfile", () => {
  it("shows the heading, the PDF download with its size, and the card, all in the words it is given", () => {
    const words = wordsIn("en")
    render(<CompanyProfile book={makeBook(12)} />, {
      data: {
        words: {
          ...words,
          ebook: {
            ...words.ebook,
            kilobytes: "{size} Ko",
            cardText: { ...words.ebook.cardText, other: "{pages} pages" },
          },
        },
      },
    })
    expect(screen.getByRole("heading", { level: 1, name: WORDS.heading })).toBeInTheDocument()
    expect(screen.getByText(WORDS.badge)).toBeInTheDocument()
    const download = screen.getByRole("link", { name: `${WORDS.download} (19 Ko)` })
    expect(download).toHaveAttribute("href", "/company-profile.pdf")
    expect(download).toHaveAttribute("download", "company-profile.pdf")
    expect(screen.getByRole("heading", { name: WORDS.cardTitle })).toBeInTheDocument()
    expect(screen.getByText("12 pages")).toBeInTheDocument()
  })

  it.each([
    [5, "في 5 صفحات "],
    [12, "في 12 صفحة "],
    [2, "في صفحتين "],
  ])("counts %i pages in Arabic with the noun the number takes", (pages, text) => {
    render(<CompanyProfile book={makeBook(pages, "rtl", "ar")} />, { lang: "ar" })
    expect(screen.getByText(new RegExp(text))).toBeInTheDocument()
  })

  it("makes Open a real link to #page=1, so a press before the page is interactive is kept", () => {
    render(<CompanyProfile book={makeBook(4)} />)
    expect(openControl().tagName).toBe("A")
    expect(openControl()).toHaveAttribute("href", "#page=1")
  })

  it("opens the book on a press, with the keyboard on it, and Close brings focus back to Open", async () => {
    render(<CompanyProfile book={makeBook(4)} />)
    await userEvent.click(openControl())
    const region = screen.getByRole("region", { name: WORDS.cardTitle })
    expect(region).toHaveFocus()
    expect(region.scrollIntoView).toHaveBeenCalled()
    expect(await screen.findByAltText("Page 1")).toBeInTheDocument()
    await userEvent.click(screen.getByRole("button", { name: WORDS.close }))
    expect(screen.queryByAltText("Page 1")).not.toBeInTheDocument()
    expect(openControl()).toHaveFocus()
  })

  it("Close keeps the reader's place, even in the middle of a turn: Open goes back there", async () => {
    pageFlipMock.holdTurns = true
    render(<CompanyProfile book={makeBook(4)} />)
    await userEvent.click(openControl())
    await screen.findByAltText("Page 1")
    await userEvent.click(screen.getByRole("button", { name: WORDS.next }))
    await userEvent.click(screen.getByRole("button", { name: WORDS.close }))
    pageFlipMock.holdTurns = false
    await userEvent.click(openControl())
    expect(await screen.findByAltText("Page 2")).toBeInTheDocument()
    expect(indicator()).toHaveTextContent("Pages 2–3 of 4")
  })

  it("opens with the Space key, as a button does, and the arrow keys turn the pages at once", async () => {
    render(<CompanyProfile book={makeBook(4)} />)
    openControl().focus()
    await userEvent.keyboard(" ")
    expect(await screen.findByAltText("Page 1")).toBeInTheDocument()
    // Focus moved onto the book once it was there: no Tab needed before turning.
    expect(await screen.findByRole("region", { name: WORDS.bookLabel })).toHaveFocus()
    await userEvent.keyboard("{ArrowRight}")
    expect(indicator()).not.toHaveTextContent(/^Page 1 of/)
  })

  it("opens at page N from a #page=N address, on arrival and when the address changes later", async () => {
    window.history.replaceState(null, "", "/company-profile/#page=3")
    render(<CompanyProfile book={makeBook(4)} />)
    expect(await screen.findByAltText("Page 3")).toBeInTheDocument()
    expect(indicator()).toHaveTextContent("Pages 2–3 of 4")

    await userEvent.click(screen.getByRole("button", { name: WORDS.close }))
    expect(window.location.hash).toBe("")
    act(() => {
      window.history.replaceState(null, "", "/company-profile/#page=4")
      window.dispatchEvent(new HashChangeEvent("hashchange"))
    })
    expect(await screen.findByText("Page 4 of 4")).toBeInTheDocument()
  })

  it("gives every page's text to the page images as their description, in the server-rendered page too", async () => {
    const { container } = render(<CompanyProfile book={makeBook(4)} />)
    // Closed: the text is on the page (hidden), for search engines and for the images to come.
    expect(container.querySelector("#profile-en-page-2-text")).toHaveTextContent("Text of page 2")
    await userEvent.click(openControl())
    const image = await screen.findByAltText("Page 1")
    expect(image).toHaveAccessibleDescription("Text of page 1")
    expect(image).toHaveAccessibleName("Page 1")
  })

  it("offers every page's text as text, each under its page's heading, for reading larger or reflowed", async () => {
    const words = wordsIn("fr").ebook
    render(<CompanyProfile book={makeBook(4)} />, { lang: "fr" })
    const heading = screen.getByRole("heading", { level: 2, name: words.pageAlt.replace("{page}", "2") })
    expect(heading).not.toBeVisible()
    await userEvent.click(screen.getByText(words.textVersion))
    expect(heading).toBeVisible()
    expect(heading.nextElementSibling).toHaveTextContent("Text of page 2")
    expect(heading.nextElementSibling).toBeVisible()
  })
})
