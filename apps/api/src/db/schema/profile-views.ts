import { date, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core'
import { feedbackResourceTypeEnum } from './enums.ts'

/**
 * Views of a partner's or specialist's profile per UTC day (decision 066): counted in memory by each API
 * process (the API's profile reads and the server-rendered profile pages) and added here by a periodic
 * upsert, so a profile read writes nothing. Owned by modules/dashboard.
 */
export const profileViews = pgTable(
  'profile_views',
  {
    resourceType: feedbackResourceTypeEnum('resource_type').notNull(),
    resourceId: uuid('resource_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull(),
  },
  (table) => [primaryKey({ columns: [table.resourceId, table.day] })],
)
