import { randomUUID } from 'node:crypto'
import { isUuid } from '@rally/shared'

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

export type LiveBusListener = (signal: LiveSignal) => void

/**
 * The listeners of one process's bus: a signal goes to each listener, a gap (the bus lost its connection,
 * so signals may have been missed) to each gap listener.
 */
export function localListeners() {
  const listeners = new Set<LiveBusListener>()
  const gapListeners = new Set<() => void>()
  return {
    add(listener: LiveBusListener, onGap?: () => void) {
      listeners.add(listener)
      if (onGap) gapListeners.add(onGap)
      return () => {
        listeners.delete(listener)
        if (onGap) gapListeners.delete(onGap)
      }
    },
    signal(signal: LiveSignal) {
      for (const listener of listeners) listener(signal)
    },
    gap() {
      for (const listener of gapListeners) listener()
    },
    clear() {
      listeners.clear()
      gapListeners.clear()
    },
  }
}

/**
 * Signals on the wire: the sending process's origin on the first line, then `<userId> <id>` a line. The
 * origin names the process that sent them, which told its own listeners already (without the round trip).
 */
export function signalCodec() {
  const origin = randomUUID()
  return {
    encode: (signals: LiveSignal[]) => [origin, ...signals.map((signal) => `${signal.userId} ${signal.id}`)].join('\n'),
    /** The signals another process sent; none for this process's own or what is not signals. */
    decode(text: string): LiveSignal[] {
      const [from, ...lines] = text.split('\n')
      if (from === origin) return []
      const signals: LiveSignal[] = []
      for (const line of lines) {
        const [userId, id] = line.split(' ')
        // Any safe integer: "every event up to the newest" (newestLiveEvent) is Number.MAX_SAFE_INTEGER, 16 digits.
        if (isUuid(userId) && id && /^\d{1,16}$/.test(id) && Number.isSafeInteger(Number(id))) {
          signals.push({ userId, id: Number(id) })
        }
      }
      return signals
    },
  }
}

/**
 * Signals published in one turn of the event loop (a transaction that recorded an event for each of many
 * people) go out together, in messages of at most `perMessage` signals (NOTIFY takes under 8,000 bytes).
 */
export function batchedSender(send: (signals: LiveSignal[]) => void, perMessage: number) {
  let queued: LiveSignal[] = []
  return (signal: LiveSignal) => {
    queued.push(signal)
    if (queued.length > 1) return
    setImmediate(() => {
      const signals = queued
      queued = []
      for (let start = 0; start < signals.length; start += perMessage) send(signals.slice(start, start + perMessage))
    })
  }
}
