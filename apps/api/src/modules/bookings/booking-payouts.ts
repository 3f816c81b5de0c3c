import type { Database, Transaction } from '../../db/client.ts'

/** A paid session as the payouts need it: when it ends, and whether it was completed. */
export type PayoutSession = {
  bookingId: string
  status: 'pending' | 'accepted' | 'declined' | 'cancelled' | 'completed'
  /** The session's end (its start plus its length); null for a request without a time. */
  endsAt: Date | null
  /** When it became completed (its last change), or null while it is not. */
  completedAt: Date | null
}

/**
 * What the payouts module may ask of bookings (decision 065): a port of the bookings module, implemented by
 * `booking-payouts-repository.ts` and handed to payouts in app.ts. One read for any number of ids.
 */
export type BookingPayouts = {
  sessionsOf(bookingIds: readonly string[], executor?: Database | Transaction): Promise<Map<string, PayoutSession>>
}
