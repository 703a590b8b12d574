import { act, fireEvent, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { EbookViewer } from "../src/components/ebook/ebook-viewer"
import { renderWithContent as render } from "./helpers/content"
import { installBrowserStandIns, makeBook, pageFlipMock, resizeFrames, WORDS } from "./helpers/ebook"

jest.mock("react-pageflip", () => jest.requireActual("./helpers/ebook").mockReactPageflip())

installBrowserStandIns()
beforeEach(() => {
  pageFlipMock.mounts.length = 0
  pageFlipMock.calls.length = 0
  pageFlipMock.holdTurns = false
})

const indicator = () => screen.getByText(/^Pages? \d+(–\d+)? of \d+$/)
const pageImages = () =>
  screen.queryAllByRole("img", { name: /^Page \d+$/ }).map((image) => image.getAttribute("alt"))

async function openViewer(pageCount = 4, options: { dir?: "ltr" | "rtl"; initialPage?: number } = {}) {
  const book = makeBook(pageCount, options.dir)
  render(<EbookViewer book={book} pdfUrl="/company-profile.pdf" initialPage={options.initialPage} />)
  await screen.findByRole("region", { name: WORDS.bookLabel })
  return book
}

describe("EbookViewer", () => {
  it("shows the loading status until the pages in view are drawn, then the book", async () => {
    let decoded!: () => void
    const decode = jest.fn(() => new Promise<void>((resolve) => (decoded = resolve)))
    HTMLImageElement.prototype.decode = decode
    render(<EbookViewer book={makeBook(4)} pdfUrl="/company-profile.pdf" />)
    expect(await screen.findByRole("status")).toHaveTextContent(WORDS.loading)
    await waitFor(() => expect(decode).toHaveBeenCalled())
    expect(screen.getByRole("status")).toBeInTheDocument()
    await act(async () => decoded())
    expect(await screen.findByAltText("Page 1")).toBeInTheDocument()
    expect(screen.queryByRole("status")).not.toBeInTheDocument()
  })

  it("gives each page image every width to choose from, its size, and its text as description", async () => {
    await openViewer(4)
    const image = screen.getByAltText("Page 2")
    expect(image).toHaveAttribute(
      "srcset",
      "/static/profile-book/k/page-2-480.webp 480w, /static/profile-book/k/page-2-1080.webp 1080w, /static/profile-book/k/page-2-1800.webp 1800w",
    )
    expect(image).toHaveAttribute("src", "/static/profile-book/k/page-2-1080.webp")
    expect(image).toHaveAttribute("width", "595")
    expect(image).toHaveAttribute("height", "842")
    expect(image.getAttribute("sizes")).toMatch(/^\d+px$/)
    expect(image).toHaveAttribute("aria-describedby", "profile-en-page-2-text")
  })

  it("loads the pages near the reader first and the others as the reader comes near", async () => {
    resizeFrames(400, 600)
    await openViewer(12)
    expect(pageImages()).toEqual(["Page 1", "Page 2", "Page 3", "Page 4", "Page 5"])
    const next = screen.getByRole("button", { name: WORDS.next })
    for (let turn = 0; turn < 4; turn++) await userEvent.click(next)
    expect(indicator()).toHaveTextContent("Page 5 of 12")
    expect(pageImages()).toContain("Page 7")
    expect(pageImages()).not.toContain("Page 12")
  })

  it("shows one page at a time where two do not fit: Previous and Next move one page, disabled at the ends", async () => {
    resizeFrames(400, 600)
    await openViewer(3)
    expect(pageFlipMock.mounts[0]).toMatchObject({ usePortrait: true })
    const previous = screen.getByRole("button", { name: WORDS.previous })
    const next = screen.getByRole("button", { name: WORDS.next })
    expect(indicator()).toHaveTextContent("Page 1 of 3")
    expect(indicator()).toHaveAttribute("aria-live", "polite")
    expect(previous).toBeDisabled()
    await userEvent.click(next)
    expect(indicator()).toHaveTextContent("Page 2 of 3")
    await userEvent.click(next)
    expect(indicator()).toHaveTextContent("Page 3 of 3")
    expect(next).toBeDisabled()
    // The keyboard is not dropped on the body when its button becomes disabled.
    expect(previous).toHaveFocus()
    expect(window.location.hash).toBe("#page=3")
  })

  it("shows the cover alone, then two-page spreads, and the last page alone where two pages fit", async () => {
    resizeFrames(1100, 600)
    await openViewer(4)
    expect(pageFlipMock.mounts[0]).toMatchObject({ usePortrait: false })
    const next = screen.getByRole("button", { name: WORDS.next })
    expect(indicator()).toHaveTextContent("Page 1 of 4")
    await userEvent.click(next)
    expect(indicator()).toHaveTextContent("Pages 2–3 of 4")
    await userEvent.click(next)
    expect(indicator()).toHaveTextContent("Page 4 of 4")
    expect(next).toBeDisabled()
    await userEvent.click(screen.getByRole("button", { name: WORDS.previous }))
    expect(indicator()).toHaveTextContent("Pages 2–3 of 4")
  })

  it("keeps the reader's page when the screen crosses between spreads and single pages", async () => {
    resizeFrames(1100, 600)
    await openViewer(6)
    await userEvent.click(screen.getByRole("button", { name: WORDS.next }))
    await userEvent.click(screen.getByRole("button", { name: WORDS.next }))
    expect(indicator()).toHaveTextContent("Pages 4–5 of 6")
    act(() => resizeFrames(400, 600))
    await waitFor(() => expect(indicator()).toHaveTextContent("Page 4 of 6"))
    expect(pageFlipMock.mounts.at(-1)).toMatchObject({ usePortrait: true, startPage: 3 })
    act(() => resizeFrames(1100, 600))
    await waitFor(() => expect(indicator()).toHaveTextContent("Pages 4–5 of 6"))
  })

  it("turns pages with the arrow keys while focus is in the viewer", async () => {
    resizeFrames(400, 600)
    await openViewer(3)
    screen.getByRole("region", { name: WORDS.bookLabel }).focus()
    await userEvent.keyboard("{ArrowRight}")
    expect(indicator()).toHaveTextContent("Page 2 of 3")
    await userEvent.keyboard("{ArrowLeft}")
    expect(indicator()).toHaveTextContent("Page 1 of 3")
  })

  it("opens a #page=N link at that page", async () => {
    resizeFrames(400, 600)
    await openViewer(4, { initialPage: 2 })
    expect(indicator()).toHaveTextContent("Page 3 of 4")
    expect(pageFlipMock.mounts[0].startPage).toBe(2)
  })
})

describe("a right-to-left book", () => {
  it("is handed to react-pageflip back to front and opens at its end, cover left of the spine", async () => {
    resizeFrames(1100, 600)
    await openViewer(4, { dir: "rtl" })
    expect(pageImages()).toEqual(["Page 4", "Page 3", "Page 2", "Page 1"])
    expect(pageFlipMock.mounts[0]).toMatchObject({ startPage: 3, usePortrait: false })
    expect(indicator()).toHaveTextContent("Page 1 of 4")
  })

  it("moves towards the end with Next and the Left arrow, turning leaves from left to right", async () => {
    resizeFrames(1100, 600)
    await openViewer(4, { dir: "rtl" })
    await userEvent.click(screen.getByRole("button", { name: WORDS.next }))
    expect(pageFlipMock.calls).toEqual(["flipPrev"])
    expect(indicator()).toHaveTextContent("Pages 2–3 of 4")
    expect(window.location.hash).toBe("#page=2")
    screen.getByRole("region", { name: WORDS.bookLabel }).focus()
    await userEvent.keyboard("{ArrowLeft}")
    expect(indicator()).toHaveTextContent("Page 4 of 4")
    expect(screen.getByRole("button", { name: WORDS.next })).toBeDisabled()
    await userEvent.keyboard("{ArrowRight}")
    expect(indicator()).toHaveTextContent("Pages 2–3 of 4")
  })

  it("opens #page=N at the N-th page of the document", async () => {
    resizeFrames(400, 600)
    await openViewer(5, { dir: "rtl", initialPage: 1 })
    expect(indicator()).toHaveTextContent("Page 2 of 5")
    // Back to front: the document's second page is react-pageflip's fourth of five.
    expect(pageFlipMock.mounts[0].startPage).toBe(3)
  })

  it("adds a blank leaf before an odd book's last page, so its cover still stands alone", async () => {
    resizeFrames(1100, 600)
    await openViewer(5, { dir: "rtl" })
    expect(pageFlipMock.mounts[0]).toMatchObject({ pages: 6, startPage: 5 })
    await userEvent.click(screen.getByRole("button", { name: WORDS.next }))
    expect(indicator()).toHaveTextContent("Pages 2–3 of 5")
    await userEvent.click(screen.getByRole("button", { name: WORDS.next }))
    expect(indicator()).toHaveTextContent("Pages 4–5 of 5")
    expect(screen.getByRole("button", { name: WORDS.next })).toBeDisabled()
  })
})

describe("when the book cannot be shown", () => {
  let consoleError: jest.SpyInstance
  beforeEach(() => {
    consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined)
  })
  afterEach(() => consoleError.mockRestore())

  it("offers the PDF instead if the first pages cannot be loaded", async () => {
    HTMLImageElement.prototype.decode = jest.fn(() => Promise.reject(new Error("404")))
    render(<EbookViewer book={makeBook(4)} pdfUrl="/company-profile.pdf" />)
    const alert = await screen.findByRole("alert")
    expect(alert).toHaveTextContent(
      `Sorry, the interactive book could not be loaded, but you can ${WORDS.loadFailedLink} instead.`,
    )
    expect(within(alert).getByRole("link", { name: WORDS.loadFailedLink })).toHaveAttribute(
      "href",
      "/company-profile.pdf",
    )
    expect(screen.queryByRole("status")).not.toBeInTheDocument()
    expect(consoleError).toHaveBeenCalledWith("Error loading PDF:", expect.any(Error))
  })

  it("offers the PDF instead when a page image fails later", async () => {
    await openViewer(4)
    fireEvent.error(screen.getByAltText("Page 3"))
    expect(await screen.findByRole("alert")).toHaveTextContent(WORDS.loadFailedLink)
    expect(screen.queryByAltText("Page 1")).not.toBeInTheDocument()
    expect(consoleError).toHaveBeenCalledWith("Error loading PDF:", expect.any(Error))
  })
})

