/**
 * The Arabic pages' face: Readex Pro (Arabic design by Nadine Chahine), variable, cut by
 * `npm run gen:arabic-font` (scripts/make-arabic-font.ts) to the characters Arabic is written with
 * and the weights the site sets (400 to 700). Latin text on Arabic pages (the e-mail address, the
 * phone number) and any other script stay in the system font.
 */
export const ARABIC_FACE = {
  family: "Readex Pro",
  /** From the repository's root. */
  file: "src/theme/readex-pro-arabic.woff2",
  weight: "400 700",
  /** Arabic punctuation, letters, vowel marks, digits, the dagger alif; joiners and marks of direction. */
  unicodeRange: "U+060C, U+061B, U+061F, U+0621-0652, U+0660-066D, U+0670, U+200C-200F",
}
