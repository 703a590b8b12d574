import fs from "node:fs"
import path from "node:path"
import { DEFAULT_LANGUAGE, LANGUAGES } from "../i18n/languages"
import { LANGUAGE_FONTS, type WebFont } from "./fonts"

/**
 * A language's face inside its pages' HTML, for the server-rendered page only (gatsby-ssr.tsx).
 * Fetched, the face held the first paint back by a round trip after the HTML on a phone network;
 * inside the page it comes with the HTML (docs/performance.md has the trace and the figures).
 * `block`: the face is in the page, so the first paint waits only for it to be read, and never
 * draws the system font first.
 * Gatsby never re-renders these head elements, so the face stays for the visit; a page reached
 * from another language's page fetches the file instead (src/theme/global-styles.tsx).
 */
export function inPageFontFace(pathname: string): string | undefined {
  const language = LANGUAGES.find(
    ({ code }) => code !== DEFAULT_LANGUAGE.code && `${pathname}/`.startsWith(`/${code}/`),
  )
  const font = language && LANGUAGE_FONTS[language.code]
  return font && fontFaceRule(font)
}

const rules = new Map<string, string>()

function fontFaceRule(font: WebFont): string {
  let rule = rules.get(font.file)
  if (!rule) {
    // Gatsby renders the pages from the site's root, where the face's path starts.
    const data = fs.readFileSync(path.join(process.cwd(), font.file)).toString("base64")
    rule =
      `@font-face{font-family:"${font.family}";font-style:normal;font-display:block;` +
      `font-weight:${font.weight};src:url(data:font/woff2;base64,${data}) format("woff2");` +
      `unicode-range:${font.unicodeRange}}`
    rules.set(font.file, rule)
  }
  return rule
}
