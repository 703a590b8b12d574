/** @jest-environment node */
import { css, jsx } from "@emotion/react"
import { createElement } from "react"
import { Writable } from "node:stream"
import { renderToPipeableStream, renderToStaticMarkup, renderToString } from "react-dom/server"
import {
  emotionSheetElements,
  emotionSheetsLast,
  hoistEmotionStyles,
  renderToHtml,
} from "../gatsby/build/emotion-sheet"

const style = (attribute: string, css: string) => `<style data-emotion="${attribute}">${css}</style>`

describe("emotion's styles moved out of the page body", () => {
  // What gatsby/build/emotion-sheet.tsx works around: when this fails, emotion no longer writes its
  // rules into the body, and the renderer replacement may go (docs/machinery.md).
  it("upstream: emotion's server rendering still writes a component's rules just before it, in the body", () => {
    const red = css`
      color: red;
    `
    expect(renderToStaticMarkup(jsx("p", { css: red }, "Text"))).toMatch(
      /^<style data-emotion="css [0-9a-z]+">\.css-[0-9a-z]+\{color:red;\}<\/style><p class="css-[0-9a-z]+">Text<\/p>$/,
    )
  })

  it("leaves the body without them and merges the component rules, in document order, into one sheet", () => {
    const body = [
      '<div id="___gatsby">',
      style("css-global 11ia05u", "body{margin:0}"),
      style("css 1k2wwi0", ".css-1k2wwi0{color:red}"),
      '<header class="css-1k2wwi0">',
      style("css 50kssg", ".css-50kssg{color:blue}"),
      '<a class="css-50kssg">Home</a></header>',
      style("css 1k2wwi0x", '.css-1k2wwi0x{background:url("data:image/svg+xml,<svg/>")}'),
      '<p class="css-1k2wwi0x">Text</p></div>',
    ].join("")

    const { body: rest, styles } = hoistEmotionStyles(body)

    expect(rest).toBe(
      '<div id="___gatsby"><header class="css-1k2wwi0"><a class="css-50kssg">Home</a></header><p class="css-1k2wwi0x">Text</p></div>',
    )
    expect(styles).toEqual([
      // A <Global> finds its own tag again in the browser by this exact attribute.
      { attribute: "css-global 11ia05u", css: "body{margin:0}" },
      {
        attribute: "css 1k2wwi0 50kssg 1k2wwi0x",
        css: '.css-1k2wwi0{color:red}.css-50kssg{color:blue}.css-1k2wwi0x{background:url("data:image/svg+xml,<svg/>")}',
      },
    ])
  })

  it("keeps the cascade: a global sheet between component rules splits them rather than moving", () => {
    const { styles } = hoistEmotionStyles(
      style("css a", ".a{}") + style("css-global g", ".g{}") + style("css b", ".b{}"),
    )
    expect(styles.map((sheet) => sheet.attribute)).toEqual(["css a", "css-global g", "css b"])
  })

  it("leaves other style elements and a body without emotion's styles as they are", () => {
    const body = "<main><style>.plain{}</style><p>Hello</p></main>"
    expect(hoistEmotionStyles(body)).toEqual({ body, styles: [] })
  })

  it("names the merged rules for the browser's cache, not for emotion's, which would move the sheet", () => {
    const markup = renderToStaticMarkup(
      createElement(
        "head",
        null,
        emotionSheetElements([
          { attribute: "css-global g", css: "body{margin:0}" },
          { attribute: "css a b", css: ".css-a{}.css-b{}" },
        ]),
      ),
    )
    expect(markup).toBe(
      '<head><style data-emotion="css-global g">body{margin:0}</style>' +
        '<style data-emotion-rules="a b">.css-a{}.css-b{}</style></head>',
    )
  })

  it("puts the sheets after the rest of <head>, the page's global styles among it, in their order", () => {
    const head = [
      createElement("style", { key: "sheet", "data-emotion-rules": "a" }),
      createElement("meta", { key: "description", name: "description" }),
      createElement("style", { key: "global" }),
      createElement("style", { key: "later", "data-emotion-rules": "b" }),
    ]
    const keys = emotionSheetsLast(head).map((component) => (component as { key: string }).key)
    expect(keys).toEqual(["description", "global", "sheet", "later"])
  })
})

describe("the page rendered to HTML", () => {
  // Arabic letters are two bytes: with a few ASCII characters first, one of them meets the end of
  // React's 2 KB write buffer whatever the offset.
  const arabicPage = (offset: number) =>
    createElement(
      "main",
      null,
      "x".repeat(offset),
      Array.from({ length: 400 }, (_, index) => createElement("span", { key: index }, "ب")),
    )

  function reactStream(element: ReturnType<typeof arabicPage>): Promise<string> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = []
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk)
          done()
        },
      })
      sink.on("finish", () => resolve(Buffer.concat(chunks).toString("utf8")))
      const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onError: reject })
    })
  }

  // What renderToHtml works around: when this fails, React no longer pads its chunks with zero
  // bytes, and the NUL removal in gatsby/build/emotion-sheet.tsx may go.
  it("upstream: React 18's stream pads a chunk whose last letter did not fit with a zero byte", async () => {
    const streams = await Promise.all([0, 1, 2, 3].map((offset) => reactStream(arabicPage(offset))))
    expect(streams.some((html) => html.includes("\u0000"))).toBe(true)
  })

  it("is the page's markup, every Arabic word whole, at every offset", async () => {
    for (const offset of [0, 1, 2, 3]) {
      const html = await renderToHtml(arabicPage(offset))
      expect(html).not.toContain("\u0000")
      expect(html).toBe(renderToString(arabicPage(offset)))
    }
  })
})
