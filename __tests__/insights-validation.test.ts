/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { validateInsights } from "../gatsby/insights/validate-insights"
import { ContentError, validateContent } from "../gatsby/content/validate-content"

const ROOT = path.resolve(__dirname, "..")
const GULF = "content/en/insights/gulf-market-entry/index.md"
const FRENCH = "content/fr/insights/fix-the-process-before-the-erp/index.md"

/** A copy of the repository's content (and the names of its pages, and static/) with files changed. */
function siteWith(changes: Record<string, (text: string) => string | null>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "insights-"))
  fs.cpSync(path.join(ROOT, "content"), path.join(root, "content"), { recursive: true })
  fs.mkdirSync(path.join(root, "src", "pages"), { recursive: true })
  for (const page of fs.readdirSync(path.join(ROOT, "src", "pages")))
    fs.writeFileSync(path.join(root, "src", "pages", page), "")
  fs.symlinkSync(path.join(ROOT, "static"), path.join(root, "static"))
  for (const [file, change] of Object.entries(changes)) {
    const target = path.join(root, file)
    const text = fs.existsSync(target) ? fs.readFileSync(target, "utf8") : ""
    const changed = change(text)
    if (changed === null) fs.rmSync(target)
    else {
      fs.mkdirSync(path.dirname(target), { recursive: true })
      fs.writeFileSync(target, changed)
    }
  }
  return root
}

function check(root: string, includeDrafts = false) {
  const contentDir = path.join(root, "content")
  return validateInsights({ contentDir, content: validateContent(contentDir), includeDrafts })
}

function errorFor(root: string, includeDrafts = false): string {
  try {
    check(root, includeDrafts)
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError)
    return (error as Error).message
  }
  throw new Error("expected the articles to be rejected")
}

const replace = (from: string | RegExp, to: string) => (text: string) => {
  const changed = text.replace(from, to)
  if (changed === text) throw new Error(`the test's edit found no ${String(from)}`)
  return changed
}

