import type { GatsbySSR } from "gatsby"
import { isValidElement, type ReactNode } from "react"
import { onPreRenderHTML as emotionSheetsLast } from "./gatsby/build/emotion-sheet"
import { HEADER_WITHOUT_SCRIPTS } from "./src/components/layout/header-scroll"
import { IN_PAGE_FONT_ID, inPageFont } from "./src/theme/in-page-font"

/** Emotion's rules as one sheet in <head>: gatsby/build/emotion-sheet.tsx says what it buys. */
export { replaceRenderer } from "./gatsby/build/emotion-sheet"

const isImagePreload = (element: ReactNode) =>
  isValidElement<{ rel?: string; as?: string }>(element) &&
  element.props.rel === "preload" &&
  element.props.as === "image"

/**
 * The components' rules go last (emotion-sheet.tsx), and an image preload (an article's cover, its
 * largest paint) first: the browser asks for the image from the head's first kilobytes, before the
 * styles and an Arabic page's in-page face have come in, so the face does not delay it.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = (args, options) => {
  emotionSheetsLast?.(args, options)
  const head = args.getHeadComponents()
  args.replaceHeadComponents([
    ...head.filter(isImagePreload),
    ...head.filter((element) => !isImagePreload(element)),
  ])
}

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
