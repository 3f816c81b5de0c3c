import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { testDatabasePrefix } from './database-run.ts'

/**
 * The api project's global setup (vitest.config.ts): gives the run a mark of its own, which begins the names
 * of the test databases it makes on a PostgreSQL server (test/database.ts), and at the end drops those that
 * are left: the copy made ahead for a file that never came, and the drops a worker did not see finish when it
 * exited (decision 059).
 */
export default function setup(project: TestProject) {
  const run = randomBytes(4).toString('hex')
  project.provide('testDatabaseRun', run)
  return async function dropWhatIsLeft() {
    const serverUrl = process.env.DATABASE_URL
    if (!serverUrl) return
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    try {
      // A copy still being made when the last file ended appears once it is complete: wait for it (a minute at most).
      const prefix = testDatabasePrefix(run)
      for (let round = 0; round < 120; round++) {
        const copying = await admin.query(
          'select 1 from pg_stat_activity where pid <> pg_backend_pid() and starts_with(lower(query), $1)',
          [`create database ${prefix}`],
        )
        const left = await admin.query<{ datname: string }>(
          'select datname from pg_database where starts_with(datname, $1)',
          [prefix],
        )
        for (const { datname } of left.rows) {
          await admin.query(`drop database if exists ${pg.escapeIdentifier(datname)} with (force)`)
        }
        if (copying.rowCount === 0) break
        await new Promise((resolve) => setTimeout(resolve, 500))
      }
    } finally {
      await admin.end()
    }
  }
}
