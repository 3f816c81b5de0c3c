import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './users.ts'

/**
 * What one person's open pages are told without reloading (a new message, a notification, a read receipt),
 * written in the transaction that writes what it announces (`db/live-events.ts`). The id orders a person's
 * events and is the stream's `Last-Event-ID`: a client that reconnects is sent the rows after it, once, in
 * order (decision 074). Old rows are pruned; the table is a short replay window, not a history.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of `liveEventTypes` in `@rally/shared`. */
    type: text('type').notNull(),
    data: jsonb('data').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('live_events_user_idx').on(table.userId, table.id), index('live_events_at_idx').on(table.at)],
)
