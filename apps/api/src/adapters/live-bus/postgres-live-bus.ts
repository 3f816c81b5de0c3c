import pg from 'pg'
import { type LiveBus, localListeners, signalCodec } from './live-bus.ts'

/**
 * PostgreSQL LISTEN/NOTIFY (a database server without REDIS_URL), on a dedicated connection outside the
 * pool: LISTEN holds its connection for good. A signal reaches this process's listeners at once and the
 * others through NOTIFY. When the connection fails it is made again (backing off up to 5 s), signals sent
 * meanwhile wait (a bounded number), and listeners are told signals may have been missed.
 */
export function createPostgresLiveBus({
  url,
  channel,
  onError,
}: {
  url: string
  /** A lower-case identifier: letters, digits and underscores. */
  channel: string
  onError?: (error: Error) => void
}): LiveBus {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Not a channel name: ${channel}`)
  const listeners = localListeners()
  const codec = signalCodec()
  const waiting: string[] = []
  let client: pg.Client | undefined
  let closed = false
  let attempt = 0
  let retry: NodeJS.Timeout | undefined
  let connectedBefore = false

  async function connect() {
    if (closed) return
    const next = new pg.Client({ connectionString: url, application_name: 'rally-live-bus' })
    next.on('notification', (message) => {
      const signal = message.channel === channel && message.payload ? codec.decode(message.payload) : undefined
      if (signal) listeners.signal(signal)
    })
    next.on('error', (error) => lost(next, error))
    next.on('end', () => lost(next, new Error('live bus: connection ended')))
    try {
      await next.connect()
      await next.query(`listen ${channel}`)
    } catch (error) {
      lost(next, error as Error)
      return
    }
    if (closed) {
      await next.end().catch(() => {})
      return
    }
    client = next
    attempt = 0
    if (connectedBefore) listeners.gap()
    connectedBefore = true
    for (const payload of waiting.splice(0)) send(payload)
  }

  function lost(which: pg.Client, error: Error) {
    if (client && client !== which) return
    if (client === which) client = undefined
    which.removeAllListeners('end')
    which.end().catch(() => {})
    if (closed || retry) return
    onError?.(error)
    attempt++
    retry = setTimeout(
      () => {
        retry = undefined
        void connect()
      },
      Math.min(5_000, 100 * 2 ** attempt),
    )
    retry.unref()
  }

  function send(payload: string) {
    if (!client) {
      if (waiting.length < 10_000) waiting.push(payload)
      return
    }
    client.query('select pg_notify($1, $2)', [channel, payload]).catch((error: Error) => {
      onError?.(error)
      if (waiting.length < 10_000) waiting.push(payload)
    })
  }

  void connect()
  return {
    publish(signal) {
      listeners.signal(signal)
      send(codec.encode(signal))
    },
    subscribe: (listener, onGap) => listeners.add(listener, onGap),
    async close() {
      closed = true
      listeners.clear()
      clearTimeout(retry)
      const open = client
      client = undefined
      if (open) {
        open.removeAllListeners('end')
        await open.end().catch(() => {})
      }
    },
  }
}
