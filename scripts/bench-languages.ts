/**
 * `npm run bench:languages`: how soon each language's pages paint, against English, in one
 * interleaved run (this machine's absolute figures drift with its load, so every page, language
 * and build takes its turn in each run). For each language: its home page, /services/ and its
 * longest article, which is compared with the same article in English.
 *
 * FCP and LCP, medians with the range, the ratio of the medians to English, and the LCP's element
 * (the one most runs name, its tag and id):
 * - Lighthouse's mobile preset: simulated throttling (slow 4G, the CPU 4× slower);
 * - DevTools throttling (`phone` in scripts/lighthouse.ts): the same network really slowed, and the
 *   CPU by the host's benchmark index over 250 (a low-tier phone on any host), printed.
 * Benchmark figures, never a gate (docs/performance.md).
 *
 * Lighthouse simulates from an unthrottled load, and its LCP waits for every script that load had
 * finished fetching before its LCP: on this machine sometimes all three of Gatsby's, sometimes one
 * or none, a race that moves a page's simulated LCP between about 0.9, 1.5 and 1.8 s. So each
 * simulated run also records how many scripts Lantern counted, and the like-for-like ratio compares
 * only runs of the two pages that counted the same number (likeForLikeRatio).
 *
 *   --dirs=public,/tmp/old-public   builds to compare (default: public)
 *   --runs=5                        runs per page, language, build and method
 *   --langs=en,ar                   default: every language
 *   --kinds=home,article            default: home, services and article
 *
 * Ports: LIGHTHOUSE_PORT (default 9610) and the ports after it.
 */
import fs from "node:fs"
import type { Result } from "lighthouse"
import os from "node:os"
import path from "node:path"
import { DEFAULT_LANGUAGE, LANGUAGES, localizedPath } from "../src/i18n/languages"
import { routeOf } from "../src/routes"
import { audit, calibratedSlowdown, hostBenchmarkIndex, startChromium } from "./lighthouse"
import { createLocalServer, listen } from "./local-server"
import { readDeployedHeaders } from "./netlify/headers-file"
import { PUBLIC_DIR } from "./site-build"
import { articlePath, longestArticle, publishedArticles } from "./site-routes"

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1]

const METHODS = ["simulated", "devtools"] as const

interface Page {
  kind: string
  lang: string
  route: string
  /** The English page it is compared with. */
  english: string
}

/** Each language's home page, /services/ and longest article, each with its English counterpart. */
export function comparedPages(langs: readonly string[]): Page[] {
  const english = DEFAULT_LANGUAGE.code
  return langs.flatMap((lang) => {
    const article = longestArticle(lang)
    const original = article
      ? (publishedArticles(english).find(({ key }) => key === article.key) ?? longestArticle(english))
      : undefined
    return [
      ...(["home", "services"] as const).map((kind) => {
        const { path: english } = routeOf(kind)
        return { kind, lang, route: localizedPath(lang, english), english }
      }),
      ...(article && original
        ? [{ kind: "article", lang, route: articlePath(article), english: articlePath(original) }]
        : []),
    ]
  })
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)]
}

const seconds = (ms: number) => (ms / 1000).toFixed(2)

/**
 * How many scripts Lighthouse's last simulated LCP waited for (Lantern's optimistic LCP graph): the
 * race above, read from the simulation Lighthouse just ran (lighthouse is pinned in package.json).
 */
async function scriptsInSimulatedLcp(): Promise<number> {
  const { Simulation } = await import("lighthouse/core/lib/lantern/lantern.js")
  const timings = Simulation.Simulator.allNodeTimings.get("optimisticLargestContentfulPaint")
  if (!timings) return Number.NaN
  return [...timings.keys()].filter(
    (node) => node.type === "network" && node.request.resourceType === "Script",
  ).length
}

