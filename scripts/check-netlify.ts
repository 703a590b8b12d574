/**
 * `npm run check:netlify`: the deploy path proven by Netlify's own code, offline. Installs a pinned
 * netlify-cli on first use (from the npm registry, into node_modules/.cache/netlify-cli/), runs
 * `netlify build --offline` with neither URL nor SITE_URL set, then `netlify serve --offline`, and
 * checks what a visitor would receive: every header of the build's rules, once, and the enquiry
 * function on its same-origin path. Not part of `npm test`: the CLI is ~350 MB and builds the site
 * twice (about 4 minutes here).
 *
 * Offline, the CLI needs two things it would otherwise download: a sharp it can install for
 * @netlify/plugin-gatsby (its sharp 0.32 fetches libvips from GitHub; .netlify/plugins/package.json
 * gets an override to the sharp the site uses), and Deno for its Edge Functions server (the
 * project's own `deno` dev dependency, put on PATH).
 *
 * Ports: NETLIFY_CHECK_PORT (default 8888), the static server the next one, functions the one after.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process"
import fs from "node:fs"
import http from "node:http"
import path from "node:path"
import { ENQUIRY_PATH } from "../functions/send-contact-email/contract"
import { routeOf } from "../src/routes"
import { headersFor, readDeployedHeaders } from "./netlify/headers-file"
import { PUBLIC_DIR, ROOT } from "./site-build"

const NETLIFY_CLI_VERSION = "27.10.2"
/** The sharp the site itself pins (package.json overrides), which installs from npm alone. */
const SHARP = (
  JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as { overrides: { sharp: string } }
).overrides.sharp

const CLI_DIR = path.join(ROOT, "node_modules/.cache/netlify-cli", NETLIFY_CLI_VERSION)
const CLI = path.join(CLI_DIR, "node_modules/.bin/netlify")
const PORT = Number(process.env.NETLIFY_CHECK_PORT ?? 8888)

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`

function installCli() {
  if (fs.existsSync(CLI)) return
  console.log(`Installing netlify-cli@${NETLIFY_CLI_VERSION} into ${path.relative(ROOT, CLI_DIR)}/ (once)…`)
  fs.mkdirSync(CLI_DIR, { recursive: true })
  const install = spawnSync(
    "npm",
    ["install", "--prefix", CLI_DIR, "--no-audit", "--no-fund", `netlify-cli@${NETLIFY_CLI_VERSION}`],
    { stdio: "inherit" },
  )
  if (install.status !== 0) throw new Error("could not install netlify-cli")
}

/** Netlify installs @netlify/plugin-gatsby into .netlify/plugins/; let its sharp come from npm. */
function overrideSharpForPluginInstall() {
  const file = path.join(ROOT, ".netlify/plugins/package.json")
  const manifest = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>)
    : { name: "netlify-local-plugins", version: "1.0.0", private: true }
  manifest.overrides = { ...(manifest.overrides as object), sharp: SHARP }
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`)
}

/** The environment of a fresh, unlinked checkout: no site address, no browser, Deno on PATH. */
function cliEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PATH: `${path.join(ROOT, "node_modules/.bin")}${path.delimiter}${process.env.PATH}`,
    BROWSER: "none",
    GATSBY_TELEMETRY_DISABLED: "1",
  }
  delete env.URL
  delete env.SITE_URL
  return env
}

function get(url: string, init: { method?: string; body?: string } = {}) {
  return new Promise<{ status: number; raw: string[]; body: string }>((resolve, reject) => {
    const request = http.request(
      url,
      { method: init.method ?? "GET", headers: init.body ? { "content-type": "application/json" } : {} },
      (response) => {
        let body = ""
        response.setEncoding("utf8")
        response.on("data", (chunk: string) => (body += chunk))
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, raw: response.rawHeaders, body }),
        )
      },
    )
    request.on("error", reject)
    request.end(init.body)
  })
}

async function waitForServer(child: ChildProcess, url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`netlify serve exited with ${child.exitCode}`)
    const up = await get(url).then(
      () => true,
      () => false,
    )
    if (up) return
    await new Promise((resolve) => setTimeout(resolve, 2000))
  }
  throw new Error(`netlify serve did not answer on ${url} within ${timeoutMs / 1000} s`)
}

