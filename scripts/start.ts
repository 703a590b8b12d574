/**
 * `npm run serve:fresh`: builds the production site if the build is missing or older than its sources,
 * then serves it on 127.0.0.1 (HOST, PORT) together with the enquiry function.
 * `npm run serve` (`--no-build`) serves whatever is in public/.
 */
import fs from "node:fs"
import { ENQUIRY_PATH } from "../functions/send-contact-email/contract"
import { createLocalEnquiryHandler } from "../functions/send-contact-email/local"
import { buildHeaders, createLocalServer, listen } from "./local-server"
import { buildSiteIfStale, PUBLIC_DIR } from "./site-build"

async function main() {
  if (!process.argv.includes("--no-build")) buildSiteIfStale()
  if (!fs.existsSync(`${PUBLIC_DIR}/index.html`)) {
    console.error("No build in public/. Run `npm run build` or `npm run serve:fresh`.")
    process.exit(1)
  }

  const host = process.env.HOST ?? "127.0.0.1"
  const port = Number(process.env.PORT ?? 9000)
  const perClient = Number(process.env.MAX_CONNECTIONS_PER_CLIENT ?? 0)
  // The enquiry function, with the local outbox as its default transport (no account needed).
  const enquiries = createLocalEnquiryHandler()
  // The build's own headers (public/_headers, netlify.toml) and fallback rules (public/_redirects),
  // as Netlify applies them: the server's defaults.
  const headers = buildHeaders(PUBLIC_DIR)
  const server = createLocalServer({
    root: PUBLIC_DIR,
    pathPrefix: process.env.PATH_PREFIX,
    routes: { [ENQUIRY_PATH]: enquiries.handler },
    headers,
    allowedHosts: enquiries.allowedHosts,
    // Everything a benchmark or a test suite sends comes from 127.0.0.1: it may need more than a client's share.
    limits: perClient > 0 ? { maxConnectionsPerClient: perClient } : {},
  })
  const url = await listen(server, host, port)
  console.log(`Site ready at ${url}/`)
  console.log(
    headers.length
      ? "With the headers Netlify sends for this build (public/_headers)"
      : "Without response headers: this build has no public/_headers (a GitHub Pages build; Pages sends none)",
  )
  console.log(`Enquiries (POST ${ENQUIRY_PATH}) go to the ${enquiries.destination}`)
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.on(signal, () => server.close(() => process.exit(0)))
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
