import type { ComponentType, RefAttributes } from "react"
import type { FlipBookHandle, FlipBookProps } from "./flip-book"
import { startPdfWorker } from "./pdf-worker"
import type { ProfilePdf } from "./profile-pdf"

export type FlipBookComponent = ComponentType<FlipBookProps & RefAttributes<FlipBookHandle>>

/** Everything the viewer needs, started at once: code, the worker, the PDF's bytes, then the document. */
export interface ViewerResources {
  flipBook: Promise<FlipBookComponent>
  /** The opened document; it owns its worker. */
  pdf: Promise<ProfilePdf>
  /** Page 1, drawn ahead of the press when the Open button was warmed. */
  firstPage?: Promise<Blob>
}

/** How long a warmed document waits for the press before it gives its worker back. */
const WARM_TTL_MS = 30_000

let warmed: { pdfUrl: string; resources: ViewerResources; expiry: ReturnType<typeof setTimeout> } | undefined

function start(pdfUrl: string, drawFirstPage: boolean): ViewerResources {
  // The worker boots on its own thread while pdf.js's chunk downloads and compiles on this one.
  const worker = Promise.resolve().then(startPdfWorker)
  const bytes = fetch(pdfUrl).then((response) => {
    if (!response.ok) throw new Error(`${response.status} ${response.statusText} for ${pdfUrl}`)
    return response.arrayBuffer()
  })
  const pdfModule = import("./profile-pdf")
  const flipBook = import("./flip-book").then((module) => module.FlipBook)
  const pdf = Promise.all([pdfModule, bytes, worker]).then(([{ openProfilePdf }, data, port]) =>
    openProfilePdf(data, port),
  )
  pdf.catch(() => worker.then((port) => port.terminate())).catch(() => undefined)
  const resources: ViewerResources = {
    flipBook,
    pdf,
    firstPage: drawFirstPage ? pdf.then((document) => document.renderPage(1)) : undefined,
  }
  // A warmed resource may never be awaited; its failure is reported when the book opens.
  for (const promise of [flipBook, pdf, resources.firstPage]) promise?.catch(() => undefined)
  return resources
}

/** Pointer over, or keyboard on, the Open button: get everything ready, down to page 1, before the press. */
export function warmViewer(pdfUrl: string): void {
  if (warmed?.pdfUrl === pdfUrl) return
  if (warmed) releaseWarmed()
  const expiry = setTimeout(releaseWarmed, WARM_TTL_MS)
  warmed = { pdfUrl, resources: start(pdfUrl, true), expiry }
}

function releaseWarmed() {
  if (!warmed) return
  clearTimeout(warmed.expiry)
  warmed.resources.pdf.then((pdf) => pdf.destroy()).catch(() => undefined)
  warmed = undefined
}

/** On Open: the warmed resources, or fresh ones. The caller owns them and destroys the document. */
export function takeViewerResources(pdfUrl: string): ViewerResources {
  if (warmed?.pdfUrl !== pdfUrl) return start(pdfUrl, false)
  const { resources, expiry } = warmed
  clearTimeout(expiry)
  warmed = undefined
  return resources
}
