import { LANGUAGE_FONTS, type WebFont } from "./fonts"
import { mq, theme } from "./theme"

const baseRules = `
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  :root {
    --font-body: ${theme.fontStacks.body};
    --font-heading: ${theme.fontStacks.heading};
  }
  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: calc(${theme.layout.headerHeight} + ${theme.space.md});
  }
  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.body};
    line-height: 1.6;
    color: ${theme.colors.text};
    background: ${theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }
  h1,
  h2,
  h3,
  h4 {
    font-family: ${theme.fonts.heading};
    line-height: 1.2;
    color: ${theme.colors.ink};
    margin: 0 0 ${theme.space.md};
    overflow-wrap: break-word;
  }
  p {
    margin: 0 0 ${theme.space.md};
  }
  a {
    color: ${theme.colors.navy};
  }
  img,
  svg {
    max-width: 100%;
  }
  :focus-visible {
    outline: ${theme.sizes.focusRing} solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  [tabindex="-1"]:focus:not(:focus-visible) {
    outline: none;
  }
  ${mq.reducedMotion} {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`

/**
 * The family a fetched copy of the language's face goes by: the one a page loaded with its face in
 * its HTML (src/theme/in-page-font.ts) has no need of, and does not fetch.
 */
export const fetchedFamily = (font: WebFont) => `${font.family} file`

/**
 * The language's own face, for body text and headings alike, then the system fonts. A page of the
 * language opened from outside carries the face in its HTML (src/theme/in-page-font.ts): its first
 * paint is in Readex Pro without waiting for a second request. Reached by a link from a page in
 * another language, it fetches the file; `optional`: where it is not there in time, that page keeps
 * the system font rather than laying every line out again when it lands.
 */
const languageFontRules = (font: WebFont) => `
  @font-face {
    font-family: "${fetchedFamily(font)}";
    font-style: normal;
    font-display: optional;
    font-weight: ${font.weight};
    src: url(${font.url}) format("woff2");
    unicode-range: ${font.unicodeRange};
  }
  :root {
    --font-body: "${font.family}", "${fetchedFamily(font)}", ${theme.fontStacks.body};
    --font-heading: "${font.family}", "${fetchedFamily(font)}", ${theme.fontStacks.body};
  }
  /* Arabic headings read better a little looser than Latin ones. */
  h1,
  h2,
  h3,
  h4 {
    line-height: 1.4;
  }
`

/** The rules every page of a language starts from, as one style sheet. */
function globalStyleSheet(lang: string): string {
  const font = LANGUAGE_FONTS[lang]
  return (baseRules + (font ? languageFontRules(font) : "")).replace(/\s+/g, " ").trim()
}

/**
 * For the page's Head, not its body: the sheet is in the HTML from the build, and Gatsby keeps a
 * head element that renders the same on start-up, so the browser styles the page once. (Emotion's
 * `<Global>` moved its sheet at start-up, and every move restyles the whole page.) A language
 * switch swaps it for the other language's sheet. The selectors are elements, `:root` and
 * `:focus-visible`; components override them with class rules of higher specificity, so it
 * does not matter that a swapped sheet lands after the components' ones.
 */
export function GlobalStyles({ lang }: { lang: string }) {
  return <style dangerouslySetInnerHTML={{ __html: globalStyleSheet(lang) }} />
}
