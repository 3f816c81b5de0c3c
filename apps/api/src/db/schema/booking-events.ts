import { sql } from 'drizzle-orm'
import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { bookings } from './bookings.ts'

export const bookingEventActorEnum = pgEnum('booking_event_actor', [
  'booker',
  'provider',
  'operator',
  'system',
  'payment-provider',
])
export const bookingEventKindEnum = pgEnum('booking_event_kind', [
  'created',
  'status',
  'payment',
  'refund',
  'rescheduled',
  'no-show',
])

/**
 * A booking's history: its creation and every change of its status or payment status, with when and
 * who. Written in the same transaction as the change by every path that makes one (`db/booking-events.ts`).
 * The actor is kept by id without a foreign key, as in the audit log: deleting a user leaves the history.
 */
export const bookingEvents = pgTable(
  'booking_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The signed-in person who acted; null for a guest booker, the system or the payment provider. */
    actorId: uuid('actor_id'),
    actorKind: bookingEventActorEnum('actor_kind').notNull(),
    kind: bookingEventKindEnum('kind').notNull(),
    /** The status or payment status before and after; `from` is null for a creation. */
    from: text('from'),
    to: text('to'),
    note: text('note'),
  },
  (table) => [
    index('booking_events_booking_idx').on(table.bookingId, table.at),
    // The report reminder's look for sessions completed a day ago (issue 26): completions by time.
    index('booking_events_completions_idx')
      .on(table.at)
      .where(sql`${table.kind} = 'status' and ${table.to} = 'completed'`),
  ],
)
