import { createHash, randomBytes } from 'node:crypto'
import type { Auth } from '../../core/auth.ts'
import { AppError } from '../../core/errors.ts'
import type { Database } from '../../db/client.ts'
import type { Bookables } from '../bookables/bookables-service.ts'
import type { UserDirectory } from '../users/user-directory.ts'
import type { SessionCalendarWriter } from './calendar-feed.ts'
import {
  calendarFeedMadeAt,
  calendarFeedOwner,
  deleteCalendarFeed,
  feedSessions,
  saveCalendarFeed,
} from './calendar-feeds-repository.ts'

/** The feed shows sessions from this long ago on, so a calendar keeps the recent past. */
const feedPastDays = 30
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')
/** 32 random bytes in the address: unguessable; only its hash is stored. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/

/**
 * A provider's private calendar subscription (issue 23): POST makes or replaces the address, DELETE revokes
 * it, and GET /calendar/{token}.ics lists their live sessions to whoever holds the address.
 */
export function createCalendarFeedService({
  db,
  bookables,
  people,
  writeCalendar,
  publicUrl,
  clock = () => new Date(),
}: {
  db: Database
  bookables: Pick<Bookables, 'ownedBy'>
  people: Pick<UserDirectory, 'contactsOf'>
  writeCalendar: SessionCalendarWriter
  publicUrl: string
  clock?: () => Date
}) {
  const siteUrl = publicUrl.replace(/\/+$/, '')
  return {
    /** POST /v1/me/calendar-feed: a new address for a partner or specialist; the old one stops working. */
    async create(auth: Auth): Promise<{ url: string }> {
      if ((await bookables.ownedBy(auth.userId)).length === 0) {
        throw new AppError('FORBIDDEN', 'Only a sparring partner or a specialist has a calendar of sessions')
      }
      const token = randomBytes(32).toString('base64url')
      await saveCalendarFeed(db, auth.userId, hashOf(token))
      return { url: `${siteUrl}/calendar/${token}.ics` }
    },

    /** GET /v1/me/calendar-feed: whether the caller's address works (it is their own record: anyone signed in). */
    async status(auth: Auth): Promise<{ active: boolean; madeAt: string | null }> {
      const madeAt = await calendarFeedMadeAt(db, auth.userId)
      return { active: madeAt !== undefined, madeAt: madeAt?.toISOString() ?? null }
    },

    /** DELETE /v1/me/calendar-feed: the address stops working at once. */
    async revoke(auth: Auth): Promise<void> {
      await deleteCalendarFeed(db, auth.userId)
    },

    /** GET /calendar/{token}.ics: the calendar, or undefined for an address that is not (or no longer) valid. */
    async calendar(token: string): Promise<string | undefined> {
      if (!tokenPattern.test(token)) return undefined
      const userId = await calendarFeedOwner(db, hashOf(token))
      if (!userId) return undefined
      const [refs, contacts] = await Promise.all([bookables.ownedBy(userId), people.contactsOf([userId])])
      const since = new Date(clock().getTime() - feedPastDays * 86_400_000)
      const sessions = await feedSessions(
        db,
        refs.map((ref) => ref.id),
        since,
      )
      return writeCalendar(sessions, contacts.get(userId)?.language ?? 'en')
    },
  }
}

export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>
