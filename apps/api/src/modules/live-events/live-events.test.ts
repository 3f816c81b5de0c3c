import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { liveStreamReadyEvent } from '@rally/shared'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type App, buildApp } from '../../app.ts'
import { parseConfig } from '../../config.ts'
import { connectDatabase, type Database, type DatabaseConnection } from '../../db/client.ts'
import { liveEvents } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'
import { createTestDatabase } from '../../test/database.ts'
import { insertPartner } from '../../test/fixtures.ts'
import { createLiveEventsRepository } from './live-events-repository.ts'

type Received = { id: number; type: string; data: unknown }

/**
 * A client of GET /v1/me/events over real HTTP: the events as they arrive, and `live` once the stream says
 * it has replayed what was missed and is handed new events.
 */
async function openStream(port: number, token: string | undefined, headers: Record<string, string> = {}, query = '') {
  const controller = new AbortController()
  const response = await fetch(`http://127.0.0.1:${port}/v1/me/events${query}`, {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    signal: controller.signal,
  })
  const events: Received[] = []
  let live = false
  let readyId: number | undefined
  let ended = false
  const waiters = new Set<() => void>()
  const changed = () => {
    for (const waiter of waiters) waiter()
  }
  if (response.ok && response.body) {
    void (async () => {
      const decoder = new TextDecoder()
      let buffer = ''
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true })
          let end = buffer.indexOf('\n\n')
          while (end >= 0) {
            const block = buffer.slice(0, end)
            buffer = buffer.slice(end + 2)
            const fields: Record<string, string> = Object.fromEntries(
              block
                .split('\n')
                .filter((line) => !line.startsWith(':'))
                .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
            )
            if (fields.event === liveStreamReadyEvent) {
              live = true
              readyId = Number(fields.id)
            } else if (fields.id) {
              events.push({ id: Number(fields.id), type: fields.event ?? '', data: JSON.parse(fields.data ?? '') })
            }
            end = buffer.indexOf('\n\n')
          }
          changed()
        }
      } catch {
        // Aborted by the test.
      }
      ended = true
      changed()
    })()
  }
  const until = (done: () => boolean, what: string, timeoutMs = 8_000) =>
    new Promise<void>((resolve, reject) => {
      if (done()) return resolve()
      const timer = setTimeout(() => {
        waiters.delete(check)
        reject(new Error(`timed out waiting for ${what}; received ${JSON.stringify(events)}`))
      }, timeoutMs)
      const check = () => {
        if (!done()) return
        clearTimeout(timer)
        waiters.delete(check)
        resolve()
      }
      waiters.add(check)
    })
  return {
    response,
    events,
    get ended() {
      return ended
    },
    live: () => until(() => live, 'the stream to be live'),
    /** The id of the `ready` event: where a reconnection resumes. */
    get readyId() {
      return readyId
    },
    count: (n: number) => until(() => events.length >= n, `${n} events`),
    end: () => until(() => ended, 'the stream to end'),
    close: () => controller.abort(),
  }
}

const record = (app: App, db: Database, userId: string, text: string) =>
  db.transaction((tx) => app.liveEvents.record(tx, { userId, type: 'message', data: { text } }))

