/**
 * What each language asks of its text beyond the schemas, checked on every content file at build
 * (validate-content.ts): the plural forms of counted sentences, French typography, and the words
 * the language's glossary (content/<lang>/glossary.json) says to avoid.
 */
import { PLURAL_CATEGORIES, pluralCategories } from "../../src/i18n/plural"
import type { Glossary } from "../../src/types/content.generated"

const languageName = (lang: string) => new Intl.DisplayNames(["en"], { type: "language" }).of(lang) ?? lang

/** Counts that fall in a category, for the message: Arabic few → "3, 4, 5 …". */
function examplesOf(category: string, lang: string): string {
  const rules = new Intl.PluralRules(lang)
  const counts = [...Array(200).keys(), 1000, 1_000_000].filter((count) => rules.select(count) === category)
  return counts.length > 3 ? `${counts.slice(0, 3).join(", ")} …` : counts.join(", ")
}

/**
 * A counted sentence has exactly the forms its language's plural rules use: English one and other,
 * French one, many and other, Arabic all six.
 */
export function pluralFormsProblem(forms: Record<string, unknown>, lang: string): string | undefined {
  const needed = pluralCategories(lang)
  const uses = `${languageName(lang)} uses ${needed.join(", ")}`
  const missing = needed.find((category) => !(category in forms))
  if (missing)
    return `needs the "${missing}" form (${uses}; "${missing}" is for ${examplesOf(missing, lang)})`
  const extra = PLURAL_CATEGORIES.find((category) => category in forms && !needed.includes(category))
  if (extra) return `has a "${extra}" form, which is not one of them (${uses})`
  return undefined
}

const NARROW_NO_BREAK_SPACE = "\u202f"
const NO_BREAK_SPACES = "\u00a0\u202f"

/** The words around a match, for the message: "votre demande : nous". */
function around(text: string, index: number): string {
  const before = text.slice(0, index).split(" ").slice(-3).join(" ")
  const after = text.slice(index).split(" ").slice(0, 2).join(" ")
  return JSON.stringify(before + after).replace(
    /[\u00a0\u202f]/g,
    (space) => `\\u${space.charCodeAt(0).toString(16).padStart(4, "0")}`,
  )
}

/**
 * French typography, as the Imprimerie nationale's rules and every French publisher set it: a narrow
 * no-break space (U+202F) before ; : ! ? (a plain space lets the mark start a line; none at all is
 * English), guillemets « » with a no-break space inside, and thousands grouped with a narrow no-break
 * space ("5 000"), never a plain one.
 */
function frenchTypographyProblem(text: string): string | undefined {
  // The first of "?!" takes the space; the second follows it directly. URLs are left alone.
  const spacing = /(^|[^?!])([;:!?])/g
  for (const match of text.matchAll(spacing)) {
    const index = match.index + match[1].length
    const before = text[index - 1]
    const mark = match[2]
    if (before === NARROW_NO_BREAK_SPACE) continue
    if (mark === ":" && /^\/\//.test(text.slice(index + 1))) continue
    const found = before === " " ? "a plain space" : before === "\u00a0" ? "a no-break space" : "no space"
    return `${around(text, index)} has ${found} before "${mark}": French sets a narrow no-break space (U+202F) there`
  }
  for (const match of text.matchAll(/«(.)|(.)»/g)) {
    const inside = match[1] ?? match[2]
    if (NO_BREAK_SPACES.includes(inside)) continue
    return `${around(text, match.index)} needs a no-break space (U+00A0 or U+202F) inside the guillemets`
  }
  const straight = text.indexOf('"')
  if (straight >= 0) return `${around(text, straight)} has a straight quote: French quotes with « »`
  const grouped = /\d( )\d{3}(?!\d)/.exec(text)
  if (grouped) {
    return `${around(text, grouped.index)} groups thousands with a plain space: French uses a narrow no-break space (U+202F), so that a figure never breaks across lines`
  }
  return undefined
}

const TYPOGRAPHY: Record<string, (text: string) => string | undefined> = { fr: frenchTypographyProblem }

/** The typography rules of `lang` (none for English and Arabic), applied to one text of its content. */
export function typographyProblem(text: string, lang: string): string | undefined {
  return TYPOGRAPHY[lang]?.(text)
}

/** The content kind that holds each language's terms. */
export const GLOSSARY = "glossary"

export interface AvoidedWord {
  word: string
  /** What to write instead, and where that is said: `"PDF" (content/ar/glossary.json, pdf)`. */
  instead: string
}

/** The words a language's glossary says to avoid, each with the term to use instead. */
export function avoidedWords(glossary: Glossary, folder: string): AvoidedWord[] {
  return glossary.terms.flatMap(({ id, term, avoid }) =>
    avoid.map((word) => ({ word, instead: `${JSON.stringify(term)} (${folder}/${GLOSSARY}.json, ${id})` })),
  )
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/**
 * A word the glossary says to avoid, found as a whole word whatever its case ("ebook", not the
 * "ebook" in "Facebook"), with an Arabic proclitic in front of it counted too (و، ف، ب، ل، ك).
 */
export function glossaryProblem(
  text: string,
  lang: string,
  avoided: readonly AvoidedWord[],
): string | undefined {
  const haystack = text.toLocaleLowerCase(lang)
  const found = avoided.find(({ word }) =>
    new RegExp(
      `(?<![\\p{L}\\p{M}\\p{N}])[وفبلك]?${escape(word.toLocaleLowerCase(lang))}(?![\\p{L}\\p{M}\\p{N}])`,
      "u",
    ).test(haystack),
  )
  return found && `${JSON.stringify(found.word)} is not the glossary's word: use ${found.instead}`
}
