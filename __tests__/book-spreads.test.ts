import { fitBook } from "../src/components/ebook/book-layout"
import {
  flipIndexOf,
  flipOrder,
  indicatorText,
  pageFromFlip,
  pagesToLoad,
  viewOf,
} from "../src/components/ebook/book-spreads"
import { formatFileSize } from "../src/components/ebook/ebook-words"
import { fill } from "../src/i18n/fill"

const words = { pageIndicator: "Page {page} of {pages}", spreadIndicator: "Pages {first}–{last} of {pages}" }
const A4 = 595 / 842

/** Every view a reader meets going through the book, as the indicator numbers it. */
function views(pageCount: number, mode: "single" | "spread") {
  const seen: string[] = []
  for (let page = 0; page < pageCount; page++) {
    const [first, last] = viewOf(page, pageCount, mode)
    const label = first === last ? `${first + 1}` : `${first + 1}-${last + 1}`
    if (seen[seen.length - 1] !== label) seen.push(label)
  }
  return seen
}

describe("spreads", () => {
  it("shows the cover alone, then pairs, and the last page alone when the count is even", () => {
    expect(views(12, "spread")).toEqual(["1", "2-3", "4-5", "6-7", "8-9", "10-11", "12"])
    expect(views(5, "spread")).toEqual(["1", "2-3", "4-5"])
    expect(views(1, "spread")).toEqual(["1"])
  })

  it("shows one page at a time in single mode", () => {
    expect(views(3, "single")).toEqual(["1", "2", "3"])
  })

  it("names a spread 'Pages X–Y of Z' and a single page 'Page X of Y'", () => {
    expect(indicatorText(words, 0, 12, "spread")).toBe("Page 1 of 12")
    expect(indicatorText(words, 4, 12, "spread")).toBe("Pages 4–5 of 12")
    expect(indicatorText(words, 11, 12, "spread")).toBe("Page 12 of 12")
    expect(indicatorText(words, 4, 12, "single")).toBe("Page 5 of 12")
  })

  it("keeps the reader's page when the book crosses the breakpoint", () => {
    // On pages 4–5, narrowing the screen leaves the reader on page 4, and widening it again on 4–5.
    const [first] = viewOf(4, 12, "spread")
    expect(viewOf(first, 12, "single")).toEqual([3, 3])
    expect(viewOf(3, 12, "spread")).toEqual([3, 4])
  })

  it("loads the pages in view first, then their neighbours", () => {
    expect(pagesToLoad(4, 12, "spread").slice(0, 2)).toEqual([3, 4])
    expect(pagesToLoad(4, 12, "spread")).toEqual(expect.arrayContaining([1, 2, 5, 6, 7, 8]))
    expect(pagesToLoad(4, 12, "spread")).not.toContain(10)
    expect(pagesToLoad(0, 12, "single")).toEqual([0, 1, 2])
  })
})

describe("right-to-left books in react-pageflip", () => {
  it("keeps a left-to-right book in document order", () => {
    expect(flipOrder(4, "ltr", "spread")).toEqual([0, 1, 2, 3])
  })

  it("hands a right-to-left book over back to front, opening at its end", () => {
    const order = flipOrder(4, "rtl", "spread")
    expect(order).toEqual([3, 2, 1, 0])
    expect(flipIndexOf(0, order)).toBe(3)
  })

  it("pairs the same pages as the printed book, the earlier on the right", () => {
    // react-pageflip with showCover pairs positions [0], [1, 2], [3, 4] …, left then right.
    const order = flipOrder(12, "rtl", "spread")
    const pairs = [[0], [1, 2], [3, 4], [5, 6], [7, 8], [9, 10], [11]].map((pair) =>
      pair.map((index) => (order[index] as number) + 1),
    )
    expect(pairs).toEqual([[12], [11, 10], [9, 8], [7, 6], [5, 4], [3, 2], [1]])
  })

  it("puts a blank leaf in front of an odd right-to-left book, so the cover still stands alone", () => {
    const order = flipOrder(5, "rtl", "spread")
    expect(order).toEqual([null, 4, 3, 2, 1, 0])
    expect(pageFromFlip(0, order, "spread")).toBeNull()
    expect(pageFromFlip(1, order, "spread")).toBe(3)
    expect(pageFromFlip(5, order, "spread")).toBe(0)
    // One page at a time needs no blank.
    expect(flipOrder(5, "rtl", "single")).toEqual([4, 3, 2, 1, 0])
  })

  it("maps react-pageflip's turns back to document pages, so #page=N means the N-th page", () => {
    const order = flipOrder(12, "rtl", "spread")
    expect(pageFromFlip(11, order, "spread")).toBe(0)
    expect(pageFromFlip(9, order, "spread")).toBe(1)
    expect(pageFromFlip(1, order, "spread")).toBe(9)
    expect(flipIndexOf(viewOf(4, 12, "spread")[0], order)).toBe(8)
  })
})

describe("fitting the book to the screen", () => {
  it("shows spreads on a 1366×800 laptop, in and out of fullscreen", () => {
    for (const available of [
      { width: 1136, height: 560 },
      { width: 1350, height: 720 },
    ]) {
      const layout = fitBook(available, A4)
      expect(layout.mode).toBe("spread")
      // As tall as the screen allows (to the pixel), and two pages narrower than the screen.
      expect(layout.pageHeight).toBeLessThanOrEqual(available.height)
      expect(layout.pageHeight).toBeGreaterThan(available.height - 3)
      expect(2 * layout.pageWidth).toBeLessThanOrEqual(available.width)
    }
  })

  it("shows one page on a phone, as wide as the screen allows", () => {
    expect(fitBook({ width: 412, height: 650 }, A4)).toEqual({
      mode: "single",
      pageWidth: 412,
      pageHeight: 583,
    })
    expect(fitBook({ width: 320, height: 460 }, A4)).toMatchObject({ mode: "single", pageWidth: 320 })
  })

  it("never makes a page smaller than the spec's 315×400 minimum while the screen has room", () => {
    // Two 315-wide pages fit across 700 px, but not in 420 px of height: one page instead.
    expect(fitBook({ width: 700, height: 420 }, A4).mode).toBe("single")
    expect(fitBook({ width: 700, height: 420 }, A4).pageWidth).toBeGreaterThanOrEqual(315)
    expect(fitBook({ width: 640, height: 446 }, A4)).toMatchObject({ mode: "spread", pageWidth: 315 })
  })
})

describe("the E-Book's words", () => {
  it("fills templates and leaves unknown names visible", () => {
    expect(fill("Page {page} of {pages}", { page: 2, pages: 9 })).toBe("Page 2 of 9")
    expect(fill("Page {pgae}", { page: 2 })).toBe("Page {pgae}")
  })

  it("formats file sizes with the content's units", () => {
    const units = { kilobytes: "{size} KB", megabytes: "{size} MB" }
    expect(formatFileSize(19_800, units, "en")).toBe("19 KB")
    expect(formatFileSize(5_400_000, units, "en")).toBe("5.1 MB")
    expect(formatFileSize(5_400_000, { kilobytes: "{size} ك.ب", megabytes: "{size} م.ب" }, "ar")).toBe(
      "5.1 م.ب",
    )
    // French writes a decimal comma: "5,1 Mo", not "5.1 Mo".
    expect(formatFileSize(5_400_000, { kilobytes: "{size} Ko", megabytes: "{size} Mo" }, "fr")).toBe("5,1 Mo")
  })
})
