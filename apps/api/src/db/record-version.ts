import { type AnyColumn, type SQL, sql } from 'drizzle-orm'

/**
 * The record is at the version an operator opened (an ISO time): updatedAt is kept in microseconds and
 * read in milliseconds, so the comparison drops what the reader never saw.
 */
export const atVersion = (column: AnyColumn, version: string): SQL =>
  sql`date_trunc('milliseconds', ${column}) = ${version}::timestamptz`
