/** What a reader of one language would notice on a page of it, read from the page as the browser shows it. */
import type { Page } from "@playwright/test"

/**
 * Latin-script words a visitor of a right-to-left page would read or hear: visible text and
 * accessible names (aria-label, alt, title, placeholder), outside elements marked as another
 * language (the language menu's "English"), once e-mail addresses, URLs, phone numbers, UTC offsets
 * and the terms the language's glossary keeps in Latin letters (PDF, MENA) are set aside.
 */
export function latinWords(page: Page, lang: string, glossaryWords: string[]): Promise<string[]> {
  return page.evaluate(
    ([lang, glossaryWords]) => {
      const allowed = new RegExp(
        `[\\w.+-]+@[\\w-]+(\\.[\\w-]+)+|https?://\\S+|\\+?\\d[\\d\\s()-]{5,}\\d|UTC[+-]\\d+|\\b(${(glossaryWords as string[]).join("|")})\\b`,
        "g",
      )
      const found: string[] = []
      const inLanguage = (element: Element | null) =>
        !element || element.closest("[lang]")?.getAttribute("lang") === lang
      const check = (text: string | null, where: string) => {
        for (const word of (text ?? "").replace(allowed, " ").match(/[A-Za-z]{2,}/g) ?? [])
          found.push(`${word} (${where})`)
      }
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        if (!parent || !inLanguage(parent) || parent.closest("script, style, noscript, [hidden]")) continue
        const style = getComputedStyle(parent)
        if (style.display === "none" || style.visibility === "hidden") continue
        check(node.textContent, parent.tagName.toLowerCase())
      }
      for (const element of document.body.querySelectorAll("[aria-label], [alt], [title], [placeholder]")) {
        if (!inLanguage(element)) continue
        for (const name of ["aria-label", "alt", "title", "placeholder"])
          check(element.getAttribute(name), name)
      }
      check(document.title, "title")
      return found
    },
    [lang, glossaryWords] as const,
  )
}

/**
 * Text a visitor of a French page reads or hears where ; : ! ? follow a plain or no-break space, or
 * no space at all: French sets a narrow no-break space (U+202F) there. Covers what components put
 * together from content (office hours, indicators, titles), not only the content files.
 */
export function misspacedMarks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    const check = (text: string | null, where: string) => {
      const withoutUrls = (text ?? "").replace(/\b[a-z]+:\/\/\S+|[\w.+-]+@[\w-]+(\.[\w-]+)+/g, " ")
      for (const match of withoutUrls.matchAll(/(.|^)([;:!?])/g)) {
        if (match[1] === "\u202f" || /[?!]/.test(match[1])) continue
        found.push(
          `${JSON.stringify(withoutUrls.slice(Math.max(0, match.index - 15), match.index + 3))} (${where})`,
        )
      }
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      if (!parent || parent.closest("script, style, noscript, [lang]:not([lang='fr'])")) continue
      check(node.textContent, parent.tagName.toLowerCase())
    }
    for (const element of document.body.querySelectorAll("[aria-label], [alt], [title]")) {
      for (const name of ["aria-label", "alt", "title"]) check(element.getAttribute(name), name)
    }
    check(document.title, "title")
    return found
  })
}
