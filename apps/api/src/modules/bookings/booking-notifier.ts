import type { BookingStatus } from '@rally/shared'
import type { Transaction } from '../../db/client.ts'
import type { BookingRow } from './bookings-repository.ts'

/**
 * What happens after a booking is written or changes, inside its transaction, so that a notice is
 * sent exactly when the change is kept (the e-mails go through the outbox).
 */
export interface BookingNotifier {
  bookingCreated(tx: Transaction, booking: BookingRow): Promise<void>
  bookingStatusChanged(tx: Transaction, booking: BookingRow, from: BookingStatus, to: BookingStatus): Promise<void>
}
