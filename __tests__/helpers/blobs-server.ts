/**
 * `tsx __tests__/helpers/blobs-server.ts <folder>`: Netlify's own local Blobs server (the one
 * `netlify dev` runs), for the Netlify store's tests. A child process because the package is ES
 * modules only, which Jest's CommonJS sandbox cannot load. Prints "ready <port>" (a free port); stops on SIGTERM.
 */
import { BlobsServer } from "@netlify/blobs/server"

const [directory] = process.argv.slice(2)
// Without a port, the server takes a free one.
const server = new BlobsServer({ directory, token: "test-token" })
server.start().then(
  ({ port }) => console.log(`ready ${port}`),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
process.on("SIGTERM", () => server.stop().then(() => process.exit(0)))
