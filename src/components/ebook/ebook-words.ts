import { useWords, type Words } from "../../hooks/use-words"
import { fill } from "../../i18n/fill"

/** Every word the E-Book shows or announces (content/<lang>/interface.json → ebook). */
export type EbookWords = Words["ebook"]

/** The E-Book's words in the page's language, read where they are shown, as the rest of the site does. */
export function useEbookWords(): EbookWords {
  return useWords().ebook
}

/** "19 KB", "1.2 MB": the size a visitor weighs before downloading. */
export function formatFileSize(bytes: number, words: Pick<EbookWords, "kilobytes" | "megabytes">): string {
  if (bytes < 1024 * 1024) return fill(words.kilobytes, { size: Math.max(1, Math.round(bytes / 1024)) })
  return fill(words.megabytes, { size: (bytes / (1024 * 1024)).toFixed(1) })
}
