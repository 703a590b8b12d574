import { pathLanguage } from "../i18n/languages"
import { LANGUAGE_FONTS, type WebFont } from "./fonts"

/**
 * A language's face inside its pages' HTML, for the server-rendered page only (gatsby-ssr.tsx).
 * Fetched, the face held the first paint back by a round trip after the HTML on a phone network;
 * inside the page it comes with the HTML (docs/performance.md; the traces are in docs/history/).
 * Gatsby never re-renders these head elements, so the face stays for the visit; a page reached
 * from another language's page fetches the file instead (src/theme/global-styles.tsx).
 */
export interface InPageFont {
  /** The @font-face rule with the face as a data: URL, for a `<style id={IN_PAGE_FONT_ID}>`. */
  rule: string
  /** A script that hands the same bytes to the page as a loaded face, for the `<script>` after it. */
  script: string
}

export const IN_PAGE_FONT_ID = "in-page-font"

/**
 * The faces' bytes, base64, by file: gatsby-node.ts reads them when it builds the server bundle
 * (a file read in the page renderer makes Gatsby render every page again on each build).
 */
declare const IN_PAGE_FONT_DATA: Readonly<Record<string, string>>

export function inPageFont(pathname: string): InPageFont | undefined {
  // "/ar" as well as "/ar/…": the slash added lets a language's bare prefix count as its page.
  const font = LANGUAGE_FONTS[pathLanguage(`${pathname}/`).code]
  return font && { rule: fontFaceRule(font, IN_PAGE_FONT_DATA[font.file]), script: loadedFaceScript(font) }
}

/**
 * `block`: the face is in the page, so text waits only for it to be read and is never drawn in
 * the system font first. Without scripts this rule is the face.
 */
function fontFaceRule(font: WebFont, base64: string): string {
  return (
    `@font-face{font-family:"${font.family}";font-style:normal;font-display:block;` +
    `font-weight:${font.weight};src:url(data:font/woff2;base64,${base64}) format("woff2");` +
    `unicode-range:${font.unicodeRange}}`
  )
}

/**
 * Chromium reads a data: URL face only once layout first asks for it, in a later task: the first
 * paint drew every other line, and the Arabic ones (the hero heading, the largest) a frame or more
 * later, behind the scripts. A FontFace made from bytes is ready as it is made, so the first paint
 * draws the whole page (in Chromium, which makes it at once; an engine that decodes it later keeps
 * the rule until it is ready, and the rule stays if it never is). It reads the rule's bytes rather
 * than carrying a second copy, then takes the rule's place, so the page has the one face.
 * The bytes are found with indexOf and decoded by `Uint8Array.fromBase64` where the engine has it
 * (Chromium 140, Firefox 133, Safari 18.2): on a CPU slowed 4×, a regular expression, `atob` and a
 * loop took 18 ms of the first parse, this 4 ms (docs/performance.md). Older engines keep the loop.
 */
function loadedFaceScript(font: WebFont): string {
  const descriptors = JSON.stringify({
    weight: font.weight,
    unicodeRange: font.unicodeRange,
    display: "block",
  })
  return (
    `if(window.FontFace&&document.fonts){var s=document.getElementById(${JSON.stringify(IN_PAGE_FONT_ID)}),` +
    `t=s.textContent,a=t.indexOf("base64,")+7,e=t.slice(a,t.indexOf(")",a)),d;` +
    `if(Uint8Array.fromBase64)d=Uint8Array.fromBase64(e);` +
    `else{var b=atob(e);d=new Uint8Array(b.length);for(var i=0;i<b.length;i++)d[i]=b.charCodeAt(i)}` +
    `var f=new FontFace(${JSON.stringify(font.family)},d,${descriptors});document.fonts.add(f);` +
    `if(f.status==="loaded")s.remove();` +
    `else f.loaded.then(function(){s.remove()},function(){document.fonts.delete(f)})}`
  )
}
