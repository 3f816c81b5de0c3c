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
      const left = await admin.query<{ datname: string }>(
        `select datname from pg_database where starts_with(datname, $1)`,
        [testDatabasePrefix(run)],
      )
      for (const { datname } of left.rows) {
        await admin.query(`drop database if exists ${pg.escapeIdentifier(datname)} with (force)`)
      }
    } finally {
      await admin.end()
    }
  }
}
