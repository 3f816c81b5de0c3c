import type { ManualPayment } from '@rally/shared'
import { and, eq, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import { bookings, manualPayments } from '../../db/schema/index.ts'

export { type BookingActor, recordBookingEvent } from '../../db/booking-events.ts'

type ManualPaymentRow = typeof manualPayments.$inferSelect

// What the payer sees of their report: never the payer's name and e-mail or who confirmed it.
const toManualPayment = (row: ManualPaymentRow): ManualPayment => ({
  id: row.id,
  amountMinor: row.amountMinor,
  currency: row.currency,
  reference: row.reference,
  status: row.status,
  bookingId: row.bookingId,
  createdAt: row.createdAt.toISOString(),
})

export function createPaymentsRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    /** A booking as /payment needs it: whose it is, whether it waits for a payment, and its fee. */
    async findBookingFee(id: string) {
      const [row] = await db
        .select({
          userId: bookings.userId,
          status: bookings.status,
          paymentStatus: bookings.paymentStatus,
          fees: bookings.fees,
        })
        .from(bookings)
        .where(eq(bookings.id, id))
      return row
    },

    /** The booking a payer says they pay for, locked until the report is written. */
    async lockBooking(tx: Transaction, id: string) {
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

    /** The new payment, or undefined when its reference was reported before. */
    async insertManualPayment(
      tx: Transaction,
      values: typeof manualPayments.$inferInsert,
    ): Promise<ManualPayment | undefined> {
      try {
        const [row] = await tx.insert(manualPayments).values(values).returning()
        return toManualPayment(row as ManualPaymentRow)
      } catch (error) {
        if (isUniqueViolation(error, 'manual_payments_reference_key')) return undefined
        throw error
      }
    },

    /** A pay-later booking whose payment was reported: it waits for an operator's confirmation. */
    async markBookingAwaitingConfirmation(tx: Transaction, id: string): Promise<boolean> {
      const changed = await tx
        .update(bookings)
        .set({ paymentStatus: 'awaiting_confirmation', updatedAt: sql`now()` })
        .where(and(eq(bookings.id, id), eq(bookings.paymentStatus, 'pending')))
        .returning({ id: bookings.id })
      return changed.length > 0
    },
  }
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>
