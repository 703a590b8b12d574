/**
 * PDF text of right-to-left scripts is stored in visual order, and extractors (pdf.js, PDFium,
 * pdfminer, pypdf) put each run back in logical order by reversing its characters. A ligature —
 * Arabic lam-alef (لا) above all — is one glyph whose /ToUnicode entry holds several characters in
 * logical order, so that reversal turns "الاستشارات" into "االستشارات" (the same defect is reported
 * against pdfminer.six #850, PyMuPDF #2199, pypdf #1589 and fixed in PDFBox by PDFBOX-4531).
 * Writing those entries in visual order, like every other glyph of the run, makes every such
 * extractor, and copy and paste, give the words back as written. Only multi-character entries made
 * wholly of right-to-left letters change.
 */
import { decodePDFRawStream, PDFDict, PDFName, type PDFDocument, PDFRawStream, PDFRef } from "pdf-lib"

const RIGHT_TO_LEFT = /^[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]+$/u

/** `<06440627>` (lam, alef) → `<06270644>`; anything else is returned as it is. */
export function visualOrder(hex: string): string {
  const units = hex.match(/.{4}/g) ?? []
  const text = String.fromCharCode(...units.map((unit) => parseInt(unit, 16)))
  if ([...text].length < 2 || !RIGHT_TO_LEFT.test(text)) return hex
  return [...text]
    .reverse()
    .join("")
    .split("")
    .map((unit) => unit.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0"))
    .join("")
}

/** Rewrites the bfchar entries of one /ToUnicode CMap. */
export function fixCMap(cmap: string): string {
  return cmap.replace(/(beginbfchar\s[\s\S]*?endbfchar)/g, (block) =>
    block.replace(
      /^(\s*<[0-9A-Fa-f]+>\s*)<([0-9A-Fa-f]{8,})>/gm,
      (_, source: string, target: string) => `${source}<${visualOrder(target)}>`,
    ),
  )
}

/** Applies fixCMap to every font's /ToUnicode stream in the document. */
export function fixRightToLeftLigatures(document: PDFDocument): void {
  const { context } = document
  for (const [, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict)) continue
    const reference = object.get(PDFName.of("ToUnicode"))
    if (!(reference instanceof PDFRef)) continue
    const stream = context.lookup(reference)
    if (!(stream instanceof PDFRawStream)) continue
    const cmap = new TextDecoder().decode(decodePDFRawStream(stream).decode())
    const fixed = fixCMap(cmap)
    if (fixed !== cmap) context.assign(reference, context.flateStream(fixed))
  }
}
