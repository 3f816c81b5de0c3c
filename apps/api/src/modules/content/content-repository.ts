import { and, asc, desc, eq, gt, ilike, lt, max, type SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { type Operator, recordAudit } from '../../db/audit-log.ts'
import type { Database, Transaction } from '../../db/client.ts'
import { academies, faqEntries, pressMentions, teamMembers } from '../../db/schema/index.ts'
import { changedFields } from './content-rules.ts'

/** A list the console edits: rows in `position` order (within `scope`, for the FAQ's sections). */
type EditableList = {
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

type Row = Record<string, unknown> & { id: string; updatedAt: Date }

export type EditOutcome<T> = { status: 'done'; row: T } | { status: 'missing' } | { status: 'changed' }

const faqList: EditableList = {
  table: faqEntries,
  id: faqEntries.id,
  position: faqEntries.position,
  updatedAt: faqEntries.updatedAt,
  positionKey: 'position',
  scope: faqEntries.group,
  scopeKey: 'group',
  entityType: 'faq_entry',
}
const pressList: EditableList = {
  table: pressMentions,
  id: pressMentions.id,
  position: pressMentions.position,
  updatedAt: pressMentions.updatedAt,
  positionKey: 'position',
  entityType: 'press_mention',
}
const teamList: EditableList = {
  table: teamMembers,
  id: teamMembers.id,
  position: teamMembers.sortOrder,
  updatedAt: teamMembers.updatedAt,
  positionKey: 'sortOrder',
  entityType: 'team_member',
}

/** The record as the operator opened it: timestamps compare to the millisecond, as JSON carries them. */
const isVersion = (column: PgColumn, version: string): SQL =>
  sql`date_trunc('milliseconds', ${column}) = ${version}::timestamptz`

const sameVersion = (row: Row, version: string) => row.updatedAt.getTime() === new Date(version).getTime()

/** Audit snapshots hold what a reader of the log needs: no timestamps, dates as text. */
function snapshot(row: Record<string, unknown>): Record<string, unknown> {
  const { createdAt: _created, updatedAt: _updated, ...rest } = row
  return rest
}

export function createContentRepository(db: Database) {
  /** The same five edits for each list: list, create, update, delete, move one place. */
  function editable<T extends Row>(list: EditableList, order: SQL[] = []) {
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
              and(
                inScope,
                direction === 'up' ? lt(list.position, positionOf(row)) : gt(list.position, positionOf(row)),
              ),
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

  const faq = editable<FaqEntryRecord>(faqList, [
    sql`array_position(array['booking','fees','payments','refunds','video','joining','academies']::text[], ${faqEntries.group})`,
  ])
  const press = editable<PressMentionRecord>(pressList)
  const team = editable<TeamMemberRecord>(teamList)

  return {
    faq,
    press,
    team,

    visibleFaq() {
      return db
        .select({ slug: faqEntries.slug, group: faqEntries.group, link: faqEntries.link, texts: faqEntries.texts })
        .from(faqEntries)
        .where(eq(faqEntries.visible, true))
        .orderBy(asc(faqEntries.position), asc(faqEntries.id))
    },

    visiblePress() {
      return db
        .select({
          id: pressMentions.id,
          outlet: pressMentions.outlet,
          title: pressMentions.title,
          url: pressMentions.url,
          logoUrl: pressMentions.logoUrl,
          publishedOn: pressMentions.publishedOn,
        })
        .from(pressMentions)
        .where(eq(pressMentions.visible, true))
        .orderBy(asc(pressMentions.position), asc(pressMentions.id))
    },

    /** Academies by name for the premium toggle, premium first. */
    findAcademies({ q, premium, limit }: { q?: string; premium?: boolean; limit: number }) {
      const escaped = q?.replace(/[\\%_]/g, (character) => `\\${character}`)
      return db
        .select(academyColumns)
        .from(academies)
        .where(
          and(
            escaped ? ilike(academies.name, `%${escaped}%`) : undefined,
            premium === undefined ? undefined : eq(academies.isPremium, premium),
          ),
        )
        .orderBy(desc(academies.isPremium), asc(academies.name), asc(academies.id))
        .limit(limit)
    },

    /** Sets whether an academy is premium, on the version read; the same value again changes nothing. */
    async setAcademyPremium(
      id: string,
      isPremium: boolean,
      openedVersion: string | undefined,
      operator: Operator,
      now: Date,
    ): Promise<EditOutcome<AcademyRecord>> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select(academyColumns).from(academies).where(eq(academies.id, id)).for('update')
        if (!before) return { status: 'missing' }
        if (openedVersion && before.updatedAt.getTime() !== new Date(openedVersion).getTime()) {
          return { status: 'changed' }
        }
        if (before.isPremium === isPremium) return { status: 'done', row: before }
        const [after] = await tx
          .update(academies)
          .set({ isPremium, updatedAt: now })
          .where(and(eq(academies.id, id), eq(academies.isPremium, before.isPremium)))
          .returning(academyColumns)
        if (!after) return { status: 'changed' }
        await recordAudit(tx, operator, {
          action: isPremium ? 'academy.feature' : 'academy.unfeature',
          entityType: 'academy',
          entityId: id,
          before: { isPremium: before.isPremium },
          after: { isPremium: after.isPremium },
        })
        return { status: 'done', row: after }
      })
    },
  }
}

const academyColumns = {
  id: academies.id,
  name: academies.name,
  category: academies.category,
  location: academies.location,
  isApproved: academies.isApproved,
  isPremium: academies.isPremium,
  updatedAt: academies.updatedAt,
}

export type FaqEntryRecord = typeof faqEntries.$inferSelect
export type PressMentionRecord = typeof pressMentions.$inferSelect
export type TeamMemberRecord = typeof teamMembers.$inferSelect
export type AcademyRecord = {
  id: string
  name: string
  category: string
  location: string | null
  isApproved: boolean
  isPremium: boolean
  updatedAt: Date
}
export type ContentRepository = ReturnType<typeof createContentRepository>
