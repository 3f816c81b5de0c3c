import { type Booking, type BookingStatus, bookingTransitions } from '@rally/shared'
import { and, eq, sql } from 'drizzle-orm'
import type { PaymentsProvider } from '../../adapters/payments/payments.ts'
import type { Auth } from '../../core/auth.ts'
import { AppError } from '../../core/errors.ts'
import type { Database, Transaction } from '../../db/client.ts'
import { bookings, personalCoaches, refunds, sparringPartners } from '../../db/schema/index.ts'
import { toBooking } from './bookings-service.ts'

type BookingRow = typeof bookings.$inferSelect
type Meeting = { url: string }

export interface BookingStatusNotifier {
  bookingStatusChanged(tx: Transaction, booking: BookingRow, from: BookingStatus, to: BookingStatus): Promise<void>
}

/** Spec section 9: money back within 7 days of payment; none after more than 7 days. */
export const refundWindowDays = 7
export const refundPolicyText = {
  refunded: 'Your payment is being refunded to the original payment method; it arrives within up to 7 business days.',
  tooLate:
    'This booking was paid more than 7 days ago. Our refund policy gives a 7-day money-back guarantee, so this cancellation is not refunded.',
  nothingPaid: 'Nothing was paid online for this booking, so there is nothing to refund.',
} as const

export type RefundOutcome = { refunded: boolean; amountMinor: number; message: string }

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
  createMeeting,
  clock = () => new Date(),
}: {
  db: Database
  payments: PaymentsProvider
  notifier: BookingStatusNotifier
  createMeeting: (booking: BookingRow) => Promise<Meeting>
  clock?: () => Date
}) {
  async function providerUserId(row: BookingRow): Promise<string | null> {
    if (!row.resourceId) return null
    const table = row.resourceType === 'coach' ? personalCoaches : sparringPartners
    const [owner] = await db.select({ userId: table.userId }).from(table).where(eq(table.id, row.resourceId))
    return owner?.userId ?? null
  }

  function refundDecision(row: BookingRow): { refund: boolean; message: string } {
    if (row.paymentStatus !== 'completed' || !row.razorpayPaymentId || row.amountMinor === 0) {
      return { refund: false, message: refundPolicyText.nothingPaid }
    }
    const paidDaysAgo = (clock().getTime() - row.createdAt.getTime()) / 86_400_000
    if (paidDaysAgo > refundWindowDays) return { refund: false, message: refundPolicyText.tooLate }
    return { refund: true, message: refundPolicyText.refunded }
  }

  return {
    async change(auth: Auth, id: string, to: BookingStatus): Promise<{ booking: Booking; refund?: RefundOutcome }> {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, id))
      if (!row) throw new AppError('NOT_FOUND', 'Booking not found')
      const provider = await providerUserId(row)
      const isProvider = provider !== null && provider === auth.userId
      const isBooker = row.userId !== null && row.userId === auth.userId
      if (!isProvider && !isBooker && !auth.isAdmin) throw new AppError('NOT_FOUND', 'Booking not found')
      const allowed = to === 'cancelled' ? isProvider || isBooker || auth.isAdmin : isProvider || auth.isAdmin
      if (!allowed) throw new AppError('FORBIDDEN', 'Only the person booked can accept, decline or complete a booking')

      const from = row.status
      if (!bookingTransitions[from].includes(to)) {
        throw new AppError('CONFLICT', `A ${from} booking cannot become ${to}`)
      }

      // Outside calls come first and are safe to repeat: a meeting link, or a refund keyed by the booking.
      const meetingUrl =
        to === 'accepted' && row.resourceType === 'coach' && !row.meetingUrl
          ? (await createMeeting(row)).url
          : row.meetingUrl
      const decision = to === 'cancelled' ? refundDecision(row) : undefined
      const refund = decision?.refund
        ? await payments.refund(row.razorpayPaymentId as string, row.amountMinor, `refund-${row.id}`)
        : undefined

      const updated = await db.transaction(async (tx) => {
        // Only from the status read above: a concurrent change makes this a conflict, not a lost update.
        const [changed] = await tx
          .update(bookings)
          .set({
            status: to,
            meetingUrl,
            ...(refund && { paymentStatus: 'refunded' as const }),
            updatedAt: sql`now()`,
          })
          .where(and(eq(bookings.id, id), eq(bookings.status, from)))
          .returning()
        if (!changed) throw new AppError('CONFLICT', 'This booking was changed by someone else; reload and try again')
        if (refund) {
          await tx
            .insert(refunds)
            .values({ bookingId: id, providerRefundId: refund.id, amountMinor: refund.amount })
            .onConflictDoNothing()
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
