import { inArray } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { bookings } from '../../db/schema/index.ts'
import type { BookingPayouts, PayoutSession } from './booking-payouts.ts'

/** The bookings module's answers to payouts (the `BookingPayouts` port). */
export function createBookingPayoutsRepository(db: Database): BookingPayouts {
  return {
    async sessionsOf(bookingIds, executor = db) {
      if (bookingIds.length === 0) return new Map()
      const rows = await executor
        .select({
          id: bookings.id,
          status: bookings.status,
          preferredAt: bookings.preferredAt,
          durationMinutes: bookings.durationMinutes,
          updatedAt: bookings.updatedAt,
        })
        .from(bookings)
        .where(inArray(bookings.id, [...bookingIds]))
      return new Map(
        rows.map((row): [string, PayoutSession] => [
          row.id,
          {
            bookingId: row.id,
            status: row.status,
            endsAt: row.preferredAt ? new Date(row.preferredAt.getTime() + row.durationMinutes * 60_000) : null,
            completedAt: row.status === 'completed' ? row.updatedAt : null,
          },
        ]),
      )
    },
  }
}
