import { createHash, randomBytes } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite, type PGliteOptions } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { drizzle } from 'drizzle-orm/pglite'
import pg from 'pg'
import { inject } from 'vitest'
import { connectDatabase, type Database, type DatabaseConnection, pgliteExecutor } from '../db/client.ts'
import { migrateDatabase } from '../db/migrate.ts'
import * as schema from '../db/schema/index.ts'
import { migrationsFolder } from '../paths.ts'
import { testDatabasePrefix } from './database-run.ts'

/**
 * A fresh, migrated database of its own for one test file.
 * With DATABASE_URL set (CI) it is a new database on that PostgreSQL server, cloned
 * from a migrated template and dropped on close; otherwise an in-memory PGlite.
 */
export async function createTestDatabase(): Promise<DatabaseConnection & { url?: string }> {
  const serverUrl = process.env.DATABASE_URL
  return serverUrl ? createServerDatabase(serverUrl) : createPgliteDatabase()
}

async function createServerDatabase(serverUrl: string): Promise<DatabaseConnection & { url: string }> {
  const template = await serverTemplate(serverUrl)
  // The copy made while the previous test file ran, if any; and the next file's, made while this one runs.
  const key = `${serverUrl} ${template}`
  const ready = nextCopy?.key === key ? nextCopy.name : copyOf(serverUrl, template)
  const next = copyOf(serverUrl, template)
  // A failed copy fails the file that takes it, not the one that started it.
  next.catch(() => {})
  nextCopy = { key, name: next }
  const name = await ready

  const url = databaseUrl(serverUrl, name)
  const connection = connectDatabase({ driver: 'pg', url, poolMax: 10 })
  return {
    ...connection,
    url,
    async close() {
      await connection.close()
      // Dropped while the next file runs; whatever a worker leaves behind when it exits is dropped at the end
      // of the run (test/global-setup.ts).
      void asAdmin(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`)).catch(() => {})
    },
  }
}

/**
 * Test databases are copied one file ahead: each worker runs its files one after another and shares this
 * module (isolate: false), so the copy (a second or more on a busy server) is made while the previous file
 * runs, and a file's database is dropped while the next one runs (decision 059).
 */
let nextCopy: { key: string; name: Promise<string> } | undefined

async function copyOf(serverUrl: string, template: string): Promise<string> {
  const name = `${testDatabasePrefix(inject('testDatabaseRun'))}${process.pid}_${randomBytes(4).toString('hex')}`
  await asAdmin(serverUrl, (admin) => admin.query(`create database ${name} template ${template}`))
  return name
}

/**
 * The migrated database every test database on the server is copied from (`create database ... template`,
 * a file copy instead of running every migration): one per set of migrations, built once by whichever test
 * file asks first while the others wait on an advisory lock. It is built under a name of its own and renamed
 * when complete, so a run that dies halfway leaves no half-migrated template (only a `rally_test_` database
 * that CI's cleanup drops). Templates stay on the server for later runs; nobody may connect to one (a copy
 * fails while anyone is connected to its source).
 */
async function serverTemplate(serverUrl: string): Promise<string> {
  const name = `rally_template_${migrationsHash()}`
  const exists = async (admin: pg.Client) =>
    (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1
  await asAdmin(serverUrl, async (admin) => {
    if (await exists(admin)) return
    await admin.query('select pg_advisory_lock($1)', [templateLockKey])
    try {
      if (await exists(admin)) return
      const building = `rally_test_template_${process.pid}_${randomBytes(4).toString('hex')}`
      await admin.query(`create database ${building}`)
      try {
        const connection = connectDatabase({ driver: 'pg', url: databaseUrl(serverUrl, building), poolMax: 1 })
        try {
          await migrateDatabase(connection)
        } finally {
          await connection.close()
        }
        await admin.query(`alter database ${building} with is_template true allow_connections false`)
        await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [building])
        await admin.query(`alter database ${building} rename to ${name}`)
      } catch (error) {
        // Another process that holds no lock here (a run whose DATABASE_URL names another database) may
        // have finished first; its template is as good as ours.
        await admin.query(`alter database ${building} with is_template false`).catch(() => {})
        await admin.query(`drop database if exists ${building} with (force)`).catch(() => {})
        if (!(await exists(admin))) throw error
      }
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [templateLockKey]).catch(() => {})
    }
  })
  return name
}

/** Advisory locks are per database: every process of a run holds it in DATABASE_URL's database. */
const templateLockKey = 724_0291

async function asAdmin<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    return await work(admin)
  } finally {
    await admin.end()
  }
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

// Migrating a new PGlite takes seconds; a migrated copy is dumped once per set of migrations (uncompressed:
// unpacking gzip cost a third of each load) and loaded by every later test file. The compiled PostgreSQL, its
// file bundle and the dump are read once per worker process and shared by the files it runs.
async function createPgliteDatabase(): Promise<DatabaseConnection> {
  pgliteParts ??= loadPgliteParts()
  const { template, ...parts } = await pgliteParts
  if (!template) {
    const templateFile = pgliteTemplateFile()
    const client = new PGlite('memory://', { extensions: { btree_gist, pg_trgm, unaccent }, ...parts })
    const fresh = wrapPglite(client)
    await migrateDatabase(fresh)
    const dump = await client.dumpDataDir('none')
    const partial = `${templateFile}.${process.pid}.partial`
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
    renameSync(partial, templateFile)
    pgliteParts = undefined
    return fresh
  }
  return wrapPglite(
    new PGlite('memory://', { extensions: { btree_gist, pg_trgm, unaccent }, loadDataDir: template, ...parts }),
  )
}

type PgliteParts = Required<Pick<PGliteOptions, 'pgliteWasmModule' | 'fsBundle'>> & { template?: Blob }
// The compiler of WebAssembly, which this project's TypeScript libraries (no DOM) do not declare.
const wasm = (
  globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<PgliteParts['pgliteWasmModule']> } }
).WebAssembly
let pgliteParts: Promise<PgliteParts> | undefined

async function loadPgliteParts(): Promise<PgliteParts> {
  const distDir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'))
  const templateFile = pgliteTemplateFile()
  return {
    pgliteWasmModule: await wasm.compile(readFileSync(path.join(distDir, 'pglite.wasm'))),
    fsBundle: new Blob([readFileSync(path.join(distDir, 'pglite.data'))]),
    template: existsSync(templateFile) ? new Blob([readFileSync(templateFile)]) : undefined,
  }
}

function pgliteTemplateFile(): string {
  return path.join(tmpdir(), `rally-pglite-template-${migrationsHash()}.tar`)
}

function wrapPglite(client: PGlite): DatabaseConnection {
  const db = drizzle({ client, schema, casing: 'snake_case' }) as unknown as Database
  return {
    db,
    driver: 'pglite',
    close: () => client.close(),
    withLock: (work) => work(db),
    executeSql: pgliteExecutor(client),
  }
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
