import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Keys the server signs with (decision 032: a booking's payment link), made once at random by the
 * first process that needs one and read by every other: nothing to configure, the same on every process
 * that shares the database, and never sent to a client.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
