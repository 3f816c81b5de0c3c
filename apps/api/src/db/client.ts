import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import type { SQL } from 'drizzle-orm'
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import type { Config } from '../config.ts'
import * as schema from './schema/index.ts'

/** The one database type the rest of the code sees, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

/** A transaction on that database: reads inside one must use it (PGlite has a single connection). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

export type DatabaseConnection = {
  db: Database
  driver: 'pg' | 'pglite'
  close: () => Promise<void>
  /** Runs `work` while holding a PostgreSQL advisory lock (migrations, seeding). */
  withLock: <T>(work: (db: Database) => Promise<T>) => Promise<T>
}

const lockKey = 724_0290 // any constant shared by every process of this app

type ConnectOptions = {
  /** Told when the server drops an idle pooled connection (restart, failover, admin). */
  onIdleConnectionError?: (error: Error) => void
}

export function connectDatabase(
  config: Config['database'],
  { onIdleConnectionError = warnIdleConnectionLost }: ConnectOptions = {},
): DatabaseConnection {
  if (config.driver === 'pg') {
    const pool = new pg.Pool({ connectionString: config.url, max: config.poolMax })
    // Without a listener, an idle connection the server terminates would crash the
    // process; the pool has already discarded it and opens a new one when needed.
    pool.on('error', onIdleConnectionError)
    const db = drizzleNodePostgres({ client: pool, schema, casing: 'snake_case' }) as unknown as Database
    return {
      db,
      driver: 'pg',
      close: () => endPool(pool),
      async withLock(work) {
        // Session-level lock, so the work needs its own connection for its whole length.
        const client = await pool.connect()
        try {
          await client.query('select pg_advisory_lock($1)', [lockKey])
          const lockedDb = drizzleNodePostgres({ client, schema, casing: 'snake_case' }) as unknown as Database
          return await work(lockedDb)
        } finally {
          await client.query('select pg_advisory_unlock($1)', [lockKey]).catch(() => {})
          client.release()
        }
      },
    }
  }

  if (config.dataDir !== 'memory://') mkdirSync(config.dataDir, { recursive: true })
  const client = new PGlite(config.dataDir, { extensions: { btree_gist, pg_trgm, unaccent } })
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Database
  return {
    db,
    driver: 'pglite',
    close: () => client.close(),
    // PGlite lives inside this one process and runs one query at a time.
    withLock: (work) => work(db),
  }
}

function warnIdleConnectionLost(error: Error) {
  console.warn(`An idle database connection was closed by the server: ${error.message}`)
}

/**
 * pool.end() resolves once every client is told to end, before their sockets have
 * closed; this waits for the sockets too, so that nothing is still connected when
 * it returns (a database dropped right after sees no sessions).
 */
async function endPool(pool: pg.Pool) {
  const connected = pool.totalCount
  let removed = 0
  const allRemoved = new Promise<void>((resolve) => {
    if (connected === 0) resolve()
    pool.on('remove', () => {
      removed += 1
      if (removed >= connected) resolve()
    })
  })
  await pool.end()
  await Promise.race([allRemoved, new Promise((resolve) => setTimeout(resolve, 5_000).unref())])
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}
