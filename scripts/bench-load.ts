/**
 * `npm run bench:load`: how much a page's start-up blocks the main thread, for one build or two
 * compared in one interleaved run (this machine's absolute figures drift with its load, so the
 * builds take turns: run 1 of A, run 1 of B, run 2 of A …).
 *
 * Per route and build, medians with the range:
 * - Lighthouse's total blocking time on its mobile preset (simulated 4× CPU slowdown, as in the
 *   issue that asked for this benchmark);
 * - the same on a low-tier phone really emulated (`phone` in scripts/lighthouse.ts: DevTools
 *   throttling, the CPU slowed by the host's benchmark index over 250, measured once at the start):
 *   on a fast host the 4× preset stands for a mid-range phone, and its figures are tens of ms;
 * - the longest main-thread task during load on desktop without any throttling, read from the
 *   trace Lighthouse recorded, however short;
 * beside what chromium downloaded before interaction by kind (npm run bench:bytes): one table.
 *
 *   --dirs=public,/tmp/old-public   builds to compare (default: public)
 *   --runs=5                        runs per route, build and preset
 *   --routes=/,/about/              default: the menu's routes in English, and /ar/ and /fr/
 *
 * A route a build does not have (an earlier build without /ar/) is left out for that build.
 *
 * Ports: LIGHTHOUSE_PORT (default 9610) and the ports after it.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import {
  audit,
  calibratedSlowdown,
  hostBenchmarkIndex,
  startChromium,
  TARGET_DEVICE_INDEX,
} from "./lighthouse"
import { createLocalServer, listen } from "./local-server"
import { kB, measureRoutes } from "./page-bytes"
import { PUBLIC_DIR } from "./site-build"
import { LANGUAGES, localizedPath } from "../src/i18n/languages"
import { NAVIGATION_ROUTES, routeOf } from "../src/routes"

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1]

interface Sample {
  tbt: number
  phoneTbt: number
  performance: number
  longestTask: number
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)]
}

/** The menu's routes in the default language, then the other languages' home pages. */
const DEFAULT_ROUTES = [
  ...NAVIGATION_ROUTES.map((route) => route.path),
  ...LANGUAGES.slice(1).map(({ code }) => localizedPath(code, routeOf("home").path)),
]

const hasRoute = (dir: string, route: string) => fs.existsSync(path.join(dir, route, "index.html"))

async function main() {
  const dirs = (option("dirs") ?? PUBLIC_DIR).split(",").map((dir) => path.resolve(dir))
  const runs = Math.max(1, Number(option("runs") ?? 5))
  const routes = option("routes")?.split(",") ?? DEFAULT_ROUTES
  const basePort = Number(process.env.LIGHTHOUSE_PORT ?? 9610)

  const servers = dirs.map((root) => createLocalServer({ root }))
  const origins = await Promise.all(
    servers.map((server, index) => listen(server, "127.0.0.1", basePort + 2 + index)),
  )
  const chromium = await startChromium(basePort + 1)
  const samples = new Map<string, Sample[]>()
  const started = Date.now()
  const loadAtStart = os.loadavg()[0].toFixed(1)
  let hostIndex = 0
  let phoneSlowdown = 1
  try {
    hostIndex = await hostBenchmarkIndex(`${origins[0]}${routes[0]}`, basePort + 1)
    phoneSlowdown = calibratedSlowdown(hostIndex, Number.POSITIVE_INFINITY)
    for (let run = 1; run <= runs; run++) {
      for (const route of routes) {
        for (const [index, origin] of origins.entries()) {
          if (!hasRoute(dirs[index], route)) continue
          const { lhr: mobile } = await audit(`${origin}${route}`, "mobile", basePort + 1)
          const { lhr: phone } = await audit(`${origin}${route}`, "phone", basePort + 1, {
            cpuSlowdown: phoneSlowdown,
          })
          const desktop = await audit(`${origin}${route}`, "desktop-unthrottled", basePort + 1)
          const key = `${index}|${route}`
          samples.set(key, [
            ...(samples.get(key) ?? []),
            {
              tbt: mobile.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
              phoneTbt: phone.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
              performance: mobile.categories.performance?.score ?? 0,
              longestTask: desktop.longestTaskMs,
            },
          ])
        }
      }
      process.stderr.write(`run ${run}/${runs} done\n`)
    }
  } finally {
    await chromium.stop()
    for (const server of servers) server.close()
  }

  const bytes = await Promise.all(
    dirs.map((dir, index) =>
      measureRoutes(
        dir,
        routes.filter((route) => hasRoute(dir, route)),
        basePort + 2 + dirs.length + index,
      ),
    ),
  )
  console.log(
    `\n${runs} runs per route, build and preset, interleaved; ${Math.round((Date.now() - started) / 60_000)} min, ` +
      `load average ${loadAtStart} on ${os.cpus().length} cores; host benchmark index ${Math.round(hostIndex)}, ` +
      `so the low-tier phone (index ${TARGET_DEVICE_INDEX}) is this host's CPU slowed ${phoneSlowdown}×\n`,
  )
  console.log(
    "| Route | Build | HTML | JS (files) | CSS | Fonts | Images | Page data (files) | TBT Lighthouse mobile, median (range) | TBT low-tier phone, median (range) | Longest task desktop, median (range) | Performance mobile, median |",
  )
  console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
  const ms = (values: number[]) =>
    `${Math.round(median(values))} ms (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`
  for (const route of routes) {
    for (const [index, dir] of dirs.entries()) {
      const list = samples.get(`${index}|${route}`) ?? []
      const row = bytes[index].find((measured) => measured.route === route)
      if (!list.length || !row) continue
      const { bytes: size, files } = row
      console.log(
        `| ${route} | ${path.relative(process.cwd(), dir) || dir} | ${kB(size.html)} | ${kB(size.js)} (${files.js}) | ${kB(size.css)} | ${kB(size.font)} | ${kB(size.image)} | ${kB(size.data)} (${files.data}) | ` +
          `${ms(list.map((sample) => sample.tbt))} | ${ms(list.map((sample) => sample.phoneTbt))} | ${ms(list.map((sample) => sample.longestTask))} | ${Math.round(median(list.map((sample) => sample.performance)) * 100)} |`,
      )
    }
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
