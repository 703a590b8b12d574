import { chromium } from "playwright-core"
const [, , url, out, w, h, ...actions] = process.argv
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"] })
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) }, deviceScaleFactor: 1, javaScriptEnabled: !actions.includes("nojs") })
await page.goto(url, { waitUntil: "networkidle" })
for (const a of actions) {
  if (a === "nojs") continue
  if (a.startsWith("click:")) await page.getByRole("button", { name: a.slice(6), exact: true }).first().click()
  else if (a.startsWith("link:")) await page.getByRole("link", { name: a.slice(5), exact: true }).first().click()
  else if (a.startsWith("wait:")) await page.waitForTimeout(Number(a.slice(5)))
  else if (a === "full") {}
}
await page.screenshot({ path: out, fullPage: actions.includes("full") })
await browser.close()
