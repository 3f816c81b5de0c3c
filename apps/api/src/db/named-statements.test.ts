import { randomUUID } from 'node:crypto'
import { eq, getTableColumns, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../test/database.ts'
import { type Database, queryRows } from './client.ts'
import { namedStatement } from './named-statements.ts'
import { auditLog } from './schema/index.ts'

const onServer = Boolean(process.env.DATABASE_URL)

describe('a named statement', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(async () => {
    await database.close()
  })

  const insertEntry = namedStatement<typeof auditLog.$inferSelect>(
    'test_audit_insert',
    (executor) =>
      executor
        .insert(auditLog)
        .values({
          actorId: sql.placeholder('actorId'),
          actorEmail: 'operator@mail.example',
          action: 'test.write',
          entityType: 'test',
          entityId: sql.placeholder('entityId'),
          before: sql.placeholder('before'),
          after: sql.placeholder('after'),
          reason: sql.placeholder('reason'),
        })
        .returning(),
    getTableColumns(auditLog),
  )
  const entriesOf = (entityId: string) => database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId))

  it('answers the rows it wrote as Drizzle reads them: JSON as objects, times as dates, nulls as null', async () => {
    const entityId = randomUUID()
    const [row] = await insertEntry(database.db, {
      actorId: randomUUID(),
      entityId,
      before: null,
      after: { status: 'approved', count: 2 },
      reason: null,
    })
    expect(row).toMatchObject({ entityId, before: null, after: { status: 'approved', count: 2 }, reason: null })
    expect(row?.createdAt).toBeInstanceOf(Date)
    expect(await entriesOf(entityId)).toEqual([row])
  })

  it("runs in the transaction it is given: what a rolled-back transaction wrote is gone, a committed one's kept", async () => {
    const kept = randomUUID()
    const undone = randomUUID()
    await database.db.transaction((tx) =>
      insertEntry(tx, { actorId: randomUUID(), entityId: kept, before: null, after: null, reason: 'kept' }),
    )
    await expect(
      database.db.transaction(async (tx) => {
        await insertEntry(tx, { actorId: randomUUID(), entityId: undone, before: null, after: null, reason: null })
        // Seen inside the transaction that wrote it, before it ends.
        expect(await tx.select().from(auditLog).where(eq(auditLog.entityId, undone))).toHaveLength(1)
        throw new Error('undo')
      }),
    ).rejects.toThrow('undo')
    expect(await entriesOf(kept)).toHaveLength(1)
    expect(await entriesOf(undone)).toEqual([])
  })

  it.runIf(onServer)('is parsed once per connection and then sent by name', async () => {
    await database.db.transaction(async (tx) => {
      for (let n = 0; n < 3; n += 1) {
        await insertEntry(tx, {
          actorId: randomUUID(),
          entityId: randomUUID(),
          before: null,
          after: null,
          reason: null,
        })
      }
      const prepared = await queryRows<{ name: string }>(
        tx as unknown as Database,
        sql`select name from pg_prepared_statements where name = 'test_audit_insert'`,
      )
      expect(prepared).toEqual([{ name: 'test_audit_insert' }])
    })
  })
})
