/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { onCreateWebpackConfig } from "../gatsby-node"
import { moveSourceMaps } from "../gatsby/build/source-maps"

describe("source maps stay out of what visitors download (finding 8)", () => {
  it("moves every .map file out of public/ into the build's private folder, keeping the bundles", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "source-maps-"))
    const publicDir = path.join(root, "public")
    const kept = path.join(root, ".cache", "source-maps")
    fs.mkdirSync(path.join(publicDir, "static", "chunks"), { recursive: true })
    fs.writeFileSync(path.join(publicDir, "app-1a2b.js"), "app()")
    fs.writeFileSync(path.join(publicDir, "app-1a2b.js.map"), '{"version":3}')
    fs.writeFileSync(path.join(publicDir, "static", "chunks", "page-3c4d.js.map"), '{"version":3}')
    fs.mkdirSync(kept, { recursive: true })
    fs.writeFileSync(path.join(kept, "stale-from-the-last-build.js.map"), "{}")

    expect(moveSourceMaps(publicDir, kept)).toBe(2)

    const listing = (dir: string) => fs.readdirSync(dir, { recursive: true }).map(String).sort()
    expect(listing(publicDir)).toEqual(["app-1a2b.js", "static", path.join("static", "chunks")])
    expect(listing(kept)).toEqual([
      "app-1a2b.js.map",
      "static",
      path.join("static", "chunks"),
      path.join("static", "chunks", "page-3c4d.js.map"),
    ])
    fs.rmSync(root, { recursive: true, force: true })
  })

  it("has webpack write the browser bundle's maps without a comment pointing at them", () => {
    const configs: Record<string, { devtool?: unknown }> = {}
    for (const stage of ["develop", "build-javascript", "build-html"]) {
      const record = (config: { devtool?: unknown }) => (configs[stage] = config)
      const actions = { setWebpackConfig: record, replaceWebpackConfig: record }
      const getConfig = () => ({ devtool: "source-map", optimization: { splitChunks: { cacheGroups: {} } } })
      ;(onCreateWebpackConfig as (args: unknown) => void)({ stage, actions, getConfig })
    }
    // hidden-source-map: the map is written, the //# sourceMappingURL= line is left out of the bundle.
    expect(configs.develop).toEqual({ devtool: "cheap-module-source-map" })
    expect(configs["build-javascript"].devtool).toBe("hidden-source-map")
    expect(configs["build-html"]).toBeUndefined()
  })
})
