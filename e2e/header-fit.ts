/**
 * Whether the desktop header's row fits: every control keeps the box it has when the row has room.
 * Engine-neutral, so each browser lane drives it its own way: `readHeaderControls` is a
 * self-contained function to run in the page (Playwright's and puppeteer's `evaluate`, WebDriver's
 * `executeScript`), `rowProblems` and `onScreenProblems` compare its results in Node.
 */
import { LANGUAGES, localizedPath } from "../src/i18n/languages"
import { NAVIGATION_ROUTES } from "../src/routes"
import { theme } from "../src/theme/theme"

/** From the header's breakpoint, where the row replaces the menu button, to a common laptop. */
export const HEADER_ROW_WIDTHS = [theme.breakpoints.lg, theme.breakpoints.lg + 1, 1280, 1366, 1440] as const

/**
 * The row with room to spare, to measure each control's full box: a wide window, and the header's
 * container let out past the site's maximum width. `giveHeaderRoom` runs in the page.
 */
export const ROOMY_WIDTH = 1920

export function giveHeaderRoom(room: boolean) {
  const id = "header-fit-room"
  document.getElementById(id)?.remove()
  if (!room) return
  const style = document.createElement("style")
  style.id = id
  style.textContent = "header > * { max-width: none !important; }"
  document.head.append(style)
}

/** The brand, each route, Search, the language menu and Get Started. */
export const HEADER_CONTROL_COUNT = 1 + NAVIGATION_ROUTES.length + 3

/**
 * The page whose row is widest in each language: the one whose (bold, current) link has the longest
 * label in that language.
 */
export function widestRowPage(lang: string, navigation: Record<string, string>) {
  const widest = [...NAVIGATION_ROUTES].sort((a, b) => navigation[b.key].length - navigation[a.key].length)[0]
  return localizedPath(lang, widest.path)
}

/** WCAG 1.4.12's text spacing, as a visitor's style sheet or extension sets it. */
export const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`

export const HEADER_LANGUAGES = LANGUAGES.map((language) => language.code)

export interface ControlBox {
  name: string
  left: number
  right: number
  top: number
  bottom: number
  width: number
  height: number
  /** Content wider than the box (clipped or spilling). */
  overflows: boolean
  /** Each icon's drawn width against the width it asks for. */
  icons: { width: number; wanted: number }[]
}

export interface HeaderReading {
  viewportWidth: number
  viewportHeight: number
  controls: ControlBox[]
}

/**
 * Runs in the page, so it carries everything it needs. The header's controls a visitor can see: its
 * links and disclosure buttons (a closed menu's links are not drawn, so they are not counted).
 */
export function readHeaderControls(): HeaderReading {
  const header = document.querySelector("header")
  const controls = header
    ? [...header.querySelectorAll<HTMLElement>("a[href], summary")].filter((element) =>
        // A closed <details>' content still has boxes in some engines; checkVisibility says it is not drawn.
        typeof element.checkVisibility === "function"
          ? element.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true })
          : element.getClientRects().length > 0,
      )
    : []
  return {
    viewportWidth: document.documentElement.clientWidth,
    viewportHeight: window.innerHeight,
    controls: controls.map((element) => {
      const box = element.getBoundingClientRect()
      return {
        name: (element.textContent ?? "").replace(/\s+/g, " ").trim(),
        left: box.left,
        right: box.right,
        top: box.top,
        bottom: box.bottom,
        width: box.width,
        height: box.height,
        overflows: element.scrollWidth > element.clientWidth + 1,
        icons: [...element.querySelectorAll("svg")]
          .filter((icon) => icon.getClientRects().length > 0)
          .map((icon) => ({
            width: icon.getBoundingClientRect().width,
            wanted: Number(icon.getAttribute("width") ?? 0),
          })),
      }
    }),
  }
}

const TOLERANCE = 0.5

/** What a visitor would notice is wrong with the controls wherever they are: off screen, squeezed, on top of each other. */
export function onScreenProblems({ viewportWidth, viewportHeight, controls }: HeaderReading): string[] {
  const problems: string[] = []
  for (const control of controls) {
    if (control.left < -TOLERANCE || control.right > viewportWidth + TOLERANCE)
      problems.push(
        `"${control.name}" runs off the screen (${control.left}–${control.right} of ${viewportWidth})`,
      )
    if (control.bottom > viewportHeight + TOLERANCE) problems.push(`"${control.name}" is below the screen`)
    if (control.overflows) problems.push(`"${control.name}" is narrower than its content`)
    for (const icon of control.icons)
      if (icon.width < icon.wanted - TOLERANCE)
        problems.push(`"${control.name}": its icon is ${icon.width} px wide, not ${icon.wanted}`)
  }
  const inOrder = [...controls].sort((a, b) => a.left - b.left)
  for (let i = 1; i < inOrder.length; i++) {
    const [before, after] = [inOrder[i - 1], inOrder[i]]
    const sameRow = before.top < after.bottom && after.top < before.bottom
    if (sameRow && before.right > after.left + TOLERANCE)
      problems.push(`"${before.name}" and "${after.name}" overlap`)
  }
  return problems
}

/** The row at `reading` against the same page where it has room: every control there, at its full size. */
export function rowProblems(roomy: HeaderReading, reading: HeaderReading): string[] {
  const problems = onScreenProblems(reading)
  if (reading.controls.length !== HEADER_CONTROL_COUNT)
    problems.push(`${reading.controls.length} controls shown, not ${HEADER_CONTROL_COUNT}`)
  roomy.controls.forEach((full, i) => {
    const control = reading.controls[i]
    if (!control) return
    if (control.width < full.width - TOLERANCE || Math.abs(control.height - full.height) > TOLERANCE)
      problems.push(
        `"${control.name}" is ${control.width}×${control.height}, not its full ${full.width}×${full.height}`,
      )
  })
  return problems
}
