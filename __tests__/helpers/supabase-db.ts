/**
 * A real PostgreSQL for the tests: PGlite (the Postgres engine compiled to WebAssembly) prepared the
 * way a Supabase project is before our migration runs, then running the repository's migrations
 * unchanged, served over the PostgreSQL wire protocol on 127.0.0.1 by a child process (PGlite loads
 * its engine with a dynamic import, which Jest's module sandbox does not allow). Clients are real
 * drivers: postgres.js here, and the Supabase entry's own postgres.js under Deno.
 */
import { spawn, type ChildProcess } from "node:child_process"
import path from "node:path"
import postgres from "postgres"
import type { SqlClient } from "../../functions/send-contact-email/postgres-store"
import { postgresJsClient } from "../../functions/send-contact-email/postgres-store"

const ROOT = path.resolve(__dirname, "..", "..")

export interface SupabaseDb {
  url: string
  /** A postgres.js client connected as postgres (the owner, as SUPABASE_DB_URL is on Supabase). */
  sql: postgres.Sql
  client: SqlClient
  stop(): Promise<void>
}

/**
 * Runs a helper script of this folder under tsx; resolves once it prints "ready <port>", with the
 * port it listens on (each helper takes port 0 from the system, so test files never collide).
 */
export async function startHelper(
  script: string,
  args: string[],
): Promise<{ port: number; stop(): Promise<void> }> {
  const child: ChildProcess = spawn(
    path.join(ROOT, "node_modules", ".bin", "tsx"),
    [path.join(__dirname, script), ...args],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  )
  let output = ""
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on("data", (chunk) => {
      output += chunk
      const ready = /^ready (\d+)$/m.exec(output)
      if (ready) resolve(Number(ready[1]))
    })
    child.stderr!.on("data", (chunk) => (output += chunk))
    child.once("exit", (code) => reject(new Error(`${script} exited (${code}):\n${output}`)))
  })
  return {
    port,
    async stop() {
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once("exit", resolve))
      child.kill("SIGTERM")
      await exited
    },
  }
}

export async function startSupabaseDb(): Promise<SupabaseDb> {
  const server = await startHelper("pglite-server.ts", [])
  const url = `postgres://postgres:postgres@127.0.0.1:${server.port}/postgres`
  const sql = postgres(url, { max: 1, prepare: false, onnotice: () => undefined })
  return {
    url,
    sql,
    client: postgresJsClient(sql as never),
    async stop() {
      await sql.end({ timeout: 1 })
      await server.stop()
    },
  }
}
