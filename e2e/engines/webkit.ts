/**
 * WebKit (WebKitGTK's MiniBrowser, Safari's engine) through Debian's WebKitWebDriver and
 * selenium-webdriver, under a private Xvfb display: MiniBrowser has no headless mode. WebDriver
 * classic has no event stream here, so the watchers are injected into each document once the
 * driver can reach it; the requests made before are read from Resource Timing (docs/testing.md).
 */
import { type ChildProcess, spawn } from "node:child_process"
import fs from "node:fs"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import { Builder, By, Key, type WebDriver } from "selenium-webdriver"
import { isLocal, type Visitor } from "./visitor"

/** Given to selenium as a server it talks to: it never looks for, or downloads, a driver of its own. */
export const WEBKIT_DRIVER_PATH = "/usr/bin/WebKitWebDriver"
const MINIBROWSER_PATH = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"
/** About one session start in 90 hangs (MiniBrowser loses the display and the driver waits for ever). */
const SESSION_START_LIMIT_MS = 45_000

// GTK will not make MiniBrowser's window narrower than its toolbar (447 px) without this.
const NARROW_WINDOW_CSS =
  "* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px }"

/** A display of its own for this worker; Xvfb picks a free number and tells it on a pipe. */
export async function startDisplay(): Promise<{ display: string; stop(): void }> {
  const xvfb = spawn("Xvfb", ["-displayfd", "3", "-screen", "0", "1920x1200x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "ignore", "pipe", "pipe"],
  })
  const number = await new Promise<string>((resolve, reject) => {
    let text = ""
    xvfb.stdio[3]!.on("data", (chunk) => {
      text += String(chunk)
      if (text.includes("\n")) resolve(text.trim())
    })
    xvfb.on("exit", (code) => reject(new Error(`Xvfb exited with ${code}`)))
  })
  return { display: `:${number}`, stop: () => xvfb.kill() }
}

function gtkConfigHome(): string {
  const home = path.join(os.tmpdir(), `engines-lane-gtk-${process.pid}`)
  fs.mkdirSync(path.join(home, "gtk-3.0"), { recursive: true })
  fs.writeFileSync(path.join(home, "gtk-3.0", "gtk.css"), NARROW_WINDOW_CSS)
  return home
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.on("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** Polls the driver's /status until it answers (it starts in well under a second). */
async function driverReady(url: string) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const ready = await fetch(`${url}/status`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`WebKitWebDriver did not answer at ${url}`)
}

/** A driver in a process group of its own (so MiniBrowser goes with it), and a session on it. */
async function startSession(display: string): Promise<{ driver: WebDriver; process: ChildProcess }> {
  const port = await freePort()
  const process_ = spawn(WEBKIT_DRIVER_PATH, ["--host=127.0.0.1", `--port=${port}`], {
    detached: true,
    stdio: "ignore",
    env: { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: gtkConfigHome() },
  })
  const url = `http://127.0.0.1:${port}`
  const stop = () => process_.pid && process.kill(-process_.pid, "SIGKILL")
  try {
    await driverReady(url)
    const session = new Builder()
      .disableEnvironmentOverrides()
      .usingServer(url)
      .withCapabilities({
        browserName: "MiniBrowser",
        "webkitgtk:browserOptions": { binary: MINIBROWSER_PATH, args: ["--automation"] },
      })
      .build()
    let timer: NodeJS.Timeout | undefined
    const hung = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error("WebKit session start hung")), SESSION_START_LIMIT_MS)
    })
    const driver = await Promise.race([session, hung]).finally(() => clearTimeout(timer))
    return { driver, process: process_ }
  } catch (error) {
    stop()
    throw error
  }
}

