/**
 * `tsx __tests__/helpers/blobs-server.ts <port> <folder>`: Netlify's own local Blobs server (the one
 * `netlify dev` runs), for the Netlify store's tests. A child process because the package is ES
 * modules only, which Jest's CommonJS sandbox cannot load. Prints "ready"; stops on SIGTERM.
 */
import { BlobsServer } from "@netlify/blobs/server"

const [port, directory] = process.argv.slice(2)
const server = new BlobsServer({ directory, port: Number(port), token: "test-token" })
server.start().then(
  () => console.log("ready"),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
process.on("SIGTERM", () => server.stop().then(() => process.exit(0)))
