import { act, fireEvent, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { CompanyProfile } from "../src/components/ebook/company-profile"
import { EbookViewer, nextPageToRender } from "../src/components/ebook/ebook-viewer"
import { renderWithContent, wordsIn } from "./helpers/content"

const words = wordsIn("en").ebook
const CLOSE_LABEL = words.close
const DOWNLOAD_LABEL = words.download
const OPEN_LABEL = words.open
const EXIT_FULLSCREEN_LABEL = words.exitFullscreen
const FULLSCREEN_LABEL = words.fullscreen
const LOAD_FAILED_LINK = words.loadFailedLink
const LOADING_TEXT = words.loading
const NEXT_LABEL = words.next
const PREVIOUS_LABEL = words.previous
const pageIndicatorText = (page: number, pages: number) => `Page ${page} of ${pages}`
import { openProfilePdf } from "../src/components/ebook/profile-pdf"

// The module boundary: pdf.js and its worker never load in Jest.
jest.mock("../src/components/ebook/profile-pdf", () => ({ openProfilePdf: jest.fn() }))
jest.mock("../src/components/ebook/pdf-worker", () => ({
  startPdfWorker: () => ({ terminate: () => undefined }),
}))

// page-flip needs real layout; this stand-in keeps the wrapper's contract (ref.pageFlip(), onFlip).
jest.mock("react-pageflip", () => {
  const React = jest.requireActual<typeof import("react")>("react")
  const HTMLFlipBook = React.forwardRef(function HTMLFlipBook(
    props: {
      startPage: number
      width: number
      children: React.ReactNode
      onFlip(event: { data: number }): void
    },
    ref,
  ) {
    const current = React.useRef(props.startPage)
    const count = React.Children.count(props.children)
    React.useImperativeHandle(ref, () => ({
      pageFlip: () => ({
        flipNext: () => current.current < count - 1 && props.onFlip({ data: ++current.current }),
        flipPrev: () => current.current > 0 && props.onFlip({ data: --current.current }),
        destroy: () => undefined,
        getRender: () => undefined,
        getUI: () => undefined,
        getPageCollection: () => null,
      }),
    }))
    return (
      <div data-testid="flip-book" data-start-page={props.startPage} data-width={props.width}>
        {props.children}
      </div>
    )
  })
  return { __esModule: true, default: HTMLFlipBook }
})

const PAGE_COUNT = 4
const mockedOpen = jest.mocked(openProfilePdf)
let destroy: jest.Mock
let objectUrls: number
let pdfResponse: { ok: boolean; status: number; statusText: string }

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

function fakePdf(pageCount = PAGE_COUNT) {
  destroy = jest.fn().mockResolvedValue(undefined)
  return {
    pageCount,
    renderPage: jest.fn(async (number: number) => new Blob([`page ${number}`], { type: "image/webp" })),
    destroy,
  }
}

beforeEach(() => {
  objectUrls = 0
  URL.createObjectURL = jest.fn(() => `blob:test/${++objectUrls}`)
  URL.revokeObjectURL = jest.fn()
  Element.prototype.scrollIntoView = jest.fn()
  window.history.replaceState(null, "", "/company-profile/")
  pdfResponse = { ok: true, status: 200, statusText: "OK" }
  global.fetch = jest.fn(async () => ({
    ...pdfResponse,
    arrayBuffer: async () => new ArrayBuffer(8),
  })) as jest.Mock
  mockedOpen.mockReset()
  mockedOpen.mockImplementation(async () => fakePdf())
})

async function renderLoadedViewer(initialPage = 0) {
  renderWithContent(<EbookViewer pdfUrl="/company-profile.pdf" initialPage={initialPage} words={words} />)
  await screen.findByAltText(`Page ${initialPage + 1}`)
  await waitFor(() => expect(screen.getAllByRole("img", { name: /^Page \d+$/ })).toHaveLength(PAGE_COUNT))
}

describe("EbookViewer", () => {
  it("shows the loading status until the first page is drawn, then the book with one image per page", async () => {
    const opening = deferred<ReturnType<typeof fakePdf>>()
    mockedOpen.mockReturnValue(opening.promise)
    renderWithContent(<EbookViewer pdfUrl="/company-profile.pdf" words={words} />)

    expect(screen.getByRole("status")).toHaveTextContent(LOADING_TEXT)
    await act(async () => opening.resolve(fakePdf()))

    expect(await screen.findByAltText("Page 1")).toBeInTheDocument()
    expect(screen.queryByText(LOADING_TEXT)).not.toBeInTheDocument()
    expect(screen.getByText(pageIndicatorText(1, PAGE_COUNT))).toBeInTheDocument()
    await waitFor(() =>
      expect(
        screen.getAllByRole("img", { name: /^Page \d+$/ }).map((image) => image.getAttribute("alt")),
      ).toEqual(["Page 1", "Page 2", "Page 3", "Page 4"]),
    )
    expect(global.fetch).toHaveBeenCalledWith("/company-profile.pdf")
  })

  it("reports a missing PDF (404) the same way, without opening it", async () => {
    pdfResponse = { ok: false, status: 404, statusText: "Not Found" }
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined)
    renderWithContent(<EbookViewer pdfUrl="/company-profile.pdf" words={words} />)

    expect(await screen.findByRole("alert")).toHaveTextContent(LOAD_FAILED_LINK)
    expect(mockedOpen).not.toHaveBeenCalled()
    expect(consoleError).toHaveBeenCalledWith(
      "Error loading PDF:",
      expect.objectContaining({ message: expect.stringContaining("404") }),
    )
    consoleError.mockRestore()
  })

  it("when the PDF fails: stops the spinner, logs the error and offers the download link", async () => {
    const error = new Error("Missing PDF")
    mockedOpen.mockRejectedValue(error)
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined)
    renderWithContent(<EbookViewer pdfUrl="/company-profile.pdf" words={words} />)

    const message = await screen.findByRole("alert")
    expect(within(message).getByRole("link", { name: LOAD_FAILED_LINK })).toHaveAttribute(
      "href",
      "/company-profile.pdf",
    )
    expect(screen.queryByRole("status")).not.toBeInTheDocument()
    expect(screen.queryByText(LOADING_TEXT)).not.toBeInTheDocument()
    expect(consoleError).toHaveBeenCalledWith("Error loading PDF:", error)
    consoleError.mockRestore()
  })

  it("disables Previous on the first page and Next on the last, and the indicator follows every turn", async () => {
    const user = userEvent.setup()
    await renderLoadedViewer()
    const previous = screen.getByRole("button", { name: PREVIOUS_LABEL })
    const next = screen.getByRole("button", { name: NEXT_LABEL })
    const indicator = screen.getByText(pageIndicatorText(1, PAGE_COUNT))
    expect(indicator).toHaveAttribute("aria-live", "polite")

    expect(previous).toBeDisabled()
    expect(next).toBeEnabled()
    for (let page = 2; page <= PAGE_COUNT; page++) {
      await user.click(next)
      expect(indicator).toHaveTextContent(pageIndicatorText(page, PAGE_COUNT))
    }
    expect(next).toBeDisabled()
    expect(previous).toBeEnabled()
    // Focus moved off the button that just became disabled, so the keyboard stays in the viewer.
    expect(previous).toHaveFocus()

    await user.click(previous)
    expect(indicator).toHaveTextContent(pageIndicatorText(PAGE_COUNT - 1, PAGE_COUNT))
    expect(next).toBeEnabled()
  })

  it("turns pages with the arrow keys and keeps #page=N current without adding history entries", async () => {
    await renderLoadedViewer()
    const historyLength = window.history.length
    const stage = screen.getByRole("region", { name: /company profile pages/i })

    fireEvent.keyDown(stage, { key: "ArrowRight" })
    fireEvent.keyDown(stage, { key: "ArrowRight" })
    expect(screen.getByText(pageIndicatorText(3, PAGE_COUNT))).toBeInTheDocument()
    expect(window.location.hash).toBe("#page=3")

    fireEvent.keyDown(stage, { key: "ArrowLeft" })
    expect(screen.getByText(pageIndicatorText(2, PAGE_COUNT))).toBeInTheDocument()
    expect(window.location.hash).toBe("#page=2")
    expect(window.history.length).toBe(historyLength)
  })

  it("toggles a fullscreen overlay titled Fullscreen / Exit Fullscreen; Escape leaves it", async () => {
    const user = userEvent.setup()
    await renderLoadedViewer()
    const toggle = screen.getByRole("button", { name: FULLSCREEN_LABEL })
    expect(toggle).toHaveAttribute("title", FULLSCREEN_LABEL)

    await user.click(toggle)
    const dialog = screen.getByRole("dialog")
    const exit = within(dialog).getByRole("button", { name: EXIT_FULLSCREEN_LABEL })
    expect(exit).toHaveAttribute("title", EXIT_FULLSCREEN_LABEL)
    expect(exit).toHaveFocus()
    expect(document.body.style.overflow).toBe("hidden")
    // The book is remounted at the fullscreen size, on the same page.
    expect(within(dialog).getByTestId("flip-book")).toHaveAttribute("data-width", "600")

    // Tab from the last control wraps to the first one inside the overlay.
    await user.tab()
    expect(dialog).toContainElement(document.activeElement as HTMLElement)

    await user.keyboard("{Escape}")
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(screen.getByRole("button", { name: FULLSCREEN_LABEL })).toHaveFocus()
    expect(document.body.style.overflow).toBe("")
    expect(screen.getByTestId("flip-book")).toHaveAttribute("data-width", "450")
  })

  it("draws the page in view first, then its neighbours", () => {
    expect(nextPageToRender([false, false, false, false], 2)).toBe(2)
    expect(nextPageToRender([false, false, true, false], 2)).toBe(3)
    expect(nextPageToRender([false, false, true, true], 2)).toBe(1)
    expect(nextPageToRender([true, true, true, true], 0)).toBeUndefined()
  })
})

