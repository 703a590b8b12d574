/**
 * `npm run cms`: the CMS against this working copy, with no account. Serves /admin/ on 127.0.0.1
 * (CMS_PORT, default 9100) with the headers the site sends there (gatsby/headers/response-headers.ts); in the browser, "Work with Local
 * Repository" and pick this folder: saves go straight to content/ on disk, uncommitted. The
 * configuration is generated from content/schemas/ on every page load, so it follows the schemas.
 * Run `npm run develop` beside it to see the site change as you save.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { cmsConfig } from "../gatsby/cms/cms-config"
import { ADMIN_PATH, cmsBackend, writeCmsAdmin } from "../gatsby/cms/cms-admin"
import { filesOtherThanPages } from "../gatsby/headers/netlify-adapter"
import { siteHeaderRules } from "../gatsby/headers/response-headers"
import { createLocalServer, listen } from "./local-server"
import { ROOT } from "./site-build"

export interface CmsServerOptions {
  /** The repository the CMS edits (this one by default). */
  root?: string
  host?: string
  port?: number
}

/** Serves /admin/ for `root`; resolves to its address and a function that stops it. */
export async function startCmsServer({
  root = ROOT,
  host = "127.0.0.1",
  port = 9100,
}: CmsServerOptions = {}) {
  const served = fs.mkdtempSync(path.join(os.tmpdir(), "cms-"))
  const backend = cmsBackend(process.env, root)
  writeCmsAdmin({ root, publicDir: served, backend })
  const server = createLocalServer({
    root: served,
    headers: siteHeaderRules([], filesOtherThanPages(served)),
    routes: {
      [`${ADMIN_PATH}config.json`]: async () =>
        Response.json(cmsConfig({ root, backend }), { headers: { "Cache-Control": "no-store" } }),
    },
  })
  const origin = await listen(server, host, port)
  const stop = () =>
    new Promise<void>((resolve) =>
      server.close(() => {
        fs.rmSync(served, { recursive: true, force: true })
        resolve()
      }),
    )
  return { url: `${origin}${ADMIN_PATH}`, stop }
}

async function main() {
  const { url, stop } = await startCmsServer({ port: Number(process.env.CMS_PORT ?? 9100) })
  console.log(`CMS ready at ${url}`)
  console.log(`In Chrome or Edge: open it, press "Work with Local Repository" and pick ${ROOT}`)
  console.log("Saves write content/ in this folder; review them with `git diff`, then commit.")
  console.log("Preview as you save: `npm run develop` in another terminal (http://127.0.0.1:8000/).")
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.on(signal, () => stop().then(() => process.exit(0)))
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
