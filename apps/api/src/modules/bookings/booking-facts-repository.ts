import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import { type Database, queryRows } from '../../db/client.ts'
import { bookingDayCounts, bookings } from '../../db/schema/index.ts'
import type { BookingFacts } from './booking-facts.ts'

/** The bookings module's answers to other modules (the `BookingFacts` port). */
export function createBookingFactsRepository(db: Database): BookingFacts {
  return {
    async hasCompletedSession(userId, resourceId) {
      const [completed] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.userId, userId), eq(bookings.resourceId, resourceId), eq(bookings.status, 'completed')))
        .limit(1)
      return Boolean(completed)
    },

    async completedBookingIds(userId) {
      const rows = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.userId, userId), eq(bookings.status, 'completed')))
        .orderBy(desc(bookings.updatedAt))
      return rows.map((row) => row.id)
    },

    async conversationBooking(bookingId, executor = db) {
      const [row] = await executor
        .select({
          id: bookings.id,
          userId: bookings.userId,
          resourceType: bookings.resourceType,
          resourceId: bookings.resourceId,
          name: bookings.requestedEntityName,
          preferredAt: bookings.preferredAt,
          status: bookings.status,
        })
        .from(bookings)
        .where(eq(bookings.id, bookingId))
      return row
    },

    async hasBookedAny(userId, resourceIds, executor = db) {
      if (resourceIds.length === 0) return false
      const [row] = await executor
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.userId, userId), inArray(bookings.resourceId, [...resourceIds])))
        .limit(1)
      return Boolean(row)
    },

    async juniorBookedWith(juniorId, resourceIds) {
      if (resourceIds.length === 0) return false
      const [row] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.juniorId, juniorId), inArray(bookings.resourceId, [...resourceIds])))
        .limit(1)
      return Boolean(row)
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

    async countsOf(userIds, executor = db) {
      if (userIds.length === 0) return new Map()
      const rows = await executor
        .select({ userId: bookings.userId, total: count() })
        .from(bookings)
        .where(inArray(bookings.userId, [...new Set(userIds)]))
        .groupBy(bookings.userId)
      return new Map(rows.map((row) => [row.userId as string, row.total]))
    },

    recentOf(userId, executor = db) {
      return executor
        .select({
          id: bookings.id,
          requestedEntityName: bookings.requestedEntityName,
          resourceType: bookings.resourceType,
          sport: bookings.sport,
          status: bookings.status,
          paymentStatus: bookings.paymentStatus,
          amountMinor: bookings.amountMinor,
          currency: bookings.currency,
          createdAt: bookings.createdAt,
        })
        .from(bookings)
        .where(eq(bookings.userId, userId))
        .orderBy(desc(bookings.createdAt))
        .limit(10)
    },

    perDay(from, days) {
      // The kept counts of the span's days (booking_day_counts, kept by triggers on bookings: decision 051),
      // summed over their shards, then laid on the span's days: a day without bookings answers one row with
      // a zero total. A few rows per day, however many bookings were made.
      return queryRows<{ day: string; sport: string | null; total: number }>(
        db,
        sql`select to_char(d.day, 'YYYY-MM-DD') as day, nullif(c.sport, '') as sport, coalesce(c.total, 0)::int as total
            from generate_series(${from.toISOString()}::timestamptz at time zone 'UTC',
                                 (${from.toISOString()}::timestamptz at time zone 'UTC') + make_interval(days => ${days - 1}),
                                 interval '1 day') as d(day)
            left join (
              select day, sport, sum(total) as total
              from ${bookingDayCounts}
              where day >= (${from.toISOString()}::timestamptz at time zone 'UTC')::date
                and day < (${from.toISOString()}::timestamptz at time zone 'UTC')::date + ${days}::int
              group by day, sport
              having sum(total) <> 0
            ) c on c.day = d.day::date
            order by d.day, nullif(c.sport, '')`,
      )
    },
  }
}
