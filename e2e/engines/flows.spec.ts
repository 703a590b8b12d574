/**
 * What a visitor does, in Firefox and WebKit (the lane's projects): the pages in each language, the
 * book, an enquiry in each state, search typed in English and Arabic, the phone menu, the language
 * menu, the Insights and the privacy notice. Each flow once, at the width where it happens; the
 * facets of each page (axe, head tags, every route) stay in Chromium's suite (docs/testing.md).
 */
import { ENQUIRY_PATH } from "../../functions/send-contact-email/contract"
import { fill } from "../../src/i18n/fill"
import { LANGUAGES, localizedPath } from "../../src/i18n/languages"
import { storedEnquiries } from "../enquiry-form"
import { articlePath, content, publishedArticles } from "../fixtures"
import { arabicFaceLoaded, byText, expect, inPage, settled, test } from "./lane"
import { LAPTOP, PHONE, type Visitor } from "./visitor"

const BOOK = content("en", "interface").ebook
const FORM = content("en", "interface").form

/** The page's language, direction, main heading, scripts started, and nothing wider than the screen. */
async function expectPage(visitor: Visitor, path: string, lang: string) {
  await visitor.goto(path)
  await settled(visitor)
  const page = await visitor.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    heading: document.querySelector("h1")?.textContent?.trim() ?? "",
    overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  }))
  const { dir } = LANGUAGES.find(({ code }) => code === lang)!
  expect(page, path).toMatchObject({ lang, dir, overflow: 0 })
  expect(page.heading, `${path} heading`).not.toBe("")
}

const HOME_PAGES = [
  ["/", "en"],
  ["/ar/", "ar"],
  ["/fr/contact/", "fr"],
]

for (const viewport of [PHONE, LAPTOP]) {
  test(`at ${viewport.width} px the home pages and the French contact page load in their language, no wider than the screen`, async ({
    visitor,
  }) => {
    await visitor.setViewport(viewport)
    for (const [path, lang] of HOME_PAGES) await expectPage(visitor, path, lang)
    // Arabic is drawn in its own face (it may only be used from the second page on: font-display optional).
    await visitor.goto("/ar/about/")
    await inPage(visitor, arabicFaceLoaded).toBe(1)
  })
}

const indicatorText = (visitor: Visitor) =>
  inPage(visitor, () => document.querySelector("[aria-live=polite]")?.textContent?.trim())

/** The book has stopped moving: where its pages stand is the reader's place. */
const atRest = (visitor: Visitor) =>
  inPage(visitor, () => document.querySelector("[role=region][aria-busy]")?.getAttribute("aria-busy")).toBe(
    "false",
  )

async function openBook(visitor: Visitor, path: string, words = BOOK) {
  await visitor.setViewport(LAPTOP)
  await visitor.goto(path)
  await settled(visitor)
  await visitor.click(await byText(visitor, "[role=button]", words.open))
  await indicatorText(visitor).toBe(fill(words.pageIndicator, { page: 1, pages: 12 }))
}

test("the book opens, turns, goes fullscreen and back, and zooms in and out", async ({ visitor }) => {
  await openBook(visitor, "/company-profile/")
  const next = await byText(visitor, "button", BOOK.next)
  await visitor.click(next)
  await indicatorText(visitor).toBe(fill(BOOK.spreadIndicator, { first: 2, last: 3, pages: 12 }))
  await atRest(visitor)
  await visitor.click(next)
  await indicatorText(visitor).toBe(fill(BOOK.spreadIndicator, { first: 4, last: 5, pages: 12 }))
  await atRest(visitor)

  await visitor.click(await byText(visitor, "button", BOOK.fullscreen))
  await inPage(visitor, () => {
    const dialog = document.querySelector("dialog[open]")
    return dialog && dialog.getBoundingClientRect().width === window.innerWidth
  }).toBe(true)
  await visitor.click(await byText(visitor, "button", BOOK.zoomIn))
  await inPage(visitor, () => document.querySelectorAll("dialog [role=region]").length).toBe(2)
  await visitor.click(await byText(visitor, "button", BOOK.zoomOut))
  await inPage(visitor, () => document.querySelectorAll("dialog [role=region]").length).toBe(1)
  await visitor.click(await byText(visitor, "button", BOOK.exitFullscreen))
  await inPage(visitor, () => [
    document.querySelector("dialog"),
    document.activeElement?.getAttribute("aria-label"),
  ]).toEqual([null, BOOK.fullscreen])
  await indicatorText(visitor).toBe(fill(BOOK.spreadIndicator, { first: 4, last: 5, pages: 12 }))
})

