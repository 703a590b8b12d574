/**
 * Browser-only: pdf.js. Only ever reached through `import()` once a visitor opens the book (or
 * points at the Open button), so neither the server-side build nor any page's first load evaluates
 * it. Jest mocks it.
 */
import { getDocument, PDFWorker } from "pdfjs-dist"

/** Scale 2: sharp on high-density screens (the spec's figure). */
export const RENDER_SCALE = 2
/** Lossless, and measured 3-6x faster to encode than WebP in chromium: the first page shows sooner. */
const IMAGE_TYPE = "image/png"

export interface ProfilePdf {
  /** Known as soon as the document opens, before any page is drawn. */
  pageCount: number
  /** Draws page `number` (1-based) at RENDER_SCALE into an encoded image. */
  renderPage(number: number): Promise<Blob>
  /** Frees everything pdf.js holds and terminates the worker. */
  destroy(): Promise<void>
}

/** Opens the PDF's bytes on a worker started by `startPdfWorker()`; the returned object owns the worker. */
export async function openProfilePdf(data: ArrayBuffer, port: Worker): Promise<ProfilePdf> {
  const worker = PDFWorker.create({ port })
  const task = getDocument({ data: new Uint8Array(data), worker, isEvalSupported: false })
  const destroy = async () => {
    await task.destroy()
    worker.destroy()
    port.terminate()
  }
  const doc = await task.promise.catch(async (error: unknown) => {
    await destroy()
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
    destroy,
  }
}
