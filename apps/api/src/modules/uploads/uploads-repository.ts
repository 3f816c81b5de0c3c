import { sql } from 'drizzle-orm'
import { type Database, queryRows } from '../../db/client.ts'

/**
 * Tables of history and machinery, not records: an address there keeps no file. The audit log keeps
 * what a record said before (a replaced picture), a queued e-mail carries its own copy of a file.
 */
const notRecords = ['audit_log', 'sessions', 'mail_outbox', 'webhook_events', 'idempotency_keys']

/** A stored upload's address as records hold it (alone, in a list, inside JSON or Markdown). */
const uploadAddress = '/media/uploads/([a-z-]+/[0-9]{4}/[0-9]{2}/[0-9a-f]{32}\\.[a-z]+)'

export function createUploadsRepository(db: Database) {
  return {
    /**
     * The keys of every upload some record points to. Each table's rows are read whole, as text, so a
     * column added later (a pending edit's JSON, a gallery) is read too without being named here.
     */
    async referencedKeys(): Promise<Set<string>> {
      const tables = await queryRows<{ name: string }>(
        db,
        sql`select table_name as name from information_schema.tables
            where table_schema = current_schema() and table_type = 'BASE TABLE'
              and table_name not in (${sql.join(
                notRecords.map((name) => sql`${name}`),
                sql`, `,
              )})
            order by table_name`,
      )
      if (tables.length === 0) return new Set()
      const reads = tables.map(
        ({ name }) =>
          sql`select (regexp_matches(row_text, ${uploadAddress}, 'g'))[1] as key
              from (select r::text as row_text from ${sql.identifier(name)} r) rows
              where row_text like '%/media/uploads/%'`,
      )
      const rows = await queryRows<{ key: string }>(db, sql.join(reads, sql` union `))
      return new Set(rows.map(({ key }) => key))
    },
  }
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>
