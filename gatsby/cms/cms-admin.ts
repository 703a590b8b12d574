/**
 * /admin/: the CMS editors use (Sveltia CMS), written into the build as plain files, not a Gatsby
 * page: index.html (no inline script, noindex, and the site's policy with the CMS's additions in a
 * <meta>, as every page carries its own), config.json
 * (generated from content/schemas/ by gatsby/cms/cms-config.ts), Sveltia's bundle from npm under a
 * content hash, and what the bundle would otherwise fetch from CDNs (three fonts, its interface
 * translations) served from /admin/ too. Only /admin/ links to these files.
 */
import { execFileSync } from "node:child_process"
import crypto from "node:crypto"
import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { type CmsBackend, cmsConfig } from "./cms-config"
import { type PolicyAdditions, withMetaPolicy } from "../headers/content-security-policy"
import { ADMIN_FOLDER } from "../headers/response-headers"

export const ADMIN_PATH = `/${ADMIN_FOLDER}/`

/**
 * What Sveltia CMS needs beyond the site's policy (gatsby/headers/response-headers.ts), and why:
 * - connect-src https://api.github.com: it reads and commits content/ through GitHub's API;
 * - connect-src data: blob:: it fetch()es its built-in logo (a data: URL) and the files an editor
 *   uploads (blob: URLs made in the page);
 * - img-src https://avatars.githubusercontent.com: the signed-in editor's avatar.
 * script-src stays 'self': its bundle is a file under /admin/ and the page has no inline script.
 */
export const ADMIN_POLICY_ADDITIONS: PolicyAdditions = {
  "img-src": ["https://avatars.githubusercontent.com"],
  "connect-src": ["data:", "blob:", "https://api.github.com"],
}

/**
 * A package's folder as installed for the repository at `root` (not `require.resolve`: Gatsby's
 * compiler for gatsby-node does not keep it). @sveltia/cms exports only its entry point.
 */
export function packageDir(root: string, pkg: string): string {
  const resolve = createRequire(path.join(root, "package.json")).resolve
  if (pkg === "@sveltia/cms") return path.resolve(path.dirname(resolve(pkg)), "..")
  return path.dirname(resolve(`${pkg}/package.json`))
}

/**
 * Sveltia's stylesheet loads its fonts from jsDelivr's Fontsource mirror:
 * `https://cdn.jsdelivr.net/fontsource/fonts/<font>[:vf]@<version>/<file>.woff2`. The same files
 * are on npm as @fontsource[-variable]/<font>; each becomes `fonts/<font>-<file>.woff2`, relative
 * to /admin/ (the stylesheet is inline, so URLs resolve against the page).
 */
const FONTSOURCE_URL =
  /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(:vf)?@([\d.]+)\/([a-z0-9-]+\.woff2)/g

/**
 * Interface translations (every language but English, which is in the bundle) are fetched from
 * `https://unpkg.com/@sveltia/cms@<version>/locales/<code>.json`; served from /admin/locales/.
 */
const LOCALES_URL = /`\$\{\w+\}@\$\{\w+\}\/locales`/g

