/**
 * Emotion's server rendering writes each component's rules as a `<style data-emotion="css id">`
 * just before the element that first uses them: about a hundred on the home page. On start-up the
 * browser's emotion moves every one of them into <head>, and each move makes the browser parse that
 * sheet again, in the same task as hydration. Moving them at build time instead (in document order,
 * so the cascade is unchanged) leaves the browser one sheet to parse and nothing to move.
 *
 * The attribute keeps the format emotion reads back in the browser: `css id1 id2 …` tells its cache
 * that those rules are already on the page, and a `<Global>` finds its own tag by `css-global id`,
 * so global tags stay as they are and only the rules of the `css` key are merged.
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
