/**
 * The desktop header's row, in Firefox and WebKit, with the system fonts each engine draws with
 * (installed by .ci/run): at every width from the desktop breakpoint to 1440 px and in every
 * language, each control (each link, the search link, the language menu, Get Started) keeps its
 * whole box: nothing squeezed, clipped, overlapping or off the screen.
 */
import { LANGUAGES, localizedPath } from "../../src/i18n/languages"
import { theme } from "../../src/theme/theme"
import { arabicFaceLoaded, expect, inPage, settled, test } from "./lane"

const WIDTHS = [theme.breakpoints.lg, theme.breakpoints.lg + 1, 1280, 1366, 1440]

/** What is wrong with the header's controls at the current width, one line each. */
function squeezedControls() {
  const nav = document.querySelector("header nav")!
  // The row's own controls: the route links, the search link, the language menu's button, Get Started.
  const controls = [
    ...nav.querySelectorAll<HTMLElement>(":scope > ul a, :scope > a, :scope > details > summary"),
  ]
  const name = (control: HTMLElement) =>
    (control.getAttribute("aria-label") ?? control.textContent ?? "").replace(/\s+/g, " ").trim()
  const problems: string[] = []
  const boxes = controls.map((control) => ({ control, box: control.getBoundingClientRect() }))
  for (const { control, box } of boxes) {
    const outside = (rect: DOMRect) => rect.left < box.left - 1 || rect.right > box.right + 1
    // Its words, except a label kept for screen readers only (a 1 px box).
    const texts = document.createTreeWalker(control, NodeFilter.SHOW_TEXT)
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      if (text.parentElement!.getBoundingClientRect().width <= 1 || !text.textContent!.trim()) continue
      const range = document.createRange()
      range.selectNodeContents(text)
      if (outside(range.getBoundingClientRect()))
        problems.push(
          `${name(control)}: "${text.textContent!.trim()}" runs out of its ${box.width.toFixed(0)} px box`,
        )
    }
    for (const icon of control.querySelectorAll("svg")) {
      const drawn = icon.getBoundingClientRect()
      const size = Number(icon.getAttribute("width"))
      if (drawn.width < size - 0.5)
        problems.push(`${name(control)}: icon ${drawn.width.toFixed(1)} of ${size} px`)
      else if (outside(drawn)) problems.push(`${name(control)}: an icon runs out of its box`)
    }
    if (box.left < 0 || box.right > window.innerWidth)
      problems.push(`${name(control)}: off the screen (${box.left.toFixed(0)}–${box.right.toFixed(0)})`)
  }
  const inOrder = [...boxes].sort((a, b) => a.box.left - b.box.left)
  for (let i = 1; i < inOrder.length; i++)
    if (inOrder[i].box.left < inOrder[i - 1].box.right - 0.5)
      problems.push(`${name(inOrder[i - 1].control)} overlaps ${name(inOrder[i].control)}`)
  const row = nav.parentElement!.closest("div")!
  if (row.scrollWidth > row.clientWidth + 1)
    problems.push(`the row needs ${row.scrollWidth} px and has ${row.clientWidth}`)
  return problems
}

for (const { code } of LANGUAGES) {
  test(`${code}: every header control keeps its whole box from ${WIDTHS[0]} to 1440 px`, async ({
    visitor,
  }) => {
    await visitor.setViewport({ width: WIDTHS[0], height: 800 })
    const path = localizedPath(code, "/about/")
    if (code === "ar") {
      // Arabic's face is font-display: optional: in use from the page after the one that fetched it.
      await visitor.goto(localizedPath(code, "/"))
      await settled(visitor)
    }
    await visitor.goto(path)
    await settled(visitor)
    if (code === "ar") {
      await inPage(visitor, arabicFaceLoaded).toBe(1)
      expect(await visitor.evaluate(() => document.fonts.check('16px "Readex Pro"', "عربي"))).toBe(true)
    }
    const found: Record<number, string[]> = {}
    for (const width of WIDTHS) {
      await visitor.setViewport({ width, height: 800 })
      expect(await visitor.evaluate(() => window.innerWidth)).toBe(width)
      // The desktop row, not the phone menu's button.
      expect(
        await visitor.evaluate(() => getComputedStyle(document.querySelector("header nav")!).display),
      ).toBe("flex")
      const problems = await visitor.evaluate(squeezedControls)
      if (problems.length) found[width] = problems
    }
    expect(found).toEqual({})
  })
}
