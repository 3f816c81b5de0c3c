import { type SQLWrapper, sql } from 'drizzle-orm'
import { type Database, queryRows } from './client.ts'

/** A query not yet run that answers one row with one number: what `countEach` takes. */
export type CountQuery = SQLWrapper

/**
 * Runs several counts (each a query answering one row with one number) as one statement: one round
 * trip and one pooled connection instead of one each (decision 051). The answers come back in the
 * order of the queries.
 */
export async function countEach(db: Database, queries: readonly CountQuery[]): Promise<number[]> {
  if (queries.length === 0) return []
  const columns = sql.join(
    queries.map((query, index) => sql`(${query}) as ${sql.identifier(`c${index}`)}`),
    sql`, `,
  )
  const [row] = await queryRows<Record<string, string | number | null>>(db, sql`select ${columns}`)
  // Counts come back as text or numbers depending on the driver.
  return queries.map((_, index) => Number(row?.[`c${index}`] ?? 0))
}
