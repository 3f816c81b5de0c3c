import { type BookingStatus, bookingTransitions, type RefundPolicyState, refundWindowDays } from '@rally/shared'

const day = 86_400_000

export type RefundableBooking = {
  paymentStatus: 'pending' | 'awaiting_confirmation' | 'completed' | 'refunded'
  amountMinor: number
  paymentId: string | null
  createdAt: Date
}

/**
 * Where a booking stands with the refund policy (spec section 9, `refund-policy.ts`), as the console
 * applies it: money paid online within the window is refunded through the provider; anything else paid
 * (too late, or paid by UPI, which Rally cannot send back through a provider) only with an operator's
 * written reason, and a UPI payment is paid back by hand and recorded (decision 024).
 */
export function refundPolicyState(booking: RefundableBooking, now: Date): RefundPolicyState {
  if (booking.paymentStatus === 'refunded') {
    return { state: 'refunded', method: null, outsideBecause: null, windowEndsAt: null }
  }
  if (booking.paymentStatus !== 'completed' || booking.amountMinor <= 0) {
    return { state: 'nothingPaid', method: null, outsideBecause: null, windowEndsAt: null }
  }
  if (!booking.paymentId) {
    return { state: 'outside', method: 'manual', outsideBecause: 'notPaidOnline', windowEndsAt: null }
  }
  // The same window as a booker's own cancellation: counted from the moment the booking was paid and made.
  const windowEndsAt = new Date(booking.createdAt.getTime() + refundWindowDays * day)
  return now.getTime() <= windowEndsAt.getTime()
    ? { state: 'within', method: 'provider', outsideBecause: null, windowEndsAt: windowEndsAt.toISOString() }
    : { state: 'outside', method: 'provider', outsideBecause: 'tooLate', windowEndsAt: windowEndsAt.toISOString() }
}

/**
 * The booking's status once an operator refunds it: a booking still to happen (pending, accepted) is
 * cancelled, since the money for it is gone; one already completed, declined or cancelled keeps its status.
 */
export function refundedBookingStatus(status: BookingStatus): BookingStatus {
  return bookingTransitions[status].includes('cancelled') ? 'cancelled' : status
}

/** The digits of a UPI reference: "UTR 4012 3456 7890" and "401234567890" are the same transfer. */
export function referenceDigits(reference: string): string {
  return reference.replace(/\D/g, '')
}
