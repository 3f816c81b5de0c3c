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
  /**
   * Plain SQL text with `$n` parameters on the same connections (the pool, or PGlite's one), for a library
   * that brings its own SQL (the job scheduler, pg-boss). Without values the text may hold several statements.
   */
  executeSql: SqlExecutor
}

export type SqlExecutor = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>

/** Work to do once a transaction's outermost commit is done, by the transaction (and its savepoints). */
const commitWaiters = new WeakMap<object, (() => void)[]>()

/**
 * Runs `then` once the transaction `tx` belongs to has committed, and never if it rolls back: for a request
 * that another process must see the transaction's rows to answer (asking the job scheduler for a run). Given
 * the database itself (no transaction), what was written is committed already, and `then` runs at once. Work
 * asked for in a savepoint that rolled back still runs after the commit: only asking, never writing, belongs
 * here.
 */
export function afterCommit(tx: Transaction | Database, then: () => void) {
  const waiters = commitWaiters.get(tx)
  if (waiters) waiters.push(then)
  else then()
}

/** Lets `afterCommit` see this database's transactions: each one, and each savepoint in it, shares a list. */
function withAfterCommit(db: Database): Database {
  const follow = (tx: Transaction, waiters: (() => void)[]) => {
    commitWaiters.set(tx, waiters)
    const savepoint = tx.transaction.bind(tx)
    tx.transaction = (<T>(work: (inner: Transaction) => Promise<T>) =>
      savepoint((inner) => work(follow(inner, waiters)))) as Transaction['transaction']
    return tx
  }
  const transaction = db.transaction.bind(db)
  db.transaction = (async (work, config) => {
    const waiters: (() => void)[] = []
    const result = await transaction((tx) => work(follow(tx, waiters)), config)
    for (const then of waiters) then()
    return result
  }) as Database['transaction']
  return db
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
    const db = withAfterCommit(
      drizzleNodePostgres({ client: pool, schema, casing: 'snake_case' }) as unknown as Database,
    )
    return {
      db,
      driver: 'pg',
      close: () => endPool(pool),
      executeSql: async (text, values) => {
        if (values && values.length > 0) return { rows: (await pool.query(text, values)).rows }
        // Several statements (pg-boss's `BEGIN; …; COMMIT`): one that fails leaves its transaction open and
        // aborted, so it is rolled back before the connection goes back to the pool the app shares.
        const client = await pool.connect()
        try {
          const result = await client.query(text)
          // Several statements answer a list of results; the last one's rows are the answer.
          const last = Array.isArray(result) ? result.at(-1) : result
          return { rows: last?.rows ?? [] }
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {})
          throw error
        } finally {
          client.release()
        }
      },
      async withLock(work) {
        // Session-level lock, so the work needs its own connection for its whole length.
        const client = await pool.connect()
        try {
          await client.query('select pg_advisory_lock($1)', [lockKey])
          const lockedDb = withAfterCommit(
            drizzleNodePostgres({ client, schema, casing: 'snake_case' }) as unknown as Database,
          )
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
  const db = withAfterCommit(drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Database)
  return {
    db,
    driver: 'pglite',
    close: () => client.close(),
    // PGlite lives inside this one process and runs one query at a time.
    withLock: (work) => work(db),
    executeSql: pgliteExecutor(client),
  }
}

/**
 * PGlite's `query` takes one statement with parameters; `exec` takes several without. Both wait their
 * turn behind a transaction under way on the one connection.
 */
export function pgliteExecutor(client: PGlite): SqlExecutor {
  return async (text, values) => {
    if (values && values.length > 0) {
      const result = await client.query<Record<string, unknown>>(text, values)
      return { rows: result.rows }
    }
    try {
      const results = await client.exec(text)
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] }
    } catch (error) {
      // A failed `BEGIN; …; COMMIT` would leave the one connection in an aborted transaction.
      await client.exec('ROLLBACK').catch(() => {})
      throw error
    }
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