describe("CompanyProfile", () => {
  it("offers the PDF download with its size", () => {
    renderWithContent(<CompanyProfile />)
    const link = screen.getByRole("link", { name: new RegExp(DOWNLOAD_LABEL) })
    expect(link).toHaveAttribute("href", "/company-profile.pdf")
    expect(link).toHaveAttribute("download")
    expect(link).toHaveTextContent(/\(\d+ KB\)/)
  })

  it("opens the book from the card, and closing returns to the card with focus on the Open button", async () => {
    const user = userEvent.setup()
    renderWithContent(<CompanyProfile />)
    expect(screen.getByRole("heading", { name: "Interactive Company Profile" })).toBeInTheDocument()
    expect(global.fetch).not.toHaveBeenCalled()

    await user.click(screen.getByRole("button", { name: OPEN_LABEL }))
    expect(await screen.findByAltText("Page 1")).toBeInTheDocument()
    await waitFor(() => expect(destroy).toHaveBeenCalled()) // every page drawn: pdf.js released

    await user.click(screen.getByRole("button", { name: CLOSE_LABEL }))
    expect(screen.queryByAltText("Page 1")).not.toBeInTheDocument()
    expect(screen.getByRole("button", { name: OPEN_LABEL })).toHaveFocus()
    // Every page image's object URL is released with the viewer.
    expect(URL.revokeObjectURL).toHaveBeenCalledTimes(PAGE_COUNT)
  })

  it("opens at page N from a /company-profile#page=N link", async () => {
    window.history.replaceState(null, "", "/company-profile/#page=3")
    renderWithContent(<CompanyProfile />)
    expect(await screen.findByAltText("Page 3")).toBeInTheDocument()
    expect(screen.getByText(pageIndicatorText(3, PAGE_COUNT))).toBeInTheDocument()
    expect(screen.getByTestId("flip-book")).toHaveAttribute("data-start-page", "2")
  })
})
