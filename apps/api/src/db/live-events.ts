import type { LiveEventType } from '@rally/shared'
import { type SQL, sql } from 'drizzle-orm'
import type { LiveBus } from '../adapters/live-bus/index.ts'
import { afterCommit, type Database, type Transaction } from './client.ts'
import { liveEvents } from './schema/index.ts'

/** An event for one person's open pages; `data` is the JSON the browser receives for its type. */
export type LiveEvent = { userId: string; type: LiveEventType; data: unknown }

export type LiveEvents = {
  /**
   * Writes the event in the caller's transaction, and once that commits tells every API process through
   * the bus: an event is announced only if what it announces was kept, and never before it can be read.
   */
  record(tx: Transaction | Database, event: LiveEvent): Promise<number>
  /**
   * For events another statement wrote (a part of a booking's one statement, decision 070, whose ids it
   * does not return): tells the bus after `executor` commits that the person has new events, up to the newest.
   */
  announce(executor: Transaction | Database, userId: string): void
}

/** The id of a signal for events whose ids the writer does not know: every event up to the newest. */
export const newestLiveEvent = Number.MAX_SAFE_INTEGER

export function createLiveEvents(bus: LiveBus): LiveEvents {
  return {
    async record(tx, event) {
      const [row] = await tx
        .insert(liveEvents)
        .values({ userId: event.userId, type: event.type, data: event.data })
        .returning({ id: liveEvents.id })
      const id = row!.id
      afterCommit(tx, () => bus.publish({ userId: event.userId, id }))
      return id
    },
    announce(executor, userId) {
      afterCommit(executor, () => bus.publish({ userId, id: newestLiveEvent }))
    },
  }
}

/**
 * A statement part that writes live events from an earlier part's rows (a new booking's one statement,
 * decision 070): `select` answers `user_id, type, data` for each event. Its writer announces them after the
 * statement commits with `announce`.
 */
export function liveEventsInsertPart(select: SQL): SQL {
  return sql`insert into ${liveEvents} (user_id, type, data) ${select} returning id`
}
