import { Writable } from "node:stream"
import type { GatsbySSR } from "gatsby"
import type { ReactNode } from "react"
import { renderToPipeableStream } from "react-dom/server"
import { hoistEmotionStyles } from "./gatsby/emotion-styles"

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

/** The page's emotion styles go to <head> as one sheet (gatsby/emotion-styles.ts says why). */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = async ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const { body, styles } = hoistEmotionStyles(await renderToHtml(bodyComponent))
  replaceBodyHTMLString(body)
  setHeadComponents(
    styles.map(({ attribute, css }) => (
      <style key={attribute} data-emotion={attribute} dangerouslySetInnerHTML={{ __html: css }} />
    )),
  )
}