describe("the Insights articles, checked before the build", () => {
  it("accepts the articles in the repository: the four in English, Arabic and French", () => {
    const articles = check(ROOT)
    for (const lang of ["en", "ar", "fr"])
      expect(articles.filter((article) => article.lang === lang)).toHaveLength(4)
  })

  it("names the file and the field when the cover has no alt text", () => {
    const root = siteWith({ [GULF]: replace(/\n {2}alt: .*\n/, "\n") })
    expect(errorFor(root)).toBe(`${GULF}: cover → alt: is missing`)
  })

  it("holds the frontmatter's text to the JSON content's rules: the glossary's words", () => {
    const root = siteWith({
      [GULF]: replace(/^summary: .*$/m, "summary: What to settle before an inquiry to a free zone."),
    })
    expect(errorFor(root)).toBe(
      `${GULF}: summary: "inquiry" is not the glossary's word: use "enquiry" (content/en/glossary.json, enquiry)`,
    )
  })

  it("holds French titles and bodies to French typography, naming the body's line", () => {
    const title = siteWith({
      [FRENCH]: replace(/^title: .*$/m, "title: 'ERP : corrigez le processus avant l’achat'"),
    })
    expect(errorFor(title)).toMatch(
      new RegExp(
        `^${FRENCH}: title: "ERP :.*" has a plain space before ":": French sets a narrow no-break space`,
      ),
    )
    const body = siteWith({
      [FRENCH]: replace(
        "trois changements ont produit l’essentiel du gain\u202f:",
        "trois changements ont produit l’essentiel du gain :",
      ),
    })
    expect(errorFor(body)).toMatch(new RegExp(`^${FRENCH}: body, line 29: .* has a plain space before ":"`))
  })

  it("holds Arabic bodies to Arabic punctuation, naming the body's line", () => {
    const ar = "content/ar/insights/gulf-market-entry/index.md"
    const root = siteWith({ [ar]: replace("منطقة حرة أم داخل الدولة؟", "منطقة حرة, أم داخل الدولة؟") })
    expect(errorFor(root)).toBe(
      `${ar}: body, line 16: "الخليج: منطقة حرة, أم" has a Latin comma "," in Arabic text: write "،" (U+060C)`,
    )
  })

  it("holds the bodies to the glossary, naming the line and the way to mark a right use", () => {
    const root = siteWith({ [GULF]: replace(/^glossaryExceptions:\n( {2}.*\n)+/m, "") })
    expect(errorFor(root)).toBe(
      `${GULF}: body, line 54: "agency" is not the glossary's word: use "the firm; we" (content/en/glossary.json, firm); if this use is right, list it in the frontmatter's glossaryExceptions with the reason`,
    )
  })

  it("finds an avoided phrase across a line break, and leaves the same word in another phrase alone", () => {
    const ar = "content/ar/insights/egypt-investment-regime/index.md"
    const phrase = siteWith({ [ar]: (text) => `${text}\nنتابع المستجدات\nالتنظيمية في مصر.\n` })
    expect(errorFor(phrase)).toMatch(
      new RegExp(
        `^${ar}: body, line \\d+: "المستجدات التنظيمية" is not the glossary's word: use "التشريعي والرقابي"`,
      ),
    )
    const structure = siteWith({ [ar]: (text) => `${text}\nنراجع الهيكل التنظيمي والثقافة التنظيمية.\n` })
    expect(() => check(structure)).not.toThrow()
  })

  it("lets an article mark a right use, but not of a word the glossary does not avoid, nor one it no longer uses", () => {
    const unknown = siteWith({ [GULF]: replace("  - word: agency", "  - word: agent") })
    expect(errorFor(unknown)).toBe(
      `${GULF}: glossaryExceptions[0] → word: "agent" is not a word content/en/glossary.json says to avoid (write it as the glossary does), so it needs no exception: remove the entry`,
    )
    const unused = siteWith({
      "content/en/insights/egypt-investment-regime/index.md": replace(
        "\n---\n",
        "\nglossaryExceptions:\n  - word: agency\n    reason: An agency agreement, in its legal sense.\n---\n",
      ),
    })
    expect(errorFor(unused)).toBe(
      `content/en/insights/egypt-investment-regime/index.md: glossaryExceptions[0] → word: "agency" is not used in this article any more: remove the entry`,
    )
  })

  it("rejects a service that content/<lang>/services.json does not have", () => {
    const root = siteWith({ [GULF]: replace("  - market-expansion\n", "  - market-entry\n") })
    expect(errorFor(root)).toMatch(
      new RegExp(
        `^${GULF}: services: "market-entry" is not in content/en/services.json \\(known: strategic-consulting, `,
      ),
    )
  })

  it("rejects an author who is not in the language's authors file", () => {
    const root = siteWith({ [GULF]: replace("author: rania-khoury", "author: rania") })
    expect(errorFor(root)).toMatch(`${GULF}: author: "rania" is not in content/en/authors.json`)
  })

  it("rejects a cover that is not a file beside the article", () => {
    const root = siteWith({ [GULF]: replace("image: cover.jpg", "image: cover.png") })
    expect(errorFor(root)).toBe(
      `${GULF}: cover → image: "cover.png" is not a file in content/en/insights/gulf-market-entry/`,
    )
  })

  it("keeps a translation's author and services those of its original", () => {
    const ar = "content/ar/insights/gulf-market-entry/index.md"
    const root = siteWith({ [ar]: replace("  - strategic-consulting\n", "") })
    expect(errorFor(root)).toBe(
      `${ar}: services: ["market-expansion"] differs from ["market-expansion","strategic-consulting"] in ${GULF} (a translation keeps it as it is)`,
    )
  })

  it("rejects two articles of one language with the same slug, naming both files", () => {
    const root = siteWith({
      "content/en/insights/fix-the-process-before-the-erp/index.md": replace(
        "slug: fix-the-process-before-the-erp",
        "slug: gulf-market-entry",
      ),
    })
    expect(errorFor(root)).toBe(
      `content/en/insights/gulf-market-entry/index.md: slug: "gulf-market-entry" is already the slug of content/en/insights/fix-the-process-before-the-erp/index.md`,
    )
  })

  it("lets a translation keep its original's slug, or take its own", () => {
    const ar = "content/ar/insights/fix-the-process-before-the-erp/index.md"
    const root = siteWith({
      [ar]: replace("slug: fix-the-process-before-the-erp", "slug: islah-al-amaliyat"),
    })
    expect(() => check(root)).not.toThrow()
  })

  it("rejects a slug that is one of the lists' own addresses", () => {
    const root = siteWith({ [GULF]: replace("slug: gulf-market-entry", "slug: topics") })
    expect(errorFor(root)).toBe(
      `${GULF}: slug: "topics" is the address of the Insights lists' own pages; choose another`,
    )
  })

  it("rejects a body image without alt text, with its line", () => {
    const root = siteWith({ [GULF]: replace(/!\[[^\]]+\]\(decision-path\.png\)/, "![](decision-path.png)") })
    expect(errorFor(root)).toBe(
      `${GULF}: body, line 23 → image "decision-path.png": has no alt text; write what it shows between the brackets: ![…](decision-path.png)`,
    )
  })

  it("rejects a body image that is not a file beside the article", () => {
    const root = siteWith({
      [GULF]: replace("](decision-path.png)", "](https://images.example.com/path.png)"),
    })
    expect(errorFor(root)).toMatch(
      `${GULF}: body, line 23 → image "https://images.example.com/path.png": is not a file in`,
    )
  })

  it("rejects a link to a page the site does not have, and suggests the address with its slash", () => {
    const root = siteWith({
      [GULF]: replace("(/services/#financial-advisory)", "(/services#financial-advisory)"),
    })
    expect(errorFor(root)).toBe(
      `${GULF}: body, line 43 → link "/services#financial-advisory": the site has no page /services (did you mean /services/?)`,
    )
  })

  it("rejects a link to a draft in a production build, and accepts it where drafts are built", () => {
    const root = siteWith({
      "content/en/insights/egypt-investment-regime/index.md": replace(
        "\nupdated:",
        "\ndraft: true\nupdated:",
      ),
    })
    expect(errorFor(root)).toBe(
      `${GULF}: body, line 49 → link "/insights/egypt-investment-regime/": the site has no page /insights/egypt-investment-regime/`,
    )
    expect(() => check(root, true)).not.toThrow()
  })

  it("accepts links to the legal pages, in any language", () => {
    const root = siteWith({
      [GULF]: (text) =>
        `${text}\nSee our [privacy notice](/privacy/) ([in Arabic](/ar/privacy/)), the [conditions](/fr/terms/) and the [cookie statement](/ar/cookies/).\n`,
    })
    expect(() => check(root)).not.toThrow()
  })

  it("accepts links to other languages' pages, files in static/ and other sites", () => {
    const root = siteWith({
      [GULF]: (text) =>
        `${text}\nSee [the Arabic edition](/ar/insights/gulf-market-entry/), [our profile](/company-profile.pdf) and [GAFI](https://www.gafi.gov.eg/).\n`,
    })
    expect(() => check(root)).not.toThrow()
  })

  it("rejects raw HTML in the body", () => {
    const root = siteWith({ [GULF]: (text) => `${text}\n<script>alert(1)</script>\n` })
    expect(errorFor(root)).toMatch(
      new RegExp(`^${GULF}: body, line \\d+: HTML is not allowed in an article; write it in Markdown$`),
    )
  })

  it("rejects a title search results would cut off (over 70 characters), naming the field", () => {
    const long = "Entering the Gulf: five decisions to make before you choose a licence, and after"
    const root = siteWith({ [GULF]: replace(/^title: .*$/m, `title: "${long}"`) })
    expect(errorFor(root)).toMatch(new RegExp(`^${GULF}: title: .*70`))
  })

  it("rejects a second title in the body", () => {
    const root = siteWith({ [GULF]: replace("## 1. Which market", "# 1. Which market") })
    expect(errorFor(root)).toMatch(`${GULF}: body, line 25: a heading with one # is a second title`)
  })

  it("rejects a revision date before the publication date", () => {
    const file = "content/en/insights/egypt-investment-regime/index.md"
    const root = siteWith({ [file]: replace("updated: 2026-11-26", "updated: 2026-01-02") })
    expect(errorFor(root)).toBe(`${file}: updated: 2026-01-02 is before the publication date 2026-06-10`)
  })

  it("says where the frontmatter stops being YAML", () => {
    const root = siteWith({ [GULF]: replace("slug: gulf-market-entry", "slug: [gulf") })
    expect(errorFor(root)).toMatch(
      new RegExp(`^${GULF}: the frontmatter is not valid YAML: .* \\(line \\d+\\)$`),
    )
  })

  it("rejects a date that is not a date", () => {
    const root = siteWith({ [GULF]: replace("date: 2026-09-15", "date: 15/09/2026") })
    expect(errorFor(root)).toBe(`${GULF}: date: must match format "date"`)
  })

  it("rejects a day the calendar does not have, or a time, rather than moving the article to another day", () => {
    // YAML itself reads 2026-02-30 as 2 March, and 01:00 in Riyadh as the day before in UTC.
    for (const written of ["2026-02-30", "2026-09-15T01:00:00+03:00"]) {
      const root = siteWith({ [GULF]: replace("date: 2026-09-15", `date: ${written}`) })
      expect(errorFor(root)).toBe(`${GULF}: date: must match format "date"`)
    }
  })

  it("rejects a title, summary or alt text of spaces only", () => {
    const root = siteWith({ [GULF]: replace(/\n {2}alt: .*\n/, '\n  alt: " "\n') })
    expect(errorFor(root)).toBe(`${GULF}: cover → alt: is empty (only spaces); write it or remove the field`)
  })

  it("leaves a half-written draft to the builds that show it: a production build does not check it", () => {
    const root = siteWith({
      [FRENCH]: (text) => replace("\nslug:", "\ndraft: true\nslug:")(text).replace(/\u202f:/g, " :"),
    })
    expect(() => check(root)).not.toThrow()
    expect(check(root).some((article) => article.relative === FRENCH)).toBe(false)
    expect(errorFor(root, true)).toMatch(new RegExp(`^${FRENCH}: .*plain space before ":"`))
  })

  it("names an article's folder that has no index.md, and what it holds", () => {
    const root = siteWith({ "content/fr/insights/half-started/cover.jpg": () => "" })
    expect(errorFor(root)).toBe(
      "content/fr/insights/half-started/: has no index.md (it holds cover.jpg); each folder here is one article, its index.md beside its images: add the article or delete the folder",
    )
  })

  it("rejects an author's photo that is not in content/authors/, and accepts one that is", () => {
    // The photo is the same in every language's authors file, as the parity check asks.
    const withPhoto = Object.fromEntries(
      ["en", "ar", "fr"].map((lang) => [
        `content/${lang}/authors.json`,
        replace('"id": "rania-khoury",', '"id": "rania-khoury",\n      "photo": "rania-khoury.jpg",'),
      ]),
    )
    expect(errorFor(siteWith(withPhoto))).toBe(
      'content/en/authors.json: authors[0] ("Rania Khoury") → photo: "rania-khoury.jpg" is not a file in content/authors/',
    )
    const present = siteWith({ ...withPhoto, "content/authors/rania-khoury.jpg": () => "" })
    expect(() => check(present)).not.toThrow()
  })

  it("accepts a link to the language's feed", () => {
    const root = siteWith({ [GULF]: (text) => `${text}\nFollow [our feed](/insights/rss.xml).\n` })
    expect(() => check(root)).not.toThrow()
  })
})
