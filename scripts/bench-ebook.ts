/**
 * `npm run bench:ebook` (after `npm run build`): the E-Book viewer against the spec's approach (all
 * pages drawn by pdf.js at scale 2 into PNG data URLs before the first is shown), in chromium at
 * 1366×800, in one interleaved run, on the committed sample and on a heavy 40-page PDF of
 * photographs that the benchmark generates (.data/bench-ebook/) and builds the site with
 * (public-bench-heavy/, built when missing or older than public/). Also: image bytes per page at
 * each width, and what drawing each book costs the build, first and cached.
 *
 * Options: BENCH_RUNS (default 5), BENCH_PORT (default 9530; the heavy site uses the next port).
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { chromium } from "@playwright/test"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium"
import { createLocalServer, listen } from "./local-server"
import { type BuildCost, measureBuildCost } from "./bench-ebook/build-cost"
import { HEAVY_PAGES, writeHeavyPdf } from "./bench-ebook/heavy-pdf"
import { type Figures, measureSpecApproach, measureViewer } from "./bench-ebook/measure"
import { SPEC_ROUTES } from "./bench-ebook/spec-approach"

const ROOT = path.resolve(__dirname, "..")
const PUBLIC_DIR = path.join(ROOT, "public")
const HEAVY_SITE = path.join(ROOT, "public-bench-heavy")
const WORK = path.join(ROOT, ".data", "bench-ebook")
const HEAVY_PDF_DIR = path.join(WORK, "heavy")
const CACHE_DIR = path.join(WORK, "cache")
const PORT = Number(process.env.BENCH_PORT ?? 9530)
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const HOVER_MS = 300
const SOURCE = { lang: "en", dir: "ltr", file: "company-profile.pdf" } as const

const mtime = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0

/** The site built with the heavy PDF in place of the sample (gatsby-node's PROFILE_PDF_DIR). */
function buildHeavySite() {
  if (
    mtime(path.join(HEAVY_SITE, "company-profile", "index.html")) > mtime(path.join(PUBLIC_DIR, "index.html"))
  )
    return
  console.log("Building the site with the heavy PDF into public-bench-heavy/ …")
  const setAside = path.join(ROOT, "public-bench-sample")
  fs.rmSync(setAside, { recursive: true, force: true })
  fs.renameSync(PUBLIC_DIR, setAside)
  try {
    const build = spawnSync("npx", ["gatsby", "build"], {
      cwd: ROOT,
      stdio: "inherit",
      env: { ...process.env, PROFILE_PDF_DIR: HEAVY_PDF_DIR, PROFILE_BOOKS_CACHE_DIR: CACHE_DIR },
    })
    if (build.status !== 0) throw new Error(`gatsby build exited with ${build.status}`)
    fs.rmSync(HEAVY_SITE, { recursive: true, force: true })
    fs.renameSync(PUBLIC_DIR, HEAVY_SITE)
    fs.copyFileSync(path.join(HEAVY_PDF_DIR, SOURCE.file), path.join(HEAVY_SITE, SOURCE.file))
  } finally {
    fs.rmSync(PUBLIC_DIR, { recursive: true, force: true })
    fs.renameSync(setAside, PUBLIC_DIR)
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const ms = (value: number) => `${Math.round(value)} ms`
const mb = (value: number) => `${(value / 1024 / 1024).toFixed(1)} MB`
const kb = (value: number) => `${(value / 1024).toFixed(0)} KB`
const percent = (part: number, whole: number) => {
  const value = (100 * part) / whole
  return `${value.toFixed(value < 10 ? 1 : 0)} %`
}

function report(name: string, cold: Figures, warmed: Figures, spec: Figures, target: number) {
  console.log(`\n### ${name}\n`)
  console.log(`| | viewer, cold press | viewer, pointed at ${HOVER_MS} ms before | spec approach |`)
  console.log("|---|---:|---:|---:|")
  const row = (label: string, pick: (figures: Figures) => string) =>
    console.log(`| ${label} | ${pick(cold)} | ${pick(warmed)} | ${pick(spec)} |`)
  row("Open → first page visible", (f) => ms(f.firstPageMs))
  row("… of the spec approach's time", (f) => percent(f.firstPageMs, spec.firstPageMs))
  row("JS heap (after GC)", (f) => mb(f.heapBytes))
  row("page images fetched / held", (f) => mb(f.imageBytes))
  const ratio = cold.firstPageMs / spec.firstPageMs
  console.log(
    `\nCold press: ${percent(cold.firstPageMs, spec.firstPageMs)} of the spec approach's time ` +
      `(target ≤ ${target * 100} %: ${ratio <= target ? "met" : "NOT met"}); heap ${cold.heapBytes < spec.heapBytes ? "lower" : "NOT lower"}; ` +
      `image bytes ${cold.imageBytes < spec.imageBytes ? "lower" : "NOT lower"}.`,
  )
}

function reportImages(name: string, cost: BuildCost) {
  const cells = [...cost.bytesByWidth].map(([width, sizes]) => {
    const sum = sizes.reduce((total, size) => total + size, 0)
    return `${width} px: ${kb(sum / sizes.length)} per page (${kb(Math.min(...sizes))}–${kb(Math.max(...sizes))}), ${mb(sum)} in all`
  })
  console.log(`| ${name} | ${ms(cost.firstMs)} | ${ms(cost.cachedMs)} | ${cells.join("; ")} |`)
}

async function main() {
  if (!fs.existsSync(path.join(PUBLIC_DIR, "company-profile", "index.html")))
    throw new Error("No build in public/: run `npm run build` first.")
  const heavyBytes = await writeHeavyPdf(path.join(HEAVY_PDF_DIR, SOURCE.file))
  console.log(`Heavy PDF: ${HEAVY_PAGES} pages, ${mb(heavyBytes)}`)
  // Build-time cost first: it also fills the cache the heavy site build then reuses.
  fs.rmSync(CACHE_DIR, { recursive: true, force: true })
  const sampleCost = await measureBuildCost(
    path.join(ROOT, "static"),
    SOURCE,
    path.join(WORK, "sample-cache"),
  )
  fs.rmSync(path.join(WORK, "sample-cache"), { recursive: true, force: true })
  const heavyCost = await measureBuildCost(HEAVY_PDF_DIR, SOURCE, CACHE_DIR)
  buildHeavySite()

  const servers = [
    createLocalServer({ root: PUBLIC_DIR, routes: SPEC_ROUTES }),
    createLocalServer({ root: HEAVY_SITE, routes: SPEC_ROUTES }),
  ]
  const [sample, heavy] = await Promise.all(
    servers.map((server, index) => listen(server, "127.0.0.1", PORT + index)),
  )
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const variants = {
    "sample cold": () => measureViewer(browser, sample),
    "sample warmed": () => measureViewer(browser, sample, HOVER_MS),
    "sample spec": () => measureSpecApproach(browser, sample),
    "heavy cold": () => measureViewer(browser, heavy),
    "heavy warmed": () => measureViewer(browser, heavy, HOVER_MS),
    "heavy spec": () => measureSpecApproach(browser, heavy),
  }
  type Variant = keyof typeof variants
  const names = Object.keys(variants) as Variant[]
  const results = Object.fromEntries(names.map((name) => [name, [] as Figures[]])) as Record<
    Variant,
    Figures[]
  >
  try {
    // One untimed round warms the servers' gzip caches and the OS file cache.
    for (const name of names) await variants[name]()
    for (let run = 0; run < RUNS; run++) {
      // Rotate the order so that no variant always runs on a freshly idle machine.
      for (const name of [...names.slice(run % names.length), ...names.slice(0, run % names.length)])
        results[name].push(await variants[name]())
    }
  } finally {
    await browser.close()
    for (const server of servers) server.close()
  }

  const summary = (name: Variant): Figures => ({
    firstPageMs: median(results[name].map((figures) => figures.firstPageMs)),
    heapBytes: median(results[name].map((figures) => figures.heapBytes)),
    imageBytes: median(results[name].map((figures) => figures.imageBytes)),
  })
  const load = os.loadavg()[0].toFixed(1)
  console.log(
    `\nE-Book benchmark: chromium, 1366×800, median of ${RUNS} interleaved runs each (load ${load} on ${os.cpus().length} cores)`,
  )
  report(
    "Sample (12 pages, 19 KB of vector text)",
    summary("sample cold"),
    summary("sample warmed"),
    summary("sample spec"),
    0.25,
  )
  report(
    `Heavy (${HEAVY_PAGES} pages of photographs, ${mb(heavyBytes)})`,
    summary("heavy cold"),
    summary("heavy warmed"),
    summary("heavy spec"),
    0.1,
  )
  console.log("\n### Build-time rendering and image bytes per page\n")
  console.log("| PDF | first build | cached | WebP bytes per page at each width |")
  console.log("|---|---:|---:|---|")
  reportImages("sample", sampleCost)
  reportImages("heavy", heavyCost)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