/** Installed into each document before anything else the lane runs there: errors and violations from then on. */
function watch() {
  const lane = window as unknown as { __lane?: { problems: string[]; requestsRead: number } }
  if (lane.__lane) return
  const state = (lane.__lane = { problems: [] as string[], requestsRead: 0 })
  window.addEventListener("error", (event) => state.problems.push(`exception: ${event.message}`))
  window.addEventListener("unhandledrejection", (event) =>
    state.problems.push(`exception: ${String(event.reason)}`),
  )
  const consoleError = console.error
  console.error = (...args: unknown[]) => {
    state.problems.push(`console: ${args.map(String).join(" ")}`)
    consoleError.apply(console, args)
  }
  document.addEventListener("securitypolicyviolation", (event) =>
    state.problems.push(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"}`),
  )
}

/** What the watcher kept, and the requests (Resource Timing, buffered) not read before. */
function readProblems() {
  const state = (window as unknown as { __lane: { problems: string[]; requestsRead: number } }).__lane
  const entries = performance.getEntriesByType("resource")
  const requests = entries.slice(state.requestsRead).map((entry) => entry.name)
  state.requestsRead = entries.length
  const problems = state.problems.splice(0)
  return { problems, requests: [location.href, ...requests] }
}

export async function webkitVisitor(display: string, baseURL: string): Promise<Visitor> {
  const { driver, process: driverProcess } = await startSession(display).catch(() => startSession(display))
  await driver.manage().setTimeouts({ pageLoad: 30_000, script: 30_000 })
  let seen: string[] = []

  const run = <R>(fn: string, args: unknown[]) =>
    driver.executeScript<R>(`(${watch})(); ${fn}`, ...args) as Promise<R>
  const collect = async () => {
    const { problems, requests } = await run<{ problems: string[]; requests: string[] }>(
      `return (${readProblems})()`,
      [],
    )
    seen.push(
      ...problems,
      ...requests.filter((url) => !isLocal(url)).map((url) => `request left 127.0.0.1: ${url}`),
    )
  }

  return {
    engine: "webkit",
    async goto(path) {
      await collect().catch(() => undefined)
      await driver.get(new URL(path, baseURL).href)
      await run("", [])
    },
    evaluate: (fn, ...args) => run(`return (${fn}).apply(null, arguments)`, args),
    async click(selector) {
      // The click may leave the page: what this document saw is read first.
      await collect()
      const element = await driver.findElement(By.css(selector))
      // WebKitWebDriver refuses elements it has to scroll to itself (under the fixed header, say).
      await driver.executeScript("arguments[0].scrollIntoView({ block: 'center' })", element)
      await element.click().catch(async (error: Error) => {
        // WebKitWebDriver names no element when another one takes the click: this says which.
        if (error.name !== "ElementClickInterceptedError") throw error
        const over = await driver.executeScript<string>(
          "var r=arguments[0].getBoundingClientRect(),e=document.elementFromPoint(r.x+r.width/2,r.y+r.height/2);" +
            "return e?e.outerHTML.slice(0,300):'nothing'",
          element,
        )
        throw new Error(`${selector} was covered where WebKit clicks it, by ${over}`, { cause: error })
      })
    },
    async type(selector, text) {
      await driver.findElement(By.css(selector)).sendKeys(text)
    },
    async press(key) {
      await driver
        .actions()
        .sendKeys(key === "Escape" ? Key.ESCAPE : Key.ENTER)
        .perform()
    },
    async setViewport({ width, height }) {
      // The window is the page plus MiniBrowser's own bars, and a resize may land after setRect
      // answers: size it, measure the page, correct by the difference, a bounded number of times.
      const window = driver.manage().window()
      let rect = { width, height }
      for (let attempt = 0; attempt < 5; attempt++) {
        await window.setRect(rect)
        const inner = await run<{ width: number; height: number }>(
          "return { width: innerWidth, height: innerHeight }",
          [],
        )
        if (inner.width === width && inner.height === height) return
        rect = { width: rect.width + width - inner.width, height: rect.height + height - inner.height }
      }
    },
    async screenshot() {
      return Buffer.from(await driver.takeScreenshot(), "base64")
    },
    async problems() {
      await collect()
      const found = seen
      seen = []
      return found
    },
    async close() {
      await driver.quit().catch(() => undefined)
      if (driverProcess.pid) process.kill(-driverProcess.pid, "SIGKILL")
    },
  }
}
