import type { BookingStatus } from '@rally/shared'
import type { Database, Transaction } from '../../db/client.ts'
import type { BookedPersonContact, BookerAccount } from './booking-contacts.ts'
import type { BookingRow, StatementPart } from './bookings-repository.ts'
import type { ProposalRow } from './reschedule-repository.ts'

// A notifier lives outside this module (mail): it sees the rows through the port, never the repository.
export type { BookedPersonContact, BookerAccount, BookingRow, ProposalRow }

/** How a notifier finds a signed-in booker's account (its e-mail and name), inside the same transaction. */
export type BookerAccountLookup = (tx: Database | Transaction, userId: string) => Promise<BookerAccount | undefined>

/**
 * What happens after a booking is written or changes, inside its transaction, so that a notice is
 * sent exactly when the change is kept (the e-mails go through the outbox).
 */
/** How a notifier finds whom to tell on the booked side: the bookings repository's lookup, inside the same transaction. */
export type BookedPersonLookup = (
  tx: Database | Transaction,
  booking: Pick<BookingRow, 'resourceType' | 'resourceId'>,
) => Promise<BookedPersonContact | undefined>

export interface BookingNotifier {
  /**
   * The notices of a new booking, written by the booking's own statement (decision 070): the notifier owns
   * where they are kept and gives its part of that statement, `part` (a data-modifying statement for a CTE,
   * the same text for every booking); `compose` reads what it needs (in `executor`: the booking's
   * transaction, or the database when the statement is the booking's only write) and composes them from the
   * row the booking will be, before it is written. `written` is called once the statement ran.
   */
  readonly createdNotices: {
    part: StatementPart
    /**
     * Further parts, each a data-modifying CTE of its own under its name (a writer's CTE may read an earlier
     * one's rows by that name); their values come from the same `compose`.
     */
    moreParts?: readonly { name: string; sql: StatementPart }[]
    compose(
      executor: Database | Transaction,
      booking: BookingRow,
    ): Promise<{ values: Record<string, unknown>; written(): void }>
  }
  bookingStatusChanged(tx: Transaction, booking: BookingRow, from: BookingStatus, to: BookingStatus): Promise<void>
}

/** The notices of a reschedule, written in its transaction (issue 23). */
export interface RescheduleNotifier {
  /** To the other party: a new time is proposed, with when it lapses. */
  rescheduleProposed(tx: Transaction, booking: BookingRow, proposal: ProposalRow): Promise<void>
  /** To the proposer: the other party declined; the session keeps its time. */
  rescheduleDeclined(tx: Transaction, booking: BookingRow, proposal: ProposalRow): Promise<void>
  /** To the party asked: the proposer withdrew it; the session keeps its time. */
  rescheduleWithdrawn(tx: Transaction, booking: BookingRow, proposal: ProposalRow): Promise<void>
  /**
   * To both parties: the session moved, with an updated invitation (same UID, higher SEQUENCE). `proposal`
   * is the accepted one (its proposer hears that the other party accepted).
   */
  bookingRescheduled(tx: Transaction, booking: BookingRow, previousStart: Date, proposal?: ProposalRow): Promise<void>
}
