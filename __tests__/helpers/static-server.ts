/**
 * `tsx __tests__/helpers/static-server.ts <folder>`: the local server on a free port, in a process of
 * its own so that a test can read its memory: GET /__memory answers `{rss, maxRss}` in bytes (the
 * resident set now, and the most it has been). Prints "ready <port>"; stops on SIGTERM.
 */
import { createLocalServer, listen } from "../../scripts/local-server"

const [root] = process.argv.slice(2)
const memory = async () =>
  Response.json({ rss: process.memoryUsage.rss(), maxRss: process.resourceUsage().maxRSS * 1024 })
const server = createLocalServer({ root, routes: { "/__memory": memory } })
listen(server, "127.0.0.1", 0).then((origin) => console.log(`ready ${new URL(origin).port}`))
process.on("SIGTERM", () => {
  server.closeAllConnections()
  server.close(() => process.exit(0))
})
