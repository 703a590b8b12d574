/**
 * Runs the build's book preparation in plain Node, as gatsby-node does (pdf.js is an ES module,
 * which Jest's CommonJS runtime cannot load), and prints the books and its log as JSON.
 * Usage: tsx render-books.ts <pdfDir> <publicDir> <cacheDir> <lang:dir:file>...
 */
import { type BookSource, prepareProfileBooks } from "../../gatsby/book/profile-books"

const [pdfDir, publicDir, cacheDir, ...specs] = process.argv.slice(2)
const sources = specs.map((spec) => {
  const [lang, dir, file] = spec.split(":")
  return { lang, dir, file } as BookSource
})
const log: string[] = []
prepareProfileBooks({ sources, pdfDir, publicDir, cacheDir, log: (message) => log.push(message) }).then(
  (books) => process.stdout.write(JSON.stringify({ books, log })),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
