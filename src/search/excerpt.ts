/**
 * A result's excerpt, quoted from the page's own words (the index holds them normalised, see
 * normalise.ts): the words around the first that matches the query, the matching ones marked.
 * Pagefind matches by stem; this marks a word that contains a query word's stem-like start, which
 * is what a reader recognises (forecast → forecasts, رخصة → الرخصة).
 */
import { normaliseForSearch } from "./normalise"

export interface ExcerptPart {
  text: string
  mark: boolean
}

/** Words before and after the first match. */
const BEFORE = 12
const AFTER = 24

const LETTERS = /[^\p{L}\p{N}]+/gu
/** Arabic's article and the conjunctions and prepositions written onto it. */
const ARABIC_ARTICLE = /^(?:و|ف|ب|ك|ل)?ال(?=.{3})/u

const comparable = (word: string, lang: string) =>
  normaliseForSearch(word).toLocaleLowerCase(lang).replace(LETTERS, "")

/** The part of a query word that a matching word contains: without the article, a short ending. */
function stem(term: string): string {
  const bare = term.replace(ARABIC_ARTICLE, "")
  return bare.length > 5 ? bare.slice(0, bare.length - 2) : bare
}

export function excerpt(text: string, query: string, lang: string): ExcerptPart[] {
  const stems = query
    .split(/\s+/)
    .map((term) => stem(comparable(term, lang)))
    .filter((term) => term.length > 1)
  const words = text.split(" ")
  const marks = words.map((word) => {
    const candidate = comparable(word, lang)
    return candidate.length > 0 && stems.some((term) => candidate.includes(term))
  })
  const first = Math.max(0, marks.indexOf(true))
  const start = Math.max(0, first - BEFORE)
  const end = Math.min(words.length, first + AFTER)
  const parts: ExcerptPart[] = []
  for (let index = start; index < end; index++) {
    const last = parts.at(-1)
    const text = (index > start ? " " : "") + words[index]
    // A space between two marked words stays inside the mark; other runs join.
    if (last && last.mark === marks[index]) last.text += text
    else if (last && marks[index]) {
      last.text += " "
      parts.push({ text: words[index], mark: true })
    } else parts.push({ text, mark: marks[index] })
  }
  if (start > 0) parts.unshift({ text: "… ", mark: false })
  if (end < words.length) parts.push({ text: " …", mark: false })
  return parts
}
