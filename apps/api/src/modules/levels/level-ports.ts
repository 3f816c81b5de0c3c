import type { LevelStatus, RallyLevel, Sport } from '@rally/shared'
import type { Transaction } from '../../db/client.ts'

/**
 * What the levels ask other modules (decision 041's ports), wired in app.ts: a session as the coach's
 * confirmation needs it (bookings and the bookables), whether an address is the caller's own document upload
 * (uploads), people's names for the console (users), and the profiles that keep their owner's level (partners).
 */

/** A booking as a level confirmation needs it: what was booked, who booked it, whose profile it was. */
export type LevelSession = {
  id: string
  /** `coach`: a specialist's session; `partner`: a sparring session, which confirms no level. */
  kind: 'coach' | 'partner'
  /** The booker's account, or null for a booking made without one. */
  bookerUserId: string | null
  /** The owner of the profile booked (the person who gave the session), or null. */
  providerUserId: string | null
  status: string
  /** The session's sport ('Tennis' | 'Badminton'), or null when it has none Rally rates. */
  sport: string | null
  /** The booker's junior the session was for, or null: a junior's level is their guardian's to keep. */
  juniorId: string | null
}
export type LevelSessions = (bookingId: string) => Promise<LevelSession | undefined>

/** A file this user uploaded, as the uploads module describes it; undefined when it is not theirs or not there. */
export type DocumentCheck = (url: string, userId: string) => Promise<{ contentType: string } | undefined>

/** Names and e-mails of people by id, for the console's queue. */
export type LevelPeople = {
  contactsOf(ids: readonly string[]): Promise<Map<string, { firstName: string; lastName: string; email: string }>>
}

/**
 * The person's level in a sport as it now stands (null: deleted), told in the transaction that changed it, so
 * that the profiles keeping a copy of it (the partners', for spar-up) never disagree with it once it commits.
 */
export type LevelHolders = (
  tx: Transaction,
  change: { userId: string; sport: Sport; level: { rallyLevel: RallyLevel; status: LevelStatus } | null },
) => Promise<void>
