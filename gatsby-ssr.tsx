import type { GatsbySSR } from "gatsby"
import { HEADER_WITHOUT_SCRIPTS } from "./src/components/layout/header-scroll"

/** Emotion's rules as one sheet in <head>: gatsby/build/emotion-sheet.tsx says what it buys. */
export { onPreRenderHTML, replaceRenderer } from "./gatsby/build/emotion-sheet"

/**
 * Styles for a visitor without scripts only, in a <noscript> in <head> (the Head API writes a
 * <noscript>'s content as text, so the element is added here, as markup).
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    <noscript
      key="without-scripts"
      dangerouslySetInnerHTML={{ __html: `<style>${HEADER_WITHOUT_SCRIPTS}</style>` }}
    />,
  ])
}
