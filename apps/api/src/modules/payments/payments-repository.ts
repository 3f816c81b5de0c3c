import type { ManualPayment } from '@rally/shared'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import { manualPayments, paymentOrders, refunds, webhookEvents } from '../../db/schema/index.ts'

export { type BookingActor, recordBookingEvent } from '../../db/booking-events.ts'

type ManualPaymentRow = typeof manualPayments.$inferSelect
export type PaymentOrderRow = typeof paymentOrders.$inferSelect
/** Reads inside a booking's transaction must use that transaction: PGlite has one connection. */
type Executor = Database | Transaction

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

    async insertPaymentOrder(values: typeof paymentOrders.$inferInsert) {
      await db.insert(paymentOrders).values(values)
    },

    /** The order, locked until the transaction ends: the browser's report and the webhook take turns. */
    async lockPaymentOrder(tx: Transaction, providerOrderId: string) {
      const [order] = await tx
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.providerOrderId, providerOrderId))
        .for('update')
      return order
    },

    async findPaymentOrderAmount(providerOrderId: string) {
      const [order] = await db
        .select({ amountMinor: paymentOrders.amountMinor, currency: paymentOrders.currency })
        .from(paymentOrders)
        .where(eq(paymentOrders.providerOrderId, providerOrderId))
      return order
    },

    async markPaymentOrderPaid(
      tx: Transaction,
      { id, providerPaymentId, bookingId }: { id: string; providerPaymentId: string; bookingId: string },
    ) {
      await tx
        .update(paymentOrders)
        .set({ status: 'paid', providerPaymentId, bookingId, updatedAt: sql`now()` })
        .where(eq(paymentOrders.id, id))
    },

    /** A failure only changes an order still waiting: it never overrides a capture or a refund. */
    async markPaymentOrderFailed(executor: Executor, providerOrderId: string) {
      await executor
        .update(paymentOrders)
        .set({ status: 'failed', updatedAt: sql`now()` })
        .where(and(eq(paymentOrders.providerOrderId, providerOrderId), inArray(paymentOrders.status, ['created'])))
    },

    /** The money of an order that could not become a booking went back; it never becomes one later. */
    async markPaymentOrderRefunded(
      tx: Transaction,
      { providerOrderId, providerPaymentId }: { providerOrderId: string; providerPaymentId: string },
    ) {
      await tx
        .update(paymentOrders)
        .set({ status: 'refunded', providerPaymentId, updatedAt: sql`now()` })
        .where(and(eq(paymentOrders.providerOrderId, providerOrderId), isNull(paymentOrders.bookingId)))
    },

    /** Claims a provider's event id; false when it was handled before. */
    async claimWebhookEvent(tx: Transaction, { eventId, type }: { eventId: string; type: string }) {
      const inserted = await tx
        .insert(webhookEvents)
        .values({ eventId, type })
        .onConflictDoNothing()
        .returning({ eventId: webhookEvents.eventId })
      return inserted.length > 0
    },

    /** Records a booking's refund; false when the booking was refunded before (one refund per booking). */
    async recordRefund(tx: Transaction, refund: typeof refunds.$inferInsert): Promise<boolean> {
      const inserted = await tx.insert(refunds).values(refund).onConflictDoNothing().returning({ id: refunds.id })
      return inserted.length > 0
    },
  }
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>
