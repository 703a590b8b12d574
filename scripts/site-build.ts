/** The production build in public/, and whether it is older than what it is built from. */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"

export const ROOT = path.resolve(__dirname, "..")
export const PUBLIC_DIR = path.join(ROOT, "public")

const SOURCES = [
  "content",
  "src",
  "static",
  "gatsby",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "package-lock.json",
]

function newestMtime(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false })
  if (!stat) return 0
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(
    stat.mtimeMs,
    // The build itself rewrites the generated query types; they are not a source.
    ...fs
      .readdirSync(entry)
      .map((name) => (name === "gatsby-types.d.ts" ? 0 : newestMtime(path.join(entry, name)))),
  )
}

function buildIsStale(): boolean {
  const built = fs.statSync(path.join(PUBLIC_DIR, "index.html"), { throwIfNoEntry: false })
  if (!built) return true
  return SOURCES.some((source) => newestMtime(path.join(ROOT, source)) > built.mtimeMs)
}

/** Runs `gatsby build` when public/ is missing or older than its sources (or always, with `force`). */
export function buildSiteIfStale({ force = false } = {}) {
  if (!force && !buildIsStale()) return
  console.log("Building the site (gatsby build)…")
  const build = spawnSync("npx", ["gatsby", "build"], { cwd: ROOT, stdio: "inherit", env: process.env })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
