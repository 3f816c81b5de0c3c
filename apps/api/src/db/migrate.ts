import { sql } from 'drizzle-orm'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { migrationsFolder } from '../paths.ts'
import { type Database, type DatabaseConnection, queryRows } from './client.ts'

/** Applies the committed migrations, then checks that the extensions they need exist. */
export async function migrateDatabase(connection: DatabaseConnection): Promise<void> {
  await connection.withLock(async (db) => {
    if (connection.driver === 'pg') await migrateNodePostgres(db as unknown as NodePgDatabase, { migrationsFolder })
    else await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder })
    await assertExtension(db, 'pg_trgm')
    await assertExtension(db, 'btree_gist')
  })
}

async function assertExtension(db: Database, name: string): Promise<void> {
  const rows = await queryRows(db, sql`select extname from pg_extension where extname = ${name}`)
  if (rows.length === 0) throw new Error(`The database extension ${name} is missing after migration`)
}
