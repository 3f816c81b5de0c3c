import { createHash, randomBytes } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { drizzle } from 'drizzle-orm/pglite'
import pg from 'pg'
import { connectDatabase, type Database, type DatabaseConnection } from '../db/client.ts'
import { migrateDatabase } from '../db/migrate.ts'
import * as schema from '../db/schema/index.ts'
import { migrationsFolder } from '../paths.ts'

/**
 * A fresh, migrated database of its own for one test file.
 * With DATABASE_URL set (CI's second run) it is a new database on that
 * PostgreSQL server, dropped on close; otherwise an in-memory PGlite.
 */
export async function createTestDatabase(): Promise<DatabaseConnection & { url?: string }> {
  const serverUrl = process.env.DATABASE_URL
  return serverUrl ? createServerDatabase(serverUrl) : createPgliteDatabase()
}

async function createServerDatabase(serverUrl: string): Promise<DatabaseConnection & { url: string }> {
  const name = `rally_test_${process.pid}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()

  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const connection = connectDatabase({ driver: 'pg', url: url.toString(), poolMax: 10 })
  await migrateDatabase(connection)
  return {
    ...connection,
    url: url.toString(),
    async close() {
      await connection.close()
      const dropper = new pg.Client({ connectionString: serverUrl })
      await dropper.connect()
      await dropper.query(`drop database if exists ${name} with (force)`)
      await dropper.end()
    },
  }
}

// Migrating a new PGlite takes seconds; a migrated copy is dumped once per set of
// migrations and loaded by every later test file.
async function createPgliteDatabase(): Promise<DatabaseConnection> {
  const templateFile = path.join(tmpdir(), `rally-pglite-template-${migrationsHash()}.tar.gz`)
  if (!existsSync(templateFile)) {
    const client = new PGlite('memory://', { extensions: { pg_trgm, unaccent } })
    const fresh = wrapPglite(client)
    await migrateDatabase(fresh)
    const dump = await client.dumpDataDir('gzip')
    const partial = `${templateFile}.${process.pid}.partial`
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
    renameSync(partial, templateFile)
    return fresh
  }
  const client = new PGlite('memory://', {
    extensions: { pg_trgm, unaccent },
    loadDataDir: new Blob([readFileSync(templateFile)]),
  })
  return wrapPglite(client)
}

function wrapPglite(client: PGlite): DatabaseConnection {
  const db = drizzle({ client, schema, casing: 'snake_case' }) as unknown as Database
  return { db, driver: 'pglite', close: () => client.close(), withLock: (work) => work(db) }
}

function migrationsHash(): string {
  const hash = createHash('sha256')
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else hash.update(entry.name).update(readFileSync(full))
    }
  }
  walk(migrationsFolder)
  return hash.digest('hex').slice(0, 16)
}
