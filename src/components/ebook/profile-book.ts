import { graphql } from "gatsby"

/**
 * What the viewer knows of a profile book: drawn from its PDF at build time (gatsby/book/profile-books.ts).
 * @public Gatsby collects the fragment from here; queries spread it by name.
 */
export const query = graphql`
  fragment ProfileBookData on ProfileBook {
    lang
    dir
    pdf
    bytes
    pageCount
    pages {
      number
      width
      height
      text
      images {
        src
        width
      }
    }
  }
`

export type ProfileBook = Queries.ProfileBookDataFragment
export type BookPageData = ProfileBook["pages"][number]

/** Width over height of the book's pages (the first page stands for all). */
export function pageRatioOf(book: ProfileBook): number {
  const [first] = book.pages
  return first ? first.width / first.height : 1 / Math.SQRT2
}
