import { sql } from 'drizzle-orm'
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { bookings } from './bookings.ts'

/**
 * Each reminder sent before a session: one row per booking, lead (minutes before the start) and the
 * booking's invitation sequence, written in the same transaction as the reminder e-mails. The unique key
 * is what makes a reminder go out once, however many processes look for due ones; a rescheduled session
 * (a higher sequence) is reminded anew.
 */
export const bookingReminders = pgTable(
  'booking_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    leadMinutes: integer('lead_minutes').notNull(),
    sequence: integer('sequence').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('booking_reminders_once').on(table.bookingId, table.leadMinutes, table.sequence)],
)

export const noShowPartyEnum = pgEnum('no_show_party', ['booker', 'provider'])
export const noShowStatusEnum = pgEnum('no_show_status', ['reported', 'disputed', 'upheld', 'rejected'])

/**
 * A no-show: one party says the other did not come (once per booking, within a day of the end); the party
 * reported absent may dispute it, and an operator then upholds or rejects the report.
 */
export const noShowReports = pgTable(
  'no_show_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** Who did not come; the reporter is the other party. */
    absent: noShowPartyEnum('absent').notNull(),
    /** The signed-in person who reported it (kept without a key, like the audit log). */
    reportedBy: uuid('reported_by'),
    note: text('note'),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
    status: noShowStatusEnum('status').notNull().default('reported'),
    disputeNote: text('dispute_note'),
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    decidedBy: uuid('decided_by'),
    decisionReason: text('decision_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('no_show_reports_one_per_booking').on(table.bookingId),
    // The console's queue: the disputes waiting for an operator, oldest first.
    index('no_show_reports_disputed_idx').on(table.disputedAt).where(sql`${table.status} = 'disputed'`),
  ],
)
