/**
 * The engine lane's test: a `visitor` in Firefox or WebKit (the project's `engine`), on the e2e
 * server. Like e2e/fixtures.ts for Chromium, every test fails on a console error, an uncaught
 * exception, a CSP violation or a request that left 127.0.0.1 (as far as each engine lets the
 * lane see them: docs/testing.md), and a failing test leaves a screenshot in its report.
 */
import { expect, test as base } from "@playwright/test"
import type { Browser } from "puppeteer-core"
import { firefoxVisitor, launchFirefox } from "./firefox"
import { type Engine, type Visitor } from "./visitor"
import { startDisplay, webkitVisitor } from "./webkit"

export interface LaneOptions {
  engine: Engine
}

interface EngineHost {
  firefox?: Browser
  display?: string
}

export const test = base.extend<
  { visitor: Visitor; expectedProblems: RegExp[] },
  LaneOptions & { engineHost: EngineHost }
>({
  engine: ["firefox", { option: true, scope: "worker" }],
  // One browser (Firefox) or one display (WebKit) per worker; each test gets its own context or session.
  engineHost: [
    async ({ engine }, use) => {
      if (engine === "firefox") {
        const firefox = await launchFirefox()
        await use({ firefox })
        await firefox.close()
      } else {
        const display = await startDisplay()
        await use({ display: display.display })
        display.stop()
      }
    },
    { scope: "worker", timeout: 60_000 },
  ],
  // Playwright reads a fixture's dependencies from its first parameter: this one has none.
  // eslint-disable-next-line no-empty-pattern
  expectedProblems: async ({}, use) => use([]),
  visitor: async ({ engine, engineHost, baseURL, expectedProblems }, use, testInfo) => {
    const visitor =
      engine === "firefox"
        ? await firefoxVisitor(engineHost.firefox!, baseURL!)
        : await webkitVisitor(engineHost.display!, baseURL!)
    await use(visitor)
    if (testInfo.status !== testInfo.expectedStatus)
      await testInfo.attach("screenshot", { body: await visitor.screenshot(), contentType: "image/png" })
    const problems = await visitor.problems().catch((error: unknown) => [`watchers unreadable: ${error}`])
    await visitor.close()
    expect(
      problems.filter((problem) => !expectedProblems.some((expected) => expected.test(problem))),
      "console errors, exceptions, CSP violations, requests that left 127.0.0.1",
    ).toEqual([])
  },
})

export { expect }

/**
 * A selector for the one element matching `selector` whose text (or accessible label) is `text`,
 * found in the page as a visitor finds it by what it says; fails if there is none.
 */
export async function byText(visitor: Visitor, selector: string, text: string | RegExp): Promise<string> {
  const pattern = typeof text === "string" ? { exact: text } : { source: text.source, flags: text.flags }
  const mark = await visitor.evaluate(
    (selector: string, pattern: { exact?: string; source?: string; flags?: string }) => {
      const said = (element: Element) => [
        element.getAttribute("aria-label") ?? "",
        (element.textContent ?? "").replace(/\s+/g, " ").trim(),
      ]
      const matches = (value: string) =>
        pattern.exact !== undefined
          ? value === pattern.exact
          : new RegExp(pattern.source!, pattern.flags).test(value)
      const found = [...document.querySelectorAll(selector)].find(
        (element) => said(element).some(matches) && (element as HTMLElement).offsetParent !== null,
      )
      if (!found) return null
      const mark = String(Math.random()).slice(2)
      found.setAttribute("data-lane", mark)
      return mark
    },
    selector,
    pattern,
  )
  if (!mark) throw new Error(`nothing on the page matches ${selector} saying ${text}`)
  return `[data-lane="${mark}"]`
}

/** Polls a value read in the page until the matcher passes (Playwright's expect.poll, any engine). */
export function inPage<R, A extends unknown[]>(visitor: Visitor, fn: (...args: A) => R, ...args: A) {
  // A document being replaced (after a click that navigates) answers nothing yet: ask again.
  return expect.poll(() => visitor.evaluate(fn, ...args).catch(() => undefined))
}

/**
 * Gatsby started, and the page scrolled to its foot and back, so each part that hydrates when seen
 * has run its code: what a visitor who read the page leaves behind when following a link.
 */
export async function settled(visitor: Visitor) {
  await inPage(visitor, () => typeof (window as { ___loader?: unknown }).___loader).toBe("object")
  await visitor.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y)
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
    }
    window.scrollTo(0, 0)
  })
}

/** Number of Arabic faces loaded (WebKit may reject a load still in flight: the poll asks again). */
export const arabicFaceLoaded = () =>
  document.fonts.load('16px "Readex Pro"', "عربي").then(
    (faces) => faces.length,
    () => 0,
  )
