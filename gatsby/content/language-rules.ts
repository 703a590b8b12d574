/**
 * What each language asks of its text beyond the schemas, checked on every content file and every
 * article at build (validate-content.ts, validate-insights.ts): the plural forms of counted
 * sentences, French and Arabic typography, and the words the language's glossary
 * (content/<lang>/glossary.json) says to avoid.
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
 * The units a French figure is joined to by a no-break space (« 30 minutes », « {max} caractères »,
 * « {size} Ko », « 24 h/24 »), so that a figure never ends a line without its unit. A plural
 * « many » form puts « de » between them (« {minutes} de minutes »): the space after the figure is
 * the one that must not break.
 */
export const FRENCH_UNITS = [
  "min",
  "minute",
  "minutes",
  "h",
  "heure",
  "heures",
  "j",
  "jour",
  "jours",
  "semaine",
  "semaines",
  "mois",
  "an",
  "ans",
  "année",
  "années",
  "caractère",
  "caractères",
  "mot",
  "mots",
  "page",
  "pages",
  "o",
  "octets",
  "Ko",
  "Mo",
  "Go",
  "%",
  "€",
  "$",
] as const

/** A figure or a placeholder, then a plain space or none, then « de » perhaps, then a unit. */
const FIGURE_AND_UNIT = new RegExp(
  `(?<![\\p{L}\\p{N}_])(\\d+(?:[.,\\u202f]\\d+)*|\\{\\w+\\})( ?)((?:de |d’)?)(${FRENCH_UNITS.map((unit) => unit.replace(/[$]/g, "\\$&")).join("|")})(?![\\p{L}\\p{N}])`,
  "gu",
)

/**
 * French typography, as the Imprimerie nationale's rules and every French publisher set it: a narrow
 * no-break space (U+202F) before ; : ! ? (a plain space lets the mark start a line; none at all is
 * English), guillemets « » with a no-break space inside, thousands grouped with a narrow no-break
 * space ("5 000"), never a plain one, and a no-break space between a figure and its unit.
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
  for (const match of text.matchAll(FIGURE_AND_UNIT)) {
    const [, figure, space, de, unit] = match
    const found = space ? "a plain space" : "no space"
    return `${around(text, match.index + figure.length)} has ${found} between "${figure}" and "${de}${unit}": French joins a figure and its unit with a no-break space (U+00A0): "${figure}\\u00a0${de}${unit}"`
  }
  return undefined
}

const ARABIC_LETTER = /\p{Script=Arabic}/u
const LETTER = /\p{L}/u

/** The letter nearest to `index` going back (step -1) or forward (step 1), skipping figures and signs. */
function letterBeside(text: string, index: number, step: 1 | -1): string | undefined {
  for (let at = index + step; at >= 0 && at < text.length; at += step) {
    if (LETTER.test(text[at])) return text[at]
  }
  return undefined
}

/**
 * Arabic text punctuates with its own comma (،, U+060C) and question mark (؟, U+061F). A Latin run
 * inside it keeps its own ("SAP, Oracle", a URL's "?"), as does a figure grouped with commas (1,000):
 * a mark is Arabic when the letter before or after it is.
 */
function arabicTypographyProblem(text: string): string | undefined {
  for (const match of text.matchAll(/[,?]/g)) {
    const index = match.index
    if (match[0] === "," && /\d/.test(text[index - 1] ?? "") && /\d/.test(text[index + 1] ?? "")) continue
    const before = letterBeside(text, index, -1)
    const after = letterBeside(text, index, 1)
    if (!(before && ARABIC_LETTER.test(before)) && !(after && ARABIC_LETTER.test(after))) continue
    const [name, arabic] = match[0] === "," ? ["comma", "،"] : ["question mark", "؟"]
    const code = arabic.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")
    return `${around(text, index)} has a Latin ${name} "${match[0]}" in Arabic text: write "${arabic}" (U+${code})`
  }
  return undefined
}

const TYPOGRAPHY: Record<string, (text: string) => string | undefined> = {
  fr: frenchTypographyProblem,
  ar: arabicTypographyProblem,
}

/** The typography rules of `lang` (none for English), applied to one text of its content. */
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

/** Where an avoided word or phrase is found in a text, and which it is. */
export interface AvoidedWordFound extends AvoidedWord {
  index: number
}

/**
 * The first word or phrase the glossary says to avoid, found as a whole word whatever its case
 * ("ebook", not the "ebook" in "Facebook"), with an Arabic proclitic in front of it counted too
 * (و، ف، ب، ل، ك). A phrase ("مستجدات تنظيمية") matches across any spaces, a line break included,
 * so that a word right in one phrase (الهيكل التنظيمي) is left alone. `allowed`: words an article
 * marks as used rightly.
 */
export function findAvoidedWord(
  text: string,
  lang: string,
  avoided: readonly AvoidedWord[],
  allowed: readonly string[] = [],
): AvoidedWordFound | undefined {
  const haystack = text.toLocaleLowerCase(lang)
  for (const entry of avoided) {
    if (allowed.includes(entry.word)) continue
    const words = entry.word.toLocaleLowerCase(lang).trim().split(/\s+/).map(escape)
    const found = new RegExp(
      `(?<![\\p{L}\\p{M}\\p{N}])[وفبلك]?${words.join("[\\s\\u00a0\\u202f]+")}(?![\\p{L}\\p{M}\\p{N}])`,
      "u",
    ).exec(haystack)
    if (found) return { ...entry, index: found.index }
  }
  return undefined
}

/** What is wrong with a word found by findAvoidedWord, for the message. */
export const avoidedWordProblem = ({ word, instead }: AvoidedWord) =>
  `${JSON.stringify(word)} is not the glossary's word: use ${instead}`

/** A word the glossary says to avoid in `text` (see findAvoidedWord), as a message. */
export function glossaryProblem(
  text: string,
  lang: string,
  avoided: readonly AvoidedWord[],
  allowed: readonly string[] = [],
): string | undefined {
  const found = findAvoidedWord(text, lang, avoided, allowed)
  return found && avoidedWordProblem(found)
}
