/**
 * What search compares, the same on both sides: the build normalises the text it indexes
 * (gatsby/search/search-index.ts) and the search page the visitor's query. Arabic is written with
 * or without its short vowels and with letters readers treat as one (أ إ آ ٱ and ا, ى and ي, ة and
 * ه); Pagefind's Arabic stemmer does not promise to fold them, so this does. Only Arabic letters
 * change, one character for one or none, and never a space: the words stay where they were.
 */

/** Short vowels, tanween, shadda, sukun, the hamza and madda marks, the dagger alif; and the tatweel. */
const MARKS = /[\u064B-\u065F\u0670\u0640]/g

const LETTERS: Record<string, string> = {
  "\u0622": "\u0627", // آ → ا
  "\u0623": "\u0627", // أ → ا
  "\u0625": "\u0627", // إ → ا
  "\u0671": "\u0627", // ٱ → ا
  "\u0649": "\u064A", // ى → ي
  "\u0629": "\u0647", // ة → ه
}

const VARIANTS = new RegExp(`[${Object.keys(LETTERS).join("")}]`, "g")

/** The text as search compares it: Arabic without its marks and with one form of each letter. */
export function normaliseForSearch(text: string): string {
  return text.replace(MARKS, "").replace(VARIANTS, (letter) => LETTERS[letter])
}
