import pg from 'pg'
import { batchedSender, type LiveBus, localListeners, signalCodec } from './live-bus.ts'

/**
 * PostgreSQL LISTEN/NOTIFY (a database server without REDIS_URL), on a dedicated connection outside the
 * pool: LISTEN holds its connection for good. A signal reaches this process's listeners at once and the
 * others through NOTIFY. When the connection fails it is made again (backing off up to 5 s), signals sent
 * meanwhile wait (a bounded number), and listeners are told signals may have been missed. A NOTIFY that
 * fails is not sent again: the streams of every process look again at their heartbeat.
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
      if (message.channel !== channel || !message.payload) return
      for (const signal of codec.decode(message.payload)) listeners.signal(signal)
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
    send()
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

  // One NOTIFY at a time on the connection (pg refuses overlapping queries); the rest wait their turn.
  let sending = false
  function send(payload?: string) {
    if (payload !== undefined && waiting.length < 10_000) waiting.push(payload)
    if (sending || !client) return
    const open = client
    const next = waiting.shift()
    if (next === undefined) return
    sending = true
    open
      .query('select pg_notify($1, $2)', [channel, next])
      // Lost with its connection: each process's streams look again at their heartbeat (decision 074).
      .catch((error: Error) => onError?.(error))
      .finally(() => {
        sending = false
        if (client === open) send()
      })
  }

  // A signal line is at most 53 bytes: 100 of them stay under NOTIFY's 8,000.
  const sendBatched = batchedSender((signals) => send(codec.encode(signals)), 100)
  void connect()
  return {
    publish(signal) {
      listeners.signal(signal)
      sendBatched(signal)
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
