import { and, gte, lt, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from './client.ts'

/**
 * A table's public rows cut into consecutive ranges of `perChunk` in id order: each range's size
 * and newest update, in one pass over ids and update times (decision 021: with a partial index on
 * `(id, …, updated_at)` this is an index-only scan). Shared by the owners' public-records sources.
 */
export async function sitemapChunks(
  db: Database,
  rows: { table: PgTable; id: AnyPgColumn; updatedAt: AnyPgColumn; where: SQL | undefined },
  perChunk: number,
): Promise<{ firstId: string; records: number; lastmod: Date }[]> {
  const numbered = db
    .select({
      // As text, whose order is the uuid's (lowercase hex at fixed places): min() has no uuid form before PostgreSQL 16.
      key: sql`${rows.id}::text`.as('key'),
      modified: sql`${rows.updatedAt}`.as('modified'),
      chunk: sql`(row_number() over (order by ${rows.id}) - 1) / ${sql.raw(String(Math.trunc(perChunk)))}`.as('chunk'),
    })
    .from(rows.table)
    .where(rows.where)
    .as('numbered')
  const chunks = await db
    .select({
      firstId: sql<string>`min(key)`,
      records: sql<number>`count(*)`.mapWith(Number),
      // Epoch milliseconds: the same on both drivers, whatever each makes of a bare timestamptz.
      lastmod: sql<number>`extract(epoch from max(modified)) * 1000`.mapWith(Number),
    })
    .from(numbered)
    .groupBy(sql`chunk`)
    .orderBy(sql`chunk`)
  return chunks.map((chunk) => ({ firstId: chunk.firstId, records: chunk.records, lastmod: new Date(chunk.lastmod) }))
}

/** The condition of a span of ids (decision 049): a keyset read off the primary key or a sitemap index. */
export function inSitemapSpan(id: AnyPgColumn, range: { from: string | null; until: string | null }): SQL | undefined {
  return and(
    range.from === null ? undefined : gte(id, range.from),
    range.until === null ? undefined : lt(id, range.until),
  )
}
