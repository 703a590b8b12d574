/**
 * The Supabase store: the `public.enquiries` table (supabase/migrations/), written as the
 * `service_role` the platform gives the function. Plain SQL over a two-method client, so the same
 * code runs on postgres.js under Deno and on PGlite in the tests. Imports nothing: Deno loads it as is.
 */
import type { DeliveryStatus, RetainedStore, StoredEnquiry } from "./store.ts"

type Row = Record<string, unknown>
export type Query = (text: string, params?: unknown[]) => Promise<Row[]>

/** Runs `work` in one transaction. */
export interface SqlClient {
  transaction<T>(work: (query: Query) => Promise<T>): Promise<T>
}

/** postgres.js (`npm:postgres`), as the Supabase entry creates it. */
export function postgresJsClient(sql: {
  begin<T>(work: (tx: { unsafe(text: string, params?: unknown[]): Promise<Row[]> }) => Promise<T>): Promise<T>
}): SqlClient {
  return {
    transaction: (work) => sql.begin((tx) => work((text, params = []) => tx.unsafe(text, params))) as never,
  }
}

const iso = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string).toISOString()

export function toRecord(row: Row): StoredEnquiry {
  return {
    id: String(row.id),
    key: String(row.idempotency_key),
    fingerprint: String(row.fingerprint),
    receivedAt: iso(row.received_at)!,
    language: String(row.language),
    enquiry: {
      name: String(row.name),
      email: String(row.email),
      company: String(row.company),
      message: String(row.message),
    },
    status: (["delivered", "failed"].includes(String(row.status)) ? row.status : "pending") as DeliveryStatus,
    attempts: Number(row.attempts),
    nextAttemptAt: iso(row.next_attempt_at)!,
    leaseUntil: iso(row.lease_until),
    lastError: row.last_error === null ? null : String(row.last_error),
    deliveredAt: iso(row.delivered_at),
  }
}

export const COLUMNS = `id, idempotency_key, fingerprint, received_at, language, name, email, company, message,
  status, attempts, next_attempt_at, lease_until, last_error, delivered_at`

export function createPostgresStore(client: SqlClient, { role }: { role?: string } = {}): RetainedStore {
  if (role !== undefined && !/^[a-z_][a-z0-9_]*$/.test(role)) throw new Error("invalid role name")

  /** One transaction, as `role` (Supabase's service_role: the anon and authenticated roles have no access). */
  function run<T>(work: (query: Query) => Promise<T>): Promise<T> {
    return client.transaction(async (query) => {
      if (role) await query(`set local role ${role}`)
      return work(query)
    })
  }

  const find = (query: Query, key: string) =>
    query(`select ${COLUMNS} from public.enquiries where idempotency_key = $1`, [key]).then((rows) =>
      rows.length ? toRecord(rows[0]) : null,
    )

  return {
    description: "Postgres table public.enquiries",

    find: (key) => run((query) => find(query, key)),

    add: (record) =>
      run(async (query) => {
        const inserted = await query(
          `insert into public.enquiries (${COLUMNS})
           values ($1::uuid, $2, $3, $4::timestamptz, $5, $6, $7, $8, $9, $10, $11::int, $12::timestamptz,
                   $13::timestamptz, $14, $15::timestamptz)
           on conflict (idempotency_key) do nothing
           returning ${COLUMNS}`,
          [
            record.id,
            record.key,
            record.fingerprint,
            record.receivedAt,
            record.language,
            record.enquiry.name,
            record.enquiry.email,
            record.enquiry.company,
            record.enquiry.message,
            record.status,
            record.attempts,
            record.nextAttemptAt,
            record.leaseUntil,
            record.lastError,
            record.deliveredAt,
          ],
        )
        if (inserted.length) return { stored: toRecord(inserted[0]), created: true }
        const stored = await find(query, record.key)
        if (!stored) throw new Error("an enquiry with this key was neither inserted nor found")
        return { stored, created: false }
      }),

    claimDue: (now, leaseUntil, limit) =>
      run(async (query) => {
        // SKIP LOCKED: sweeps running at once in several instances take disjoint enquiries.
        const rows = await query(
          `update public.enquiries set lease_until = $2::timestamptz, attempts = attempts + 1
           where idempotency_key in (
             select idempotency_key from public.enquiries
             where status = 'pending' and next_attempt_at <= $1::timestamptz
               and (lease_until is null or lease_until <= $1::timestamptz)
             order by next_attempt_at
             limit $3::int
             for update skip locked)
           returning ${COLUMNS}`,
          [now, leaseUntil, limit],
        )
        return rows.map(toRecord)
      }),

    markDelivered: (key, at) =>
      run(async (query) => {
        await query(
          `update public.enquiries
           set status = 'delivered', delivered_at = $2::timestamptz, lease_until = null, last_error = null
           where idempotency_key = $1`,
          [key, at],
        )
      }),

    markFailed: (key, error, nextAttemptAt) =>
      run(async (query) => {
        await query(
          `update public.enquiries set last_error = $2, next_attempt_at = $3::timestamptz, lease_until = null
           where idempotency_key = $1 and status = 'pending'`,
          [key, error, nextAttemptAt],
        )
      }),

    failUndelivered: (receivedBefore) =>
      run(async (query) => {
        const rows = await query(
          `update public.enquiries set status = 'failed', lease_until = null
           where status = 'pending' and received_at < $1::timestamptz returning id`,
          [receivedBefore],
        )
        return rows.length
      }),

    deleteReceivedBefore: (receivedBefore) =>
      run(async (query) => {
        const rows = await query(
          `delete from public.enquiries where received_at < $1::timestamptz returning id`,
          [receivedBefore],
        )
        return rows.length
      }),

    all: () =>
      run(async (query) =>
        (await query(`select ${COLUMNS} from public.enquiries order by received_at`)).map(toRecord),
      ),

    remove: (key) =>
      run(async (query) => {
        await query(`delete from public.enquiries where idempotency_key = $1`, [key])
      }),

    rewrite: (record, formerKey) =>
      run(async (query) => {
        await query(
          `update public.enquiries set name = $2, email = $3, company = $4, message = $5, fingerprint = $6,
             idempotency_key = $7
           where idempotency_key = $1`,
          [
            formerKey,
            record.enquiry.name,
            record.enquiry.email,
            record.enquiry.company,
            record.enquiry.message,
            record.fingerprint,
            record.key,
          ],
        )
      }),
  }
}