/** The LCP's element as its tag and id (`h1#hero-heading`), without emotion's generated classes. */
function lcpElement(lhr: Result): string {
  const details = lhr.audits["largest-contentful-paint-element"]?.details as
    { items?: { items?: { node?: { selector?: string } }[] }[] } | undefined
  const selector = details?.items?.[0]?.items?.[0]?.node?.selector ?? "?"
  return (selector.split(" > ").pop() ?? "?").replace(/\.css-[\w-]+/g, "")
}

export interface Sample {
  fcp: number
  lcp: number
  element: string
  /** Simulated runs: the scripts the simulated LCP waited for (scriptsInSimulatedLcp). */
  scripts?: number
}

/**
 * The LCP ratio over runs that waited for the same number of scripts, the count both pages had
 * most often (the one with the most runs on the page that had it fewer times), with that count
 * and how many runs of each had it: "0.98 (3 scripts, 4 and 2 runs)".
 */
export function likeForLikeRatio(mine: readonly Sample[], english: readonly Sample[]): string {
  const runsWith = (list: readonly Sample[], count: number) =>
    list.filter((sample) => sample.scripts === count).map((sample) => sample.lcp)
  const shared = [...new Set(mine.map((sample) => sample.scripts))]
    .filter((count): count is number => typeof count === "number" && runsWith(english, count).length > 0)
    .map((count) => ({ count, mine: runsWith(mine, count), english: runsWith(english, count) }))
    .sort(
      (a, b) =>
        Math.min(b.mine.length, b.english.length) - Math.min(a.mine.length, a.english.length) ||
        b.mine.length + b.english.length - (a.mine.length + a.english.length),
    )[0]
  if (!shared) return "–"
  const ratio = median(shared.mine) / median(shared.english)
  return `${ratio.toFixed(2)} (${shared.count} scripts, ${shared.mine.length} and ${shared.english.length} runs)`
}

const mostCommon = (values: string[]) =>
  [...new Set(values)].sort(
    (a, b) => values.filter((v) => v === b).length - values.filter((v) => v === a).length,
  )[0] ?? "–"

