import { Writable } from "node:stream"
import type { GatsbySSR } from "gatsby"
import { isValidElement, type ReactNode } from "react"
import { renderToPipeableStream } from "react-dom/server"
import { SHEET_RULES_ATTRIBUTE } from "../../src/theme/emotion-cache"

/**
 * Emotion's rules as one sheet in <head>, named for the browser's cache: Gatsby's renderer replaced
 * (`replaceRenderer`, `onPreRenderHTML`, re-exported by gatsby-ssr.tsx) and, in the browser,
 * src/theme/emotion-cache.ts. Emotion's server rendering writes each component's rules as a
 * `<style data-emotion="css id">` just before the element that first uses them: about a hundred on
 * the home page. On start-up the browser's emotion moves every one of them into <head>, and each
 * move makes the browser parse that sheet again and restyle the whole page, in the same task as
 * hydration. Moving them at build time instead (in document order, so the cascade is unchanged)
 * leaves the browser one sheet to parse.
 *
 * What it buys is measured with `npm run bench:load` against a build without it (docs/machinery.md).
 * What breaks without it: nothing visible; start-up does more on the main thread, and
 * html-validate's rule against a <style> in the body (.htmlvalidate.json) fails.
 * Upstream check: __tests__/emotion-sheet.test.ts renders with emotion's own server rendering and
 * fails when emotion stops writing its rules into the body.
 *
 * The merged sheet names its rules in `data-emotion-rules`, which the browser's cache reads so
 * that it inserts none of them again. It is not `data-emotion`: emotion's own cache would move a
 * sheet named so to the end of <head> on start-up, restyling the page once more. A `<Global>`'s tag
 * (`css-global id`) keeps its attribute, which it looks for.
 */
export interface EmotionStyle {
  /** The `data-emotion` attribute: `css id1 id2 …`, or a `<Global>`'s `css-global id`. */
  attribute: string
  css: string
}

/** A style element ends at the first `</style>`, whatever its text holds (HTML parsing rules). */
const STYLE_TAG = /<style data-emotion="([^"]+)">([\s\S]*?)<\/style>/g
const MERGED_KEY = "css"

/** The body's emotion style tags, in order, with the rules of the `css` key merged into one tag per run. */
export function hoistEmotionStyles(bodyHtml: string): { body: string; styles: EmotionStyle[] } {
  const styles: EmotionStyle[] = []
  const body = bodyHtml.replace(STYLE_TAG, (_tag, attribute: string, css: string) => {
    const [key, ...ids] = attribute.split(" ")
    const previous = styles.at(-1)
    if (key === MERGED_KEY && previous?.attribute.split(" ")[0] === MERGED_KEY) {
      previous.attribute += ` ${ids.join(" ")}`
      previous.css += css
    } else styles.push({ attribute, css })
    return ""
  })
  return { body, styles }
}

/** The sheets' elements for <head>: the merged rules named for the browser's cache, others as they were. */
export function emotionSheetElements(styles: EmotionStyle[]) {
  return styles.map(({ attribute, css }) => {
    const [key, ...ids] = attribute.split(" ")
    const name =
      key === MERGED_KEY ? { [SHEET_RULES_ATTRIBUTE]: ids.join(" ") } : { "data-emotion": attribute }
    return <style key={attribute} {...name} dangerouslySetInnerHTML={{ __html: css }} />
  })
}

const isEmotionSheet = (component: ReactNode) =>
  isValidElement<Record<string, unknown>>(component) &&
  (component.props[SHEET_RULES_ATTRIBUTE] !== undefined || component.props["data-emotion"] !== undefined)

/**
 * <head>'s components with emotion's sheets moved to the end, in their order: after the page's
 * global style sheet (its Head), as base rules come before the components' in any style sheet.
 */
export function emotionSheetsLast(components: ReactNode[]): ReactNode[] {
  return [
    ...components.filter((component) => !isEmotionSheet(component)),
    ...components.filter(isEmotionSheet),
  ]
}

/**
 * React 18's stream writer pads with zero bytes a 2 KB chunk whose last character did not fit
 * (`writeStringChunk` writes the whole view, not the bytes it filled): Arabic pages came out with a
 * NUL inside a word wherever a two-byte letter met a chunk's end, splitting the word for search,
 * screen readers and accessible names. HTML has no NUL of its own, so every one is that padding.
 * Upstream check: __tests__/emotion-sheet.test.ts fails when React stops padding.
 */
const STREAM_PADDING = "\u0000"

/** Gatsby's own rendering, kept: the whole page, once every Suspense boundary has resolved. */
export function renderToHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = ""
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString()
        done()
      },
    })
    sink.on("finish", () => resolve(html.replaceAll(STREAM_PADDING, "")))
    sink.on("error", reject)
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: reject,
    })
  })
}

/** The page's emotion styles go to <head> as one sheet. */
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
