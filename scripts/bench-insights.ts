/**
 * `npm run bench:insights`: what the Insights cost the build as they grow, along the path an
 * editor's change takes. For each count N (default 100 and 1,000) it copies the repository to a
 * temporary folder, adds N synthetic
 * articles (N/2 in English, each translated into Arabic: covers 1600×900 of their own, ~600 words
 * in four sections, a list, links, a body image in one article of ten), runs `gatsby build` there
 * from nothing (no .cache, no public/; the profile books come from the shared cache, as they do
 * not change with the articles), then, keeping .cache and public/ as a host's build cache does, a
 * warm build after adding one article and another after editing one word of one. For each build:
 * the wall time and the peak memory of the build's process tree (its processes' resident memory
 * added up, sampled every 200 ms); and the pages made, the size of public/ and the JavaScript every
 * page loads first. A script for a quiet machine, never part of `npm test`.
 *
 *   --counts=100,1000      the article counts
 *   --keep                 leave the copies in the temporary folder
 */
import { execFileSync, spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import zlib from "node:zlib"
import sharp from "sharp"
import { readContent } from "../gatsby/content/read-content"
import { localizedPath } from "../src/i18n/languages"
import { CONTACT_PATH, insightPath, routeOf } from "../src/routes"
import { theme } from "../src/theme/theme"
import { seededRandom } from "./seeded-random"
import { ROOT } from "./site-build"
import { paragraph, TITLE_WORDS } from "./bench-insights/synthetic-text"

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split("=")[1]
const COUNTS = (option("counts") ?? "100,1000").split(",").map(Number)
const SERVICES = readContent("en", "services").services.map((service) => service.slug)
const AUTHORS = readContent("en", "authors").authors.map((author) => author.id)

/** The repository as git sees it (ignored files aside), with node_modules linked (as e2e/cms.spec.ts copies it). */
function repositoryCopy(): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "bench-insights-"))
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: ROOT,
    encoding: "utf8",
  })
  for (const file of files.split("\0").filter(Boolean)) {
    if (!fs.existsSync(path.join(ROOT, file))) continue
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true })
    fs.copyFileSync(path.join(ROOT, file), path.join(copy, file))
  }
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(copy, "node_modules"), "dir")
  return copy
}

/** A cover of its own for every article: the same drawing, its colours shifted by the article's number. */
async function cover(index: number): Promise<Buffer> {
  const hue = (index * 37) % 360
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,28%)"/><stop offset="1" stop-color="${theme.colors.ink}"/></linearGradient></defs>
    <rect width="1600" height="900" fill="url(#g)"/>
    <rect x="${100 + (index % 12) * 100}" y="${200 + (index % 5) * 80}" width="360" height="24" fill="${theme.colors.gold}"/>
    <circle cx="${1200 - (index % 9) * 90}" cy="450" r="${120 + (index % 7) * 20}" fill="none" stroke="${theme.colors.gold}" stroke-width="10"/>
  </svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 84, mozjpeg: true }).toBuffer()
}

async function addArticles(copy: string, count: number) {
  const random = seededRandom(count)
  const figure = fs.readFileSync(path.join(ROOT, "content/en/insights/gulf-market-entry/decision-path.png"))
  const keys = Math.ceil(count / 2)
  for (let index = 0; index < keys; index++) {
    const key = `bench-${String(index).padStart(4, "0")}`
    const date = new Date(Date.UTC(2026, 10, 1) - index * 86_400_000 * 0.5).toISOString().slice(0, 10)
    const services = [SERVICES[index % SERVICES.length], SERVICES[(index + 2) % SERVICES.length]]
    const image = await cover(index)
    for (const lang of ["en", "ar"].slice(0, count - index * 2 >= 2 ? 2 : 1)) {
      const folder = path.join(copy, "content", lang, "insights", key)
      fs.mkdirSync(folder, { recursive: true })
      fs.writeFileSync(path.join(folder, "cover.jpg"), image)
      const title = Array.from(
        { length: 7 },
        () => TITLE_WORDS[lang][Math.floor(random() * TITLE_WORDS[lang].length)],
      ).join(" ")
      const sections = ["1", "2", "3", "4"].map(
        (number) =>
          `## ${number}. ${paragraph(lang, random, 1).split(" ").slice(0, 6).join(" ")}\n\n${paragraph(lang, random, 5)}\n\n${paragraph(lang, random, 4)}\n`,
      )
      const withFigure = index % 10 === 0
      if (withFigure) fs.writeFileSync(path.join(folder, "figure.png"), figure)
      const previous =
        index > 0
          ? localizedPath(lang, insightPath(`bench-${String(index - 1).padStart(4, "0")}`))
          : CONTACT_PATH
      const body = [
        paragraph(lang, random, 4),
        sections[0],
        `- ${paragraph(lang, random, 1)}\n- ${paragraph(lang, random, 1)}\n- ${paragraph(lang, random, 1)}\n`,
        sections[1],
        withFigure ? `![${paragraph(lang, random, 1)}](figure.png)\n` : "",
        sections[2],
        `> ${paragraph(lang, random, 1)}\n`,
        sections[3],
        `[${lang === "en" ? "Our services" : "خدماتنا"}](${localizedPath(lang, routeOf("services").path)}) · [${lang === "en" ? "More" : "المزيد"}](${previous})\n`,
      ].join("\n")
      fs.writeFileSync(
        path.join(folder, "index.md"),
        `---\ntitle: "${title}"\nslug: ${key}\ndate: ${date}\nsummary: "${paragraph(lang, random, 2)}"\nauthor: ${AUTHORS[index % AUTHORS.length]}\nservices:\n${services.map((service) => `  - ${service}`).join("\n")}\ncover:\n  image: cover.jpg\n  alt: "${paragraph(lang, random, 1)}"\n---\n\n${body}`,
      )
    }
  }
}

