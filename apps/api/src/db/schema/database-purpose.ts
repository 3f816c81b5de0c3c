import { sql } from 'drizzle-orm'
import { check, integer, pgEnum, pgTable, timestamp } from 'drizzle-orm/pg-core'

/** What a database was prepared for: the demo (demo people and bookings, anyone signs in) or real use. */
export const databasePurposeEnum = pgEnum('database_purpose_kind', ['demo', 'live'])

/**
 * One row, written by the first start that prepares the database and never changed by the app: a later
 * start in the other mode refuses, so demo data never lands in a real database and a demo database never
 * goes live with its demo admin.
 */
export const databasePurpose = pgTable(
  'database_purpose',
  {
    id: integer().primaryKey().default(1),
    purpose: databasePurposeEnum().notNull(),
    decidedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('database_purpose_one_row', sql`${table.id} = 1`)],
)
