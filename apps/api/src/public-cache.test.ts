import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from './db/client.ts'
import { schedules, slotClaims } from './db/schema/index.ts'
import { startApiServers } from './test/api-servers.ts'
import { createTestApp } from './test/app.ts'
import { signIn } from './test/auth.ts'
import { createTestDatabase } from './test/database.ts'
import { insertBooking, insertCoach, insertPartner } from './test/fixtures.ts'

// The shared cache of public answers (decision 048): what a visitor reads is kept until a write
// through the API, which every process then sees at once. A row written straight into the database
// (as a background job would, outside any request) shows only after the time limit: that is how these
// tests tell an answer from the cache apart from one computed afresh.

/** A public list that finds only this test's specialists (their surname is new). */
const listOf = (surname: string) => `/v1/personal-coach/records?isApproved=true&category=Tennis&q=${surname}`
const names = (body: { data: { lastName: string; firstName: string }[] }) =>
  body.data.map((coach) => coach.firstName).sort()

/** A waiting specialist and an admin to approve them. */
async function setUp(db: Database, surname: string) {
  const waiting = await insertCoach(db, {
    firstName: 'Waiting',
    lastName: surname,
    category: 'Tennis',
    isApproved: false,
  })
  return waiting
}

/** A specialist open every hour of every day in UTC, no notice: tomorrow has 24 open slots. */
async function openAllDay(db: Database) {
  const coach = await insertCoach(db, { category: 'Tennis' })
  const allDay = [{ start: '00:00', end: '24:00' }]
  await db.insert(schedules).values({
    bookableKind: 'coach',
    bookableId: coach.id,
    timeZone: 'UTC',
    weekly: Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((weekday) => [weekday, allDay])),
    sessionMinutes: [60],
    minimumNoticeMinutes: 0,
    bookingHorizonDays: 30,
  })
  const tomorrow = new Date(Date.now() + 24 * 60 * 60_000).toISOString().slice(0, 10)
  return { coach, url: `/v1/schedules/coach/${coach.id}/slots?from=${tomorrow}&days=1&timeZone=UTC` }
}

/** A claim written straight into the database, as no request writes one: only a fresh answer shows it. */
async function claimDirectly(db: Database, coachId: string, start: string, expiresAt: Date) {
  const id = crypto.randomUUID()
  const end = new Date(Date.parse(start) + 60 * 60_000).toISOString()
  await db.insert(slotClaims).values({
    id,
    purpose: 'hold',
    bookableKind: 'coach',
    bookableId: coachId,
    period: sql`tstzrange(${start}::timestamptz, ${end}::timestamptz, '[)')` as unknown as string,
    sessionMinutes: 60,
    ownerKey: id,
    expiresAt,
  })
}

type SlotAnswer = { data: { days: { slots: { start: string }[] }[] } }
const startsOf = (body: SlotAnswer) => body.data.days.flatMap((entry) => entry.slots.map((slot) => slot.start))

