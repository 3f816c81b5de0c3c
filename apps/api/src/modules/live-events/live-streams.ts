import { liveStreamReadyEvent } from '@rally/shared'
import type { LiveBus } from '../../adapters/live-bus/index.ts'
import type { LiveEventRow, LiveEventsRepository } from './live-events-repository.ts'

/** Where one open stream's text goes (the HTTP response); `end` closes it from this side. */
export type StreamSink = { write(text: string): void; end(): void }

export type LiveStream = { close(): void }

type Connection = {
  userId: string
  /** The last id this stream was sent (or the Last-Event-ID it came with); undefined until it is placed. */
  cursor: number | undefined
  /** Placed: replayed up to the reader's horizon, and handed every event after it from then on. */
  live: boolean
  sink: StreamSink
  closed: boolean
  /** Ends the stream once it is old: the client reconnects, and its session is checked again. */
  expiry: NodeJS.Timeout
}

type Logger = { warn(object: unknown, message: string): void }

/** Every reconnecting client waits this long first (the stream's `retry:` field). */
export const liveRetryMs = 3_000
const pageSize = 1_000

/**
 * The live streams of one process (decision 074). One reader reads the new rows of `live_events` in id
 * order, after a horizon that only moves forward, and hands each row to its person's open streams (a map
 * from person to streams: a row or a signal touches only its person's). Bus signals wake the reader
 * (many signals make one read) for the people with streams here; a heartbeat wakes it too, so a lost
 * signal delays an event rather than losing it.
 *
 * Ids are taken when a row is written, not when it commits, so a lower id may become visible after a
 * higher one: the reader stops at a hole in the ids and waits up to `gapWaitMs` for it to fill (a
 * transaction still committing) before stepping over it (a rollback; the sequence skipped). Every stream
 * is thus sent its events once, in id order, never one that was rolled back.
 *
 * A new stream first replays its person's rows after its Last-Event-ID up to the horizon, inside the
 * reader's loop, then is sent the `ready` event with the horizon as its id (where a reconnection resumes),
 * and is handed the rows after the horizon from then on.
 */
