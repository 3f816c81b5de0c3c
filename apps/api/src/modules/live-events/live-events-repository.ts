import { and, asc, eq, gt, lt, lte, max, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { liveEvents } from '../../db/schema/index.ts'

export type LiveEventRow = { id: number; userId: string; type: string; data: unknown }

const columns = { id: liveEvents.id, userId: liveEvents.userId, type: liveEvents.type, data: liveEvents.data }

/** The reads of `live_events` the streams make, and the pruning of old rows. */
export function createLiveEventsRepository(db: Database) {
  return {
    /** The newest event's id, where a process's reader starts. */
    async newestId(): Promise<number> {
      const [row] = await db.select({ id: max(liveEvents.id) }).from(liveEvents)
      return Number(row?.id ?? 0)
    },
    /** Everyone's events after `afterId`, in id order: what the reader hands to the streams of this process. */
    after(afterId: number, limit: number): Promise<LiveEventRow[]> {
      return db
        .select(columns)
        .from(liveEvents)
        .where(gt(liveEvents.id, afterId))
        .orderBy(asc(liveEvents.id))
        .limit(limit)
    },
    /** One person's events in (afterId, upToId], in id order: a reconnecting stream's replay. */
    ofPerson(userId: string, afterId: number, upToId: number, limit: number): Promise<LiveEventRow[]> {
      return db
        .select(columns)
        .from(liveEvents)
        .where(and(eq(liveEvents.userId, userId), gt(liveEvents.id, afterId), lte(liveEvents.id, upToId)))
        .orderBy(asc(liveEvents.id))
        .limit(limit)
    },
    /** Deletes the events older than `days` days: the table is a replay window, not a history. */
    async pruneOlderThan(days: number): Promise<number> {
      const deleted = await db
        .delete(liveEvents)
        .where(lt(liveEvents.at, sql`now() - make_interval(days => ${days})`))
        .returning({ id: liveEvents.id })
      return deleted.length
    },
  }
}

export type LiveEventsRepository = ReturnType<typeof createLiveEventsRepository>
