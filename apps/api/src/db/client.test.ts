import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../test/database.ts'
import { connectDatabase, queryRows } from './client.ts'

// A PostgreSQL server may drop connections at any time (restart, failover, an
// administrator). PGlite lives inside the process, so this runs where a server is
// configured (CI's second run).
const onServer = Boolean(process.env.DATABASE_URL)

describe.runIf(onServer)('the connection pool on a PostgreSQL server', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(async () => {
    await database.close()
  })

  /** A pool whose sessions carry a name of their own, so the server can tell them apart. */
  function namedPool(name: string, options: Parameters<typeof connectDatabase>[1] = {}) {
    const url = new URL(database.url as string)
    url.searchParams.set('application_name', name)
    return connectDatabase({ driver: 'pg', url: url.toString(), poolMax: 4 }, options)
  }
  async function sessionsOf(name: string) {
    return queryRows<{ pid: number; state: string }>(
      database.db,
      sql`select pid, state from pg_stat_activity where application_name = ${name}`,
    )
  }
  const openFourConnections = (connection: ReturnType<typeof namedPool>) =>
    Promise.all(Array.from({ length: 4 }, () => connection.db.execute(sql`select pg_sleep(0.05)`)))

  it('survives the server terminating its idle connections and keeps answering', async () => {
    const lost: Error[] = []
    const connection = namedPool('rally_terminated', { onIdleConnectionError: (error) => lost.push(error) })
    try {
      await openFourConnections(connection)
      const sessions = await sessionsOf('rally_terminated')
      expect(sessions).toHaveLength(4)
      await queryRows(
        database.db,
        sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'rally_terminated'`,
      )
      await expect.poll(() => lost.length).toBe(4)
      expect(lost[0]?.message).toContain('terminating connection')

      const [row] = await queryRows<{ answer: number }>(connection.db, sql`select 42 as answer`)
      expect(row?.answer).toBe(42)
    } finally {
      await connection.close()
    }
  })

  it('has ended every session on the server by the time close() returns', async () => {
    const connection = namedPool('rally_closing')
    await openFourConnections(connection)
    expect(await sessionsOf('rally_closing')).toHaveLength(4)
    await connection.close()
    expect(await sessionsOf('rally_closing')).toEqual([])
  })
})