describe("fullscreen and zoom", () => {
  it("is a named dialog opened as a modal (the page behind inert) that closes with Escape", async () => {
    await openViewer(4)
    expect(screen.queryByRole("button", { name: WORDS.zoomIn })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole("button", { name: WORDS.fullscreen }))
    const dialog = await screen.findByRole("dialog", { name: WORDS.fullscreenLabel })
    // The browser's modal <dialog> keeps focus and pointer inside (e2e checks Tab in chromium).
    expect(dialog.tagName).toBe("DIALOG")
    expect(HTMLDialogElement.prototype.showModal).toHaveBeenCalled()
    expect(dialog).toHaveAttribute("open")
    expect(within(dialog).getByRole("button", { name: WORDS.exitFullscreen })).toHaveFocus()
    await userEvent.keyboard("{Escape}")
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(screen.getByRole("button", { name: WORDS.fullscreen })).toHaveFocus()
  })

  it("zooms into the pages in view with the largest image, by button and key, and back", async () => {
    resizeFrames(1100, 600)
    await openViewer(4)
    await userEvent.click(screen.getByRole("button", { name: WORDS.next }))
    await userEvent.click(screen.getByRole("button", { name: WORDS.fullscreen }))
    const dialog = await screen.findByRole("dialog")
    const zoomOut = within(dialog).getByRole("button", { name: WORDS.zoomOut })
    expect(zoomOut).toBeDisabled()
    await userEvent.click(within(dialog).getByRole("button", { name: WORDS.zoomIn }))

    const zoomed = within(dialog).getByRole("region", { name: "Pages 2–3 of 4" })
    const images = within(zoomed).getAllByRole("img")
    expect(images.map((image) => image.getAttribute("src"))).toEqual([
      "/static/profile-book/k/page-2-1800.webp",
      "/static/profile-book/k/page-3-1800.webp",
    ])
    const width = Number(images[0].getAttribute("width"))
    await userEvent.keyboard("+")
    expect(Number(within(zoomed).getAllByRole("img")[0].getAttribute("width"))).toBeGreaterThan(width)
    await userEvent.keyboard("-")
    await userEvent.keyboard("-")
    expect(within(dialog).queryByRole("region", { name: "Pages 2–3 of 4" })).not.toBeInTheDocument()

    await userEvent.keyboard("+")
    expect(within(dialog).getByRole("region", { name: "Pages 2–3 of 4" })).toBeInTheDocument()
    // Escape leaves the zoom first, then fullscreen.
    await userEvent.keyboard("{Escape}")
    expect(within(dialog).queryByRole("region", { name: "Pages 2–3 of 4" })).not.toBeInTheDocument()
    expect(screen.getByRole("dialog")).toBeInTheDocument()
    await userEvent.keyboard("{Escape}")
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
  })

  it("zooming from the book with the keyboard takes the focus along, and brings it back", async () => {
    resizeFrames(1100, 600)
    await openViewer(4)
    await userEvent.click(screen.getByRole("button", { name: WORDS.fullscreen }))
    const dialog = await screen.findByRole("dialog")
    within(dialog).getByRole("region", { name: WORDS.bookLabel }).focus()
    await userEvent.keyboard("+")
    // The book is hidden under the zoomed view: the keyboard is on the view, so - and the arrows work.
    expect(within(dialog).getByRole("region", { name: "Page 1 of 4" })).toHaveFocus()
    await userEvent.keyboard("-")
    expect(within(dialog).getByRole("region", { name: WORDS.bookLabel })).toHaveFocus()
  })
})

