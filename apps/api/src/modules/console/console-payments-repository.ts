import {
  type BookingEvent,
  type ConsoleBookingSummary,
  feeTextOf,
  isUuid,
  notProvided,
  storedMoney,
} from '@rally/shared'
import { and, asc, count, desc, eq, getTableColumns, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database, Transaction } from '../../db/client.ts'
import { bookingEvents, bookings, manualPayments, paymentOrders, refunds, users } from '../../db/schema/index.ts'

export { type BookingActor, recordBookingEvent } from '../../db/booking-events.ts'

export type BookingRow = typeof bookings.$inferSelect
export type ManualPaymentRow = typeof manualPayments.$inferSelect
type Executor = Database | Transaction
type PaymentStatus = BookingRow['paymentStatus']

export const toBookingSummary = (row: BookingRow): ConsoleBookingSummary => ({
  id: row.id,
  name: row.name,
  email: row.email,
  requestedEntityName: row.requestedEntityName,
  resourceType: row.resourceType,
  sport: row.sport,
  status: row.status,
  paymentStatus: row.paymentStatus,
  amountMinor: row.amountMinor,
  currency: row.currency,
  fees: feeTextOf(storedMoney(row.priceMinor, row.priceCurrency), notProvided),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
})

/** Whether another report carries the same reference digits (the unique index compares the whole text). */
const duplicateReference = sql<boolean>`exists (
  select 1 from ${manualPayments} as other
  where other.id <> ${manualPayments.id}
    and nullif(regexp_replace(other.reference, '[^0-9]', '', 'g'), '')
      = regexp_replace(${manualPayments.reference}, '[^0-9]', '', 'g')
)`

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
const dayStart = (date: string) => new Date(`${date}T00:00:00Z`)

