import { and, asc, eq, gt, lte, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { bookingEvents, bookings } from '../../db/schema/index.ts'
import type { Bookables } from '../bookables/bookables-service.ts'
import type { ReportBookings } from '../session-reports/session-report-ports.ts'

const reportedSports = ['Tennis', 'Badminton']
/** "tennis", "Tennis " → "Tennis"; anything else → null. */
const sportOf = (value: string | null | undefined) =>
  reportedSports.find((sport) => sport.toLowerCase() === (value ?? '').trim().toLowerCase()) ?? null

/**
 * The bookings module's answers to session reports (their `ReportBookings` port): a booking with its provider
 * (the profile's owner, through the bookables registry) and the sessions completed in a span, from the
 * completions in the booking history (`booking_events_completions_idx`).
 */
export function createReportBookingsRepository(db: Database, bookables: Pick<Bookables, 'find'>) {
  const port: ReportBookings = {
    async find(bookingId, executor = db) {
      const [row] = await executor
        .select({
          id: bookings.id,
          userId: bookings.userId,
          resourceType: bookings.resourceType,
          resourceId: bookings.resourceId,
          requestedEntityName: bookings.requestedEntityName,
          status: bookings.status,
          sport: bookings.sport,
          preferredAt: bookings.preferredAt,
          juniorId: bookings.juniorId,
        })
        .from(bookings)
        .where(eq(bookings.id, bookingId))
      if (!row) return undefined
      const provider = row.resourceId
        ? await bookables.find({ kind: row.resourceType, id: row.resourceId }, executor)
        : undefined
      return {
        id: row.id,
        kind: row.resourceType,
        bookerUserId: row.userId,
        juniorId: row.juniorId,
        providerUserId: provider?.ownerUserId ?? null,
        providerName: provider?.name ?? row.requestedEntityName,
        status: row.status,
        // The sport booked; a booking without one is of the profile's sport (a partner's, a coach's category).
        sport: sportOf(row.sport) ?? sportOf(provider?.sport),
        startsAt: row.preferredAt,
      }
    },

    async completedBetween(from, to, { after, limit }) {
      const completedAt = sql<Date>`max(${bookingEvents.at})`.mapWith(bookingEvents.at)
      const rows = await db
        .select({ id: bookings.id, completedAt })
        .from(bookingEvents)
        .innerJoin(bookings, eq(bookings.id, bookingEvents.bookingId))
        .where(
          and(
            eq(bookingEvents.kind, 'status'),
            eq(bookingEvents.to, 'completed'),
            gt(bookingEvents.at, from),
            lte(bookingEvents.at, to),
            eq(bookings.status, 'completed'),
          ),
        )
        .groupBy(bookings.id)
        .having(
          after
            ? sql`(max(${bookingEvents.at}), ${bookings.id}) > (${after.completedAt.toISOString()}::timestamptz, ${after.id}::uuid)`
            : undefined,
        )
        .orderBy(asc(completedAt), asc(bookings.id))
        .limit(limit)
      return rows
    },
  }
  return {
    ...port,
    /** A session as its report reminder names it (the mail module's reader of the booking). */
    async reminderSession(executor: Database | Transaction, bookingId: string) {
      const [row] = await executor
        .select({
          resourceType: bookings.resourceType,
          resourceId: bookings.resourceId,
          playerName: bookings.name,
          startsAt: bookings.preferredAt,
          providerTimeZone: bookings.providerTimeZone,
          timeZone: bookings.timeZone,
        })
        .from(bookings)
        .where(eq(bookings.id, bookingId))
      return row
    },
  }
}
