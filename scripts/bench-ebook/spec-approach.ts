/**
 * The spec's approach, kept runnable for the benchmark now that pdf.js has left the site: a blank
 * page served by the benchmark loads pdf.js (as the spec's bundle did, before the clock starts);
 * `runSpec(url)` then draws every page at scale 2 into PNG data URLs and only then shows the first.
 */
import fs from "node:fs"
import path from "node:path"
import type { RouteHandler } from "../../functions/send-contact-email/node-http"

const PDFJS = path.resolve(__dirname, "../../node_modules/pdfjs-dist/build")

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Spec approach</title></head>
<body style="margin:0"><main></main>
<script type="module">
import * as pdfjs from "/__bench/pdf.min.mjs"
pdfjs.GlobalWorkerOptions.workerSrc = "/__bench/pdf.worker.min.mjs"
window.runSpec = async (url) => {
  const start = performance.now()
  const doc = await pdfjs.getDocument({ url, isEvalSupported: false }).promise
  const images = []
  for (let number = 1; number <= doc.numPages; number++) {
    const page = await doc.getPage(number)
    const viewport = page.getViewport({ scale: 2 })
    const canvas = document.createElement("canvas")
    canvas.width = viewport.width
    canvas.height = viewport.height
    await page.render({ canvas, viewport }).promise
    images.push(canvas.toDataURL("image/png"))
  }
  const book = document.createElement("div")
  book.style.cssText = "width:450px;height:600px;margin:auto"
  images.forEach((src, index) => {
    const image = document.createElement("img")
    image.src = src
    image.alt = "Page " + (index + 1)
    image.style.cssText = "width:100%;height:100%;object-fit:contain;display:" + (index === 0 ? "block" : "none")
    book.append(image)
  })
  document.querySelector("main").prepend(book)
  await book.querySelector("img").decode()
  await new Promise(requestAnimationFrame)
  const firstPageMs = performance.now() - start
  await doc.destroy()
  // The spec keeps the page images in component state for as long as the book is open.
  window.specPages = images
  return { firstPageMs, imageBytes: images.reduce((sum, src) => sum + src.length, 0), pageCount: images.length }
}
window.specReady = true
</script></body></html>`

const file =
  (name: string, type: string): RouteHandler =>
  async () =>
    new Response(fs.readFileSync(path.join(PDFJS, name)), { headers: { "Content-Type": type } })

/** Routes the benchmark's servers answer besides the built site. */
export const SPEC_ROUTES: Record<string, RouteHandler> = {
  "/__bench/spec.html": async () =>
    new Response(PAGE, { headers: { "Content-Type": "text/html; charset=utf-8" } }),
  "/__bench/pdf.min.mjs": file("pdf.min.mjs", "text/javascript; charset=utf-8"),
  "/__bench/pdf.worker.min.mjs": file("pdf.worker.min.mjs", "text/javascript; charset=utf-8"),
}
