/**
 * `npm run bytes`: what each route of the production build in public/ makes a visitor download
 * before any interaction, gzip-compressed as served: the HTML, the JS (Gatsby's runtime, framework
 * and app bundles plus the page's initial chunks, from webpack.stats.json — lazily imported chunks
 * such as the E-Book viewer are not counted), the CSS (inline <style> and stylesheet files) and the
 * page data Gatsby fetches to hydrate. `--budget` exits non-zero when `/` loads more than
 * 110 kB of gzip JS. `--json` prints the figures as JSON.
 */
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"

const PUBLIC_DIR = path.resolve(__dirname, "../public")
/** The budget for the home page's JS before interaction (kB = 1000 bytes, gzip). */
export const HOME_JS_BUDGET = 110_000

interface RouteBytes {
  route: string
  html: number
  js: number
  css: number
  data: number
  jsFiles: number
}

const gzipSize = (content: string | Buffer) => zlib.gzipSync(content).length
const read = (file: string) => fs.readFileSync(path.join(PUBLIC_DIR, file))

function pageDataFiles(): { route: string; file: string }[] {
  const root = path.join(PUBLIC_DIR, "page-data")
  const found: { route: string; file: string }[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory() && entry.name !== "sq") walk(file)
      else if (entry.name === "page-data.json") {
        const { path: route } = JSON.parse(fs.readFileSync(file, "utf8")) as { path: string }
        if (!route.includes("dev-404") && route !== "/404/") found.push({ route, file })
      }
    }
  }
  walk(root)
  return found.sort((a, b) => a.route.localeCompare(b.route))
}

function htmlFor(route: string): string {
  const file = route.endsWith(".html") ? route : path.join(route, "index.html")
  return read(file).toString("utf8")
}

export function measureRoutes(): RouteBytes[] {
  const stats = JSON.parse(read("webpack.stats.json").toString("utf8")) as {
    assetsByChunkName: Record<string, string[]>
  }
  return pageDataFiles().map(({ route, file }) => {
    const pageData = JSON.parse(fs.readFileSync(file, "utf8")) as {
      componentChunkName: string
      staticQueryHashes: string[]
    }
    const html = htmlFor(route)
    const assets = [
      ...new Set([...stats.assetsByChunkName.app, ...stats.assetsByChunkName[pageData.componentChunkName]]),
    ]
    const js = assets.filter((asset) => asset.endsWith(".js"))
    const cssFiles = assets.filter((asset) => asset.endsWith(".css"))
    const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join("")
    const data = [
      fs.readFileSync(file),
      read("page-data/app-data.json"),
      ...pageData.staticQueryHashes.map((hash) => read(`page-data/sq/d/${hash}.json`)),
    ]
    return {
      route,
      html: gzipSize(html),
      js: js.reduce((sum, asset) => sum + gzipSize(read(asset)), 0),
      css: gzipSize(inlineCss) + cssFiles.reduce((sum, asset) => sum + gzipSize(read(asset)), 0),
      data: data.reduce((sum, content) => sum + gzipSize(content), 0),
      jsFiles: js.length,
    }
  })
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1)

function main() {
  if (!fs.existsSync(path.join(PUBLIC_DIR, "webpack.stats.json"))) {
    console.error("No build in public/: run `npm run build` first.")
    process.exit(1)
  }
  const routes = measureRoutes()
  if (process.argv.includes("--json")) {
    console.log(JSON.stringify(routes, null, 2))
  } else {
    console.log("Bytes loaded before interaction, gzip, kB (1 kB = 1000 bytes)\n")
    console.log("| Route | HTML | JS (files) | CSS (inline in HTML) | Page data | Total |")
    console.log("|---|---:|---:|---:|---:|---:|")
    for (const row of routes) {
      const total = row.html + row.js + row.data
      console.log(
        `| ${row.route} | ${kB(row.html)} | ${kB(row.js)} (${row.jsFiles}) | ${kB(row.css)} | ${kB(row.data)} | ${kB(total)} |`,
      )
    }
    console.log(
      "\nCSS is counted inside the HTML figure as well (emotion inlines it); Total = HTML + JS + data.",
    )
  }
  if (process.argv.includes("--budget")) {
    const home = routes.find((row) => row.route === "/")
    if (!home) throw new Error("no / route in the build")
    if (home.js > HOME_JS_BUDGET) {
      console.error(
        `\nBudget exceeded: / loads ${kB(home.js)} kB of gzip JS (budget ${kB(HOME_JS_BUDGET)} kB).`,
      )
      process.exit(1)
    }
    console.log(`\nBudget met: / loads ${kB(home.js)} kB of gzip JS (budget ${kB(HOME_JS_BUDGET)} kB).`)
  }
}

if (require.main === module) main()