test("the Arabic book reads right to left: Next is left of Previous, page 2 right of page 3", async ({
  visitor,
}) => {
  const words = content("ar", "interface").ebook
  await openBook(visitor, "/ar/company-profile/", words)
  await visitor.click(await byText(visitor, "button", words.next))
  await indicatorText(visitor).toBe(fill(words.spreadIndicator, { first: 2, last: 3, pages: 12 }))
  await atRest(visitor)
  const x = await visitor.evaluate(
    (next: string, previous: string, two: string, three: string) => {
      const left = (element: Element | undefined) => element!.getBoundingClientRect().left
      const button = (name: string) =>
        [...document.querySelectorAll("button")].find(
          (button) => button.textContent!.trim() === name || button.getAttribute("aria-label") === name,
        )
      return {
        next: left(button(next)),
        previous: left(button(previous)),
        two: left(document.querySelector(`img[alt="${two}"]`)!),
        three: left(document.querySelector(`img[alt="${three}"]`)!),
      }
    },
    words.next,
    words.previous,
    fill(words.pageAlt, { page: 2 }),
    fill(words.pageAlt, { page: 3 }),
  )
  expect(x.next).toBeLessThan(x.previous)
  expect(x.two).toBeGreaterThan(x.three)
})

const field = (name: string) => `form[aria-label="${FORM.label}"] [name="${name}"]`

async function typeEnquiry(visitor: Visitor, enquiry: { name: string; email: string; message: string }) {
  await visitor.setViewport(PHONE)
  await visitor.goto("/contact/")
  // The form hydrates as it comes into view, as it does for a visitor scrolling to it.
  await settled(visitor)
  await inPage(
    visitor,
    (selector: string) =>
      Object.keys(document.querySelector(selector)!).some((key) => key.startsWith("__reactFiber")),
    `form[aria-label="${FORM.label}"]`,
  ).toBe(true)
  await visitor.type(field("name"), enquiry.name)
  await visitor.type(field("email"), enquiry.email)
  await visitor.type(field("message"), enquiry.message)
  await visitor.click(`form[aria-label="${FORM.label}"] button[type=submit]`)
}

const submitText = (visitor: Visitor) =>
  visitor.evaluate(
    (label: string) => document.querySelector(`form[aria-label="${label}"] button[type=submit]`)!.textContent,
    FORM.label,
  )

test("an enquiry is sent: the button says so, the form clears, the outbox has it, Arabic intact", async ({
  visitor,
}, testInfo) => {
  const enquiry = {
    name: `Visitor ${visitor.engine} ${testInfo.testId} ${Date.now()}`,
    email: "visitor@example.org",
    message: "We would like to talk. نود أن نتحدث عن التوسع",
  }
  await typeEnquiry(visitor, enquiry)
  await expect.poll(() => submitText(visitor)).toBe(FORM.sent)
  expect(
    await visitor.evaluate(
      (selector: string) => (document.querySelector(selector) as HTMLInputElement).value,
      field("name"),
    ),
  ).toBe("")
  expect(storedEnquiries(enquiry.name)).toEqual([{ ...enquiry, company: "" }])
})