export function createLiveStreams({
  repository,
  bus,
  perPerson,
  logger,
  heartbeatMs = 25_000,
  gapWaitMs = 3_000,
  maxAgeMs = 60 * 60_000,
}: {
  repository: LiveEventsRepository
  bus: LiveBus
  /** Open streams per person; a new one beyond closes the person's oldest. */
  perPerson: number
  logger: Logger
  heartbeatMs?: number
  gapWaitMs?: number
  /** A stream ends after about this long (±10 %, so that streams opened together do not come back together). */
  maxAgeMs?: number
}) {
  const byUser = new Map<string, Set<Connection>>()
  let waitingToBePlaced: Connection[] = []
  let horizon: number | undefined
  let gap: { at: number; since: number } | undefined
  let reading = false
  let again = false
  let stopped = false
  let retryTimer: NodeJS.Timeout | undefined

  const unsubscribe = bus.subscribe(
    (signal) => {
      if (byUser.has(signal.userId) && (horizon === undefined || signal.id > horizon)) wake()
    },
    () => wake(),
  )
  const heartbeat = setInterval(() => {
    for (const connections of byUser.values()) for (const connection of connections) connection.sink.write(':\n\n')
    if (byUser.size > 0) wake()
  }, heartbeatMs)
  heartbeat.unref()

  function wake() {
    if (stopped) return
    if (reading) {
      again = true
      return
    }
    reading = true
    void (async () => {
      try {
        do {
          again = false
          await readOnce()
        } while (again && !stopped)
      } catch (error) {
        logger.warn({ err: error }, 'live streams: reading events failed; trying again')
        wakeIn(1_000)
      } finally {
        reading = false
      }
    })()
  }

  function wakeIn(ms: number) {
    if (stopped || retryTimer) return
    retryTimer = setTimeout(() => {
      retryTimer = undefined
      wake()
    }, ms)
    retryTimer.unref()
  }

  function send(connection: Connection, row: LiveEventRow) {
    connection.cursor = row.id
    connection.sink.write(`id: ${row.id}\nevent: ${row.type}\ndata: ${row.data}\n\n`)
  }

  async function readOnce() {
    horizon ??= await repository.newestId()
    // New streams: their person's rows after their Last-Event-ID up to the horizon, then they are live.
    const placing = waitingToBePlaced
    waitingToBePlaced = []
    for (const connection of placing) {
      if (connection.closed) continue
      connection.cursor ??= horizon
      while (connection.cursor < horizon && !connection.closed) {
        const rows = await repository.ofPerson(connection.userId, connection.cursor, horizon, pageSize)
        for (const row of rows) if (!connection.closed) send(connection, row)
        if (rows.length < pageSize) break
      }
      // Every row of the person's up to the horizon is sent; the live rows are the ones after it.
      connection.cursor = Math.max(connection.cursor ?? horizon, horizon)
      connection.live = true
      connection.sink.write(`id: ${connection.cursor}\nevent: ${liveStreamReadyEvent}\ndata: {}\n\n`)
    }
    // Everyone's new rows, in id order, each to its person's live streams.
    for (;;) {
      const rows = await repository.after(horizon, pageSize)
      for (const row of rows) {
        if (row.id !== horizon + 1) {
          const now = Date.now()
          if (gap?.at !== horizon + 1) gap = { at: horizon + 1, since: now }
          const left = gap.since + gapWaitMs - now
          if (left > 0) {
            wakeIn(left)
            return
          }
        }
        gap = undefined
        horizon = row.id
        for (const connection of byUser.get(row.userId) ?? []) {
          if (connection.live && row.id > (connection.cursor ?? 0)) send(connection, row)
        }
      }
      if (rows.length < pageSize) return
    }
  }

  function remove(connection: Connection) {
    if (connection.closed) return
    connection.closed = true
    clearTimeout(connection.expiry)
    const connections = byUser.get(connection.userId)
    connections?.delete(connection)
    if (connections?.size === 0) byUser.delete(connection.userId)
    // Nobody listens: the next stream starts from the newest row rather than catching up on all since.
    if (byUser.size === 0 && !reading) {
      horizon = undefined
      gap = undefined
    }
  }

  return {
    /** Opens a stream for `userId`, replaying the events after `lastId` first (none: only new events). */
    open(userId: string, lastId: number | undefined, sink: StreamSink): LiveStream {
      const expiry = setTimeout(
        () => {
          remove(connection)
          sink.end()
        },
        maxAgeMs * (0.9 + Math.random() / 5),
      )
      expiry.unref()
      const connection: Connection = { userId, cursor: lastId, live: false, sink, closed: false, expiry }
      let connections = byUser.get(userId)
      if (!connections) {
        connections = new Set()
        byUser.set(userId, connections)
      }
      // Sets keep their order: the first is the oldest.
      for (const oldest of connections) {
        if (connections.size < perPerson) break
        remove(oldest)
        oldest.sink.end()
      }
      connections.add(connection)
      sink.write(`retry: ${liveRetryMs}\n\n`)
      waitingToBePlaced.push(connection)
      wake()
      return { close: () => remove(connection) }
    },
    /** Streams open on this process (the bench, the tests). */
    get size() {
      let count = 0
      for (const connections of byUser.values()) count += connections.size
      return count
    },
    /** Ends every stream (the server is closing): clients reconnect to another process. */
    close() {
      stopped = true
      unsubscribe()
      clearInterval(heartbeat)
      clearTimeout(retryTimer)
      for (const connections of [...byUser.values()]) {
        for (const connection of [...connections]) {
          remove(connection)
          connection.sink.end()
        }
      }
    },
  }
}

export type LiveStreams = ReturnType<typeof createLiveStreams>