/** Third-party addresses the admin's own files must not load from (checked after rewriting). */
const CDN = /cdn\.jsdelivr\.net|fonts\.(googleapis|gstatic)\.com|url\(\s*["']?https?:/

interface FontFile {
  /** e.g. "@fontsource-variable/source-sans-3" */
  pkg: string
  version: string
  from: string
  to: string
}

/** Rewrites the bundle's CDN addresses to files under /admin/; the fonts those addresses named. */
export function localizeBundle(bundle: string): { code: string; fonts: FontFile[] } {
  const fonts: FontFile[] = []
  let code = bundle.replace(
    FONTSOURCE_URL,
    (_, font: string, variable: string, version: string, file: string) => {
      const pkg = `@fontsource${variable ? "-variable" : ""}/${font}`
      fonts.push({ pkg, version, from: `${font}-${file}`, to: `fonts/${font}-${file}` })
      return `fonts/${font}-${file}`
    },
  )
  let locales = 0
  code = code.replace(LOCALES_URL, () => {
    locales++
    return "`locales`"
  })
  // A Sveltia upgrade that moves these addresses must fail the build, not fall back to a CDN.
  if (fonts.length !== 3 || locales !== 1) {
    throw new Error(
      `@sveltia/cms: expected 3 Fontsource URLs and 1 locales URL in its bundle, found ${fonts.length} and ${locales}; update gatsby/cms/cms-admin.ts`,
    )
  }
  const left = CDN.exec(code)
  if (left) throw new Error(`@sveltia/cms: its bundle still loads from a CDN (${left[0]}…)`)
  return { code, fonts }
}

function copyFont(root: string, font: FontFile, fontsDir: string) {
  const dir = packageDir(root, font.pkg)
  const installed = (
    JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as { version: string }
  ).version
  if (installed !== font.version) {
    throw new Error(
      `@sveltia/cms wants ${font.pkg}@${font.version}, package.json pins ${installed}: align them`,
    )
  }
  fs.copyFileSync(path.join(dir, "files", font.from), path.join(fontsDir, path.basename(font.to)))
}

/** "https://github.com/owner/name.git", "git@github.com:owner/name" → "owner/name". */
export function githubRepository(url: string | undefined): string | undefined {
  return /github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(url?.trim() ?? "")?.[1]
}

function gitOrigin(root: string): string | undefined {
  try {
    return execFileSync("git", ["remote", "get-url", "origin"], {
      cwd: root,
      encoding: "utf8",
      stdio: "pipe",
    })
  } catch {
    return undefined
  }
}

/** A repository name for the CMS when none is known (local builds): local mode does not use it. */
export const UNKNOWN_REPOSITORY = "owner/repository"

/**
 * Where editors' commits go, from the build's environment: CMS_GITHUB_REPO, or the repository the
 * build runs for (GITHUB_REPOSITORY in GitHub Actions, REPOSITORY_URL on Netlify, else the origin
 * remote); CMS_BRANCH, or the branch being built; CMS_AUTH_URL, the OAuth client for hosts other
 * than Netlify (Sveltia's default is Netlify's OAuth provider).
 */
export function cmsBackend(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): CmsBackend {
  const repo =
    env.CMS_GITHUB_REPO?.trim() ||
    env.GITHUB_REPOSITORY ||
    githubRepository(env.REPOSITORY_URL) ||
    githubRepository(gitOrigin(root)) ||
    UNKNOWN_REPOSITORY
  const actionsBranch = env.GITHUB_EVENT_NAME === "pull_request" ? env.GITHUB_HEAD_REF : env.GITHUB_REF_NAME
  const branch = env.CMS_BRANCH?.trim() || actionsBranch || env.HEAD || "main"
  const authUrl = env.CMS_AUTH_URL?.trim().replace(/\/+$/, "")
  return { name: "github", repo, branch, ...(authUrl && { base_url: authUrl }) }
}

export function adminHtml(title: string, script: string): string {
  const html = `<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charSet="utf-8"/>
    <meta name="viewport" content="width=device-width, initial-scale=1"/>
    <meta name="robots" content="noindex, nofollow"/>
    <title>${title.replace(/[<&]/g, (c) => (c === "<" ? "&lt;" : "&amp;"))}</title>
    <link rel="cms-config-url" type="application/json" href="config.json"/>
    <link rel="icon" type="image/png" href="../favicon-32x32.png"/>
  </head>
  <body>
    <script src="${script}"></script>
  </body>
</html>
`
  return withMetaPolicy(html, ADMIN_POLICY_ADDITIONS)
}

export interface CmsAdminOptions {
  /** The repository whose content/ the CMS edits. */
  root: string
  /** The folder the site is served from (public/): the CMS goes to its admin/. */
  publicDir: string
  backend: CmsBackend
}

/** Writes public/admin/ afresh; returns the file names, relative to it. */
export function writeCmsAdmin({ root, publicDir, backend }: CmsAdminOptions): string[] {
  const dir = path.join(publicDir, ADMIN_FOLDER)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(path.join(dir, "fonts"), { recursive: true })

  const sveltia = packageDir(root, "@sveltia/cms")
  const { code, fonts } = localizeBundle(
    fs.readFileSync(path.join(sveltia, "dist", "sveltia-cms.js"), "utf8"),
  )
  // Named by content hash, so a browser never mixes a cached old bundle with a new config.
  const script = `sveltia-cms-${crypto.createHash("sha256").update(code).digest("hex").slice(0, 20)}.js`
  fs.writeFileSync(path.join(dir, script), code)
  for (const font of fonts) copyFont(root, font, path.join(dir, "fonts"))
  fs.cpSync(path.join(sveltia, "locales"), path.join(dir, "locales"), { recursive: true })

  const config = cmsConfig({ root, backend })
  fs.writeFileSync(path.join(dir, "config.json"), `${JSON.stringify(config, null, 2)}\n`)
  fs.writeFileSync(path.join(dir, "index.html"), adminHtml(config.app_title, script))
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort()
}
