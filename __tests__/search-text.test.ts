/** @jest-environment node */
import { pageText, searchablePages } from "../gatsby/search/search-index"
import { excerpt } from "../src/search/excerpt"
import { normaliseForSearch } from "../src/search/normalise"

describe("search's Arabic normalisation, the same for the index and the query", () => {
  it("drops the marks and folds أ إ آ ٱ to ا, ى to ي, ة to ه, word for word", () => {
    // Words of content/ar/insights/egypt-investment-regime and thirteen-week-cash-forecast.
    expect(normaliseForSearch("الرُّخصة الذهبيّة")).toBe("الرخصه الذهبيه")
    expect(normaliseForSearch("الإيرادات وإعادة جدوى آخر")).toBe("الايرادات واعاده جدوي اخر")
    expect(normaliseForSearch("حُدِّث")).toBe("حدث")
    expect(normaliseForSearch("Café, l’été")).toBe("Café, l’été")
  })
})

describe("a result's excerpt", () => {
  it("quotes the page's own words around the match, marking what matches the normalised query", () => {
    const text = "تتيح مصر اليوم للمستثمر الأجنبي موافقة واحدة، وتمنح الرخصة الذهبية للمشروعات الاستراتيجية"
    const parts = excerpt(text, "الرخصه الذهبيه", "ar")
    expect(parts.filter((part) => part.mark).map((part) => part.text)).toEqual(["الرخصة الذهبية"])
    expect(parts.map((part) => part.text).join("")).toBe(text)
  })

  it("cuts a long text around the first match", () => {
    const words = Array.from({ length: 100 }, (_, index) => `word${index}`)
    words[50] = "forecasts"
    const parts = excerpt(words.join(" "), "forecast", "en")
    expect(parts[0].text).toBe("… ")
    expect(parts.at(-1)!.text).toBe(" …")
    expect(parts.find((part) => part.mark)!.text).toBe("forecasts")
  })
})

describe("what the index covers", () => {
  it("takes articles, the services, About and the company profile; not lists, search or contact", () => {
    const page = (path: string, pagePath: string, extra = {}) => ({
      path,
      context: { lang: path.startsWith("/ar/") ? "ar" : "en", pagePath, ...extra },
    })
    const pages = searchablePages([
      page("/insights/a/", "/insights/a/", { id: "a" }),
      page("/ar/insights/", "/insights/", { ids: ["a"] }),
      page("/ar/services/", "/services/"),
      page("/about/", "/about/"),
      page("/company-profile/", "/company-profile/"),
      page("/search/", "/search/"),
      page("/contact/", "/contact/"),
    ])
    expect(pages).toEqual([
      { path: "/insights/a/", lang: "en", kind: "article" },
      { path: "/ar/services/", lang: "ar", kind: "service" },
      { path: "/about/", lang: "en", kind: "about" },
      { path: "/company-profile/", lang: "en", kind: "companyProfile" },
    ])
  })

  it("reads a page's <main> as a reader does: its heading and prose, not its navigation or scripts", () => {
    const html =
      '<header><a href="/">Home</a></header><main id="main"><article><h1>Cash &amp; <em>forecast</em></h1>' +
      "<p>Weekly&nbsp;cash.</p><nav><a>Next article</a></nav><script>x()</script></article></main><footer>Firm</footer>"
    expect(pageText(html)).toEqual({ title: "Cash & forecast", text: "Cash & forecast Weekly cash." })
  })
})
