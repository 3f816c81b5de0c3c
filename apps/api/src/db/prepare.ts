import { count } from 'drizzle-orm'
import type { Storage } from '../adapters/storage/storage.ts'
import type { DatabaseConnection } from './client.ts'
import { migrateDatabase } from './migrate.ts'
import { academies } from './schema/index.ts'
import { type ConfiguredPressMention, seedSiteContent } from './seed/site-content.ts'

/**
 * Brings a database up to date: applies migrations, writes the site's own content the first time (the FAQ),
 * and, when asked and the
 * catalogue is empty, seeds the demo data (and puts its files in `storage`). Safe to run from several processes
 * at once (the work happens under an advisory lock).
 */
export async function prepareDatabase(
  connection: DatabaseConnection,
  { seed, storage, press }: { seed: boolean; storage?: Storage; press?: ConfiguredPressMention[] },
) {
  await migrateDatabase(connection)
  // The FAQ and the press mentions are the site's, not demo data: every database gets them once.
  await connection.withLock((db) => seedSiteContent(db, { press }))
  if (!seed) return undefined
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
