import type { LiveEventType } from '@rally/shared'
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
}

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
  }
}
