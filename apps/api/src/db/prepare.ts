import { count } from 'drizzle-orm'
import type { Storage } from '../adapters/storage/storage.ts'
import type { Database, DatabaseConnection } from './client.ts'
import { migrateDatabase } from './migrate.ts'
import { academies, databasePurpose } from './schema/index.ts'
import { type ConfiguredPressMention, seedSiteContent } from './seed/site-content.ts'

export type DatabasePurpose = (typeof databasePurpose.$inferSelect)['purpose']

/**
 * Brings a database up to date: applies migrations, records what it is for on its first start (the demo or
 * real use) and refuses a start in the other mode, writes the site's own content the first time (the FAQ),
 * and, in a demo database whose catalogue is empty, seeds the demo data when `seed` asks (its files go to
 * `storage`). Safe to run from several processes at once (the work happens under an advisory lock).
 */
export async function prepareDatabase(
  connection: DatabaseConnection,
  {
    purpose,
    seed,
    storage,
    press,
  }: { purpose: DatabasePurpose; seed: boolean; storage?: Storage; press?: ConfiguredPressMention[] },
) {
  await migrateDatabase(connection)
  await connection.withLock((db) => claimPurpose(db, purpose))
  // The FAQ and the press mentions are the site's, not demo data: every database gets them once.
  await connection.withLock((db) => seedSiteContent(db, { press }))
  if (purpose !== 'demo' || !seed) return undefined
  return connection.withLock(async (db) => {
    const [row] = await db.select({ total: count() }).from(academies)
    if ((row?.total ?? 0) > 0) return undefined
    // Loaded only when needed: the generator and its data are not part of a normal start.
    const { seedDemoData } = await import('./seed/index.ts')
    return seedDemoData(db, {
      storeFile: storage && ((file) => storage.put(file.key, file.body, file.contentType, { fileName: file.fileName })),
    })
  })
}

/** The first start decides what the database is for; a start in the other mode stops here, before any change. */
async function claimPurpose(db: Database, purpose: DatabasePurpose) {
  await db.insert(databasePurpose).values({ purpose }).onConflictDoNothing()
  const [recorded] = await db.select().from(databasePurpose)
  if (!recorded || recorded.purpose === purpose) return
  const since = recorded.decidedAt.toISOString().slice(0, 10)
  throw new DatabasePurposeError(
    recorded.purpose === 'live'
      ? `This database was prepared for real use on ${since}: demo mode (demo sign-in, payment sandbox, demo data) needs a database of its own. Unset DEMO_MODE, or point DATABASE_URL at a new database.`
      : `This database was prepared for the demo on ${since} and holds demo people, among them an admin anyone could sign in as. Start it with DEMO_MODE=on, or give the live server a new database.`,
  )
}

export class DatabasePurposeError extends Error {
  override name = 'DatabasePurposeError'
}