/** Compares what netlify serve sent with the build's rules; returns the problems found. */
async function checkPath(
  origin: string,
  urlPath: string,
  status: number,
  rules = readDeployedHeaders(PUBLIC_DIR),
) {
  const response = await get(`${origin}${urlPath}`)
  const problems: string[] = []
  if (response.status !== status) problems.push(`${urlPath}: status ${response.status}, expected ${status}`)
  const names = response.raw.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase())
  const received = new Map<string, string>()
  response.raw.forEach((value, index) => {
    if (index % 2 === 1) received.set(response.raw[index - 1].toLowerCase(), value)
  })
  for (const name of new Set(names.filter((name, index) => names.indexOf(name) !== index)))
    problems.push(`${urlPath}: ${name} sent twice`)
  for (const [name, value] of Object.entries(headersFor(rules, urlPath))) {
    // netlify serve lets its static server's Cache-Control win over the rules (netlify/cli#990).
    if (name.toLowerCase() === "cache-control") continue
    if (received.get(name.toLowerCase()) !== value)
      problems.push(`${urlPath}: ${name} is ${JSON.stringify(received.get(name.toLowerCase()))}`)
  }
  if (received.has("x-xss-protection")) problems.push(`${urlPath}: x-xss-protection sent`)
  return { problems, received }
}

async function main() {
  installCli()
  overrideSharpForPluginInstall()
  const env = cliEnv()
  const version = spawnSync(CLI, ["--version"], { env, encoding: "utf8" }).stdout.trim()
  const { engines } = JSON.parse(
    fs.readFileSync(path.join(CLI_DIR, "node_modules/netlify-cli/package.json"), "utf8"),
  ) as { engines: { node: string } }
  console.log(`${version}: declares Node ${engines.node}, runs here on ${process.version}`)

  let started = Date.now()
  // Not production (the CLI's default for build): the launch check warns here instead of failing.
  const build = spawnSync(CLI, ["build", "--offline", "--context", "deploy-preview"], {
    cwd: ROOT,
    env,
    stdio: "inherit",
  })
  if (build.status !== 0) throw new Error(`netlify build --offline failed (exit ${build.status})`)
  const buildTime = seconds(started)

  started = Date.now()
  const serve = spawn(
    CLI,
    [
      "serve",
      "--offline",
      "--port",
      `${PORT}`,
      "--staticServerPort",
      `${PORT + 1}`,
      "--functions-port",
      `${PORT + 2}`,
    ],
    { cwd: ROOT, env, stdio: ["ignore", "inherit", "inherit"], detached: true },
  )
  const origin = `http://127.0.0.1:${PORT}`
  try {
    await waitForServer(serve, `${origin}/`, 10 * 60_000)
    const serveTime = seconds(started)
    const script = fs.readdirSync(PUBLIC_DIR).find((file) => file.startsWith("app-") && file.endsWith(".js"))!
    const checks = await Promise.all([
      checkPath(origin, "/", 200),
      checkPath(origin, routeOf("about").path, 200),
      checkPath(origin, "/no-such-page/", 404),
      checkPath(origin, `/${script}`, 200),
      checkPath(origin, "/company-profile.pdf", 200),
    ])
    const enquiry = await get(`${origin}${ENQUIRY_PATH}`, {
      method: "POST",
      body: JSON.stringify({
        name: "Netlify check",
        email: "check@example.com",
        company: "",
        message: "Sent by npm run check:netlify to see the function answer.",
        website: "",
      }),
    })
    const problems = checks.flatMap((check) => check.problems)
    // Without the Resend secrets the function answers 502 with a readable error: it is mounted.
    if (![200, 502].includes(enquiry.status) || !/"(ok|error)"/.test(enquiry.body))
      problems.push(`POST ${ENQUIRY_PATH}: ${enquiry.status} ${enquiry.body.slice(0, 120)}`)

    console.log(
      `\nnetlify build --offline: ${buildTime}; netlify serve --offline (build + start): ${serveTime}`,
    )
    console.log(`Headers a visitor receives on / (from netlify serve):`)
    for (const [name, value] of [...checks[0].received].sort()) console.log(`  ${name}: ${value}`)
    console.log(`POST ${ENQUIRY_PATH} → ${enquiry.status} ${enquiry.body}`)
    if (problems.length > 0) {
      console.error(`\nNetlify check failed:\n  ${problems.join("\n  ")}`)
      process.exitCode = 1
    } else console.log("\nNetlify check passed: every rule's header sent once, none of Gatsby's defaults.")
  } finally {
    if (serve.pid) process.kill(-serve.pid, "SIGTERM")
  }
}

main().catch((error: Error) => {
  console.error(error.message)
  process.exit(1)
})
