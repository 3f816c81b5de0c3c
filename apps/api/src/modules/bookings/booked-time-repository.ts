import { scheduleMessages } from '@rally/shared'
import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm'
import { AppError } from '../../core/errors.ts'
import type { Database } from '../../db/client.ts'
import { bookings, rescheduleProposals } from '../../db/schema/index.ts'
import type { ProposalSlots } from './reschedule-service.ts'

/**
 * The provider's time as the bookings alone know it, for the time before the schedules module (issue 23's
 * `SlotClaims`, branch issue23-slots) is wired in app.ts in its place: a proposed time is open when no other
 * live booking or open proposal of the same person overlaps it. The proposal row is its own claim, so the
 * claim calls have nothing more to write.
 */
export function createBookedTimeChecks(db: Database): ProposalSlots {
  return {
    async assertOpen(ref, start, minutes, options) {
      const end = new Date(start.getTime() + minutes * 60_000)
      const bookingEnd = sql`${bookings.preferredAt} + make_interval(mins => ${bookings.durationMinutes})`
      const proposalEnd = sql`${rescheduleProposals.startsAt} + make_interval(mins => ${rescheduleProposals.durationMinutes})`
      const [taken] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.resourceId, ref.id),
            inArray(bookings.status, ['pending', 'accepted']),
            options?.ignoreBookingId ? ne(bookings.id, options.ignoreBookingId) : undefined,
            lt(bookings.preferredAt, end),
            gt(bookingEnd, start),
          ),
        )
        .limit(1)
      const [proposed] = await db
        .select({ id: rescheduleProposals.id })
        .from(rescheduleProposals)
        .innerJoin(bookings, eq(bookings.id, rescheduleProposals.bookingId))
        .where(
          and(
            eq(bookings.resourceId, ref.id),
            eq(rescheduleProposals.status, 'open'),
            gt(rescheduleProposals.expiresAt, new Date()),
            options?.ignoreBookingId ? ne(bookings.id, options.ignoreBookingId) : undefined,
            lt(rescheduleProposals.startsAt, end),
            gt(proposalEnd, start),
          ),
        )
        .limit(1)
      if (taken || proposed) throw new AppError('SLOT_NOT_OPEN', scheduleMessages.slotNotOpen)
    },
    async claimForProposal() {},
    async moveBookingToProposal() {},
    async releaseProposal() {},
  }
}