async function main() {
  const dirs = (option("dirs") ?? PUBLIC_DIR).split(",").map((dir) => path.resolve(dir))
  const runs = Math.max(1, Number(option("runs") ?? 5))
  const langs = option("langs")?.split(",") ?? LANGUAGES.map(({ code }) => code)
  const kinds = option("kinds")?.split(",")
  const pages = comparedPages(langs).filter(({ kind }) => !kinds || kinds.includes(kind))
  // English counterparts are measured even when English is not asked for.
  const routes = [...new Set(pages.flatMap(({ route, english }) => [english, route]))]
  const basePort = Number(process.env.LIGHTHOUSE_PORT ?? 9610)

  const servers = dirs.map((root) =>
    createLocalServer({
      root,
      headers: fs.existsSync(path.join(root, "_headers")) ? readDeployedHeaders(root) : [],
    }),
  )
  const origins = await Promise.all(
    servers.map((server, index) => listen(server, "127.0.0.1", basePort + 2 + index)),
  )
  const chromium = await startChromium(basePort + 1)
  /** `build|route|method` → FCP and LCP of each run, ms, and the LCP's element. */
  const samples = new Map<string, Sample[]>()
  const started = Date.now()
  const loadAtStart = os.loadavg()[0].toFixed(1)
  let hostIndex = 0
  let cpuSlowdown = 1
  try {
    hostIndex = await hostBenchmarkIndex(`${origins[0]}/`, basePort + 1)
    cpuSlowdown = calibratedSlowdown(hostIndex, Number.POSITIVE_INFINITY)
    process.stderr.write(
      `Host benchmark index ${Math.round(hostIndex)}: DevTools CPU slowdown ${cpuSlowdown}×\n`,
    )
    for (let run = 1; run <= runs; run++) {
      for (const route of routes) {
        for (const [index, origin] of origins.entries()) {
          if (!fs.existsSync(path.join(dirs[index], route, "index.html"))) continue
          for (const method of METHODS) {
            // On a busy host Lighthouse now and then fails to record a trace three times running:
            // that run of that page is left out, not the whole benchmark.
            const { lhr } = await (
              method === "simulated"
                ? audit(`${origin}${route}`, "mobile", basePort + 1)
                : audit(`${origin}${route}`, "phone", basePort + 1, { cpuSlowdown })
            ).catch((error: Error) => {
              process.stderr.write(`${method} ${route}: left out of run ${run} (${error.message})\n`)
              return { lhr: undefined }
            })
            if (!lhr) continue
            const key = `${index}|${route}|${method}`
            samples.set(key, [
              ...(samples.get(key) ?? []),
              {
                fcp: lhr.audits["first-contentful-paint"]?.numericValue ?? Number.NaN,
                lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
                element: lcpElement(lhr),
                scripts: method === "simulated" ? await scriptsInSimulatedLcp() : undefined,
              },
            ])
          }
        }
      }
      process.stderr.write(`run ${run}/${runs} done\n`)
    }
  } finally {
    await chromium.stop()
    for (const server of servers) server.close()
  }

  console.log(
    `\n${runs} runs per page, build and method, interleaved; ${Math.round((Date.now() - started) / 60_000)} min, ` +
      `load average ${loadAtStart} on ${os.cpus().length} cores; host benchmark index ${Math.round(hostIndex)}. ` +
      `Simulated: Lighthouse's mobile preset (CPU 4×). DevTools: the same network really throttled, CPU slowed ${cpuSlowdown}×.\n`,
  )
  const header = METHODS.flatMap((method) => [
    `FCP ${method}`,
    `LCP ${method}`,
    `FCP ratio ${method}`,
    `LCP ratio ${method}`,
  ])
  const simulatedExtras = ["Scripts in simulated LCP, by run", "LCP ratio simulated, like for like"]
  console.log(
    `| Page | Language | Route | Build | ${[...header, ...simulatedExtras].join(" | ")} | LCP element |`,
  )
  console.log(`|---|---|---|---|${[...header, ...simulatedExtras].map(() => "---:").join("|")}|---|`)
  for (const page of pages) {
    for (const [index, dir] of dirs.entries()) {
      const cells = METHODS.flatMap((method) => {
        const list = samples.get(`${index}|${page.route}|${method}`) ?? []
        const english = samples.get(`${index}|${page.english}|${method}`) ?? []
        if (!list.length) return ["–", "–", "–", "–"]
        const fcp = list.map((sample) => sample.fcp)
        const lcp = list.map((sample) => sample.lcp)
        const ratio = (mine: number[], theirs: number[]) =>
          theirs.length ? (median(mine) / median(theirs)).toFixed(2) : "–"
        return [
          `${seconds(median(fcp))} s (${seconds(Math.min(...fcp))}–${seconds(Math.max(...fcp))})`,
          `${seconds(median(lcp))} s (${seconds(Math.min(...lcp))}–${seconds(Math.max(...lcp))})`,
          ratio(
            fcp,
            english.map((sample) => sample.fcp),
          ),
          ratio(
            lcp,
            english.map((sample) => sample.lcp),
          ),
        ]
      })
      if (cells[0] === "–" && cells[4] === "–") continue
      const simulated = samples.get(`${index}|${page.route}|simulated`) ?? []
      const englishSimulated = samples.get(`${index}|${page.english}|simulated`) ?? []
      cells.push(
        simulated.map((sample) => sample.scripts).join(" ") || "–",
        likeForLikeRatio(simulated, englishSimulated),
      )
      const elements = METHODS.flatMap((method) =>
        (samples.get(`${index}|${page.route}|${method}`) ?? []).map((sample) => sample.element),
      )
      console.log(
        `| ${page.kind} | ${page.lang} | ${page.route} | ${path.relative(process.cwd(), dir) || dir} | ${cells.join(" | ")} | ${mostCommon(elements)} |`,
      )
    }
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
