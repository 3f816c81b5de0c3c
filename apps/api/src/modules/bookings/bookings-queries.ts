import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm'
import type { Auth } from '../../core/auth.ts'
import { AppError } from '../../core/errors.ts'
import type { Database } from '../../db/client.ts'
import { bookings, personalCoaches, sparringPartners } from '../../db/schema/index.ts'
import { toBooking } from './bookings-service.ts'

/** A booking counts towards "booked N times" unless it was declined or cancelled. */
const countsAsBooked = inArray(bookings.status, ['pending', 'accepted', 'completed'])

type BookingRow = typeof bookings.$inferSelect

/** Reads of bookings that discovery needs: counts for profiles, and a person's own bookings. */
export function createBookingQueries({ db }: { db: Database }) {
  /** The partner and specialist records a user owns: their bookings are that user's inbox. */
  async function ownedResourceIds(userId: string): Promise<string[]> {
    const [partners, coaches] = await Promise.all([
      db.select({ id: sparringPartners.id }).from(sparringPartners).where(eq(sparringPartners.userId, userId)),
      db.select({ id: personalCoaches.id }).from(personalCoaches).where(eq(personalCoaches.userId, userId)),
    ])
    return [...partners, ...coaches].map((row) => row.id)
  }

  return {
    async countFor(resourceId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(bookings)
        .where(and(eq(bookings.resourceId, resourceId), countsAsBooked))
      return row?.total ?? 0
    },

    /**
     * With `userId`: the bookings that user made (only they or an admin may ask).
     * Without: the bookings made with the caller's partner and specialist records.
     */
    async list(auth: Auth, { userId, status }: { userId?: string; status?: BookingRow['status'] }) {
      let scope: SQL | undefined
      if (userId) {
        if (userId !== auth.userId && !auth.isAdmin)
          throw new AppError('FORBIDDEN', 'You can only see your own bookings')
        scope = eq(bookings.userId, userId)
      } else {
        const owned = await ownedResourceIds(auth.userId)
        if (owned.length === 0) return []
        scope = inArray(bookings.resourceId, owned)
      }
      const rows = await db
        .select()
        .from(bookings)
        .where(and(scope, status ? eq(bookings.status, status) : undefined))
        .orderBy(desc(bookings.createdAt))
        .limit(200)
      return rows.map(toBooking)
    },

    /** One booking: for the person who made it, the person booked, and admins. */
    async get(auth: Auth, id: string) {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, id))
      if (!row) throw new AppError('NOT_FOUND', 'Booking not found')
      const mine = row.userId === auth.userId
      const owned = row.resourceId ? (await ownedResourceIds(auth.userId)).includes(row.resourceId) : false
      if (!mine && !owned && !auth.isAdmin) throw new AppError('NOT_FOUND', 'Booking not found')
      return toBooking(row)
    },
  }
}

export type BookingQueries = ReturnType<typeof createBookingQueries>
