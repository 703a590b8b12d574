/**
 * `npm start`: builds the production site if the build is missing or older than its sources,
 * then serves it on 127.0.0.1 (HOST, PORT) together with the enquiry function.
 * `npm run serve` (`--no-build`) serves whatever is in public/.
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { createLocalEnquiryHandler, ENQUIRY_PATH } from "../functions/send-contact-email/local"
import { createLocalServer, listen } from "./local-server"

const ROOT = path.resolve(__dirname, "..")
const PUBLIC_DIR = path.join(ROOT, "public")
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

async function main() {
  if (!process.argv.includes("--no-build") && buildIsStale()) {
    console.log("Building the site (gatsby build)…")
    const build = spawnSync("npx", ["gatsby", "build"], { cwd: ROOT, stdio: "inherit", env: process.env })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }
  if (!fs.existsSync(path.join(PUBLIC_DIR, "index.html"))) {
    console.error("No build in public/. Run `npm run build` or `npm start`.")
    process.exit(1)
  }

  const host = process.env.HOST ?? "127.0.0.1"
  const port = Number(process.env.PORT ?? 9000)
  // The enquiry function, with the local outbox as its default transport (no account needed).
  const enquiries = createLocalEnquiryHandler()
  const server = createLocalServer({
    root: PUBLIC_DIR,
    pathPrefix: process.env.PATH_PREFIX,
    routes: { [ENQUIRY_PATH]: enquiries.handler },
  })
  const url = await listen(server, host, port)
  console.log(`Site ready at ${url}/`)
  console.log(`Enquiries (POST ${ENQUIRY_PATH}) go to the ${enquiries.destination}`)
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.on(signal, () => server.close(() => process.exit(0)))
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
