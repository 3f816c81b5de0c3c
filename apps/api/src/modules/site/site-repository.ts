import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'

export function createSiteRepository(db: Database) {
  return {
    /** Rejects when the database does not answer. */
    async ping() {
      await db.execute(sql`select 1`)
    },
  }
}

export type SiteRepository = ReturnType<typeof createSiteRepository>
