import {
  type Booking,
  type BookingStatus,
  bookingTransitions,
  formatMinorAmount,
  type RefundOutcome,
  refundPolicyMessages,
  refundWindowDays,
} from '@rally/shared'
import type { Auth } from '../../core/auth.ts'
import { AppError } from '../../core/errors.ts'
import type { Database } from '../../db/client.ts'
import type { Bookables } from '../bookables/bookables-service.ts'
import type { PaymentsService } from '../payments/payments-service.ts'
import type { SlotClaims } from '../schedules/slot-claims.ts'
import { type BookingRelation, bookingRelation, mayMoveBookingTo, providerUserId } from './booking-access.ts'
import type { BookingNotifier } from './booking-notifier.ts'
import {
  type BookingRow,
  changeBookingStatus,
  findBooking,
  recordBookingEvent,
  toBooking,
} from './bookings-repository.ts'
import { withdrawOpenProposals } from './reschedule-repository.ts'

type Meeting = { url: string }

/**
 * The booking status machine: pending → accepted | declined | cancelled;
 * accepted → completed | cancelled. The person booked accepts, declines and
 * completes; the booker or the person booked may cancel; admins may do all.
 * Any other step answers 409.
 */
export function createBookingStatusService({
  db,
  payments,
  notifier,
  bookables,
  slots,
  createMeeting,
  clock = () => new Date(),
}: {
  db: Database
  payments: PaymentsService
  notifier: BookingNotifier
  bookables: Pick<Bookables, 'ownerOf'>
  slots: Pick<SlotClaims, 'releaseBooking'>
  createMeeting: (booking: BookingRow) => Promise<Meeting>
  clock?: () => Date
}) {
  /**
   * The refund policy on a cancellation. When the person booked cancels, the booker gets all the money paid
   * online back at once, whenever they paid (the Exchange and Refund Policy; issue 23). When the booker (or an
   * operator on their behalf) cancels, money paid online comes back within the window, unless the session has
   * already begun, which is use: that waits for a review through support, never an automatic refund.
   */
  function refundDecision(row: BookingRow, relation: BookingRelation): { refund: boolean; message: string } {
    if (row.paymentStatus !== 'completed' || !row.paymentId || row.amountMinor === 0) {
      return { refund: false, message: refundPolicyMessages.nothingPaid }
    }
    if (relation === 'provider') return { refund: true, message: refundPolicyMessages.refunded }
    const started = row.preferredAt !== null && row.preferredAt.getTime() <= clock().getTime()
    if (started) return { refund: false, message: refundPolicyMessages.sessionStarted }
    const paidDaysAgo = (clock().getTime() - row.createdAt.getTime()) / 86_400_000
    if (paidDaysAgo > refundWindowDays) return { refund: false, message: refundPolicyMessages.tooLate }
    return { refund: true, message: refundPolicyMessages.refunded }
  }

  return {
    async change(auth: Auth, id: string, to: BookingStatus): Promise<{ booking: Booking; refund?: RefundOutcome }> {
      const row = await findBooking(db, id)
      if (!row) throw new AppError('NOT_FOUND', 'Booking not found')
      const relation = bookingRelation(auth, {
        bookerUserId: row.userId,
        providerUserId: await providerUserId(bookables, row),
      })
      if (relation === 'none') throw new AppError('NOT_FOUND', 'Booking not found')
      if (!mayMoveBookingTo(relation, to)) {
        throw new AppError('FORBIDDEN', 'Only the person booked can accept, decline or complete a booking')
      }

      const from = row.status
      if (!bookingTransitions[from].includes(to)) {
        throw new AppError('BOOKING_TRANSITION_NOT_ALLOWED', `A ${from} booking cannot become ${to}`)
      }

      // Outside calls come first and are safe to repeat: a meeting link, or a refund keyed by the booking.
      const meetingUrl =
        to === 'accepted' && row.resourceType === 'coach' && !row.meetingUrl
          ? (await createMeeting(row)).url
          : row.meetingUrl
      const decision = to === 'cancelled' ? refundDecision(row, relation) : undefined
      const refund = decision?.refund
        ? await payments.refundPayment({ id: row.id, paymentId: row.paymentId as string, amountMinor: row.amountMinor })
        : undefined

      const updated = await db.transaction(async (tx) => {
        // Only from the status read above: a concurrent change makes this a conflict, not a lost update.
        const changed = await changeBookingStatus(tx, { id, from, to, meetingUrl, refunded: Boolean(refund) })
        if (!changed) {
          throw new AppError(
            'BOOKING_CHANGED_CONCURRENTLY',
            'This booking was changed by someone else; reload and try again',
          )
        }
        const actor = { id: auth.userId, kind: relation === 'admin' ? ('operator' as const) : relation }
        await recordBookingEvent(tx, { bookingId: id, actor, kind: 'status', from, to })
        // A declined or cancelled booking gives its time back to the provider's open slots, and takes its open
        // reschedule proposal with it (releaseBooking frees every claim of the booking, the proposal's too).
        if (to === 'declined' || to === 'cancelled') {
          await slots.releaseBooking(tx, id)
          await withdrawOpenProposals(tx, id, clock())
        }
        if (refund) {
          await payments.recordRefund(tx, { bookingId: id, providerRefundId: refund.id, amountMinor: refund.amount })
          await recordBookingEvent(tx, {
            bookingId: id,
            actor,
            kind: 'refund',
            from: row.paymentStatus,
            to: 'refunded',
            note: `${formatMinorAmount(refund.amount, row.currency)} within the refund policy`,
          })
        }
        await notifier.bookingStatusChanged(tx, changed, from, to)
        return changed
      })

      return {
        booking: toBooking(updated),
        ...(decision && {
          refund: { refunded: Boolean(refund), amountMinor: refund?.amount ?? 0, message: decision.message },
        }),
      }
    },
  }
}

export type BookingStatusService = ReturnType<typeof createBookingStatusService>
