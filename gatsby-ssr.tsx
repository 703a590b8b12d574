import { Writable } from "node:stream"
import type { GatsbySSR } from "gatsby"
import type { ReactNode } from "react"
import { renderToPipeableStream } from "react-dom/server"
import { emotionSheetElements, emotionSheetsLast, hoistEmotionStyles } from "./gatsby/build/emotion-styles"

/** Gatsby's own rendering, kept: the whole page, once every Suspense boundary has resolved. */
function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = ""
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString()
        done()
      },
    })
    sink.on("finish", () => resolve(html))
    sink.on("error", reject)
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: reject,
    })
  })
}

/** The page's emotion styles go to <head> as one sheet (gatsby/build/emotion-styles.tsx says why). */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = async ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const { body, styles } = hoistEmotionStyles(await renderToHtml(bodyComponent))
  replaceBodyHTMLString(body)
  setHeadComponents(emotionSheetElements(styles))
}

/** Gatsby adds the Head API's elements (the global styles among them) after ours: the components' rules go last. */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
}) => {
  replaceHeadComponents(emotionSheetsLast(getHeadComponents()))
}
