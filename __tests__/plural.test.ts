/** @jest-environment node */
import { fillCounted, formatNumber, pluralCategories, pluralForm, type PluralForms } from "../src/i18n/plural"
import { wordsIn } from "./helpers/content"

const COUNTS = [0, 1, 2, 3, 11, 100]
const NNBSP = "\u202f"

const textsFor = (forms: PluralForms, lang: string, placeholder: string) =>
  COUNTS.map((count) => fillCounted(forms, lang, placeholder, count))

describe("plural forms", () => {
  it("asks each language for the forms CLDR gives it", () => {
    expect(pluralCategories("en")).toEqual(["one", "other"])
    expect(pluralCategories("fr")).toEqual(["one", "many", "other"])
    expect(pluralCategories("ar")).toEqual(["zero", "one", "two", "few", "many", "other"])
  })

  it("English: one page, then pages", () => {
    const { cardText } = wordsIn("en").ebook
    const texts = textsFor(cardText, "en", "pages")
    expect(texts[1]).toBe(cardText.one)
    expect(texts[0]).toMatch(/^All 0 pages of our profile/)
    expect(texts[2]).toMatch(/^All 2 pages of our profile/)
    expect(texts[3]).toMatch(/^All 3 pages/)
    expect(texts[4]).toMatch(/^All 11 pages/)
    expect(texts[5]).toMatch(/^All 100 pages/)
  })

  it("French: 0 and 1 take the singular, millions take « de »", () => {
    const forms = { one: "{pages} page", many: "{pages} de pages", other: "{pages} pages" }
    expect(textsFor(forms, "fr", "pages")).toEqual([
      "0 page",
      "1 page",
      "2 pages",
      "3 pages",
      "11 pages",
      "100 pages",
    ])
    expect(fillCounted(forms, "fr", "pages", 1_000_000)).toBe(`1${NNBSP}000${NNBSP}000 de pages`)
  })

  it("Arabic: the counted noun follows the number through all six forms", () => {
    const { readingTime } = wordsIn("ar").insights
    expect(textsFor(readingTime, "ar", "minutes")).toEqual([
      "مدة القراءة: أقل من دقيقة",
      "مدة القراءة: دقيقة واحدة",
      "مدة القراءة: دقيقتان",
      "مدة القراءة: 3 دقائق",
      "مدة القراءة: 11 دقيقة",
      "مدة القراءة: 100 دقيقة",
    ])
    const { cardText } = wordsIn("ar").ebook
    expect(fillCounted(cardText, "ar", "pages", 5)).toContain("في 5 صفحات")
    expect(fillCounted(cardText, "ar", "pages", 12)).toContain("في 12 صفحة")
    expect(fillCounted(cardText, "ar", "pages", 2)).toContain("في صفحتين")
  })

  it("chooses by Arabic's rules beyond 100: 103 is few, 111 many, 200 other", () => {
    const forms = { zero: "z", one: "o", two: "t", few: "f", many: "m", other: "x" }
    expect([103, 111, 200, 1002].map((count) => pluralForm(forms, count, "ar"))).toEqual(["f", "m", "x", "x"])
  })

  it("falls back to the other form when a form is absent (the build refuses such content)", () => {
    expect(pluralForm({ other: "{n} minutes" }, 1, "en")).toBe("{n} minutes")
    expect(pluralForm({ one: null, other: "{n} minutes" }, 1, "en")).toBe("{n} minutes")
  })

  it("writes counts as each language does, with Western digits in Arabic", () => {
    expect(formatNumber(12_345, "en")).toBe("12,345")
    expect(formatNumber(12_345, "fr")).toBe(`12${NNBSP}345`)
    expect(formatNumber(12_345, "ar")).toMatch(/^12.345$/)
    expect(formatNumber(1.25, "fr", 1)).toBe("1,3")
    expect(formatNumber(1.25, "en", 1)).toBe("1.3")
  })
})
