import type { ProfileBook } from "./profile-book"

/** The id of page `number`'s text, which its image names as its description. */
export function pageTextId(lang: string, number: number): string {
  return `profile-${lang}-page-${number}-text`
}

/**
 * Each page's text, extracted from the PDF at build time and in the server-rendered HTML. Not shown:
 * assistive technology reads it as the description of the page image that points at it (alt stays
 * "Page N"), so a screen reader hears each page once, with its page.
 */
export function PageTexts({ book }: { book: ProfileBook }) {
  return (
    <div css={{ display: "none" }} lang={book.lang} dir={book.dir}>
      {book.pages.map(
        (page) =>
          page.text && (
            <p key={page.number} id={pageTextId(book.lang, page.number)}>
              {page.text}
            </p>
          ),
      )}
    </div>
  )
}
