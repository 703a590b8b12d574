/**
 * @jest-environment node
 */
import { pageText, type PdfTextItem } from "../gatsby/book/page-text"

/** An item as pdf.js reports it: text, direction, where it starts and how wide it is. */
const item = (
  str: string,
  x: number,
  y: number,
  width: number,
  dir = "ltr",
  hasEOL = false,
): PdfTextItem => ({
  str,
  dir,
  transform: [12, 0, 0, 12, x, y],
  width,
  height: str.trim() ? 12 : 0,
  hasEOL,
})

describe("page text in reading order", () => {
  it("reads a left-to-right page line by line, with a space where the page leaves a gap", () => {
    const items = [
      item("CEDARLINE", 56, 800, 60),
      item("COMPANY PROFILE", 450, 800, 90, "ltr", true),
      item("Our story", 56, 760, 50),
    ]
    expect(pageText(items, "ltr")).toBe("CEDARLINE COMPANY PROFILE\nOur story")
  })

  it("keeps French no-break spaces (before : and inside « »), which NFKC would turn into plain ones", () => {
    const text = "une idée simple\u202f: «\u00a0un bon conseil\u00a0» à 9\u00a0h"
    expect(pageText([item(text, 56, 700, 300)], "ltr")).toBe(text)
  })

  it("reads a gap before a French colon, or inside guillemets, as the narrow no-break space it is", () => {
    const items = [
      item("simple", 56, 700, 40),
      item(":", 99, 700, 3),
      item("«", 110, 700, 6),
      item("oui", 119, 700, 20),
    ]
    expect(pageText(items, "ltr")).toBe("simple\u202f: «\u202foui")
  })

  it("reads pdf.js's space item before a French colon as the narrow no-break space it is", () => {
    const items = [item("simple", 339.5, 700, 36.1), item(" ", 375.5, 700, 2.1), item(":", 377.1, 700, 2.6)]
    expect(pageText(items, "ltr")).toBe("simple\u202f:")
  })

  it("starts a new line at a new baseline even without an end-of-line mark", () => {
    expect(pageText([item("One", 56, 700, 20), item("Two", 56, 680, 20)], "ltr")).toBe("One\nTwo")
  })

  it("reverses a right-to-left line item by item (pdf.js gives it in visual order)", () => {
    // "خدماتنا الاستشارية" drawn right to left: the second word is leftmost on the page.
    const items = [
      item("الاستشارية", 300, 700, 80, "rtl"),
      item(" ", 380, 700, 5),
      item("خدماتنا", 385, 700, 60, "rtl"),
    ]
    expect(pageText(items, "rtl")).toBe("خدماتنا الاستشارية")
  })

  it("keeps a Latin name, an address or figures inside an Arabic line in their own order", () => {
    // On the page, from the left: "Cedarline Consulting 2008 شركة" (the Latin run reads left to right).
    const items = [
      item("Cedarline", 200, 700, 60),
      item(" ", 260, 700, 5),
      item("Consulting", 265, 700, 60),
      item(" ", 325, 700, 5),
      item("2008", 330, 700, 30),
      item(" ", 360, 700, 5),
      item("شركة", 365, 700, 30, "rtl"),
    ]
    expect(pageText(items, "rtl")).toBe("شركة Cedarline Consulting 2008")
  })

  it("joins shaped Arabic glyphs back into ordinary letters", () => {
    // Chromium writes one item per glyph, in presentation forms: ﺷ ﺮ ﻛ ﺔ is شركة.
    const glyphs = ["ﺔ", "ﻛ", "ﺮ", "ﺷ"].map((glyph, index) => item(glyph, 100 + 8 * index, 700, 8, "rtl"))
    expect(pageText(glyphs, "rtl")).toBe("شركة")
  })

  it("leaves a left-to-right page's order alone apart from Arabic runs inside it", () => {
    const items = [
      item("Welcome", 56, 700, 50),
      item(" ", 106, 700, 5),
      item("ﺎ", 111, 700, 8, "rtl"),
      item("ﻠ", 119, 700, 8, "rtl"),
      item("ﻫ", 127, 700, 8, "rtl"),
      item("ﺃ", 135, 700, 8, "rtl"),
    ]
    expect(pageText(items, "ltr")).toBe("Welcome أهلا")
  })
})