/** One more article, as an editor adds it: a copy of the first, its own key, slug and date. */
function addOneArticle(copy: string) {
  const from = path.join(copy, "content", "en", "insights", "bench-0000")
  const to = path.join(copy, "content", "en", "insights", "bench-added")
  fs.cpSync(from, to, { recursive: true })
  const file = path.join(to, "index.md")
  const text = fs.readFileSync(file, "utf8")
  fs.writeFileSync(
    file,
    text.replace(/^slug: .*$/m, "slug: bench-added").replace(/^date: .*$/m, "date: 2026-11-02"),
  )
}

/** One word changed in one article's body, as a proofreading fix is. */
function editOneWord(copy: string) {
  const file = path.join(copy, "content", "en", "insights", "bench-0001", "index.md")
  const text = fs.readFileSync(file, "utf8")
  const body = text.indexOf("\n---\n") + 5
  const word = /[A-Za-z]{4,}/.exec(text.slice(body))!
  const at = body + word.index
  fs.writeFileSync(file, `${text.slice(0, at)}Indeed${text.slice(at + word[0].length)}`)
}

/** The resident memory of a process and every process under it, in bytes (Linux /proc). */
function treeMemory(pid: number): number {
  const children = new Map<number, number[]>()
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8")
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1])
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)])
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0
  const visit = (id: number) => {
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${id}/status`, "utf8"))
      total += rss ? Number(rss[1]) * 1024 : 0
    } catch {
      return
    }
    for (const child of children.get(id) ?? []) visit(child)
  }
  visit(pid)
  return total
}

function build(copy: string): Promise<{ seconds: number; peakBytes: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn("npx", ["gatsby", "build"], {
      cwd: copy,
      // A fixed day, so that every synthetic article is out whatever day the benchmark runs.
      env: { SITE_BUILD_DATE: "2026-11-30", ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    })
    let log = ""
    child.stdout.on("data", (chunk) => (log += chunk))
    child.stderr.on("data", (chunk) => (log += chunk))
    let peakBytes = 0
    const sampler = setInterval(() => (peakBytes = Math.max(peakBytes, treeMemory(child.pid!))), 200)
    child.on("close", (code) => {
      clearInterval(sampler)
      if (code === 0) resolve({ seconds: (performance.now() - started) / 1000, peakBytes })
      else reject(new Error(`gatsby build failed (${code}):\n${log.slice(-3000)}`))
    })
  })
}

function folderBytes(dir: string): number {
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const file = path.join(dir, entry.name)
    return sum + (entry.isDirectory() ? folderBytes(file) : fs.statSync(file).size)
  }, 0)
}

/** gzip size of what every page loads first: the runtime, React, Gatsby's app, the shared code. */
function firstLoadBytes(publicDir: string): number {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8"))
  const files = ["app", "component---src-pages-index-tsx"].flatMap((group) =>
    stats.namedChunkGroups[group].assets.map((asset: { name: string }) => asset.name),
  )
  return [...new Set<string>(files)]
    .filter((file) => file.endsWith(".js"))
    .reduce(
      (sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(publicDir, file)), { level: 9 }).length,
      0,
    )
}

async function main() {
  const rows: string[] = []
  for (const count of COUNTS) {
    const copy = repositoryCopy()
    try {
      await addArticles(copy, count)
      console.log(`${count} articles in ${copy}: a cold build…`)
      const cold = await build(copy)
      const publicDir = path.join(copy, "public")
      const pages = fs
        .readdirSync(path.join(publicDir, "page-data"), { recursive: true })
        .filter((file) => String(file).endsWith("page-data.json")).length
      const sizes = `${(folderBytes(publicDir) / 1e6).toFixed(0)} | ${(firstLoadBytes(publicDir) / 1000).toFixed(1)}`
      console.log(`${count} articles: a warm build after adding one…`)
      addOneArticle(copy)
      const added = await build(copy)
      console.log(`${count} articles: a warm build after editing one word…`)
      editOneWord(copy)
      const edited = await build(copy)
      const cell = ({ seconds, peakBytes }: { seconds: number; peakBytes: number }) =>
        `${seconds.toFixed(0)} | ${(peakBytes / 1e6).toFixed(0)}`
      rows.push(`| ${count} | ${pages} | ${cell(cold)} | ${cell(added)} | ${cell(edited)} | ${sizes} |`)
      console.log(rows.at(-1))
    } finally {
      if (!process.argv.includes("--keep")) fs.rmSync(copy, { recursive: true, force: true })
    }
  }
  console.log(
    `\nBuild cost as articles grow (${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)} at the end)\n`,
  )
  console.log(
    "| Articles | Pages | Cold build (s) | Peak (MB) | +1 article, warm (s) | Peak (MB) | 1 word edited, warm (s) | Peak (MB) | public/ (MB) | First-load JS of / (kB gzip) |",
  )
  console.log("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
  for (const row of rows) console.log(row)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
