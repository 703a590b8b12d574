import type { GatsbySSR } from "gatsby"
import { HEADER_WITHOUT_SCRIPTS } from "./src/components/layout/header-scroll"
import { IN_PAGE_FONT_ID, inPageFont } from "./src/theme/in-page-font"

/** Emotion's rules as one sheet in <head>: gatsby/build/emotion-sheet.tsx says what it buys. */
export { onPreRenderHTML, replaceRenderer } from "./gatsby/build/emotion-sheet"

/**
 * Added here, as markup, for the server-rendered page only: the language's face inside the page
 * (src/theme/in-page-font.ts), and styles for a visitor without scripts, in a <noscript> (the Head
 * API writes a <noscript>'s content as text).
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHeadComponents }) => {
  const font = inPageFont(pathname)
  setHeadComponents([
    ...(font
      ? [
          <style key="in-page-font" id={IN_PAGE_FONT_ID} dangerouslySetInnerHTML={{ __html: font.rule }} />,
          <script key="in-page-font-loaded" dangerouslySetInnerHTML={{ __html: font.script }} />,
        ]
      : []),
    <noscript
      key="without-scripts"
      dangerouslySetInnerHTML={{ __html: `<style>${HEADER_WITHOUT_SCRIPTS}</style>` }}
    />,
  ])
}
