/** Emotion's rules as one sheet in <head>: gatsby/build/emotion-sheet.tsx says what it buys. */
export { onPreRenderHTML, replaceRenderer } from "./gatsby/build/emotion-sheet"
