/**
 * Every word the E-Book shows or announces, handed down from the page (content, per language).
 * Templates name their values in braces: "Page {page} of {pages}".
 */
export interface EbookWords {
  badge: string
  heading: string
  intro: string
  cardTitle: string
  /** {pages}: the page count. */
  cardText: string
  open: string
  close: string
  download: string
  loading: string
  previous: string
  next: string
  fullscreen: string
  exitFullscreen: string
  /** The fullscreen dialog's name. */
  fullscreenLabel: string
  /** The book's name, with how to turn pages from the keyboard. */
  bookLabel: string
  /** {page}, {pages} */
  pageIndicator: string
  /** {first}, {last}, {pages} */
  spreadIndicator: string
  /** {page}: each page image's alt text. */
  pageAlt: string
  /** {link}: where loadFailedLink goes. */
  loadFailed: string
  loadFailedLink: string
  zoomIn: string
  zoomOut: string
  /** {size}, e.g. "19 KB" */
  kilobytes: string
  /** {size}, e.g. "1.2 MB" */
  megabytes: string
}

/** Fills `{name}` placeholders; an unknown name is left as written, so a typo shows on the page. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  )
}

/** Fills a template whose one placeholder is a piece of markup (a link inside a sentence). */
export function splitTemplate(template: string, name: string): [before: string, after: string] {
  const [before, ...after] = template.split(`{${name}}`)
  return [before, after.join(`{${name}}`)]
}

/** "19 KB", "1.2 MB": the size a visitor weighs before downloading. */
export function formatFileSize(bytes: number, words: Pick<EbookWords, "kilobytes" | "megabytes">): string {
  if (bytes < 1024 * 1024)
    return fillTemplate(words.kilobytes, { size: Math.max(1, Math.round(bytes / 1024)) })
  return fillTemplate(words.megabytes, { size: (bytes / (1024 * 1024)).toFixed(1) })
}
