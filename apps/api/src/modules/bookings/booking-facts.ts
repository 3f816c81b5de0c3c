import type { Database, Transaction } from '../../db/client.ts'

/** A booking as the console lists a person's latest ones. */
export type RecentBooking = {
  id: string
  requestedEntityName: string
  resourceType: string
  sport: string | null
  status: string
  paymentStatus: string
  amountMinor: number
  currency: string
  createdAt: Date
}

/**
 * What other modules may ask of the bookings (decision 041): a port of the bookings module,
 * implemented by `booking-facts-repository.ts` and handed to its callers in app.ts.
 */
export type BookingFacts = {
  /** Whether this user, as the booker, has a completed booking with this partner or specialist. */
  hasCompletedSession(userId: string, resourceId: string): Promise<boolean>
  /** The person's completed bookings as the booker, newest change first. */
  completedBookingIds(userId: string): Promise<string[]>
  /** The home page's booking figures, in one read. */
  homeFigures(): Promise<{ completed: number; guestBookers: number; sparringHours: number }>
  /** How many bookings each of these users made, by user id (none: missing); through the caller's transaction. */
  countsOf(userIds: readonly string[], executor?: Database | Transaction): Promise<Map<string, number>>
  /** The user's ten latest bookings, newest first; through the caller's transaction. */
  recentOf(userId: string, executor?: Database | Transaction): Promise<RecentBooking[]>
  /** A booking as its conversation needs it (decision 073): its booker and the profile booked; through the caller's transaction. */
  conversationBooking(
    bookingId: string,
    executor?: Database | Transaction,
  ): Promise<
    | {
        id: string
        userId: string | null
        resourceType: 'partner' | 'coach'
        resourceId: string | null
        name: string
        preferredAt: Date | null
        status: string
      }
    | undefined
  >
  /** Whether this user ever booked any of these profiles (any status): then they are no stranger to them. */
  hasBookedAny(userId: string, resourceIds: readonly string[], executor?: Database | Transaction): Promise<boolean>
  /** Whether a session of this junior was booked with any of these profiles (any status): issue 26's access rule. */
  juniorBookedWith(juniorId: string, resourceIds: readonly string[]): Promise<boolean>
  /** Bookings made on each UTC day from `from` for `days` days, by sport (a day without any: one row, sport null). */
  perDay(from: Date, days: number): Promise<{ day: string; sport: string | null; total: number }[]>
}
