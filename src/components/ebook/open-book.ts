/** What the page fetches when a visitor is about to open the book (one chunk, none of it before). */
export { EbookViewer } from "./ebook-viewer"
export { warmPages } from "./warm-pages"
