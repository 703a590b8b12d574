/**
 * `tsx __tests__/helpers/pglite-server.ts`: a PGlite database prepared as a Supabase project
 * is (the anon, authenticated and service_role roles, granted to postgres, and Supabase's default
 * privileges that hand every new table in `public` to all three), with supabase/migrations/ applied,
 * served over the PostgreSQL wire protocol on 127.0.0.1. PGlite speaks the protocol itself; this
 * frames messages and lets one connection at a time hold the engine from a statement to the end of
 * its transaction. Prints "ready <port>" once listening on a free port; stops on SIGTERM.
 */
import fs from "node:fs"
import net from "node:net"
import path from "node:path"
import { PGlite } from "@electric-sql/pglite"

const MIGRATIONS_DIR = path.resolve(__dirname, "..", "..", "supabase", "migrations")
const SSL_REQUEST = 80877103
const CANCEL_REQUEST = 80877102
const STARTUP_V3 = 196608

const SUPABASE_BASELINE = `
  create role anon nologin noinherit;
  create role authenticated nologin noinherit;
  create role service_role nologin noinherit bypassrls;
  grant anon, authenticated, service_role to postgres;
  grant usage on schema public to anon, authenticated, service_role;
  alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
`

async function main() {
  const db = new PGlite()
  await db.exec(SUPABASE_BASELINE)
  for (const file of fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((name) => name.endsWith(".sql"))
    .sort()) {
    await db.exec(fs.readFileSync(path.join(MIGRATIONS_DIR, file), "utf8"))
  }

  type Pending = { socket: net.Socket; message: Uint8Array }
  const queue: Pending[] = []
  let owner: net.Socket | null = null
  let running = false

  async function pump() {
    if (running) return
    running = true
    for (;;) {
      const index = owner ? queue.findIndex((item) => item.socket === owner) : 0
      if (index < 0 || !queue.length) break
      const [{ socket, message }] = queue.splice(index, 1)
      await db
        .execProtocolRawStream(message, {
          onRawData: (chunk) => void (socket.destroyed || socket.write(chunk)),
        })
        .catch(() => socket.destroy())
      // A connection keeps the engine from its first message to the end of its cycle (Query or Sync)
      // with no transaction left open: another connection's statements never land in the middle.
      const type = String.fromCharCode(message[0])
      const cycleEnds = type === "Q" || type === "S" || type === "X" || message[0] === 0
      owner = cycleEnds && !db.isInTransaction() ? null : socket
    }
    running = false
  }

  const server = net.createServer((socket) => {
    socket.setNoDelay(true)
    let buffered = Buffer.alloc(0)
    socket.on("data", (data) => {
      buffered = Buffer.concat([buffered, data])
      for (;;) {
        const code = buffered.length >= 8 ? buffered.readInt32BE(4) : 0
        if (code === SSL_REQUEST || code === CANCEL_REQUEST) {
          if (code === SSL_REQUEST) socket.write("N")
          buffered = buffered.subarray(8 + (code === CANCEL_REQUEST ? 8 : 0))
          continue
        }
        let length: number
        if (code === STARTUP_V3) length = buffered.readInt32BE(0)
        else if (buffered.length >= 5) length = 1 + buffered.readInt32BE(1)
        else break
        if (buffered.length < length) break
        queue.push({ socket, message: new Uint8Array(buffered.subarray(0, length)) })
        buffered = buffered.subarray(length)
      }
      void pump()
    })
    socket.on("close", async () => {
      for (let i = queue.length - 1; i >= 0; i--) if (queue[i].socket === socket) queue.splice(i, 1)
      if (owner === socket) {
        // A client that vanished mid-transaction must not leave the engine inside it.
        if (db.isInTransaction()) await db.exec("rollback")
        owner = null
        void pump()
      }
    })
    socket.on("error", () => socket.destroy())
  })
  server.listen(0, "127.0.0.1", () => console.log(`ready ${(server.address() as net.AddressInfo).port}`))
  process.on("SIGTERM", () => server.close(() => process.exit(0)))
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
