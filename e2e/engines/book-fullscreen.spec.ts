/**
 * Entering fullscreen should show the pages at once: in the first frame with the dialog open, each
 * page in view has its image loaded and decoded. It does not yet (WebKit shows blank pages for
 * 0.1–0.6 s): the viewer mounts the book anew inside the dialog, so the first frame has new page
 * elements not yet laid out, whose larger size picks a larger image than the one on screen
 * (docs/testing.md). Marked as failing until the book moves into the dialog without remounting;
 * it then passes, and Playwright says so.
 */
import { fill } from "../../src/i18n/fill"
import { content } from "../fixtures"
import { byText, expect, inPage, settled, test } from "./lane"
import { LAPTOP } from "./visitor"

const BOOK = content("en", "interface").ebook

test("entering fullscreen, the pages in view are drawn in the first frame", async ({ visitor }) => {
  test.skip(
    visitor.engine !== "webkit",
    "WebKit's flash; the same first frame elsewhere is drawn within a frame",
  )
  test.fail(true, "the book is mounted anew in the fullscreen dialog")
  await visitor.setViewport(LAPTOP)
  await visitor.goto("/company-profile/")
  await settled(visitor)
  await visitor.click(await byText(visitor, "[role=button]", BOOK.open))
  await inPage(visitor, () => !!document.querySelector("[role=region][aria-busy]")).toBe(true)
  await visitor.click(await byText(visitor, "button", BOOK.next))
  await inPage(visitor, () =>
    document.querySelector("[role=region][aria-busy]")?.getAttribute("aria-busy"),
  ).toBe("false")
  const fullscreen = await byText(visitor, "button", BOOK.fullscreen)
  // Before the click: at the first animation frame with the dialog open (the frame about to be
  // painted), note each page image in view, and whether its bitmap was ready to draw then.
  await visitor.evaluate((button: string) => {
    const lane = window as unknown as { __firstFrame?: Promise<unknown> }
    lane.__firstFrame = new Promise((resolve) => {
      document.querySelector(button)!.addEventListener(
        "click",
        () => {
          const frame = () => {
            const dialog = document.querySelector("dialog[open]")
            if (!dialog) return requestAnimationFrame(frame)
            const shown = [...dialog.querySelectorAll("img")].filter(
              (image) => image.getBoundingClientRect().width > 0,
            )
            // decode() settles in the same task only for a bitmap already decoded.
            const decoded = new Set<HTMLImageElement>()
            shown.forEach((image) =>
              image.decode().then(
                () => decoded.add(image),
                () => undefined,
              ),
            )
            resolve(
              Promise.resolve().then(() =>
                shown.map((image) => ({
                  page: image.alt,
                  loaded: image.complete && image.naturalWidth > 0,
                  decoded: decoded.has(image),
                })),
              ),
            )
          }
          requestAnimationFrame(frame)
        },
        { capture: true, once: true },
      )
    })
  }, fullscreen)
  await visitor.click(fullscreen)
  const first = await visitor.evaluate(
    () => (window as unknown as { __firstFrame: Promise<unknown> }).__firstFrame,
  )
  const page = (number: number) => fill(BOOK.pageAlt, { page: number })
  expect(first).toEqual([
    { page: page(2), loaded: true, decoded: true },
    { page: page(3), loaded: true, decoded: true },
  ])
})