describe('the public cache in one process (the embedded default)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('serves a public list from the cache until an approval, which shows at once', async () => {
    const surname = `Cachetest${randomBytes(3).toString('hex')}`
    const waiting = await setUp(t.db, surname)
    const admin = await signIn(t.app, 'admin')
    await t.db.execute(sql`update users set is_admin = true where id = ${admin.userId}`)
    const read = async (headers: Record<string, string> = {}) => {
      const response = await t.app.inject({ url: listOf(surname), headers })
      expect(response.statusCode, response.body).toBe(200)
      return names(response.json())
    }

    expect(await read()).toEqual([])
    await insertCoach(t.db, { firstName: 'Direct', lastName: surname, category: 'Tennis', isApproved: true })
    // The same answer as before: kept, also after a write that shows nowhere public (a sign-in).
    expect(await read()).toEqual([])
    await signIn(t.app)
    expect(await read()).toEqual([])
    // A request with a session is answered afresh: its route may answer it differently.
    expect(await read(admin.headers)).toEqual(['Direct'])

    const approved = await t.app.inject({
      method: 'POST',
      url: `/v1/console/approvals/specialists/${waiting.id}/approve`,
      headers: admin.headers,
      payload: { openedVersion: waiting.updatedAt.toISOString() },
    })
    expect(approved.statusCode, approved.body).toBe(200)
    expect(await read()).toEqual(['Direct', 'Waiting'])
  })

  it('keeps its answers after a booking of no one in particular; a booking of a person shows in their count at once', async () => {
    const partner = await insertPartner(t.db)
    const count = async () => (await t.app.inject({ url: `/v1/booking/count?resourceId=${partner.id}` })).json().count
    expect(await count()).toBe(0)
    // Written outside any request: only a fresh answer counts it.
    await insertBooking(t.db, { resourceId: partner.id })
    const book = async (resourceId?: string) => {
      const booked = await t.app.inject({
        method: 'POST',
        url: '/v1/booking',
        payload: {
          name: 'Cache Guest',
          phone: '9845012345',
          whatsappNumber: '9845012345',
          email: `cache.${randomBytes(4).toString('hex')}@mail.example`,
          sport: 'Tennis',
          bookingType: 'player',
          ...(resourceId && { resourceId }),
        },
      })
      expect(booked.statusCode, booked.body).toBe(201)
    }
    await book()
    expect(await count()).toBe(0)
    await book(partner.id)
    expect(await count()).toBe(2)
  })

  it('keeps open slots until a hold, which shows at once, and no longer than a claim lapsing by itself', async () => {
    const { coach, url } = await openAllDay(t.db)
    const open = async () => {
      const response = await t.app.inject({ url })
      expect(response.statusCode, response.body).toBe(200)
      return startsOf(response.json())
    }
    const slots = await open()
    expect(slots).toHaveLength(24)
    const [first, second, third, ...rest] = slots as [string, string, string, ...string[]]
    // Kept: a claim no request wrote does not show.
    await claimDirectly(t.db, coach.id, first, new Date(Date.now() + 60 * 60_000))
    expect(await open()).toEqual(slots)
    // A hold through the API: the next read no longer offers it (nor the first, read afresh).
    const held = await t.app.inject({
      method: 'POST',
      url: '/v1/slot-holds',
      payload: { kind: 'coach', id: coach.id, start: second, sessionMinutes: 60 },
    })
    expect(held.statusCode, held.body).toBe(201)
    expect(await open()).toEqual([third, ...rest])

    // A claim that lapses by itself in 2.5 s, then a write (the hold let go) so that it is read: the answer
    // without the third slot is kept only until the claim lapses, with no write in between.
    await claimDirectly(t.db, coach.id, third, new Date(Date.now() + 2_500))
    const released = await t.app.inject({ method: 'DELETE', url: `/v1/slot-holds/${held.json().data.id}` })
    expect(released.statusCode, released.body).toBe(204)
    expect(await open()).toEqual([second, ...rest])
    await new Promise((resolve) => setTimeout(resolve, 2_600))
    expect(await open()).toEqual([second, third, ...rest])
  })

  it('keeps no answer that depends on who asks, nor a failed one', async () => {
    const person = await signIn(t.app)
    const first = await t.app.inject({ url: '/v1/users/me', headers: person.headers })
    expect(first.statusCode).toBe(200)
    expect((await t.app.inject({ url: '/v1/users/me' })).statusCode).toBe(401)
    const missing = `/v1/personal-coach/records/${crypto.randomUUID()}`
    expect((await t.app.inject({ url: missing })).statusCode).toBe(404)
    const coach = await insertCoach(t.db, { category: 'Tennis' })
    expect((await t.app.inject({ url: `/v1/personal-coach/records/${coach.id}` })).statusCode).toBe(200)
  })
})

// Two API processes on one PostgreSQL database and one Redis (the way Rally scales out, decision 048).
const onServers = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL)
/** How long these processes keep a session they read (decision 081): short, for the sign-out test. */
const sessionKeptMs = 1_000