describe('GET /v1/me/events on one process', () => {
  let test: Awaited<ReturnType<typeof createTestApp>>
  let port: number

  beforeAll(async () => {
    test = await createTestApp()
    await test.app.listen({ port: 0, host: '127.0.0.1' })
    port = (test.app.server.address() as { port: number }).port
  })
  afterAll(() => test.close())

  it('answers 401 to a caller who is not signed in', async () => {
    const anonymous = await test.app.inject({ method: 'GET', url: '/v1/me/events' })
    expect(anonymous.statusCode).toBe(401)
    const badToken = await test.app.inject({
      method: 'GET',
      url: '/v1/me/events',
      headers: { authorization: 'Bearer not-a-session' },
    })
    expect(badToken.statusCode).toBe(401)
  })

  it('opens no stream for a HEAD request', async () => {
    const person = await signIn(test.app)
    const answer = await test.app.inject({ method: 'HEAD', url: '/v1/me/events', headers: person.headers })
    expect(answer.statusCode).toBe(404)
  })

  it('refuses an `after` that is not an event id with 400', async () => {
    const person = await signIn(test.app)
    const answer = await test.app.inject({ method: 'GET', url: '/v1/me/events?after=soon', headers: person.headers })
    expect(answer.statusCode).toBe(400)
  })

  it('streams text/event-stream, uncompressed, with a retry time', async () => {
    const person = await signIn(test.app)
    const stream = await openStream(port, person.token, { 'accept-encoding': 'gzip, br' })
    expect(stream.response.status).toBe(200)
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    expect(stream.response.headers.get('content-encoding')).toBeNull()
    expect(stream.response.headers.get('cache-control')).toContain('no-store')
    await stream.live()
    stream.close()
  })

  it('sends each person their own events only', async () => {
    const [a, b] = [await signIn(test.app), await signIn(test.app)]
    const [streamA, streamB] = [await openStream(port, a.token), await openStream(port, b.token)]
    await Promise.all([streamA.live(), streamB.live()])
    await record(test.app, test.db, b.userId, 'for B')
    await record(test.app, test.db, a.userId, 'for A')
    await Promise.all([streamA.count(1), streamB.count(1)])
    // A later event of A's arrives after B's: had B's gone to A, it would be there by now.
    await record(test.app, test.db, a.userId, 'for A again')
    await streamA.count(2)
    expect(streamA.events.map((event) => event.data)).toEqual([{ text: 'for A' }, { text: 'for A again' }])
    expect(streamB.events.map((event) => event.data)).toEqual([{ text: 'for B' }])
    streamA.close()
    streamB.close()
  })

  it('sends data with line breaks, quotes and any script on one data line, as it was recorded', async () => {
    const person = await signIn(test.app)
    const stream = await openStream(port, person.token)
    await stream.live()
    const text = 'two\nlines\r\n"quoted" <b>ü</b> ไทย 日本語 \u2028'
    await record(test.app, test.db, person.userId, text)
    await stream.count(1)
    expect(stream.events[0]?.data).toEqual({ text })
    stream.close()
  })

  it('never sends an event whose transaction rolled back, and goes on past it', async () => {
    const person = await signIn(test.app)
    const stream = await openStream(port, person.token)
    await stream.live()
    await expect(
      test.db.transaction(async (tx) => {
        await test.app.liveEvents.record(tx, { userId: person.userId, type: 'message', data: { text: 'rolled back' } })
        throw new Error('the write failed')
      }),
    ).rejects.toThrow('the write failed')
    const kept = await record(test.app, test.db, person.userId, 'kept')
    await stream.count(1)
    expect(stream.events).toEqual([{ id: kept, type: 'message', data: { text: 'kept' } }])
    stream.close()
  })

  // Two transactions at once need a server (PGlite has one connection).
  it.runIf(Boolean(process.env.DATABASE_URL))(
    'sends an event whose transaction commits after a later one first, in id order, once it commits',
    async () => {
      const person = await signIn(test.app)
      const stream = await openStream(port, person.token)
      await stream.live()
      let release = () => {}
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      let slowId = 0
      let recorded = () => {}
      const slowRecorded = new Promise<void>((resolve) => {
        recorded = resolve
      })
      const slow = test.db.transaction(async (tx) => {
        slowId = await test.app.liveEvents.record(tx, {
          userId: person.userId,
          type: 'message',
          data: { text: 'slow' },
        })
        recorded()
        await held
      })
      await slowRecorded
      const fast = await record(test.app, test.db, person.userId, 'fast')
      expect(fast).toBeGreaterThan(slowId)
      // The reader waits at the hole the slow transaction's id leaves, rather than send `fast` first.
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(stream.events).toEqual([])
      release()
      await slow
      await stream.count(2)
      expect(stream.events.map((event) => event.id)).toEqual([slowId, fast])
      stream.close()
    },
  )

  it('replays what a reconnecting client missed after its Last-Event-ID once, in order, then goes on live', async () => {
    const person = await signIn(test.app)
    const first = await openStream(port, person.token)
    await first.live()
    const one = await record(test.app, test.db, person.userId, 'one')
    await first.count(1)
    first.close()
    const two = await record(test.app, test.db, person.userId, 'two')
    const three = await record(test.app, test.db, person.userId, 'three')

    const again = await openStream(port, person.token, { 'last-event-id': String(one) })
    await again.live()
    const four = await record(test.app, test.db, person.userId, 'four')
    await again.count(3)
    expect(again.events.map((event) => event.id)).toEqual([two, three, four])
    expect(again.events.map((event) => event.data)).toEqual([{ text: 'two' }, { text: 'three' }, { text: 'four' }])

    // The first connection of a page that read its data up to `one` says so with ?after=.
    const page = await openStream(port, person.token, {}, `?after=${one}`)
    await page.count(3)
    expect(page.events.map((event) => event.id)).toEqual([two, three, four])
    again.close()
    page.close()
  })

  it('gives a stream that has had no event yet an id to resume from, so a reconnection misses nothing', async () => {
    const person = await signIn(test.app)
    const before = await record(test.app, test.db, person.userId, 'before the page opened')
    const first = await openStream(port, person.token)
    await first.live()
    // Nothing of the person's before the stream opened is sent; the ready event's id is at or after it.
    expect(first.events).toEqual([])
    expect(first.readyId).toBeGreaterThanOrEqual(before)
    first.close()
    const missed = await record(test.app, test.db, person.userId, 'while the connection was down')

    const again = await openStream(port, person.token, { 'last-event-id': String(first.readyId) })
    await again.live()
    const after = await record(test.app, test.db, person.userId, 'after it came back')
    await again.count(2)
    expect(again.events.map((event) => event.id)).toEqual([missed, after])
    // Its own ready id is past the event it replayed: a second drop resumes after it.
    expect(again.readyId).toBeGreaterThanOrEqual(missed)
    again.close()
  })

  it('keeps at most 10 streams per person: an eleventh closes the oldest', async () => {
    const person = await signIn(test.app)
    const streams = []
    for (let index = 0; index < 10; index++) streams.push(await openStream(port, person.token))
    await Promise.all(streams.map((stream) => stream.live()))
    const eleventh = await openStream(port, person.token)
    await eleventh.live()
    const [oldest, ...others] = streams
    await oldest?.end()
    expect(oldest?.ended).toBe(true)
    expect(others.some((stream) => stream.ended)).toBe(false)
    for (const stream of [...streams, eleventh]) stream.close()
  })
})

