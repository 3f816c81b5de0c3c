import type { BookingStatus } from '@rally/shared'
import type { Transaction } from '../../db/client.ts'
import type { BookedPersonContact, BookerAccount } from './booking-contacts.ts'
import type { BookingRow } from './bookings-repository.ts'

// A notifier lives outside this module (mail): it sees the rows through the port, never the repository.
export type { BookedPersonContact, BookerAccount, BookingRow }

/** How a notifier finds a signed-in booker's account (its e-mail and name), inside the same transaction. */
export type BookerAccountLookup = (tx: Transaction, userId: string) => Promise<BookerAccount | undefined>

/**
 * What happens after a booking is written or changes, inside its transaction, so that a notice is
 * sent exactly when the change is kept (the e-mails go through the outbox).
 */
/** How a notifier finds whom to tell on the booked side: the bookings repository's lookup, inside the same transaction. */
export type BookedPersonLookup = (
  tx: Transaction,
  booking: Pick<BookingRow, 'resourceType' | 'resourceId'>,
) => Promise<BookedPersonContact | undefined>

export interface BookingNotifier {
  bookingCreated(tx: Transaction, booking: BookingRow): Promise<void>
  bookingStatusChanged(tx: Transaction, booking: BookingRow, from: BookingStatus, to: BookingStatus): Promise<void>
}
