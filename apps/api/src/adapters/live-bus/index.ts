import type { Config } from '../../config.ts'
import { type LiveBus, localListeners } from './live-bus.ts'
import { createPostgresLiveBus } from './postgres-live-bus.ts'
import { createRedisLiveBus } from './redis-live-bus.ts'

export type { LiveBus, LiveSignal } from './live-bus.ts'

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