export function createConsolePaymentsRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    /** Reports of one status, newest first, each with its booking and the duplicate-reference hint. */
    async listUpiReports(status: ManualPaymentRow['status']) {
      const rows = await db
        .select({ report: manualPayments, booking: bookings, duplicateReference })
        .from(manualPayments)
        .leftJoin(bookings, eq(bookings.id, manualPayments.bookingId))
        .where(eq(manualPayments.status, status))
        .orderBy(status === 'awaiting_confirmation' ? asc(manualPayments.createdAt) : desc(manualPayments.updatedAt))
        .limit(200)
      return rows
    },

    async findUpiReport(executor: Executor, id: string) {
      const [row] = await executor
        .select({ report: manualPayments, booking: bookings, duplicateReference })
        .from(manualPayments)
        .leftJoin(bookings, eq(bookings.id, manualPayments.bookingId))
        .where(eq(manualPayments.id, id))
      return row
    },

    /** Settles a report only while it awaits confirmation: of two operators, one changes it. */
    async settleUpiReport(
      tx: Transaction,
      {
        id,
        status,
        operatorId,
        rejectionReason,
      }: { id: string; status: 'confirmed' | 'rejected'; operatorId: string; rejectionReason?: string },
    ): Promise<ManualPaymentRow | undefined> {
      const [row] = await tx
        .update(manualPayments)
        .set({ status, confirmedBy: operatorId, rejectionReason: rejectionReason ?? null, updatedAt: sql`now()` })
        .where(and(eq(manualPayments.id, id), eq(manualPayments.status, 'awaiting_confirmation')))
        .returning()
      return row
    },

    /** Moves a booking's payment on only from the payment status read: a concurrent change returns nothing. */
    async changeBookingPayment(
      tx: Transaction,
      {
        id,
        from,
        to,
        amount,
      }: { id: string; from: PaymentStatus[]; to: PaymentStatus; amount?: { amountMinor: number; currency: string } },
    ): Promise<BookingRow | undefined> {
      const [row] = await tx
        .update(bookings)
        .set({ paymentStatus: to, ...amount, updatedAt: sql`now()` })
        .where(and(eq(bookings.id, id), inArray(bookings.paymentStatus, from)))
        .returning()
      return row
    },

    /**
     * A refund's change to the booking: paid → refunded, and its status from the one read to `to`, in one
     * conditioned update; a concurrent payment or status change returns nothing.
     */
    async refundBooking(
      tx: Transaction,
      { id, from, to }: { id: string; from: BookingRow['status']; to: BookingRow['status'] },
    ): Promise<BookingRow | undefined> {
      const [row] = await tx
        .update(bookings)
        .set({ paymentStatus: 'refunded', status: to, updatedAt: sql`now()` })
        .where(and(eq(bookings.id, id), eq(bookings.paymentStatus, 'completed'), eq(bookings.status, from)))
        .returning()
      return row
    },

    findBooking: async (executor: Executor, id: string): Promise<BookingRow | undefined> => {
      const [row] = await executor.select().from(bookings).where(eq(bookings.id, id))
      return row
    },

    /** Whether the booking was paid by a confirmed UPI report. */
    async hasConfirmedUpiReport(executor: Executor, bookingId: string): Promise<boolean> {
      const [row] = await executor
        .select({ id: manualPayments.id })
        .from(manualPayments)
        .where(and(eq(manualPayments.bookingId, bookingId), eq(manualPayments.status, 'confirmed')))
        .limit(1)
      return row !== undefined
    },

    /** The refund of a booking, once: false when it already has one. */
    async searchBookings(query: {
      q?: string
      status?: BookingRow['status']
      paymentStatus?: PaymentStatus
      from?: string
      to?: string
      page: number
      pageSize: number
    }) {
      const conditions: (SQL | undefined)[] = [
        query.status ? eq(bookings.status, query.status) : undefined,
        query.paymentStatus ? eq(bookings.paymentStatus, query.paymentStatus) : undefined,
        query.from ? gte(bookings.createdAt, dayStart(query.from)) : undefined,
        query.to ? lt(bookings.createdAt, new Date(dayStart(query.to).getTime() + 86_400_000)) : undefined,
      ]
      if (query.q) {
        const pattern = likePattern(query.q)
        // One text of the three, as its trigram index has it (decision 082); the three are checked again, so that
        // the space between two of them cannot join them. A booking id typed whole finds that booking (its key).
        const searched = sql`lower(${bookings.name} || ' ' || ${bookings.email} || ' ' || ${bookings.requestedEntityName})`
        const byText = and(
          sql`${searched} like ${pattern.toLowerCase()}`,
          or(
            ilike(bookings.name, pattern),
            ilike(bookings.email, pattern),
            ilike(bookings.requestedEntityName, pattern),
          ),
        )
        const id = query.q.trim().toLowerCase()
        conditions.push(isUuid(id) ? or(byText, eq(bookings.id, id)) : byText)
      }
      const where = and(...conditions)
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(bookings)
          .where(where)
          .orderBy(desc(bookings.createdAt), desc(bookings.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(bookings).where(where),
      ])
      return { rows, total: total?.total ?? 0 }
    },

    /** Everything the console shows of one booking, besides the booking itself. */
    async findBookingRecords(booking: Pick<BookingRow, 'id' | 'paymentOrderId'>) {
      const refunder = alias(users, 'refunder')
      const actor = alias(users, 'actor')
      const ordersOf = booking.paymentOrderId
        ? or(eq(paymentOrders.bookingId, booking.id), eq(paymentOrders.providerOrderId, booking.paymentOrderId))
        : eq(paymentOrders.bookingId, booking.id)
      const [orders, refundRows, reports, events] = await Promise.all([
        db.select().from(paymentOrders).where(ordersOf).orderBy(asc(paymentOrders.createdAt)),
        db
          .select({ ...getTableColumns(refunds), refundedByEmail: refunder.email })
          .from(refunds)
          .leftJoin(refunder, eq(refunder.id, refunds.refundedBy))
          .where(eq(refunds.bookingId, booking.id)),
        db
          .select()
          .from(manualPayments)
          .where(eq(manualPayments.bookingId, booking.id))
          .orderBy(asc(manualPayments.createdAt)),
        db
          .select({ ...getTableColumns(bookingEvents), actorEmail: actor.email })
          .from(bookingEvents)
          .leftJoin(actor, eq(actor.id, bookingEvents.actorId))
          .where(eq(bookingEvents.bookingId, booking.id))
          .orderBy(asc(bookingEvents.at)),
      ])
      const history: BookingEvent[] = events.map((event) => ({
        id: event.id,
        at: event.at.toISOString(),
        actorId: event.actorId,
        actorEmail: event.actorEmail,
        actorKind: event.actorKind,
        kind: event.kind,
        from: event.from,
        to: event.to,
        note: event.note,
      }))
      return { orders, refunds: refundRows, reports, history }
    },
  }
}

export type ConsolePaymentsRepository = ReturnType<typeof createConsolePaymentsRepository>
