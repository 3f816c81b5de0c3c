import type { Config } from '../../config.ts'
import { createPostgresLiveBus } from './postgres-live-bus.ts'
import { createRedisLiveBus } from './redis-live-bus.ts'
import { localListeners } from './signals.ts'

/**
 * How the API processes tell each other that a person has a new live event (decision 074). The event itself
 * is a row of `live_events`; the bus carries only its owner and id, and each process's stream reads the
 * rows. Production adapters: Redis pub/sub when REDIS_URL is set, PostgreSQL LISTEN/NOTIFY otherwise; in
 * memory for the embedded database, where there is one process.
 */
export type LiveSignal = { userId: string; id: number }

export type LiveBus = {
  /** Tells every process (this one too) that the person has events up to `id`. */
  publish(signal: LiveSignal): void
  /**
   * Hears every signal published by any process; returns the unsubscribe. `onGap` is told when signals
   * may have been lost (the bus's connection dropped and came back): every stream should look again.
   */
  subscribe(listener: (signal: LiveSignal) => void, onGap?: () => void): () => void
  close(): Promise<void>
}

/** One process: a signal reaches this process's listeners only. */
export function createMemoryLiveBus(): LiveBus {
  const listeners = localListeners()
  return {
    publish: (signal) => listeners.signal(signal),
    subscribe: (listener, onGap) => listeners.add(listener, onGap),
    async close() {
      listeners.clear()
    },
  }
}

/** Redis when REDIS_URL is set, else LISTEN/NOTIFY on a database server, else (embedded PGlite) memory. */
export function createLiveBus(config: Config['liveBus'], onError?: (error: Error) => void): LiveBus {
  if (config.kind === 'redis') return createRedisLiveBus({ url: config.url, channel: config.channel, onError })
  if (config.kind === 'postgres') return createPostgresLiveBus({ url: config.url, channel: config.channel, onError })
  return createMemoryLiveBus()
}
