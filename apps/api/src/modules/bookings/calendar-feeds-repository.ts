import { and, asc, eq, gte, inArray, isNotNull } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { bookings, calendarFeeds } from '../../db/schema/index.ts'
import type { FeedSession } from './calendar-feed.ts'

/** Makes or replaces a person's feed: the old token stops working in the same write. */
export async function saveCalendarFeed(db: Database, userId: string, tokenHash: string): Promise<void> {
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: new Date() } })
}

export async function deleteCalendarFeed(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .delete(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId))
    .returning({ userId: calendarFeeds.userId })
  return rows.length > 0
}

/** When a person's working address was made, or undefined when they have none. */
export async function calendarFeedMadeAt(db: Database, userId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId))
  return row?.createdAt
}

export async function calendarFeedOwner(db: Database, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, tokenHash))
  return row?.userId
}

/** The live sessions with a time of a set of partner and specialist records, from `since` on, in order. */
export async function feedSessions(db: Database, resourceIds: string[], since: Date): Promise<FeedSession[]> {
  if (resourceIds.length === 0) return []
  const rows = await db
    .select({
      id: bookings.id,
      name: bookings.name,
      status: bookings.status,
      startsAt: bookings.preferredAt,
      durationMinutes: bookings.durationMinutes,
      sequence: bookings.sequence,
      meetingUrl: bookings.meetingUrl,
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.resourceId, resourceIds),
        inArray(bookings.status, ['pending', 'accepted']),
        isNotNull(bookings.preferredAt),
        gte(bookings.preferredAt, since),
      ),
    )
    .orderBy(asc(bookings.preferredAt))
    .limit(1000)
  return rows.map(({ name, status, startsAt, ...row }) => ({
    ...row,
    // Only the first word of the name the booker gave: the feed may sit in a shared calendar.
    firstName: name.trim().split(/\s+/)[0] ?? '',
    status: status as FeedSession['status'],
    startsAt: startsAt as Date,
  }))
}
