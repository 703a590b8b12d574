import createCache, { type EmotionCache } from "@emotion/cache"

/** On the page's sheet from the build: the ids of the rules it holds (gatsby/build/emotion-sheet.tsx). */
export const SHEET_RULES_ATTRIBUTE = "data-emotion-rules"

/**
 * The browser's emotion cache, told which rules the page's sheets from the build already hold, so
 * it inserts only the rules the page does not have yet, in sheets of its own. The sheets are not
 * named the way emotion's own cache looks for them: it would move each one to the end of <head> on
 * start-up, and every move makes the browser restyle the whole page.
 */
export function cacheForBuiltSheets(): EmotionCache {
  const cache = createCache({ key: "css" })
  for (const sheet of document.querySelectorAll(`style[${SHEET_RULES_ATTRIBUTE}]`))
    for (const id of sheet.getAttribute(SHEET_RULES_ATTRIBUTE)?.split(" ") ?? []) cache.inserted[id] = true
  return cache
}
