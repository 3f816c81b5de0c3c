import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { sportEnum } from './enums.ts'
import { users } from './users.ts'

/**
 * A junior player (issue 26), added by their guardian. No sign-in and no public profile. Deleting one only marks
 * it (`deleted_at`), so past bookings keep the name the provider was told.
 */
export const juniors = pgTable(
  'juniors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    guardianUserId: uuid('guardian_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    birthYear: integer('birth_year').notNull(),
    sport: sportEnum('sport').notNull(),
    rallyLevel: integer('rally_level'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('juniors_guardian_idx').on(table.guardianUserId, table.createdAt).where(sql`${table.deletedAt} is null`),
  ],
)
