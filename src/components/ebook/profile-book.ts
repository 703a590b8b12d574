import { graphql, withPrefix } from "gatsby"

/** What the viewer knows of a profile book: drawn from its PDF at build time (gatsby/profile-books.ts). */
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

/** Every width of the page, for the browser to choose from. */
export function srcSetOf(page: BookPageData): string {
  return page.images.map((image) => `${withPrefix(image.src)} ${image.width}w`).join(", ")
}

/** For browsers without srcset: the middle width. */
export function fallbackSrcOf(page: BookPageData): string {
  return withPrefix(page.images[Math.floor(page.images.length / 2)].src)
}

/** The sharpest image, for zooming in. */
export function largestSrcOf(page: BookPageData): string {
  return withPrefix(page.images.reduce((best, image) => (image.width > best.width ? image : best)).src)
}

/** Width over height of the book's pages (the first page stands for all). */
export function pageRatioOf(book: ProfileBook): number {
  const [first] = book.pages
  return first ? first.width / first.height : 1 / Math.SQRT2
}

/**
 * Fetches and decodes the images the browser will pick for these pages at `sizes`, so the book
 * appears with its pages drawn; rejects if one cannot be loaded.
 */
export function preloadPages(pages: readonly BookPageData[], sizes: string): Promise<void> {
  return Promise.all(
    pages.map((page) => {
      const image = new Image()
      image.sizes = sizes
      image.srcset = srcSetOf(page)
      image.src = fallbackSrcOf(page)
      return image.decode().catch(() => {
        throw new Error(`Page ${page.number} image could not be loaded: ${image.currentSrc || image.src}`)
      })
    }),
  ).then(() => undefined)
}
