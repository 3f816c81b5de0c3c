import type { Auth } from '../../core/auth.ts'
import type { Database, Transaction } from '../../db/client.ts'

type Executor = Database | Transaction

/** A booking as its report needs it (decision 041's ports): who booked, who gave it, where it stands. */
export type ReportBooking = {
  id: string
  /** `coach`: a specialist's session; `partner`: a sparring session. */
  kind: 'coach' | 'partner'
  /** The booker's account; null for a guest booking. */
  bookerUserId: string | null
  /** The booker's junior the session was for (issue 26), or null. */
  juniorId: string | null
  /** The account that owns the profile booked (the provider); null when none does. */
  providerUserId: string | null
  providerName: string
  status: string
  /** The session's sport when it is one Rally rates ('Tennis' | 'Badminton'), else null. */
  sport: string | null
  /** The session's start, when it had one. */
  startsAt: Date | null
}

/** A session completed at `completedAt`, for the reminder's pages (keyset on completedAt, id). */
export type CompletedSession = { id: string; completedAt: Date }

/**
 * What session reports ask the bookings module, wired in app.ts: one booking, and the sessions completed in
 * a span of time (oldest first, after a keyset position).
 */
export type ReportBookings = {
  find(bookingId: string, executor?: Executor): Promise<ReportBooking | undefined>
  completedBetween(from: Date, to: Date, page: { after?: CompletedSession; limit: number }): Promise<CompletedSession[]>
}

/** First names of accounts by id (the users module's directory); an unknown id is missing. */
export type FirstNames = (userIds: readonly string[]) => Promise<Map<string, string>>

/** The reminder e-mail to the provider of a session, written to the outbox in the caller's transaction. */
export type ReportReminderMail = (tx: Transaction, bookingId: string) => Promise<void>

/** The junior whose progress the caller may read (their guardian, an operator), by the juniors module; else undefined. */
export type GuardedJunior = (auth: Auth, juniorId: string) => Promise<{ firstName: string } | undefined>
