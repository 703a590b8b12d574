/**
 * Build time only (gatsby-node, scripts, tests): draws every page of a PDF with pdf.js's legacy
 * build on `@napi-rs/canvas` into WebP images at several widths, and reads each page's text. Never
 * imported by anything under src/, so pdf.js never reaches webpack or a visitor.
 */
import fs from "node:fs"
import { createRequire } from "node:module"
import { pathToFileURL } from "node:url"
import path from "node:path"
import sharp from "sharp"
import { pageText, type PdfTextItem, type TextDirection } from "./page-text"

type PdfJs = typeof import("pdfjs-dist/legacy/build/pdf.mjs")

export interface RenderedImage {
  /** File name inside the output folder. */
  file: string
  width: number
}

export interface RenderedPage {
  /** 1-based, as the indicator counts. */
  number: number
  /** The page's size in PDF points (its aspect ratio is what the viewer needs). */
  width: number
  height: number
  text: string
  images: RenderedImage[]
}

export interface RenderOptions {
  dir: TextDirection
  /** Image widths in pixels, ascending; the page is drawn once at the largest. */
  widths: readonly number[]
  quality: number
}

// Gatsby bundles gatsby-node.ts with Parcel, which blanks `require.resolve` and turns `import()`
// into `require()`; pdf.js is an ES module only. So pdf.js is found from the project root and
// imported where the bundler cannot see it.
const requireFromRoot = createRequire(path.join(process.cwd(), "package.json"))
const PDFJS_ROOT = path.dirname(requireFromRoot.resolve("pdfjs-dist/package.json"))
const importModule = new Function("specifier", "return import(specifier)") as (
  specifier: string,
) => Promise<unknown>

/**
 * pdf.js needs DOMMatrix, ImageData, Path2D and navigator as globals in Node, and would leave them
 * on the build process for good. Lend them from @napi-rs/canvas for the duration, then take back
 * what was lent, so nothing else in the build mistakes Node for a browser.
 */
async function withPdfGlobals<T>(work: () => Promise<T>): Promise<T> {
  const canvas = await import("@napi-rs/canvas")
  const lent: Record<string, unknown> = {
    DOMMatrix: canvas.DOMMatrix,
    ImageData: canvas.ImageData,
    Path2D: canvas.Path2D,
    navigator: { language: "en-US", platform: "", userAgent: "" },
  }
  const scope = globalThis as Record<string, unknown>
  const added = Object.keys(lent).filter((name) => !(name in scope))
  for (const name of added) scope[name] = lent[name]
  try {
    return await work()
  } finally {
    for (const name of added) delete scope[name]
  }
}

/** Renders `pdfFile` into `outDir` (created); returns the pages in order. */
export async function renderPdfPages(
  pdfFile: string,
  outDir: string,
  { dir, widths, quality }: RenderOptions,
): Promise<RenderedPage[]> {
  fs.mkdirSync(outDir, { recursive: true })
  const { createCanvas } = await import("@napi-rs/canvas")
  return withPdfGlobals(async () => {
    const pdfjs = (await importModule(
      pathToFileURL(path.join(PDFJS_ROOT, "legacy/build/pdf.mjs")).href,
    )) as PdfJs
    const task = pdfjs.getDocument({
      data: new Uint8Array(fs.readFileSync(pdfFile)),
      isEvalSupported: false,
      useSystemFonts: false,
      verbosity: 0,
      standardFontDataUrl: `${PDFJS_ROOT}/standard_fonts/`,
      cMapUrl: `${PDFJS_ROOT}/cmaps/`,
      wasmUrl: `${PDFJS_ROOT}/wasm/`,
      iccUrl: `${PDFJS_ROOT}/iccs/`,
    })
    const doc = await task.promise
    const largest = Math.max(...widths)
    const pages: RenderedPage[] = []
    try {
      for (let number = 1; number <= doc.numPages; number++) {
        const page = await doc.getPage(number)
        const size = page.getViewport({ scale: 1 })
        const viewport = page.getViewport({ scale: largest / size.width })
        const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height))
        await page.render({
          canvas: canvas as unknown as HTMLCanvasElement,
          canvasContext: canvas.getContext("2d") as unknown as CanvasRenderingContext2D,
          viewport,
        }).promise
        const pixels = sharp(canvas.data(), {
          raw: { width: canvas.width, height: canvas.height, channels: 4 },
        })
        const images = await Promise.all(
          widths.map(async (width) => {
            const file = `page-${number}-${width}.webp`
            await pixels
              .clone()
              .resize({ width })
              .webp({ quality, effort: 2 })
              .toFile(path.join(outDir, file))
            return { file, width }
          }),
        )
        const content = await page.getTextContent()
        pages.push({
          number,
          width: Math.round(size.width),
          height: Math.round(size.height),
          text: pageText(content.items.filter((item) => "str" in item) as PdfTextItem[], dir),
          images,
        })
        page.cleanup()
      }
    } finally {
      await task.destroy()
    }
    return pages
  })
}
