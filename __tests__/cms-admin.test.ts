/** @jest-environment node */
import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import {
  ADMIN_POLICY_ADDITIONS,
  cmsBackend,
  localizeBundle,
  packageDir,
  UNKNOWN_REPOSITORY,
  writeCmsAdmin,
} from "../gatsby/cms/cms-admin"
import { cmsConfig } from "../gatsby/cms/cms-config"
import {
  pagePolicy,
  parsePolicy,
  writeContentSecurityPolicies,
} from "../gatsby/headers/content-security-policy"

const ROOT = path.resolve(__dirname, "..")
const BACKEND = { name: "github" as const, repo: "example/site", branch: "main" }

function writtenAdmin() {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-"))
  const files = writeCmsAdmin({ root: ROOT, publicDir, backend: BACKEND })
  const dir = path.join(publicDir, "admin")
  const read = (file: string) => fs.readFileSync(path.join(dir, file), "utf8")
  const script = files.find((file) => /^sveltia-cms-[0-9a-f]{20}\.js$/.test(file))!
  return { publicDir, dir, files, read, script }
}

describe("/admin/ as the build writes it", () => {
  const admin = writtenAdmin()

  it("serves Sveltia CMS, its fonts and its translations from the site: no CDN address is left", () => {
    expect(admin.script).toBeDefined()
    const bundle = admin.read(admin.script)
    for (const file of admin.files.filter((name) => /\.(js|html|json)$/.test(name))) {
      expect([file, admin.read(file)]).not.toEqual([
        file,
        expect.stringMatching(/cdn\.jsdelivr\.net|unpkg\.com\/@sveltia\/cms@/),
      ])
    }
    // Every font the stylesheet names is there, relative to /admin/.
    const fonts = [...bundle.matchAll(/url\((fonts\/[a-z0-9-]+\.woff2)\)/g)].map((match) => match[1])
    expect(fonts).toHaveLength(3)
    for (const font of fonts) expect(admin.files).toContain(font)
    expect(admin.files).toEqual(expect.arrayContaining(["locales/ar.json", "locales/en-US.json"]))
  })

  it("names the bundle by its content, so a year's caching never serves an old version", () => {
    const hash = crypto.createHash("sha256").update(admin.read(admin.script)).digest("hex").slice(0, 20)
    expect(admin.script).toBe(`sveltia-cms-${hash}.js`)
  })

  it("writes the configuration generated from content/schemas/", () => {
    expect(JSON.parse(admin.read("config.json"))).toEqual(cmsConfig({ root: ROOT, backend: BACKEND }))
  })

  it("is a plain page: noindex, no inline script, and its policy in a <meta>, as every page", () => {
    const html = admin.read("index.html")
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>')
    expect(html).toContain(`<script src="${admin.script}"></script>`)
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/)
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)![1]
    expect(parsePolicy(meta.replace(/&quot;/g, '"'))).toEqual(
      parsePolicy(pagePolicy(html, ADMIN_POLICY_ADDITIONS)),
    )
  })

  it("allows beyond the site's policy only GitHub's API, the editor's avatar and the page's own data/blob reads", () => {
    const ours = parsePolicy(pagePolicy("", ADMIN_POLICY_ADDITIONS, ""))
    const site = parsePolicy(pagePolicy("", {}, ""))
    const added = Object.fromEntries(
      [...ours]
        .map(([name, sources]) => [name, sources.filter((source) => !site.get(name)?.includes(source))])
        .filter(([, sources]) => sources.length),
    )
    expect(added).toEqual({
      "img-src": ["https://avatars.githubusercontent.com"],
      "connect-src": ["data:", "blob:", "https://api.github.com"],
    })
    expect(ours.get("script-src")).toEqual(["'self'"])
    expect([...ours.keys()].sort()).toEqual([...site.keys()].sort())
  })

  it("keeps its own policy when the build writes every Gatsby page's", () => {
    const before = admin.read("index.html")
    fs.writeFileSync(
      path.join(admin.publicDir, "index.html"),
      '<html><head><meta charSet="utf-8"/></head></html>',
    )
    expect(writeContentSecurityPolicies(admin.publicDir)).toBe(1)
    expect(admin.read("index.html")).toBe(before)
  })

  it("fails the build if a Sveltia upgrade moves what it fetches from CDNs", () => {
    const bundle = fs.readFileSync(
      path.join(packageDir(ROOT, "@sveltia/cms"), "dist", "sveltia-cms.js"),
      "utf8",
    )
    expect(localizeBundle(bundle).fonts).toHaveLength(3)
    expect(() => localizeBundle("console.log(1)")).toThrow(/expected 3 Fontsource URLs/)
    const extraFont = `${bundle}\n/* url(https://fonts.gstatic.com/s/x.woff2) */`
    expect(() => localizeBundle(extraFont)).toThrow(/still loads from a CDN/)
  })
})

describe("where editors' commits go (the CMS backend)", () => {
  const noGit = fs.mkdtempSync(path.join(os.tmpdir(), "no-git-"))

  it("on GitHub Actions (the Pages workflow): the repository and branch built, and the auth worker", () => {
    const env = {
      GITHUB_REPOSITORY: "cedarline/website",
      GITHUB_REF_NAME: "main",
      CMS_AUTH_URL: "https://sveltia-cms-auth.example.workers.dev/",
    }
    expect(cmsBackend(env, noGit)).toEqual({
      name: "github",
      repo: "cedarline/website",
      branch: "main",
      base_url: "https://sveltia-cms-auth.example.workers.dev",
    })
  })

  it("on Netlify: the linked repository and branch; Netlify's own OAuth provider", () => {
    const env = { REPOSITORY_URL: "https://github.com/cedarline/website", HEAD: "main" }
    expect(cmsBackend(env, noGit)).toEqual({ name: "github", repo: "cedarline/website", branch: "main" })
    expect(cmsBackend({ REPOSITORY_URL: "git@github.com:cedarline/website.git" }, noGit).repo).toBe(
      "cedarline/website",
    )
  })

  it("CMS_GITHUB_REPO and CMS_BRANCH win; with nothing known, a placeholder the build warns about", () => {
    const env = { CMS_GITHUB_REPO: "other/repo", CMS_BRANCH: "content", GITHUB_REPOSITORY: "x/y" }
    expect(cmsBackend(env, noGit)).toMatchObject({ repo: "other/repo", branch: "content" })
    expect(cmsBackend({}, noGit)).toEqual({ name: "github", repo: UNKNOWN_REPOSITORY, branch: "main" })
  })
})
