/** What drawing a book costs the build: the first time (nothing cached) and the next (cached). */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { type BookSource, prepareProfileBooks } from "../../gatsby/book/profile-books"

export interface BuildCost {
  firstMs: number
  cachedMs: number
  /** Bytes of each page's image, by width. */
  bytesByWidth: Map<number, number[]>
}

export async function measureBuildCost(
  pdfDir: string,
  source: BookSource,
  cacheDir: string,
): Promise<BuildCost> {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-ebook-public-"))
  try {
    const run = async () => {
      const started = performance.now()
      const [book] = await prepareProfileBooks({ sources: [source], pdfDir, publicDir, cacheDir })
      return { ms: performance.now() - started, book }
    }
    const first = await run()
    const cached = await run()
    const bytesByWidth = new Map<number, number[]>()
    for (const page of cached.book.pages)
      for (const image of page.images)
        bytesByWidth.set(image.width, [
          ...(bytesByWidth.get(image.width) ?? []),
          fs.statSync(path.join(publicDir, image.src)).size,
        ])
    return { firstMs: first.ms, cachedMs: cached.ms, bytesByWidth }
  } finally {
    fs.rmSync(publicDir, { recursive: true, force: true })
  }
}