describe("a turn under way", () => {
  // page-flip reports a turn only when its animation ends: everything here happens before that.
  beforeEach(() => {
    pageFlipMock.holdTurns = true
    resizeFrames(1100, 600)
  })

  it("counts from the press: the indicator, the address and the announced page move at once", async () => {
    await openViewer(6)
    const book = screen.getByRole("region", { name: WORDS.bookLabel })
    expect(book).toHaveAttribute("aria-busy", "false")
    await userEvent.click(screen.getByRole("button", { name: WORDS.next }))
    expect(indicator()).toHaveTextContent("Pages 2–3 of 6")
    expect(indicator()).toHaveAttribute("aria-live", "polite")
    expect(window.location.hash).toBe("#page=2")
    // The picture is still moving: the book says so until the turn has ended.
    expect(book).toHaveAttribute("aria-busy", "true")
    // A second press finishes the first turn and starts its own: the place never steps back.
    await userEvent.click(screen.getByRole("button", { name: WORDS.next }))
    expect(indicator()).toHaveTextContent("Pages 4–5 of 6")
    act(() => pageFlipMock.finishTurn())
    expect(indicator()).toHaveTextContent("Pages 4–5 of 6")
    expect(window.location.hash).toBe("#page=4")
    expect(book).toHaveAttribute("aria-busy", "false")
  })

  it("fullscreen and leaving it open the book at the page turned to", async () => {
    await openViewer(6)
    await userEvent.click(screen.getByRole("button", { name: WORDS.next }))
    await userEvent.click(screen.getByRole("button", { name: WORDS.fullscreen }))
    const dialog = await screen.findByRole("dialog")
    expect(pageFlipMock.mounts.at(-1)).toMatchObject({ startPage: 1 })
    expect(within(dialog).getByText("Pages 2–3 of 6")).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole("button", { name: WORDS.next }))
    await userEvent.keyboard("{Escape}")
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(pageFlipMock.mounts.at(-1)).toMatchObject({ startPage: 3 })
    expect(indicator()).toHaveTextContent("Pages 4–5 of 6")
  })

  it("zoom shows the pages turned to", async () => {
    await openViewer(6)
    await userEvent.click(screen.getByRole("button", { name: WORDS.fullscreen }))
    const dialog = await screen.findByRole("dialog")
    await userEvent.click(within(dialog).getByRole("button", { name: WORDS.next }))
    await userEvent.click(within(dialog).getByRole("button", { name: WORDS.zoomIn }))
    expect(within(dialog).getByRole("region", { name: "Pages 2–3 of 6" })).toBeInTheDocument()
  })

  it("a turn the book does not make leaves the reader where the book stands", async () => {
    await openViewer(6)
    await userEvent.click(screen.getByRole("button", { name: WORDS.next }))
    expect(indicator()).toHaveTextContent("Pages 2–3 of 6")
    act(() => pageFlipMock.abandonTurn())
    expect(indicator()).toHaveTextContent("Page 1 of 6")
    expect(window.location.hash).toBe("#page=1")
  })
})
