import readexProArabic from "./readex-pro-arabic.woff2"
import { ARABIC_FACE } from "./arabic-face"

/** A self-hosted face that a language's pages draw with; other pages load no font at all. */
export interface WebFont {
  family: string
  /** The face's file, from the repository's root. */
  file: string
  /** Its address once webpack has published it. */
  url: string
  /** A variable font's weight range. */
  weight: string
  /** Only the characters the face is for; everything else falls back to the system font. */
  unicodeRange: string
}

/** By language code; a language without an entry (English) uses the system fonts only. */
export const LANGUAGE_FONTS: Partial<Record<string, WebFont>> = {
  ar: { ...ARABIC_FACE, url: readexProArabic },
}
