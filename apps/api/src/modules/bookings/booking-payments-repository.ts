import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { bookings } from '../../db/schema/index.ts'
import type { BookingPayments } from './booking-payments.ts'

/** The bookings module's answers to a UPI report (the `BookingPayments` port). */
export function createBookingPaymentsRepository(db: Database): BookingPayments {
  return {
    /** A booking as /payment needs it: whose it is, whether it waits for a payment, and its fee. */
    async findBookingFee(id) {
      const [row] = await db
        .select({
          userId: bookings.userId,
          status: bookings.status,
          paymentStatus: bookings.paymentStatus,
          priceMinor: bookings.priceMinor,
          priceCurrency: bookings.priceCurrency,
        })
        .from(bookings)
        .where(eq(bookings.id, id))
      return row
    },

    /** The booking a payer says they pay for, locked until the report is written. */
    async lockBooking(tx, id) {
      const [row] = await tx
        .select({
          id: bookings.id,
          userId: bookings.userId,
          email: bookings.email,
          status: bookings.status,
          paymentStatus: bookings.paymentStatus,
        })
        .from(bookings)
        .where(eq(bookings.id, id))
        .for('update')
      return row
    },

    /** A pay-later booking whose payment was reported: it waits for an operator's confirmation. */
    async markBookingAwaitingConfirmation(tx, id) {
      const changed = await tx
        .update(bookings)
        .set({ paymentStatus: 'awaiting_confirmation', updatedAt: sql`now()` })
        .where(and(eq(bookings.id, id), eq(bookings.paymentStatus, 'pending')))
        .returning({ id: bookings.id })
      return changed.length > 0
    },
  }
}
