/**
 * What the build wrote, for the `built` Jest project (__tests__/built/): it runs after
 * `npm run build` (and `npm run build:prefixed` for the GitHub Pages checks) and reads the files,
 * so that facts about the output are checked once here, without a browser.
 */
import fs from "node:fs"
import path from "node:path"
import config from "../../gatsby-config"
import { PREFIXED_DIR, TEST_PATH_PREFIX } from "../../scripts/build-prefixed"
import { PUBLIC_DIR } from "../../scripts/site-build"

export { PREFIXED_DIR, PUBLIC_DIR, TEST_PATH_PREFIX }

/** The one configured address (SITE_URL at build time, else gatsby-config.ts's default). */
export const SITE_URL = (config.siteMetadata as { siteUrl: string }).siteUrl

/** Fails at once, with the command to run, when there is no build to read. */
export function requireBuild(dir = PUBLIC_DIR) {
  if (!fs.existsSync(path.join(dir, "index.html")))
    throw new Error(
      `${path.relative(process.cwd(), dir)}/ has no build: run \`npm run ${dir === PUBLIC_DIR ? "build" : "build:prefixed"}\` first`,
    )
}

/** Every file of a build as a URL path, e.g. "/about/index.html". */
export function filesIn(dir: string): string[] {
  requireBuild(dir)
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).flatMap((entry) => {
    if (!entry.isFile()) return []
    return [`/${path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`]
  })
}

/** A file of the build, by its URL path ("/about/" reads /about/index.html). */
export function builtFile(urlPath: string, dir = PUBLIC_DIR): string {
  requireBuild(dir)
  const file = urlPath.endsWith("/") ? `${urlPath}index.html` : urlPath
  return fs.readFileSync(path.join(dir, decodeURIComponent(file)), "utf8")
}

export const servedFrom = (urlPath: string, dir = PUBLIC_DIR) =>
  fs.existsSync(path.join(dir, decodeURIComponent(urlPath.endsWith("/") ? `${urlPath}index.html` : urlPath)))

/** A built page as a browser parses it (the `built` project runs in jsdom). */
export function builtPage(urlPath: string, dir = PUBLIC_DIR): Document {
  return new DOMParser().parseFromString(builtFile(urlPath, dir), "text/html")
}

/**
 * A built page as the test's own document, for Testing Library's queries by role and name (they
 * need the document's window); its scripts do not run. Returns the document's body.
 */
export function showBuiltPage(urlPath: string, dir = PUBLIC_DIR): HTMLElement {
  const page = builtPage(urlPath, dir)
  document.replaceChild(document.importNode(page.documentElement, true), document.documentElement)
  return document.body
}

/** The width and height a PNG declares in its header. */
export function pngSize(file: Buffer): [number, number] {
  expect(file.subarray(1, 4).toString()).toBe("PNG")
  return [file.readUInt32BE(16), file.readUInt32BE(20)]
}