describe.runIf(onServers)('two API processes on one database and Redis: the shared cache, and sessions', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>
  let ports: number[] = []
  let stopServers = async () => {}
  // A key prefix of this test's own: other tests and apps may share the Redis.
  const prefix = `rally:test-cache:${process.pid}:${randomBytes(4).toString('hex')}:`

  beforeAll(async () => {
    database = await createTestDatabase()
    ;({ ports, stop: stopServers } = await startApiServers(2, {
      databaseUrl: database.url as string,
      env: {
        REDIS_URL: process.env.REDIS_URL,
        PUBLIC_CACHE_PREFIX: prefix,
        RATE_LIMITS: 'false',
        SESSION_KEPT_MS: String(sessionKeptMs),
      },
      // Two servers compiling their sources at once on a busy two-core machine can take over a minute.
      timeoutMs: 170_000,
    }))
  }, 180_000)

  afterAll(async () => {
    await stopServers()
    await database?.close()
    // The generation counter has no time limit: this test's keys go with it.
    const redis = new Redis(process.env.REDIS_URL as string)
    const keys = await redis.keys(`${prefix}*`)
    if (keys.length > 0) await redis.del(...keys)
    await redis.quit()
  })

  const on = (index: number) => `http://127.0.0.1:${ports[index]}`

  it('ends on process B, within SESSION_KEPT_MS, a session signed out on process A; on A at once', async () => {
    const post = async (index: number, url: string, headers: Record<string, string>, body?: unknown) =>
      fetch(`${on(index)}${url}`, {
        method: 'POST',
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    const { idToken } = (await (await post(0, '/v1/auth/local/token', {}, { key: 'new' })).json()) as {
      idToken: string
    }
    const { token } = (await (await post(0, '/v1/auth', { authorization: `Bearer ${idToken}` })).json()) as {
      token: string
    }
    const headers = { authorization: `Bearer ${token}` }
    const me = (index: number) => fetch(`${on(index)}/v1/users/me`, { headers }).then((response) => response.status)
    expect([await me(0), await me(1)]).toEqual([200, 200])
    const signedOut = await fetch(`${on(0)}/v1/auth`, { method: 'DELETE', headers })
    expect(signedOut.status).toBe(204)
    expect(await me(0)).toBe(401)
    // B read the session before the sign-out and keeps that read at most SESSION_KEPT_MS.
    const deadline = Date.now() + sessionKeptMs + 2_000
    let status = await me(1)
    while (status !== 401 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      status = await me(1)
    }
    expect(status).toBe(401)
  })

  it('shows on process B a specialist approved in the console on process A, at once', async () => {
    const surname = `Sharedcache${randomBytes(3).toString('hex')}`
    const waiting = await setUp(database.db, surname)
    const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${on(0)}${url}`, {
        method: 'POST',
        headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
    const { idToken } = (await (await post('/v1/auth/local/token', { key: 'admin' })).json()) as { idToken: string }
    const { token, user } = (await (
      await post('/v1/auth', undefined, { authorization: `Bearer ${idToken}` })
    ).json()) as {
      token: string
      user: { userId: string }
    }
    await database.db.execute(sql`update users set is_admin = true where id = ${user.userId}`)
    const admin = { authorization: `Bearer ${token}` }
    const read = async (index: number) => {
      const response = await fetch(`${on(index)}${listOf(surname)}`)
      expect(response.status).toBe(200)
      return names((await response.json()) as Parameters<typeof names>[0])
    }

    // A reads and keeps the answer in Redis; after a row written outside the API, B serves A's answer.
    expect(await read(0)).toEqual([])
    await insertCoach(database.db, { firstName: 'Direct', lastName: surname, category: 'Tennis', isApproved: true })
    expect(await read(1)).toEqual([])
    expect(await read(0)).toEqual([])

    const approved = await post(
      `/v1/console/approvals/specialists/${waiting.id}/approve`,
      { openedVersion: waiting.updatedAt.toISOString() },
      admin,
    )
    expect(approved.status).toBe(200)
    // The approval's answer has come back: every process reads the new state.
    expect(await read(1)).toEqual(['Direct', 'Waiting'])
    expect(await read(0)).toEqual(['Direct', 'Waiting'])
  })

  it('shows on process A that a slot was held on process B, at once', async () => {
    const { coach, url } = await openAllDay(database.db)
    const open = async (index: number) => {
      const response = await fetch(`${on(index)}${url}`)
      expect(response.status).toBe(200)
      return startsOf((await response.json()) as SlotAnswer)
    }
    const slots = await open(0)
    expect(slots).toHaveLength(24)
    const [first, second, ...rest] = slots as [string, string, ...string[]]
    // A's answer is in Redis: B serves it, without a claim written outside any request.
    await claimDirectly(database.db, coach.id, first, new Date(Date.now() + 60 * 60_000))
    expect(await open(1)).toEqual(slots)

    const held = await fetch(`${on(1)}/v1/slot-holds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'coach', id: coach.id, start: second, sessionMinutes: 60 }),
    })
    expect(held.status).toBe(201)
    expect(await open(0)).toEqual(rest)
    expect(await open(1)).toEqual(rest)
  })
})
