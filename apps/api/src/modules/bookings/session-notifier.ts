import type { Transaction } from '../../db/client.ts'
import type { BookingRow } from './bookings-repository.ts'
import type { NoShowRow } from './no-shows-repository.ts'

export type { NoShowRow }

/** The two sides of a booking: who booked, and the person booked. */
export type BookingParty = 'booker' | 'provider'

/**
 * What the parties are told around a session (issue 23), inside the transaction of what it announces:
 * the reminders before it, and a no-show's report, dispute and decision after it. The mail module
 * implements it through the outbox.
 */
export interface SessionNotifier {
  /** Both sides, `leadMinutes` before the start (1440 or 60), with the video link. */
  sessionReminder(tx: Transaction, booking: BookingRow, leadMinutes: number): Promise<void>
  /** The party reported absent hears of it, and that they may dispute it. */
  noShowReported(tx: Transaction, booking: BookingRow, report: NoShowRow): Promise<void>
  /** The reporter hears that the other party disputes it. */
  noShowDisputed(tx: Transaction, booking: BookingRow, report: NoShowRow): Promise<void>
  /** Both hear the operator's decision, and of a refund it made. */
  noShowDecided(tx: Transaction, booking: BookingRow, report: NoShowRow, refunded: boolean): Promise<void>
}
