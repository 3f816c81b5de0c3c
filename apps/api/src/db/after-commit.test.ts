import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../test/database.ts'
import { afterCommit, type DatabaseConnection } from './client.ts'

let connection: DatabaseConnection

beforeAll(async () => {
  connection = await createTestDatabase()
  await connection.db.execute(sql`create table after_commit_probe (id int primary key)`)
})
afterAll(() => connection.close())

/** Whether another connection's reader (the job a request wakes) sees the row now. */
const seen = async (id: number) => {
  const { rows } = await connection.executeSql('select count(*)::int as n from after_commit_probe where id = $1', [id])
  return rows[0]?.n === 1
}

describe('afterCommit', () => {
  it('runs once the outermost transaction has committed, when its rows can be read, also when asked in a savepoint', async () => {
    const ran: string[] = []
    const sawRow: Promise<boolean>[] = []
    await connection.db.transaction(async (tx) => {
      await tx.execute(sql`insert into after_commit_probe values (1)`)
      afterCommit(tx, () => {
        ran.push('outer')
        sawRow.push(seen(1))
      })
      await tx.transaction(async (inner) => {
        afterCommit(inner, () => ran.push('savepoint'))
      })
      expect(ran).toEqual([])
    })
    expect(ran).toEqual(['outer', 'savepoint'])
    expect(await Promise.all(sawRow)).toEqual([true])
  })

  it('never runs when the transaction rolls back', async () => {
    const ran: string[] = []
    await expect(
      connection.db.transaction(async (tx) => {
        await tx.execute(sql`insert into after_commit_probe values (2)`)
        afterCommit(tx, () => ran.push('rolled back'))
        throw new Error('refused')
      }),
    ).rejects.toThrow('refused')
    expect(ran).toEqual([])
    expect(await seen(2)).toBe(false)
  })

  it('runs at once outside a transaction: what was written is committed already', () => {
    const ran: string[] = []
    afterCommit(connection.db, () => ran.push('now'))
    expect(ran).toEqual(['now'])
  })
})
