import type { RescheduleProposal } from '@rally/shared'
import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import { bookings, rescheduleProposals } from '../../db/schema/index.ts'
import type { BookingRow } from './bookings-repository.ts'

type Executor = Database | Transaction
export type ProposalRow = typeof rescheduleProposals.$inferSelect
export type ProposalStatus = ProposalRow['status']
export type ReschedulingParty = ProposalRow['proposedBy']

export function toProposal(row: ProposalRow): RescheduleProposal {
  return {
    id: row.id,
    bookingId: row.bookingId,
    proposedBy: row.proposedBy,
    start: row.startsAt.toISOString(),
    end: new Date(row.startsAt.getTime() + row.durationMinutes * 60_000).toISOString(),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  }
}

/** A booking's proposals, newest first (a booking has a handful at most). */
export function listProposals(executor: Executor, bookingId: string): Promise<ProposalRow[]> {
  return executor
    .select()
    .from(rescheduleProposals)
    .where(eq(rescheduleProposals.bookingId, bookingId))
    .orderBy(desc(rescheduleProposals.createdAt))
    .limit(50)
}

export async function findProposal(
  executor: Executor,
  bookingId: string,
  proposalId: string,
): Promise<ProposalRow | undefined> {
  const [row] = await executor
    .select()
    .from(rescheduleProposals)
    .where(and(eq(rescheduleProposals.id, proposalId), eq(rescheduleProposals.bookingId, bookingId)))
  return row
}

export async function findOpenProposal(executor: Executor, bookingId: string): Promise<ProposalRow | undefined> {
  const [row] = await executor
    .select()
    .from(rescheduleProposals)
    .where(and(eq(rescheduleProposals.bookingId, bookingId), eq(rescheduleProposals.status, 'open')))
  return row
}

/** The open proposals, still in time, of a page of bookings, by booking id (one read). */
export async function openProposalsOf(
  executor: Executor,
  bookingIds: string[],
  now: Date,
): Promise<Map<string, ProposalRow>> {
  if (bookingIds.length === 0) return new Map()
  const rows = await executor
    .select()
    .from(rescheduleProposals)
    .where(
      and(
        inArray(rescheduleProposals.bookingId, bookingIds),
        eq(rescheduleProposals.status, 'open'),
        gt(rescheduleProposals.expiresAt, now),
      ),
    )
  return new Map(rows.map((row) => [row.bookingId, row]))
}

/** Whether an insert failed because the booking already has an open proposal (a concurrent proposer won). */
export const isOpenProposalCollision = (error: unknown) => isUniqueViolation(error, 'reschedule_proposals_one_open')

export async function insertProposal(
  tx: Transaction,
  values: typeof rescheduleProposals.$inferInsert,
): Promise<ProposalRow> {
  const [row] = await tx.insert(rescheduleProposals).values(values).returning()
  return row as ProposalRow
}

/** Closes a proposal only while it is still open: a concurrent answer leaves nothing to return. */
export async function closeProposal(
  tx: Transaction,
  id: string,
  to: Exclude<ProposalStatus, 'open'>,
  now: Date,
): Promise<ProposalRow | undefined> {
  const [row] = await tx
    .update(rescheduleProposals)
    .set({ status: to, answeredAt: now })
    .where(and(eq(rescheduleProposals.id, id), eq(rescheduleProposals.status, 'open')))
    .returning()
  return row
}

/** Marks a booking's open proposals whose time ran out as expired; returns them (their claims go too). */
export function expireLapsedProposals(tx: Transaction, bookingId: string, now: Date): Promise<ProposalRow[]> {
  return tx
    .update(rescheduleProposals)
    .set({ status: 'expired', answeredAt: now })
    .where(
      and(
        eq(rescheduleProposals.bookingId, bookingId),
        eq(rescheduleProposals.status, 'open'),
        lte(rescheduleProposals.expiresAt, now),
      ),
    )
    .returning()
}

/** Closes whatever proposal is open on a booking that ends (cancelled, declined): returns it, or nothing. */
export async function withdrawOpenProposals(tx: Transaction, bookingId: string, now: Date): Promise<ProposalRow[]> {
  return tx
    .update(rescheduleProposals)
    .set({ status: 'withdrawn', answeredAt: now })
    .where(and(eq(rescheduleProposals.bookingId, bookingId), eq(rescheduleProposals.status, 'open')))
    .returning()
}

/**
 * Moves a booking to a new start, only from the state it was read in (same status and start): a concurrent
 * change or a second acceptance leaves nothing to return. The invitation's sequence goes up by one.
 */
export async function moveBooking(
  tx: Transaction,
  booking: Pick<BookingRow, 'id' | 'status' | 'sequence'>,
  startsAt: Date,
): Promise<BookingRow | undefined> {
  const [row] = await tx
    .update(bookings)
    .set({ preferredAt: startsAt, sequence: sql`${bookings.sequence} + 1`, updatedAt: sql`now()` })
    .where(
      and(eq(bookings.id, booking.id), eq(bookings.status, booking.status), eq(bookings.sequence, booking.sequence)),
    )
    .returning()
  return row
}

/** Holds a booking in the state it was read in for the rest of the transaction (a proposal is made against it). */
export async function lockBookingAsRead(
  tx: Transaction,
  booking: Pick<BookingRow, 'id' | 'status' | 'sequence'>,
): Promise<boolean> {
  const rows = await tx
    .update(bookings)
    .set({ updatedAt: sql`now()` })
    .where(
      and(eq(bookings.id, booking.id), eq(bookings.status, booking.status), eq(bookings.sequence, booking.sequence)),
    )
    .returning({ id: bookings.id })
  return rows.length === 1
}
