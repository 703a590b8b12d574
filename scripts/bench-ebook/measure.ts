/** One measurement in a fresh browser context (no HTTP cache), on a 1366×800 laptop screen. */
import type { Browser, Page } from "@playwright/test"

export interface Figures {
  /** Open (or the spec's start) → page 1 decoded and visible. */
  firstPageMs: number
  /** Main-thread JS heap after a forced GC, data URLs (external strings) included. */
  heapBytes: number
  /** Bytes of page images fetched (viewer) or held as data URLs (spec approach). */
  imageBytes: number
}

async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("HeapProfiler.collectGarbage")
  await cdp.send("HeapProfiler.collectGarbage")
  const usage = (await cdp.send("Runtime.getHeapUsage")) as { usedSize: number; backingStorageSize?: number }
  await cdp.detach()
  return usage.usedSize + (usage.backingStorageSize ?? 0)
}

async function freshPage(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } })
  // tsx compiles this file with esbuild's keepNames, whose `__name` helper the page functions call.
  await context.addInitScript({ content: "window.__name = (fn) => fn" })
  const page = await context.newPage()
  await page.goto(url)
  await page.waitForLoadState("networkidle")
  return page
}

/** The site's viewer: press Open (after pointing at it for `hoverMs`, if given). */
export async function measureViewer(browser: Browser, origin: string, hoverMs?: number): Promise<Figures> {
  const page = await freshPage(browser, `${origin}/company-profile/`)
  if (hoverMs !== undefined) {
    await page.getByRole("button", { name: "Open Interactive Book" }).hover()
    await page.waitForTimeout(hoverMs)
  }
  const firstPageMs = await page.evaluate(async () => {
    const open = [...document.querySelectorAll("a")].find(
      (link) => link.textContent === "Open Interactive Book",
    )!
    const start = performance.now()
    open.click()
    const image = () => document.querySelector<HTMLImageElement>('img[alt="Page 1"]')
    await new Promise<void>((resolve) => {
      const poll = () => {
        const found = image()
        if (found && found.complete && found.naturalWidth > 0 && found.checkVisibility()) resolve()
        else requestAnimationFrame(poll)
      }
      poll()
    })
    await image()!.decode()
    await new Promise(requestAnimationFrame)
    return performance.now() - start
  })
  // Let the neighbouring pages arrive too: they are part of what the viewer costs.
  await page.waitForLoadState("networkidle")
  const heapBytes = await heapAfterGc(page)
  const imageBytes = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.includes("/static/profile-book/"))
      .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).encodedBodySize, 0),
  )
  await page.context().close()
  return { firstPageMs, heapBytes, imageBytes }
}

/** The spec's approach on a blank page of the same server, pdf.js loaded before the clock starts. */
export async function measureSpecApproach(browser: Browser, origin: string): Promise<Figures> {
  const page = await freshPage(browser, `${origin}/__bench/spec.html`)
  await page.waitForFunction(() => "runSpec" in window)
  const { firstPageMs, imageBytes } = await page.evaluate(() =>
    (
      window as unknown as { runSpec(url: string): Promise<{ firstPageMs: number; imageBytes: number }> }
    ).runSpec("/company-profile.pdf"),
  )
  const heapBytes = await heapAfterGc(page)
  await page.context().close()
  return { firstPageMs, heapBytes, imageBytes }
}
