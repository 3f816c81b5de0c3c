import { is, Param, type Query, SQL } from 'drizzle-orm'
import type { PgColumn, PgDialect, SelectedFieldsOrdered } from 'drizzle-orm/pg-core'
import type { Database, Transaction } from './client.ts'

type Executor = Database | Transaction

/**
 * A statement on a hot write path, built by Drizzle once (at its first run) and sent by name: no request
 * pays for building its SQL again (Drizzle's builder costs a few tenths of a millisecond of CPU per
 * statement, decision 057), and PostgreSQL parses and plans it once per connection instead of on every
 * call. Unlike Drizzle's own `.prepare()`, which binds a statement to the pool, it runs on the executor it
 * is given, a transaction's connection included. `build` writes each value as `sql.placeholder(name)`;
 * `values` gives them by name (each encoded as its column, as Drizzle does). `returning` names the
 * columns the statement returns, in the order it returns them (a table's columns for `.returning()`).
 * `build` may also give an `sql` template, which may hold built queries (data-modifying CTEs, decision 070).
 */
export function namedStatement<Row = never>(
  name: string,
  build: (executor: Executor) => { toSQL(): Query } | SQL,
  returning?: Record<string, PgColumn>,
) {
  let query: Query | undefined
  const fields: SelectedFieldsOrdered | undefined =
    returning && Object.entries(returning).map(([key, field]) => ({ path: [key], field }))
  return async (executor: Executor, values: Record<string, unknown>): Promise<Row[]> => {
    query ??= nullsAsNull(toQuery(executor, build(executor)))
    const result = await executor._.session.prepareQuery(query, fields, name, true).execute(listsAsJson(values))
    return fields ? (result as Row[]) : []
  }
}

/** A built query's SQL, or an `sql` template's, written as the executor's dialect writes (its casing). */
function toQuery(executor: Executor, built: { toSQL(): Query } | SQL): Query {
  if (!is(built, SQL)) return built.toSQL()
  return (executor as unknown as { dialect: PgDialect }).dialect.sqlToQuery(built)
}

/**
 * Drizzle encodes a placeholder's value as its column (a date as ISO text, JSON as text) even when it is
 * null, which a date's encoder cannot take; a null is sent as null, as Drizzle sends a null it is given.
 */
function nullsAsNull(query: Query): Query {
  const params = query.params.map((param) => {
    if (!is(param, Param) || !param.encoder) return param
    const { encoder } = param
    return new Param(param.value, {
      mapToDriverValue: (value: unknown) => (value === null ? null : encoder.mapToDriverValue(value)),
    })
  })
  return { ...query, params }
}

const rowListBrand = Symbol('rows')

/**
 * A list of rows that a part of a statement reads as one JSON parameter (`jsonb_to_recordset`): the messages
 * a booking's part writes, its notifications. Sent as JSON text; the lists of writes that share a statement
 * (decision 083) are joined into one (`joinValues`).
 */
export type RowList = { readonly [rowListBrand]: true; readonly rows: readonly unknown[] }
export const rowList = (rows: readonly unknown[]): RowList => ({ [rowListBrand]: true, rows })
const isRowList = (value: unknown): value is RowList =>
  typeof value === 'object' && value !== null && rowListBrand in value

/**
 * The values of several writes as those of one statement: each row list joined in the writes' order; any
 * other value (a due time) is the first write's.
 */
export function joinValues(all: readonly Record<string, unknown>[]): Record<string, unknown> {
  const joined: Record<string, unknown> = { ...all[0] }
  for (const [key, value] of Object.entries(joined)) {
    if (isRowList(value)) joined[key] = rowList(all.flatMap((values) => (values[key] as RowList).rows))
  }
  return joined
}

function listsAsJson(values: Record<string, unknown>): Record<string, unknown> {
  let encoded: Record<string, unknown> | undefined
  for (const key in values) {
    const value = values[key]
    if (!isRowList(value)) continue
    encoded ??= { ...values }
    encoded[key] = JSON.stringify(value.rows)
  }
  return encoded ?? values
}
