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

/** A booking as its conversation shows it: who booked whom, and the booking's summary. */
export type ConversationBooking = {
  id: string
  bookerUserId: string | null
  resourceType: 'partner' | 'coach'
  resourceId: string | null
  name: string
  preferredAt: Date | null
  status: 'pending' | 'accepted' | 'declined' | 'cancelled' | 'completed'
}

/**
 * What other modules may ask of the bookings (decision 041): a port of the bookings module,
 * implemented by `booking-facts-repository.ts` and handed to its callers in app.ts.
 */
export type BookingFacts = {
  /** A booking's parties and summary, for its conversation (decision 073); undefined when there is none. */
  conversationBooking(bookingId: string, executor?: Database | Transaction): Promise<ConversationBooking | undefined>
  /** Whether this user ever booked this partner or specialist (a request not declined or cancelled). */
  hasBooked(userId: string, resourceId: string, executor?: Database | Transaction): Promise<boolean>
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
  /** Bookings made on each UTC day from `from` for `days` days, by sport (a day without any: one row, sport null). */
  perDay(from: Date, days: number): Promise<{ day: string; sport: string | null; total: number }[]>
}
