/**
 * The Supabase store: the `public.enquiries` table (supabase/migrations/), written as the
 * `service_role` the platform gives the function. Plain SQL over a two-method client, so the same
 * code runs on postgres.js under Deno and on PGlite in the tests. Imports nothing: Deno loads it as is.
 */
import {
  type AlertState,
  type DeliveryStatus,
  NO_ALERT_YET,
  type RetainedStore,
  type StoredEnquiry,
} from "./store.ts"

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
    status: (["delivered", "failed", "handled"].includes(String(row.status))
      ? row.status
      : "pending") as DeliveryStatus,
    attempts: Number(row.attempts),
    nextAttemptAt: iso(row.next_attempt_at)!,
    leaseUntil: iso(row.lease_until),
    lastError: row.last_error === null ? null : String(row.last_error),
    deliveredAt: iso(row.delivered_at),
    // Columns of the later migration (20261202000000): absent until it runs, and only then set.
    ...(row.retried_at ? { retriedAt: iso(row.retried_at)! } : {}),
    ...(row.handled_at ? { handledAt: iso(row.handled_at)! } : {}),
    // Columns of the consent migration (20261203000000), set only where consent is required.
    ...(row.consent_at ? { consent: { at: iso(row.consent_at)!, notice: String(row.consent_notice) } } : {}),
  }
}

/**
 * Writes the consent beside a new enquiry. Before the consent migration has run the enquiry is kept
 * without it (its receipt time is when consent was given): asked rather than tried, because a failed
 * statement fails the whole transaction under postgres.js.
 */
async function recordConsent(query: Query, record: StoredEnquiry) {
  const columns = await query(
    `select 1 from information_schema.columns
     where table_schema = 'public' and table_name = 'enquiries' and column_name = 'consent_notice'`,
  )
  if (!columns.length) return
  await query(
    `update public.enquiries set consent_at = $2::timestamptz, consent_notice = $3 where idempotency_key = $1`,
    [record.key, record.consent!.at, record.consent!.notice],
  )
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

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
        if (inserted.length) {
          if (record.consent) await recordConsent(query, record)
          return {
            stored: { ...toRecord(inserted[0]), ...(record.consent && { consent: record.consent }) },
            created: true,
          }
        }
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

    // The migration's purge_enquiries is Postgres's one retention path, with data-policy.ts's periods.
    retain: (policy, now) =>
      run(async (query) => {
        const [row] = await query(
          `select failed, deleted from public.purge_enquiries($1::int, $2::int, $3::timestamptz)`,
          [policy.retentionDays, policy.failedAfterDays, new Date(now).toISOString()],
        )
        return { failed: Number(row.failed), deleted: Number(row.deleted) }
      }),

    unhandled: () =>
      run(async (query) =>
        (
          await query(
            `select * from public.enquiries where status in ('pending', 'failed') order by received_at`,
          )
        ).map(toRecord),
      ),

    findById: (id) =>
      UUID.test(id)
        ? run(async (query) => {
            const rows = await query(`select * from public.enquiries where id = $1::uuid`, [id])
            return rows.length ? toRecord(rows[0]) : null
          })
        : Promise.resolve(null),

    // The firm's commands, run after the migration that adds these columns (`supabase db push`).
    retry: (key, at) =>
      run(async (query) => {
        const rows = await query(
          `update public.enquiries
           set status = 'pending', next_attempt_at = $2::timestamptz, lease_until = null, retried_at = $2::timestamptz
           where idempotency_key = $1 and status in ('pending', 'failed') returning *`,
          [key, at],
        )
        return rows.length ? toRecord(rows[0]) : null
      }),

    markHandled: (key, at) =>
      run(async (query) => {
        const rows = await query(
          `update public.enquiries set status = 'handled', lease_until = null, handled_at = $2::timestamptz
           where idempotency_key = $1 and status in ('pending', 'failed') returning *`,
          [key, at],
        )
        return rows.length ? toRecord(rows[0]) : null
      }),

    alertState: () =>
      run(async (query) => {
        const rows = await query(
          `select last_sent_at, warned_about from public.enquiry_alert_state where id = 1`,
        )
        if (!rows.length) return NO_ALERT_YET
        return { lastSentAt: iso(rows[0].last_sent_at), warnedAbout: iso(rows[0].warned_about) } as AlertState
      }),

    saveAlertState: (state) =>
      run(async (query) => {
        await query(
          `insert into public.enquiry_alert_state (id, last_sent_at, warned_about)
           values (1, $1::timestamptz, $2::timestamptz)
           on conflict (id) do update set last_sent_at = excluded.last_sent_at, warned_about = excluded.warned_about`,
          [state.lastSentAt, state.warnedAbout],
        )
      }),

    all: () =>
      run(async (query) =>
        (await query(`select * from public.enquiries order by received_at`)).map(toRecord),
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
