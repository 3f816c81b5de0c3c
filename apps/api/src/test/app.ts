import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { PayoutsProvider } from '../adapters/payouts/payouts.ts'
import { type AppDependencies, buildApp } from '../app.ts'
import { parseConfig } from '../config.ts'
import type { DatabaseConnection } from '../db/client.ts'
import { createTestDatabase } from './database.ts'

/** The real app on a fresh database of its own, quiet, without the web build. */
export async function createTestApp(
  environment: Record<string, string> = {},
  {
    clock,
    payoutsProvider,
    ...dependencies
  }: { clock?: () => Date; payoutsProvider?: PayoutsProvider } & Pick<
    AppDependencies,
    'whatsappSender' | 'messageNotifier' | 'digestAllowed'
  > = {},
) {
  const database: DatabaseConnection & { url?: string } = await createTestDatabase()
  const config = parseConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '',
    SEED_DEMO_DATA: 'false',
    // Scheduled work runs when a test calls it (or starts the scheduler itself).
    JOB_SCHEDULER: 'false',
    // Uploads and the local mailbox of this test go to a folder of its own.
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rally-test-')),
    ...environment,
  })
  const app = await buildApp({ config, database, clock, payoutsProvider, ...dependencies })
  await app.ready()
  return {
    app,
    database,
    db: database.db,
    driver: database.driver,
    async close() {
      await app.close()
      await database.close()
    },
  }
}
