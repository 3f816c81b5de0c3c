import { and, asc, desc, eq, gt, lt, max, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { type Operator, recordAudit } from './audit-log.ts'
import type { Database, Transaction } from './client.ts'

/** A list the console edits: rows in `position` order (within `scope`, for the FAQ's sections). */
export type EditableList = {
  table: PgTable
  id: PgColumn
  position: PgColumn
  updatedAt: PgColumn
  /** The row's field that holds the position (the team's is `sortOrder`). */
  positionKey: 'position' | 'sortOrder'
  scope?: PgColumn
  scopeKey?: 'group'
  /** The audit log's entity type, and the prefix of its actions (`faq_entry.update`). */
  entityType: string
}

export type Row = Record<string, unknown> & { id: string; updatedAt: Date }

export type EditOutcome<T> = { status: 'done'; row: T } | { status: 'missing' } | { status: 'changed' }

/** The record as the operator opened it: timestamps compare to the millisecond, as JSON carries them. */
const isVersion = (column: PgColumn, version: string): SQL =>
  sql`date_trunc('milliseconds', ${column}) = ${version}::timestamptz`

const sameVersion = (row: Row, version: string) => row.updatedAt.getTime() === new Date(version).getTime()

/** Audit snapshots hold what a reader of the log needs: no timestamps, dates as text. */
function snapshot(row: Record<string, unknown>): Record<string, unknown> {
  const { createdAt: _created, updatedAt: _updated, ...rest } = row
  return rest
}

/**
 * What an edit changed, for the audit log: the fields whose values differ, before and after. Values are
 * compared as JSON, so that a language's text inside `texts` counts as changed only when it did.
 */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  ignore: readonly string[] = ['updatedAt'],
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const changed = Object.keys(after).filter(
    (key) => !ignore.includes(key) && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  )
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, after[key] ?? null])),
  }
}

/**
 * The same five edits for each list the console edits: list, create, update, delete, move one
 * place; each change with its audit row in one transaction. Shared by the owners of those lists.
 */
export function editableList<T extends Row>(db: Database, list: EditableList, order: SQL[] = []) {
  const table = list.table as PgTable & Record<string, PgColumn>
  const positionOf = (row: Row) => Number(row[list.positionKey])

  async function lockedRow(tx: Transaction, id: string): Promise<T | undefined> {
    const [row] = await tx.select().from(table).where(eq(list.id, id)).for('update')
    return row as T | undefined
  }

  return {
    list(where?: SQL): Promise<T[]> {
      return db
        .select()
        .from(table)
        .where(where)
        .orderBy(...order, asc(list.position), asc(list.id)) as unknown as Promise<T[]>
    },

    async create(values: Record<string, unknown>, operator: Operator, now: Date): Promise<T> {
      return db.transaction(async (tx) => {
        const [last] = await tx.select({ position: max(list.position) }).from(table)
        const position = Number(last?.position ?? 0) + 10
        const [row] = (await tx
          .insert(table)
          .values({ ...values, [list.positionKey]: position, createdAt: now, updatedAt: now })
          .returning()) as T[]
        const created = row as T
        await recordAudit(tx, operator, {
          action: `${list.entityType}.create`,
          entityType: list.entityType,
          entityId: created.id,
          before: null,
          after: snapshot(created),
        })
        return created
      })
    },

    async update(
      id: string,
      openedVersion: string,
      values: Record<string, unknown>,
      operator: Operator,
      now: Date,
    ): Promise<EditOutcome<T>> {
      return db.transaction(async (tx) => {
        const before = await lockedRow(tx, id)
        if (!before) return { status: 'missing' }
        if (!sameVersion(before, openedVersion)) return { status: 'changed' }
        const [after] = (await tx
          .update(table)
          .set({ ...values, updatedAt: now })
          .where(and(eq(list.id, id), isVersion(list.updatedAt, openedVersion)))
          .returning()) as T[]
        if (!after) return { status: 'changed' }
        const change = changedFields(snapshot(before), snapshot(after))
        await recordAudit(tx, operator, {
          action: `${list.entityType}.update`,
          entityType: list.entityType,
          entityId: id,
          ...change,
        })
        return { status: 'done', row: after }
      })
    },

    async remove(id: string, openedVersion: string, operator: Operator): Promise<EditOutcome<T>> {
      return db.transaction(async (tx) => {
        const before = await lockedRow(tx, id)
        if (!before) return { status: 'missing' }
        if (!sameVersion(before, openedVersion)) return { status: 'changed' }
        const [gone] = (await tx
          .delete(table)
          .where(and(eq(list.id, id), isVersion(list.updatedAt, openedVersion)))
          .returning()) as T[]
        if (!gone) return { status: 'changed' }
        await recordAudit(tx, operator, {
          action: `${list.entityType}.delete`,
          entityType: list.entityType,
          entityId: id,
          before: snapshot(before),
          after: null,
        })
        return { status: 'done', row: gone }
      })
    },

    /** Swaps the record with its neighbour above or below; at the end of the list nothing moves. */
    async move(
      id: string,
      direction: 'up' | 'down',
      openedVersion: string,
      operator: Operator,
      now: Date,
    ): Promise<EditOutcome<T>> {
      return db.transaction(async (tx) => {
        const row = await lockedRow(tx, id)
        if (!row) return { status: 'missing' }
        if (!sameVersion(row, openedVersion)) return { status: 'changed' }
        const inScope = list.scope && list.scopeKey ? eq(list.scope, row[list.scopeKey] as string) : undefined
        const [neighbour] = (await tx
          .select()
          .from(table)
          .where(
            and(inScope, direction === 'up' ? lt(list.position, positionOf(row)) : gt(list.position, positionOf(row))),
          )
          .orderBy(direction === 'up' ? desc(list.position) : asc(list.position))
          .limit(1)
          .for('update')) as T[]
        if (!neighbour) return { status: 'done', row }
        const key = list.positionKey
        await tx
          .update(table)
          .set({ [key]: positionOf(row), updatedAt: now })
          .where(eq(list.id, neighbour.id))
        const [moved] = (await tx
          .update(table)
          .set({ [key]: positionOf(neighbour), updatedAt: now })
          .where(eq(list.id, id))
          .returning()) as T[]
        await recordAudit(tx, operator, {
          action: `${list.entityType}.move`,
          entityType: list.entityType,
          entityId: id,
          before: { position: positionOf(row) },
          after: { position: positionOf(neighbour), direction, swappedWith: neighbour.id },
        })
        return { status: 'done', row: moved as T }
      })
    },
  }
}
