import type { Transaction } from '../../db/client.ts'

/** A booking as the payment page needs it: whose it is, whether it waits for a payment, and its price. */
export type BookingDue = {
  userId: string | null
  status: 'pending' | 'accepted' | 'declined' | 'cancelled' | 'completed'
  paymentStatus: 'pending' | 'awaiting_confirmation' | 'completed' | 'refunded'
  priceMinor: number | null
  priceCurrency: string | null
}

/** The booking a payer says they pay for, as the report checks it. */
export type BookingPaid = Pick<BookingDue, 'userId' | 'status' | 'paymentStatus'> & { id: string; email: string }

/**
 * What the payments module may ask and change of a booking when someone reports a UPI payment for it
 * (decision 040): a port of the bookings module, implemented by `booking-payments-repository.ts`.
 */
export type BookingPayments = {
  findBookingFee(id: string): Promise<BookingDue | undefined>
  /** Locked until the report's transaction ends. */
  lockBooking(tx: Transaction, id: string): Promise<BookingPaid | undefined>
  /** A pay-later booking whose payment was reported now waits for an operator; false when it was not pending. */
  markBookingAwaitingConfirmation(tx: Transaction, id: string): Promise<boolean>
}
