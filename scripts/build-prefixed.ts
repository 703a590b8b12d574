/**
 * `npm run build:prefixed`: builds the site the way the GitHub Pages workflow does (PREFIX_PATHS,
 * PATH_PREFIX) into public-prefixed/, for e2e/prefix.spec.ts and __tests__/built/. `gatsby build` always writes public/,
 * so the normal build there is set aside and put back afterwards.
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"

export const PREFIXED_DIR = path.resolve(__dirname, "../public-prefixed")
/** Any repository name would do; this one has a hyphen, as many do. */
export const TEST_PATH_PREFIX = "/consulting-site"

function main() {
  const root = path.resolve(__dirname, "..")
  const publicDir = path.join(root, "public")
  const setAside = path.join(root, "public-unprefixed")
  fs.rmSync(setAside, { recursive: true, force: true })
  if (fs.existsSync(publicDir)) fs.renameSync(publicDir, setAside)
  try {
    const build = spawnSync("npx", ["gatsby", "build", "--prefix-paths"], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, PREFIX_PATHS: "true", PATH_PREFIX: TEST_PATH_PREFIX },
    })
    if (build.status !== 0) throw new Error(`gatsby build --prefix-paths exited with ${build.status}`)
    fs.rmSync(PREFIXED_DIR, { recursive: true, force: true })
    fs.renameSync(publicDir, PREFIXED_DIR)
    console.log(`Built with path prefix ${TEST_PATH_PREFIX} into ${path.relative(root, PREFIXED_DIR)}/`)
  } finally {
    fs.rmSync(publicDir, { recursive: true, force: true })
    if (fs.existsSync(setAside)) fs.renameSync(setAside, publicDir)
  }
}

if (require.main === module) {
  try {
    main()
  } catch (error) {
    console.error((error as Error).message)
    process.exit(1)
  }
}