test("an address the browser refuses is never sent", async ({ visitor }, testInfo) => {
  const name = `Invalid ${visitor.engine} ${testInfo.testId} ${Date.now()}`
  await typeEnquiry(visitor, { name, email: "not-an-email", message: "Hello" })
  // Submitting would have turned the button to Sending... at once: the browser stopped it first.
  expect(await submitText(visitor)).toBe(FORM.submit)
  expect(
    await visitor.evaluate(
      (selector: string, path: string) => [
        (document.querySelector(selector) as HTMLInputElement).validity.typeMismatch,
        performance.getEntriesByType("resource").some((entry) => entry.name.includes(path)),
      ],
      field("email"),
      ENQUIRY_PATH,
    ),
  ).toEqual([true, false])
  expect(storedEnquiries(name)).toEqual([])
})

test("an address the browser accepts and the function refuses is explained", async ({
  visitor,
  expectedProblems,
}, testInfo) => {
  // The function's 400 is the one expected error (Chromium and WebKit log it).
  expectedProblems.push(/400/)
  const name = `Refused ${visitor.engine} ${testInfo.testId} ${Date.now()}`
  await typeEnquiry(visitor, { name, email: "visitor@example", message: "Hello" })
  await inPage(visitor, () => document.querySelector("[role=alert]")?.textContent ?? "").toContain(
    FORM.errors.invalid_email,
  )
  expect(storedEnquiries(name)).toEqual([])
})

for (const [lang, query, found] of [
  ["en", "licence", /licen[cs]e/i],
  ["ar", "الرخصة", /الرخصة/],
]) {
  test(`search typed in ${lang} finds and highlights`, async ({ visitor }) => {
    const words = content(lang as string, "interface").search
    await visitor.setViewport(LAPTOP)
    await visitor.goto(localizedPath(lang as string, "/search/"))
    const box = "main input[type=search]"
    await inPage(
      visitor,
      (selector: string) =>
        Object.keys(document.querySelector(selector)!).some((key) => key.startsWith("__reactFiber")),
      box,
    ).toBe(true)
    await visitor.type(box, query as string)
    await inPage(visitor, () =>
      [...document.querySelectorAll("main mark")].map((mark) => mark.textContent),
    ).toContainEqual(expect.stringMatching(found as RegExp))
    const status = await visitor.evaluate(() => document.querySelector("[role=status]")?.textContent ?? "")
    expect(status).not.toBe(words.noResults)
  })
}

test("on a phone the menu opens, and a link in it navigates and closes it", async ({ visitor }) => {
  const nav = content("en", "interface").navigation
  await visitor.setViewport(PHONE)
  await visitor.goto("/")
  await inPage(visitor, () => typeof (window as { ___loader?: unknown }).___loader).toBe("object")
  await visitor.click("details[data-phone-menu] > summary")
  await inPage(visitor, () => document.querySelector("details[data-phone-menu]")!.hasAttribute("open")).toBe(
    true,
  )
  await visitor.click(await byText(visitor, "details[data-phone-menu] nav a", nav.about))
  await inPage(visitor, () => [
    location.pathname,
    document.querySelector("details[data-phone-menu]")!.hasAttribute("open"),
  ]).toEqual(["/about/", false])
})

test("the language menu goes to the same page in French, then in Arabic", async ({ visitor }) => {
  await visitor.setViewport(LAPTOP)
  await visitor.goto("/about/")
  for (const [code, name, path] of [
    ["fr", "Français", "/fr/about/"],
    ["ar", "العربية", "/ar/about/"],
  ]) {
    await visitor.click("details[data-language-menu] > summary")
    await visitor.click(`details[data-language-menu] a[hreflang="${code}"]`)
    await inPage(visitor, () => [location.pathname, document.documentElement.lang]).toEqual([path, code])
    expect(name).toBeTruthy()
  }
})

test("the Insights list leads to an article; an Arabic article and the privacy notice read", async ({
  visitor,
}) => {
  await visitor.setViewport(PHONE)
  await visitor.goto("/insights/")
  const [article] = publishedArticles("en")
  await visitor.click(`main a[href="${articlePath(article)}"]`)
  await inPage(visitor, () => document.querySelector("h1")?.textContent).toBe(
    String(article.frontmatter.title),
  )
  const [arabic] = publishedArticles("ar")
  await expectPage(visitor, articlePath(arabic), "ar")
  await expectPage(visitor, "/privacy/", "en")
})
