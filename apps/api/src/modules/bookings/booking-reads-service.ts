import type { Booking, BookingStatus } from '@rally/shared'
import type { Auth } from '../../core/auth.ts'
import { AppError } from '../../core/errors.ts'
import type { Database } from '../../db/client.ts'
import type { Bookables } from '../bookables/bookables-service.ts'
import { bookingRelation, maySeeBooking, providerUserId } from './booking-access.ts'
import type { BookingJuniors } from './booking-juniors.ts'
import { type BookingRow, findBooking, listBookings, prepareBookedCount, toBooking } from './bookings-repository.ts'
import { noShowReportsOf } from './no-shows-repository.ts'
import { toNoShow } from './no-shows-service.ts'
import { openProposalsOf, toProposal } from './reschedule-repository.ts'

/** Reads of bookings: counts for profiles, a person's own bookings, their inbox, one booking. */
export function createBookingReadsService({
  db,
  bookables,
  juniors,
  clock = () => new Date(),
}: {
  db: Database
  bookables: Pick<Bookables, 'ownerOf' | 'ownedBy'>
  juniors: Pick<BookingJuniors, 'namesOf'>
  clock?: () => Date
}) {
  const providerOf = (row: BookingRow) => providerUserId(bookables, row)
  /** The bookings as the parties read them: each with its reschedule proposal waiting for an answer and its no-show. */
  async function withProposals(rows: BookingRow[]): Promise<Booking[]> {
    const ids = rows.map((row) => row.id)
    const juniorIds = [...new Set(rows.flatMap((row) => (row.juniorId ? [row.juniorId] : [])))]
    const [open, reports, juniorNames] = [
      await openProposalsOf(db, ids, clock()),
      await noShowReportsOf(db, ids),
      await juniors.namesOf(juniorIds),
    ]
    return rows.map((row) => {
      const proposal = open.get(row.id)
      const report = reports.get(row.id)
      const junior = row.juniorId ? juniorNames.get(row.juniorId) : undefined
      return {
        ...toBooking(row),
        openProposal: proposal ? toProposal(proposal) : null,
        noShow: report ? toNoShow(report) : null,
        // A session for a junior names them and, as the one to contact, the guardian who booked (issue 26).
        junior:
          junior && row.juniorId
            ? { id: row.juniorId, ...junior, guardian: { name: row.name, email: row.email, phone: row.phone } }
            : null,
      }
    })
  }
  const bookedCount = prepareBookedCount(db)
  return {
    countFor: (resourceId: string): Promise<number> => bookedCount(resourceId),

    /**
     * With `userId`: the bookings that user made (only they or an admin may ask).
     * Without: the bookings made with the caller's partner and specialist records.
     */
    async list(auth: Auth, { userId, status }: { userId?: string; status?: BookingStatus }): Promise<Booking[]> {
      if (userId) {
        if (userId !== auth.userId && !auth.isAdmin)
          throw new AppError('FORBIDDEN', 'You can only see your own bookings')
        return withProposals(await listBookings(db, { userId }, status))
      }
      const resourceIds = (await bookables.ownedBy(auth.userId)).map((ref) => ref.id)
      if (resourceIds.length === 0) return []
      return withProposals(await listBookings(db, { resourceIds }, status))
    },

    /** One booking: for the person who made it, the person booked, and admins. */
    async get(auth: Auth, id: string): Promise<Booking> {
      const row = await findBooking(db, id)
      if (!row) throw new AppError('NOT_FOUND', 'Booking not found')
      const relation = bookingRelation(auth, {
        bookerUserId: row.userId,
        providerUserId: await providerOf(row),
      })
      if (!maySeeBooking(relation)) throw new AppError('NOT_FOUND', 'Booking not found')
      return (await withProposals([row]))[0] as Booking
    },
  }
}

export type BookingReadsService = ReturnType<typeof createBookingReadsService>
