import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { bookings, noShowReports } from '../../db/schema/index.ts'
import type { BookingRow } from './bookings-repository.ts'

export type NoShowRow = typeof noShowReports.$inferSelect
type Executor = Database | Transaction

/** Records a report; undefined when the booking already has one (one report per booking). */
export async function insertNoShowReport(
  tx: Transaction,
  values: { bookingId: string; absent: NoShowRow['absent']; reportedBy: string; note: string | null },
): Promise<NoShowRow | undefined> {
  const [row] = await tx.insert(noShowReports).values(values).onConflictDoNothing().returning()
  return row
}

export async function findNoShowReport(executor: Executor, bookingId: string): Promise<NoShowRow | undefined> {
  const [row] = await executor.select().from(noShowReports).where(eq(noShowReports.bookingId, bookingId))
  return row
}

export async function findNoShowReportById(executor: Executor, id: string): Promise<NoShowRow | undefined> {
  const [row] = await executor.select().from(noShowReports).where(eq(noShowReports.id, id))
  return row
}

/** The reports of these bookings, by booking id (the parties' booking answers carry them). */
export async function noShowReportsOf(executor: Executor, bookingIds: string[]): Promise<Map<string, NoShowRow>> {
  if (bookingIds.length === 0) return new Map()
  const rows = await executor.select().from(noShowReports).where(inArray(noShowReports.bookingId, bookingIds))
  return new Map(rows.map((row) => [row.bookingId, row]))
}

/** The absent party disputes: only from `reported`, so a second dispute or a decided report changes nothing. */
export async function disputeNoShowReport(
  tx: Transaction,
  { id, note }: { id: string; note: string },
): Promise<NoShowRow | undefined> {
  const [row] = await tx
    .update(noShowReports)
    .set({ status: 'disputed', disputeNote: note, disputedAt: sql`now()` })
    .where(and(eq(noShowReports.id, id), eq(noShowReports.status, 'reported')))
    .returning()
  return row
}

/** An operator's decision: only on a report still disputed. */
export async function decideNoShowReport(
  tx: Transaction,
  { id, status, reason, operatorId }: { id: string; status: 'upheld' | 'rejected'; reason: string; operatorId: string },
): Promise<NoShowRow | undefined> {
  const [row] = await tx
    .update(noShowReports)
    .set({ status, decisionReason: reason, decidedBy: operatorId, decidedAt: sql`now()` })
    .where(and(eq(noShowReports.id, id), eq(noShowReports.status, 'disputed')))
    .returning()
  return row
}

/** The disputes waiting for an operator, oldest first, with their bookings. */
export async function openNoShowDisputes(
  db: Database,
  limit: number,
): Promise<{ report: NoShowRow; booking: BookingRow }[]> {
  return db
    .select({ report: noShowReports, booking: bookings })
    .from(noShowReports)
    .innerJoin(bookings, eq(bookings.id, noShowReports.bookingId))
    .where(eq(noShowReports.status, 'disputed'))
    .orderBy(asc(noShowReports.disputedAt))
    .limit(limit)
}

/** The booker's money comes back: only from a completed payment, so a refund happens once. */
export async function markBookingRefunded(tx: Transaction, id: string): Promise<BookingRow | undefined> {
  const [row] = await tx
    .update(bookings)
    .set({ paymentStatus: 'refunded', updatedAt: sql`now()` })
    .where(and(eq(bookings.id, id), eq(bookings.paymentStatus, 'completed')))
    .returning()
  return row
}
