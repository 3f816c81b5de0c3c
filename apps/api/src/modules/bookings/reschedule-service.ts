import { type Booking, type RescheduleProposal, type RescheduleProposalInput, scheduleMessages } from '@rally/shared'
import type { Auth } from '../../core/auth.ts'
import { AppError } from '../../core/errors.ts'
import type { Database, Transaction } from '../../db/client.ts'
import type { BookableRef } from '../bookables/bookables.ts'
import type { Bookables } from '../bookables/bookables-service.ts'
import type { SlotBookings } from '../schedules/slot-claims.ts'
import { providerUserId } from './booking-access.ts'
import type { RescheduleNotifier } from './booking-notifier.ts'
import { type BookingRow, findBooking, recordBookingEvent, toBooking } from './bookings-repository.ts'
import {
  closeProposal,
  expireLapsedProposals,
  findOpenProposal,
  findProposal,
  insertProposal,
  isOpenProposalCollision,
  listProposals,
  lockBookingAsRead,
  moveBooking,
  type ProposalRow,
  type ReschedulingParty,
  toProposal,
} from './reschedule-repository.ts'
import { exactZonedInstant } from './time-zones.ts'

/** An open proposal lapses after this long, or at the proposed start if that comes first. */
export const proposalLifetimeMs = 48 * 3_600_000

/**
 * What a reschedule asks of the schedules module (its `SlotClaims`, issue 23): whether the provider publishes
 * availability, whether a time is open, and the proposal's claim on it, which becomes the booking's when accepted.
 */
export type ProposalSlots = Pick<
  SlotBookings,
  'publishes' | 'assertOpen' | 'claimForProposal' | 'moveBookingToProposal' | 'releaseProposal'
>

/**
 * Moves the booking's video meeting to a new start (Zoom's PATCH /meetings/{id}); nothing for a link whose
 * room does not depend on the time (Jitsi). An outside call: it comes before the transaction.
 */
export type MeetingMover = (booking: BookingRow, startAt: Date) => Promise<void>

/** What became of the video meeting at a move: its time followed, or Zoom refused (the move goes on). */
type MeetingMove = { moved: boolean; failure?: string }

const changedConcurrently = () =>
  new AppError('BOOKING_CHANGED_CONCURRENTLY', 'This booking was changed by someone else; reload and try again')
const notFound = () => new AppError('NOT_FOUND', 'Booking not found')

/**
 * Reschedules (issue 23): either party of a pending or accepted session with a time proposes another open
 * time; the other accepts or declines, the proposer may withdraw. Accepting moves the booking (its start,
 * its claim on the provider's time, its invitation's sequence) and keeps its payment, video link and history.
 * As in the status service: reads and checks first, then one transaction whose updates are conditioned on
 * the state read, so two answers at once make one move.
 */
