/**
 * Starts pdf.js's worker from the installed pdfjs-dist (same version as the API). webpack emits the
 * file as a hashed asset of the site under its public path, so it honours a pathPrefix and never
 * comes from a CDN. Only a URL until called (never during the server-side build); kept apart from
 * pdf.js itself so the worker boots while the API's chunk is still downloading. Jest mocks it.
 */
export function startPdfWorker(): Worker {
  // A separate variable: `new Worker(new URL(...))` written in one expression would make webpack
  // re-bundle the worker instead of copying pdf.js's own build.
  const url = new URL("pdfjs-dist/build/pdf.worker.min.mjs", import.meta.url)
  return new Worker(url, { type: "module", name: "pdf.js" })
}
