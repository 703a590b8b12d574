import { useWords, type Words } from "../../hooks/use-words"
import { fill } from "../../i18n/fill"
import { formatNumber } from "../../i18n/plural"

/** Every word the E-Book shows or announces (content/<lang>/interface.json → ebook). */
export type EbookWords = Words["ebook"]

/** The E-Book's words in the page's language, read where they are shown, as the rest of the site does. */
export function useEbookWords(): EbookWords {
  return useWords().ebook
}

/**
 * "19 KB", "1.2 MB", "1,2 Mo": the size a visitor weighs before downloading, its figure written as
 * the page's language writes numbers (Western digits in Arabic too).
 */
export function formatFileSize(
  bytes: number,
  words: Pick<EbookWords, "kilobytes" | "megabytes">,
  lang: string,
): string {
  if (bytes < 1024 * 1024)
    return fill(words.kilobytes, { size: formatNumber(Math.max(1, Math.round(bytes / 1024)), lang) })
  return fill(words.megabytes, { size: formatNumber(bytes / (1024 * 1024), lang, 1) })
}
