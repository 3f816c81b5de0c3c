import { and, desc, eq, sql } from 'drizzle-orm'
import { type Database, queryRows } from '../../db/client.ts'
import { bookings } from '../../db/schema/index.ts'
import type { BookingFacts } from './booking-facts.ts'

/** The bookings module's answers to other modules (the `BookingFacts` port). */
export function createBookingFactsRepository(db: Database): BookingFacts {
  return {
    async completedBookingIds(userId) {
      const rows = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.userId, userId), eq(bookings.status, 'completed')))
        .orderBy(desc(bookings.updatedAt))
      return rows.map((row) => row.id)
    },

    async homeFigures() {
      // Counts come back as text or numbers depending on the driver.
      const [row] = await queryRows<Record<'completed' | 'guestBookers' | 'sparringHours', string | number>>(
        db,
        sql`select
        (select count(*) from bookings where status = 'completed') as "completed",
        (select count(distinct lower(email)) from bookings where user_id is null) as "guestBookers",
        (select coalesce(sum(duration_minutes), 0) / 60 from bookings
          where status = 'completed' and resource_type = 'partner') as "sparringHours"`,
      )
      return {
        completed: Number(row?.completed ?? 0),
        guestBookers: Number(row?.guestBookers ?? 0),
        sparringHours: Number(row?.sparringHours ?? 0),
      }
    },
  }
}
