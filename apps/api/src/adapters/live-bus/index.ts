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
  /** Hears every signal published by any process; returns the unsubscribe. */
  subscribe(listener: (signal: LiveSignal) => void): () => void
  close(): Promise<void>
}

/** One process: a signal reaches this process's listeners only. */
export function createMemoryLiveBus(): LiveBus {
  const listeners = new Set<(signal: LiveSignal) => void>()
  return {
    publish(signal) {
      for (const listener of listeners) listener(signal)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async close() {
      listeners.clear()
    },
  }
}
