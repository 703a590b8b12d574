import readexProArabic from "@fontsource-variable/readex-pro/files/readex-pro-arabic-wght-normal.woff2"

/** A self-hosted face that a language's pages load (and preload); other pages load no font at all. */
export interface WebFont {
  family: string
  url: string
  /** A variable font's weight range. */
  weight: string
  /** Only the characters the face is for; everything else falls back to the system font. */
  unicodeRange: string
}

/**
 * Readex Pro (Arabic design by Nadine Chahine), variable 160–700, Arabic subset only: about 23 kB
 * for every weight. Latin text on Arabic pages (the e-mail address, the phone number) stays in the
 * system font.
 */
const READEX_PRO_ARABIC: WebFont = {
  family: "Readex Pro",
  url: readexProArabic,
  weight: "160 700",
  unicodeRange:
    "U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC",
}

/** By language code; a language without an entry (English) uses the system fonts only. */
export const LANGUAGE_FONTS: Partial<Record<string, WebFont>> = { ar: READEX_PRO_ARABIC }
