import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { bookingReminders, bookings } from '../../db/schema/index.ts'
import type { BookingRow } from './bookings-repository.ts'

/** Accepted sessions that start after `from` and no later than `to` (the partial index `bookings_upcoming_sessions_idx`). */
export async function upcomingSessions(db: Database, from: Date, to: Date, limit: number): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(and(eq(bookings.status, 'accepted'), gt(bookings.preferredAt, from), lte(bookings.preferredAt, to)))
    .orderBy(bookings.preferredAt)
    .limit(limit)
}

/** The reminders already sent for these bookings: "bookingId/lead/sequence" keys. */
export async function sentReminderKeys(db: Database, bookingIds: string[]): Promise<Set<string>> {
  if (bookingIds.length === 0) return new Set()
  const rows = await db
    .select({
      bookingId: bookingReminders.bookingId,
      leadMinutes: bookingReminders.leadMinutes,
      sequence: bookingReminders.sequence,
    })
    .from(bookingReminders)
    .where(inArray(bookingReminders.bookingId, bookingIds))
  return new Set(rows.map((row) => reminderKey(row.bookingId, row.leadMinutes, row.sequence)))
}

export const reminderKey = (bookingId: string, leadMinutes: number, sequence: number) =>
  `${bookingId}/${leadMinutes}/${sequence}`

/**
 * Claims one reminder inside the transaction that writes its e-mails: the row is inserted only while the
 * booking is still accepted at the same start, and only once (the unique key; a concurrent claim waits for
 * the first to commit, then finds the row). Returns the booking as it now is, or nothing to send.
 */
export async function claimReminder(
  tx: Transaction,
  reminder: { bookingId: string; leadMinutes: number; sequence: number; startsAt: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(bookingReminders)
    .select(
      tx
        .select({
          id: sql`gen_random_uuid()`.as('id'),
          bookingId: bookings.id,
          leadMinutes: sql`${reminder.leadMinutes}::integer`.as('lead_minutes'),
          sequence: sql`${reminder.sequence}::integer`.as('sequence'),
          sentAt: sql`now()`.as('sent_at'),
        })
        .from(bookings)
        .where(
          and(
            eq(bookings.id, reminder.bookingId),
            eq(bookings.status, 'accepted'),
            eq(bookings.preferredAt, reminder.startsAt),
          ),
        ),
    )
    .onConflictDoNothing()
    .returning({ id: bookingReminders.id })
  return inserted.length === 1
}