describe('live events when the app closes, and their pruning', () => {
  it('ends the open streams when the app closes, without waiting for the clients', async () => {
    const test = await createTestApp()
    await test.app.listen({ port: 0, host: '127.0.0.1' })
    const person = await signIn(test.app)
    const stream = await openStream((test.app.server.address() as { port: number }).port, person.token)
    await stream.live()
    const started = Date.now()
    await test.close()
    await stream.end()
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it('deletes the events older than 7 days and keeps the others', async () => {
    const test = await createTestApp()
    try {
      const person = await signIn(test.app)
      const old = await record(test.app, test.db, person.userId, 'eight days ago')
      const recent = await record(test.app, test.db, person.userId, 'six days ago')
      const kept = await record(test.app, test.db, person.userId, 'now')
      const day = 24 * 60 * 60 * 1000
      await test.db
        .update(liveEvents)
        .set({ at: new Date(Date.now() - 8 * day) })
        .where(eq(liveEvents.id, old))
      await test.db
        .update(liveEvents)
        .set({ at: new Date(Date.now() - 6 * day) })
        .where(eq(liveEvents.id, recent))
      expect(await createLiveEventsRepository(test.db).pruneOlderThan(7)).toBe(1)
      const left = await test.db.select({ id: liveEvents.id }).from(liveEvents).orderBy(liveEvents.id)
      expect(left.map((row) => row.id)).toEqual([recent, kept])
    } finally {
      await test.close()
    }
  })
})

// Two API processes on one PostgreSQL database, each with its own bus connection and pool: an event
// recorded through one reaches a client connected to the other, through Redis or LISTEN/NOTIFY.
const serverUrl = process.env.DATABASE_URL
describe.runIf(Boolean(serverUrl)).each([
  { bus: 'Redis pub/sub', env: { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' } },
  { bus: 'LISTEN/NOTIFY', env: {} },
])('two API processes with $bus', ({ env }) => {
  let database: DatabaseConnection & { url?: string }
  const apps: { app: App; connection: DatabaseConnection; port: number }[] = []

  beforeAll(async () => {
    database = await createTestDatabase()
    const channel = `live_test_${randomBytes(6).toString('hex')}`
    for (let index = 0; index < 2; index++) {
      const config = parseConfig({
        LOG_LEVEL: 'silent',
        WEB_DIST_DIR: '',
        SEED_DEMO_DATA: 'false',
        JOB_SCHEDULER: 'false',
        DEMO_MODE: 'on',
        DATABASE_URL: database.url,
        LIVE_CHANNEL: channel,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rally-live-')),
        ...env,
      })
      expect(config.liveBus.kind).toBe('REDIS_URL' in env ? 'redis' : 'postgres')
      const connection = connectDatabase(config.database)
      const app = await buildApp({ config, database: connection })
      await app.listen({ port: 0, host: '127.0.0.1' })
      apps.push({ app, connection, port: (app.server.address() as { port: number }).port })
    }
  })
  afterAll(async () => {
    for (const { app, connection } of apps) {
      await app.close()
      await connection.close()
    }
    await database?.close()
  })

  it('delivers an event recorded through one process to a client of the other, and replays on reconnect', async () => {
    const [writer, reader] = apps as [(typeof apps)[0], (typeof apps)[0]]
    const [person, other] = [await signIn(writer.app), await signIn(writer.app)]
    const stream = await openStream(reader.port, person.token)
    const otherStream = await openStream(reader.port, other.token)
    await Promise.all([stream.live(), otherStream.live()])

    const started = Date.now()
    const one = await record(writer.app, writer.connection.db, person.userId, 'across processes')
    await stream.count(1)
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(stream.events).toEqual([{ id: one, type: 'message', data: { text: 'across processes' } }])
    stream.close()

    // Missed while away, replayed by the other process, then live again.
    const two = await record(writer.app, writer.connection.db, person.userId, 'two')
    const three = await record(writer.app, writer.connection.db, person.userId, 'three')
    const again = await openStream(writer.port, person.token, { 'last-event-id': String(one) })
    await again.live()
    const four = await record(reader.app, reader.connection.db, person.userId, 'four')
    await again.count(3)
    expect(again.events.map((event) => event.id)).toEqual([two, three, four])
    expect(otherStream.events).toEqual([])
    again.close()
    otherStream.close()
  })

  it('delivers a message sent through the API of one process to the provider connected to the other', async () => {
    const [writer, reader] = apps as [(typeof apps)[0], (typeof apps)[0]]
    const [asker, owner] = [await signIn(writer.app), await signIn(writer.app)]
    const partner = await insertPartner(writer.connection.db, {
      userId: owner.userId,
      firstName: 'Priya',
      lastName: 'Partner',
      status: 'ACTIVE',
    } as Parameters<typeof insertPartner>[1])
    const stream = await openStream(reader.port, owner.token)
    await stream.live()

    const headers = { authorization: `Bearer ${asker.token}` }
    const opened = await writer.app.inject({
      method: 'POST',
      url: '/v1/conversations',
      headers,
      payload: { kind: 'partner', id: partner.id },
    })
    expect([200, 201]).toContain(opened.statusCode)
    const conversationId = (opened.json() as { data: { id: string } }).data.id
    const sent = await writer.app.inject({
      method: 'POST',
      url: `/v1/conversations/${conversationId}/messages`,
      headers,
      payload: { text: 'Do you play on clay?' },
    })
    expect(sent.statusCode).toBe(201)

    // The provider is also notified of the new message (a `notification` event), in either order.
    const messageArrived = () => stream.events.some((event) => event.type === 'message')
    for (let seen = 1; !messageArrived() && seen <= 3; seen++) await stream.count(seen)
    const messages = stream.events.filter((event) => event.type === 'message')
    expect(messages).toHaveLength(1)
    // The event's message is the message as the API answered its sender, field for field.
    expect(messages[0]?.data).toEqual({ conversationId, message: sent.json().data })
    expect(sent.json().data).toMatchObject({ text: 'Do you play on clay?', seq: 1, attachment: null })
    stream.close()
  })
})
