import { and, asc, desc, eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm'
import { type Database, queryRows } from '../../db/client.ts'
import { bookings } from '../../db/schema/index.ts'
import type { ProviderSession, ProviderSessions } from './provider-sessions.ts'

const sessionColumns = {
  id: bookings.id,
  resourceType: bookings.resourceType,
  bookerName: bookings.name,
  sport: bookings.sport,
  startsAt: bookings.preferredAt,
  durationMinutes: bookings.durationMinutes,
  status: bookings.status,
  paymentStatus: bookings.paymentStatus,
  amountMinor: bookings.amountMinor,
  currency: bookings.currency,
  createdAt: bookings.createdAt,
}

const open = sql`${bookings.status} in ('pending', 'accepted')`

/** The bookings module's answers to a provider's dashboard (the `ProviderSessions` port). */
export function createProviderSessionsRepository(db: Database): ProviderSessions {
  const list = (ids: readonly string[]) => inArray(bookings.resourceId, [...ids])
  /** The sessions a condition selects, as the port returns them. */
  const sessionsWhere = (where: SQL | undefined) => db.select(sessionColumns).from(bookings).where(where).$dynamic()

  return {
    async overview(resourceIds, now, limit) {
      if (resourceIds.length === 0) return { upcoming: [], past: [], upcomingCount: 0, completedCount: 0 }
      const upcomingIn = (when: SQL) => and(list(resourceIds), open, when)
      // Each read walks an index over a bounded part of the provider's sessions: what is to come (a few), the
      // latest past ones of each profile (its own index order, then merged), and two counts (decision 066).
      const [timed, untimed, past, counts] = await Promise.all([
        sessionsWhere(upcomingIn(gte(bookings.preferredAt, now)))
          .orderBy(asc(bookings.preferredAt), asc(bookings.id))
          .limit(limit),
        sessionsWhere(upcomingIn(isNull(bookings.preferredAt)))
          .orderBy(asc(bookings.createdAt), asc(bookings.id))
          .limit(limit),
        Promise.all(
          resourceIds.map((id) =>
            sessionsWhere(and(eq(bookings.resourceId, id), lt(bookings.preferredAt, now)))
              .orderBy(desc(bookings.preferredAt))
              .limit(limit),
          ),
        ),
        queryRows<{ upcoming: number | string; completed: number | string }>(
          db,
          sql`select
              (select count(*) from ${bookings} where ${upcomingIn(gte(bookings.preferredAt, now))})
                + (select count(*) from ${bookings} where ${upcomingIn(isNull(bookings.preferredAt))}) as upcoming,
              (select count(*) from ${bookings} where ${and(list(resourceIds), eq(bookings.status, 'completed'))}) as completed`,
        ),
      ])
      const latest = past
        .flat()
        .sort((a, b) => (b.startsAt as Date).getTime() - (a.startsAt as Date).getTime())
        .slice(0, limit)
      return {
        upcoming: [...timed, ...untimed].slice(0, limit) as ProviderSession[],
        past: latest as ProviderSession[],
        upcomingCount: Number(counts[0]?.upcoming ?? 0),
        completedCount: Number(counts[0]?.completed ?? 0),
      }
    },

    async bookingsMade(resourceIds, from, recentFrom) {
      if (resourceIds.length === 0) return { byMonth: [], recent: 0 }
      const rows = await queryRows<{ month: string; bookings: number | string; recent: number | string }>(
        db,
        // Grouped by the month's start and named after: one to_char per month, not per booking.
        sql`select to_char(month, 'YYYY-MM') as month, bookings, recent from (
              select date_trunc('month', ${bookings.createdAt} at time zone 'UTC') as month, count(*) as bookings,
                count(*) filter (where ${bookings.createdAt} >= ${recentFrom.toISOString()}) as recent
              from ${bookings}
              where ${list(resourceIds)} and ${bookings.createdAt} >= ${from.toISOString()}
              group by 1) as months`,
      )
      return {
        byMonth: rows.map((row) => ({ month: row.month, bookings: Number(row.bookings) })),
        recent: rows.reduce((sum, row) => sum + Number(row.recent), 0),
      }
    },

    async refunded(resourceIds, { limit, changedSince }) {
      if (resourceIds.length === 0) return []
      return (await sessionsWhere(
        and(
          list(resourceIds),
          eq(bookings.paymentStatus, 'refunded'),
          changedSince ? gte(bookings.updatedAt, changedSince) : undefined,
        ),
      )
        .orderBy(desc(bookings.updatedAt))
        .limit(limit)) as ProviderSession[]
    },

    async paidInPeriod(resourceIds, { from, to }) {
      if (resourceIds.length === 0) return []
      return (await sessionsWhere(
        and(
          list(resourceIds),
          sql`${bookings.amountMinor} > 0`,
          inArray(bookings.paymentStatus, ['completed', 'refunded']),
          gte(bookings.createdAt, from),
          lt(bookings.createdAt, to),
        ),
      ).orderBy(asc(bookings.createdAt), asc(bookings.id))) as ProviderSession[]
    },

    async ofPeriod(resourceIds, { from, to }) {
      if (resourceIds.length === 0) return []
      return (await sessionsWhere(
        and(
          list(resourceIds),
          or(
            and(gte(bookings.preferredAt, from), lt(bookings.preferredAt, to)),
            and(isNull(bookings.preferredAt), gte(bookings.createdAt, from), lt(bookings.createdAt, to)),
          ),
        ),
      ).orderBy(sql`coalesce(${bookings.preferredAt}, ${bookings.createdAt})`, asc(bookings.id))) as ProviderSession[]
    },

    async byIds(resourceIds, ids) {
      if (resourceIds.length === 0 || ids.length === 0) return []
      return (await sessionsWhere(and(list(resourceIds), inArray(bookings.id, [...ids])))) as ProviderSession[]
    },
  }
}
