/**
 * Browser-only: pdf.js and its worker. Only ever reached through `import()` after a visitor opens
 * the book, so neither the server-side build nor any page's first load evaluates it. Jest mocks it.
 */
import { getDocument, GlobalWorkerOptions } from "pdfjs-dist"

// webpack emits the installed worker (same pdfjs-dist version as the API) as a hashed asset of the
// site under its public path, so it honours a pathPrefix and never comes from a CDN.
GlobalWorkerOptions.workerSrc = new URL("pdfjs-dist/build/pdf.worker.min.mjs", import.meta.url).href

/** Scale 2: sharp on high-density screens (the spec's figure). */
export const RENDER_SCALE = 2
/** WebP keeps text crisp at a fraction of PNG's size and encode time; browsers without it fall back to PNG. */
const IMAGE_TYPE = "image/webp"
const IMAGE_QUALITY = 0.92

export interface ProfilePdf {
  /** Known as soon as the document opens, before any page is drawn. */
  pageCount: number
  /** Draws page `number` (1-based) at RENDER_SCALE into an encoded image. */
  renderPage(number: number): Promise<Blob>
  /** Stops the worker and frees everything pdf.js holds. */
  destroy(): Promise<void>
}

export async function openProfilePdf(url: string): Promise<ProfilePdf> {
  const task = getDocument({ url, isEvalSupported: false })
  const doc = await task.promise.catch(async (error: unknown) => {
    await task.destroy()
    throw error
  })

  async function renderPage(number: number): Promise<Blob> {
    const page = await doc.getPage(number)
    const viewport = page.getViewport({ scale: RENDER_SCALE })
    const canvas = document.createElement("canvas")
    canvas.width = Math.ceil(viewport.width)
    canvas.height = Math.ceil(viewport.height)
    try {
      await page.render({ canvas, viewport }).promise
      return await new Promise<Blob>((resolve, reject) =>
        canvas.toBlob(
          (blob) => (blob ? resolve(blob) : reject(new Error(`Page ${number} could not be encoded`))),
          IMAGE_TYPE,
          IMAGE_QUALITY,
        ),
      )
    } finally {
      // A zero-sized canvas releases its backing store now rather than at the next GC.
      canvas.width = 0
      canvas.height = 0
      page.cleanup()
    }
  }

  return {
    pageCount: doc.numPages,
    renderPage,
    destroy: () => task.destroy(),
  }
}
