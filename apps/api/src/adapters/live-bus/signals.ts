import { randomUUID } from 'node:crypto'
import type { LiveSignal } from './index.ts'

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

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * A signal on the wire: `<origin> <userId> <id>`. The origin names the process that sent it, which heard
 * it already (a process tells its own listeners at once, without the round trip).
 */
export function signalCodec() {
  const origin = randomUUID()
  return {
    encode: (signal: LiveSignal) => `${origin} ${signal.userId} ${signal.id}`,
    /** The signal another process sent, or undefined (this process's own, or not a signal). */
    decode(text: string): LiveSignal | undefined {
      const [from, userId, id] = text.split(' ')
      if (from === origin || !userId || !uuid.test(userId) || !id || !/^\d{1,15}$/.test(id)) return undefined
      return { userId, id: Number(id) }
    },
  }
}
