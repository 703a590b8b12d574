/**
 * Privacy requests against the Supabase table, selected in SQL: a request reads the rows that may
 * concern one address, never the whole table (every visitor's enquiry) over the wire. A superset:
 * its own rows, and rows whose text contains the address's local part once folded as a reader
 * reads it (compatibility forms, invisible characters); privacy-requests.ts matches exactly.
 */
import { COLUMNS, type SqlClient, toRecord } from "./postgres-store.ts"
import type { StoredEnquiry } from "./store.ts"

const INVISIBLE = "[\\u00ad\\u180e\\u200b-\\u200f\\u2060-\\u2064\\ufeff]"

export function postgresCandidates(client: SqlClient) {
  return (address: string): Promise<StoredEnquiry[]> =>
    client.transaction(async (query) => {
      const local = address.slice(0, address.lastIndexOf("@"))
      const folded = (column: string) =>
        `lower(normalize(regexp_replace(${column}, '${INVISIBLE}', '', 'g'), NFKC))`
      const rows = await query(
        `select ${COLUMNS} from public.enquiries
         where lower(email) = $1
            or strpos(${folded("name")}, $2) > 0
            or strpos(${folded("company")}, $2) > 0
            or strpos(${folded("message")}, $2) > 0
         order by received_at`,
        [address, local],
      )
      return rows.map(toRecord)
    })
}
