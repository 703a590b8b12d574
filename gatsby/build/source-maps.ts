/**
 * Source maps stay out of what visitors download: webpack writes them without the
 * `//# sourceMappingURL=` comment (`hidden-source-map`), and after the build they are moved from
 * public/ to .cache/source-maps/, where they are at hand to map a stack trace from a log back to
 * the source (the build prints the folder). `gatsby clean` removes them with the rest of .cache.
 */
import fs from "node:fs"
import path from "node:path"

export const SOURCE_MAPS_DIR = path.join(".cache", "source-maps")

/** webpack's devtool for the browser bundle: maps are written, but no bundle points at them. */
export const BROWSER_DEVTOOL = "hidden-source-map"

/** Moves every `*.map` under `publicDir` into `destination` (emptied first); answers how many. */
export function moveSourceMaps(publicDir: string, destination: string): number {
  fs.rmSync(destination, { recursive: true, force: true })
  let moved = 0
  for (const entry of fs.readdirSync(publicDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".map")) continue
    const from = path.join(entry.parentPath, entry.name)
    const to = path.join(destination, path.relative(publicDir, from))
    fs.mkdirSync(path.dirname(to), { recursive: true })
    fs.renameSync(from, to)
    moved++
  }
  return moved
}
