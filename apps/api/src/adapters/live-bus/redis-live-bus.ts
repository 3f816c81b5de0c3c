import { Redis } from 'ioredis'
import { batchedSender, type LiveBus, localListeners, signalCodec } from './live-bus.ts'

/**
 * Redis pub/sub (REDIS_URL): one connection publishes, a second one subscribes (a subscribed connection
 * can do nothing else). A signal reaches this process's listeners at once and the others through Redis;
 * when the subscriber is connected again after a drop, listeners are told signals may have been missed.
 * A Redis that never answers costs only the retries: `close()` disconnects without waiting for it.
 */
export function createRedisLiveBus({
  url,
  channel,
  onError,
}: {
  url: string
  channel: string
  onError?: (error: Error) => void
}): LiveBus {
  const listeners = localListeners()
  const codec = signalCodec()
  const options = { connectTimeout: 2_000, maxRetriesPerRequest: 1 }
  const publisher = new Redis(url, { ...options, enableOfflineQueue: false })
  const subscriber = new Redis(url, options)
  publisher.on('error', (error) => onError?.(error))
  subscriber.on('error', (error) => onError?.(error))
  let connectedBefore = false
  subscriber.on('ready', () => {
    if (connectedBefore) listeners.gap()
    connectedBefore = true
  })
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return
    for (const signal of codec.decode(text)) listeners.signal(signal)
  })
  const send = batchedSender((signals) => {
    publisher.publish(channel, codec.encode(signals)).catch((error: Error) => onError?.(error))
  }, 1_000)
  subscriber.subscribe(channel).catch((error: Error) => onError?.(error))
  return {
    publish(signal) {
      listeners.signal(signal)
      send(signal)
    },
    subscribe: (listener, onGap) => listeners.add(listener, onGap),
    async close() {
      listeners.clear()
      // disconnect() never waits for a server that is not there (quit() would wait to be connected).
      publisher.disconnect()
      subscriber.disconnect()
    },
  }
}