export function createRescheduleService({
  db,
  slots,
  notifier,
  bookables,
  moveMeeting = async () => undefined,
  clock = () => new Date(),
}: {
  db: Database
  slots: ProposalSlots
  notifier: RescheduleNotifier
  bookables: Pick<Bookables, 'ownerOf'>
  moveMeeting?: MeetingMover
  clock?: () => Date
}) {
  /** The booking and the caller's side of it: only its two parties may move it; anyone else finds nothing. */
  async function partyOf(auth: Auth, id: string): Promise<{ row: BookingRow; party: ReschedulingParty }> {
    const row = await findBooking(db, id)
    if (!row) throw notFound()
    const owner = await providerUserId(bookables, row)
    if (owner !== null && owner === auth.userId) return { row, party: 'provider' }
    if (row.userId !== null && row.userId === auth.userId) return { row, party: 'booker' }
    if (auth.isAdmin) throw new AppError('FORBIDDEN', 'Only the booker and the person booked can move a booking')
    throw notFound()
  }

  /** A session can move while it is pending or accepted, has a time and a person booked, and has not begun. */
  function assertMovable(row: BookingRow): asserts row is BookingRow & { preferredAt: Date; resourceId: string } {
    const live = row.status === 'pending' || row.status === 'accepted'
    if (!live || !row.preferredAt || !row.resourceId || row.preferredAt.getTime() <= clock().getTime()) {
      throw new AppError('RESCHEDULE_NOT_ALLOWED', scheduleMessages.rescheduleNotAllowed)
    }
  }

  /**
   * The instant proposed: an open slot's `start`, or a date and time on the proposer's clock, which must
   * exist there (not a date the calendar lacks, not a time the clocks skip) and be still to come.
   */
  function proposedStart(input: RescheduleProposalInput): Date {
    const field = input.start !== undefined ? 'start' : 'time'
    const start =
      input.start !== undefined
        ? new Date(input.start)
        : exactZonedInstant(input.date as string, input.time as string, input.timeZone as string)
    if (start === 'noSuchDate') {
      throw new AppError('VALIDATION_FAILED', 'Choose a date such as 2026-12-05', {
        date: 'Choose a date such as 2026-12-05',
      })
    }
    if (start === 'notOnTheClock') {
      throw new AppError('VALIDATION_FAILED', scheduleMessages.notOnTheClock, { time: scheduleMessages.notOnTheClock })
    }
    if (start.getTime() <= clock().getTime()) {
      throw new AppError('VALIDATION_FAILED', scheduleMessages.inThePast, { [field]: scheduleMessages.inThePast })
    }
    return start
  }

  /**
   * The video meeting follows the session (Zoom). If Zoom refuses or does not answer, the session still
   * moves: a Zoom meeting can be started at any time from its link, which does not change, and the
   * booking's history says the meeting kept its old time (decision 061).
   */
  async function followWithMeeting(row: BookingRow, startAt: Date): Promise<MeetingMove> {
    if (!row.meetingUrl) return { moved: false }
    try {
      await moveMeeting(row, startAt)
      return { moved: true }
    } catch (error) {
      return { moved: false, failure: (error as Error).message }
    }
  }

  /** Lapsed proposals are closed (and their claims released) when next looked at; a job sweeps the claims too. */
  async function expireLapsed(tx: Transaction, bookingId: string) {
    for (const lapsed of await expireLapsedProposals(tx, bookingId, clock())) {
      await slots.releaseProposal(tx, lapsed.id)
    }
  }

  return {
    /** POST /v1/booking/{id}/reschedule: a new proposal replaces the open one, whoever made it. */
    async propose(auth: Auth, bookingId: string, input: RescheduleProposalInput): Promise<RescheduleProposal> {
      const { row, party } = await partyOf(auth, bookingId)
      assertMovable(row)
      const start = proposedStart(input)
      const now = clock()
      const ref: BookableRef = { kind: row.resourceType, id: row.resourceId }
      // A provider who publishes availability is moved to an open slot only; one who does not (the request
      // flow) to any time to come, which claims nothing (decision 061).
      const slotClaimed = await slots.publishes(ref)
      // The booking's own time does not count against it: a move by 30 minutes may overlap itself.
      if (slotClaimed) await slots.assertOpen(ref, start, row.durationMinutes, { ignoreBookingId: row.id })
      const expiresAt = new Date(Math.min(now.getTime() + proposalLifetimeMs, start.getTime()))

      try {
        return await db.transaction(async (tx) => {
          if (!(await lockBookingAsRead(tx, row))) throw changedConcurrently()
          await expireLapsed(tx, row.id)
          const previous = await findOpenProposal(tx, row.id)
          if (previous) {
            // The proposer's own earlier proposal is withdrawn; the other party's is answered by this one.
            const closed = await closeProposal(
              tx,
              previous.id,
              previous.proposedBy === party ? 'withdrawn' : 'declined',
              now,
            )
            if (!closed) throw changedConcurrently()
            await slots.releaseProposal(tx, previous.id)
          }
          const proposal = await insertProposal(tx, {
            bookingId: row.id,
            proposedBy: party,
            proposedByUserId: auth.userId,
            fromStartsAt: row.preferredAt,
            startsAt: start,
            durationMinutes: row.durationMinutes,
            slotClaimed,
            expiresAt,
          })
          if (slotClaimed) {
            await slots.claimForProposal(tx, {
              ref,
              bookingId: row.id,
              proposalId: proposal.id,
              start,
              minutes: row.durationMinutes,
              expiresAt,
            })
          }
          await notifier.rescheduleProposed(tx, row, proposal)
          return toProposal(proposal)
        })
      } catch (error) {
        if (isOpenProposalCollision(error)) throw changedConcurrently()
        throw error
      }
    },

    /**
     * POST /v1/booking/{id}/reschedule/{proposalId}: the other party accepts or declines; the proposer may
     * only withdraw (`decline`). An answered or lapsed proposal answers 409 RESCHEDULE_PROPOSAL_ANSWERED.
     */
    async answer(
      auth: Auth,
      bookingId: string,
      proposalId: string,
      answer: 'accept' | 'decline',
    ): Promise<{ proposal: RescheduleProposal; booking: Booking }> {
      const { row, party } = await partyOf(auth, bookingId)
      const proposal = await findProposal(db, bookingId, proposalId)
      if (!proposal) throw new AppError('NOT_FOUND', 'Proposal not found')
      const now = clock()
      if (proposal.status !== 'open' || proposal.expiresAt.getTime() <= now.getTime()) {
        if (proposal.status === 'open') await db.transaction((tx) => expireLapsed(tx, bookingId))
        throw new AppError('RESCHEDULE_PROPOSAL_ANSWERED', scheduleMessages.proposalNotOpen)
      }
      const own = proposal.proposedBy === party
      if (answer === 'accept' && own) {
        throw new AppError('FORBIDDEN', 'The other party answers a proposal; you may withdraw your own')
      }
      if (answer === 'accept') assertMovable(row)
      // The outside call comes first; if the move then fails, the meeting goes back to the booking's time.
      const meeting: MeetingMove =
        answer === 'accept' ? await followWithMeeting(row, proposal.startsAt) : { moved: false }
      const answerInTransaction = () =>
        db.transaction(async (tx) => {
          const closed = await closeProposal(
            tx,
            proposal.id,
            answer === 'accept' ? 'accepted' : own ? 'withdrawn' : 'declined',
            now,
          )
          if (!closed) throw new AppError('RESCHEDULE_PROPOSAL_ANSWERED', scheduleMessages.proposalNotOpen)
          if (answer === 'decline') {
            await slots.releaseProposal(tx, proposal.id)
            // The other side hears of the answer: a decline to the proposer, a withdrawal to the one asked.
            if (own) await notifier.rescheduleWithdrawn(tx, row, closed)
            else await notifier.rescheduleDeclined(tx, row, closed)
            return { proposal: toProposal(closed), booking: toBooking(row) }
          }
          // Only from the booking as read: a cancellation or another move in between makes this a conflict.
          const moved = await moveBooking(tx, row, proposal.startsAt)
          if (!moved) throw changedConcurrently()
          if (proposal.slotClaimed) await slots.moveBookingToProposal(tx, row.id, proposal.id)
          await recordBookingEvent(tx, {
            bookingId: row.id,
            actor: { id: auth.userId, kind: party },
            kind: 'rescheduled',
            from: (row.preferredAt as Date).toISOString(),
            to: proposal.startsAt.toISOString(),
            note: [
              `proposed by the ${proposal.proposedBy}`,
              meeting.failure && `the video meeting kept its old time: ${meeting.failure}`.slice(0, 500),
            ]
              .filter(Boolean)
              .join('; '),
          })
          await notifier.bookingRescheduled(tx, moved, row.preferredAt as Date, closed)
          return { proposal: toProposal(closed), booking: toBooking(moved) }
        })
      try {
        return await answerInTransaction()
      } catch (error) {
        if (meeting.moved) await followWithMeeting(row, row.preferredAt as Date)
        throw error
      }
    },

    /** GET /v1/booking/{id}/reschedule: the booking's proposals for its two parties (and operators), newest first. */
    async list(auth: Auth, bookingId: string): Promise<RescheduleProposal[]> {
      const row = await findBooking(db, bookingId)
      if (!row) throw notFound()
      if (!auth.isAdmin) await partyOf(auth, bookingId)
      const now = clock().getTime()
      return (await listProposals(db, bookingId)).map((proposal: ProposalRow) =>
        toProposal(
          proposal.status === 'open' && proposal.expiresAt.getTime() <= now
            ? { ...proposal, status: 'expired' }
            : proposal,
        ),
      )
    },
  }
}

export type RescheduleService = ReturnType<typeof createRescheduleService>
