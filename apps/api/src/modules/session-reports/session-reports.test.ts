import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingEvents, mailOutbox, sessionReportReminders, sessionReports, users } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/app.ts'
import { signInNamed } from '../../test/auth.ts'
import { bookablesOf } from '../../test/bookables.ts'
import { insertBooking, insertPartner } from '../../test/fixtures.ts'
import { bookedPersonContacts } from '../bookings/booking-contacts.ts'
import { createReportBookingsRepository } from '../bookings/report-bookings-repository.ts'
import { createOutboxWriter } from '../mail/outbox.ts'
import { createReportReminderMailer } from '../mail/report-reminder-emails.ts'
import { createUserDirectoryRepository } from '../users/user-directory-repository.ts'
import { createSessionReportsRepository } from './session-reports-repository.ts'
import { createSessionReportsService } from './session-reports-service.ts'

type TestApp = Awaited<ReturnType<typeof createTestApp>>
type Person = { userId: string; email: string; headers: { authorization: string } }

let t: TestApp
let counter = 0
const nextAddress = () => `10.${Math.floor(++counter / 250) % 250}.${counter % 250}.2`
const hour = 3_600_000

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: Person, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    remoteAddress: nextAddress(),
    ...(who && { headers: who.headers }),
    ...(payload !== undefined && { payload: payload as object }),
  })

/** Signs a new person in (each from an address of its own: sign-in has its own limit), named as given. */
const person = (firstName: string, values: Partial<typeof users.$inferInsert> = {}): Promise<Person> =>
  signInNamed(t, firstName, { lastName: 'Tester', ...values, remoteAddress: nextAddress() })

/** A provider: a tennis partner profile owned by a user, with an address for e-mails. */
async function provider(name: string, sport = 'Tennis') {
  const owner = await person(name)
  const partner = await insertPartner(t.db, {
    userId: owner.userId,
    firstName: name,
    lastName: 'Partner',
    sport,
    email: `${name.toLowerCase()}.${counter}@mail.example`,
  } as Parameters<typeof insertPartner>[1])
  return { owner, partner }
}

/** A session the booker booked with the partner, in the status given (completed: an hour after its start). */
async function session(
  partnerId: string,
  booker: Person,
  {
    status = 'completed',
    sport = 'Tennis',
    startsAt = new Date(Date.now() - 3 * 24 * hour),
  }: { status?: string; sport?: string; startsAt?: Date } = {},
) {
  const booking = await insertBooking(t.db, {
    resourceId: partnerId,
    userId: booker.userId,
    name: 'Maya Booker',
    email: booker.email,
    status: status as 'completed',
    sport,
    preferredAt: startsAt,
    providerTimeZone: 'Asia/Kolkata',
  })
  if (status === 'completed') {
    await t.db.insert(bookingEvents).values({
      bookingId: booking.id,
      at: new Date(startsAt.getTime() + hour),
      actorId: null,
      actorKind: 'provider',
      kind: 'status',
      from: 'accepted',
      to: 'completed',
    })
  }
  return booking
}

const report = (overrides: Record<string, unknown> = {}) => ({
  workedOn: 'Second serve under pressure, then cross-court rallies.',
  drills: ['Kick serve to the backhand', 'Cross-court 20-ball rally'],
  skills: [
    { skill: 'serve', rating: 3 },
    { skill: 'forehand', rating: 4 },
    { skill: 'footwork', rating: 2 },
  ],
  nextGoals: 'Hold the kick serve deep in a match tiebreak.',
  videoUrl: 'https://video.example/watch?v=abc',
  ...overrides,
})

const reportsOf = (bookingId: string) =>
  t.db.select().from(sessionReports).where(eq(sessionReports.bookingId, bookingId))

describe('writing a report', () => {
  let priya: Awaited<ReturnType<typeof provider>>
  let other: Awaited<ReturnType<typeof provider>>
  let booker: Person
  let admin: Person

  beforeAll(async () => {
    priya = await provider('Priya')
    other = await provider('Omar')
    booker = await person('Maya')
    admin = await person('Operator', { isAdmin: true })
  })

  it('is for the provider of a completed session only, once; everyone else is refused and nothing is stored', async () => {
    const booking = await session(priya.partner.id, booker)
    const url = `/v1/bookings/${booking.id}/report`

    expect((await call('POST', url, undefined, report())).statusCode).toBe(401)
    // Another provider, and anyone who is neither party: the booking does not exist for them.
    const stranger = await call('POST', url, other.owner, report())
    expect(stranger.statusCode).toBe(404)
    expect(stranger.json().error.code).toBe('NOT_FOUND')
    // The booker and an operator see the booking, but only its provider reports on it.
    const byBooker = await call('POST', url, booker, report())
    expect(byBooker.statusCode).toBe(403)
    expect(byBooker.json().error.message).toBe('Only the person who gave the session writes its report')
    expect((await call('POST', url, admin, report())).statusCode).toBe(403)
    expect(await reportsOf(booking.id)).toHaveLength(0)

    const written = await call('POST', url, priya.owner, report())
    expect(written.statusCode).toBe(201)
    expect(written.json().data).toMatchObject({
      bookingId: booking.id,
      sport: 'Tennis',
      providerName: 'Priya Partner',
      skills: report().skills,
      videoUrl: 'https://video.example/watch?v=abc',
      sessionAt: booking.preferredAt?.toISOString(),
    })

    // The second time: 409, and the first report stands as written.
    const again = await call('POST', url, priya.owner, report({ workedOn: 'Something else' }))
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('SESSION_REPORT_EXISTS')
    const stored = await reportsOf(booking.id)
    expect(stored).toHaveLength(1)
    expect(stored[0]?.workedOn).toBe(report().workedOn)

    expect((await call('POST', '/v1/bookings/not-an-id/report', priya.owner, report())).statusCode).toBe(404)
  })

  it('waits for the session to be completed (409)', async () => {
    for (const status of ['pending', 'accepted', 'cancelled']) {
      const booking = await session(priya.partner.id, await person('Early'), { status })
      const response = await call('POST', `/v1/bookings/${booking.id}/report`, priya.owner, report())
      expect(response.statusCode).toBe(409)
      expect(response.json().error).toMatchObject({
        code: 'SESSION_NOT_COMPLETED',
        message: 'A report is written once the session is completed',
      })
      expect(await reportsOf(booking.id)).toHaveLength(0)
    }
  })

  it.each([
    [
      'four skills',
      {
        skills: [
          { skill: 'serve', rating: 3 },
          { skill: 'forehand', rating: 4 },
          { skill: 'footwork', rating: 2 },
          { skill: 'volley', rating: 2 },
        ],
      },
      { skills: 'Rate exactly three skills' },
    ],
    [
      'a skill twice',
      {
        skills: [
          { skill: 'serve', rating: 3 },
          { skill: 'serve', rating: 4 },
          { skill: 'footwork', rating: 2 },
        ],
      },
      { 'skills.1.skill': 'Rate three different skills' },
    ],
    [
      'a skill of the other sport',
      {
        skills: [
          { skill: 'smash', rating: 3 },
          { skill: 'forehand', rating: 4 },
          { skill: 'net-play', rating: 2 },
        ],
      },
      {
        'skills.0.skill': 'This skill is not one of the sport of this session',
        'skills.2.skill': 'This skill is not one of the sport of this session',
      },
    ],
    [
      'a skill of no list',
      {
        skills: [
          { skill: 'juggling', rating: 3 },
          { skill: 'forehand', rating: 4 },
          { skill: 'serve', rating: 2 },
        ],
      },
      { 'skills.0.skill': "Choose a skill from the sport's list" },
    ],
    [
      'a rating of 6',
      {
        skills: [
          { skill: 'serve', rating: 6 },
          { skill: 'forehand', rating: 4 },
          { skill: 'footwork', rating: 2 },
        ],
      },
      { 'skills.0.rating': 'A rating is a whole number from 1 to 5' },
    ],
    [
      'a rating of 2.5',
      {
        skills: [
          { skill: 'serve', rating: 2.5 },
          { skill: 'forehand', rating: 4 },
          { skill: 'footwork', rating: 2 },
        ],
      },
      { 'skills.0.rating': 'A rating is a whole number from 1 to 5' },
    ],
    [
      'an http: video link',
      { videoUrl: 'http://video.example/x' },
      { videoUrl: 'A video link must start with https:// and name a website' },
    ],
    [
      'a javascript: video link',
      { videoUrl: 'javascript:alert(1)' },
      { videoUrl: 'A video link must start with https:// and name a website' },
    ],
    [
      'a video link with a password',
      { videoUrl: 'https://bank.example:pw@evil.example/' },
      { videoUrl: 'A video link must start with https:// and name a website' },
    ],
    ['nothing worked on', { workedOn: '   ' }, { workedOn: 'Say what was worked on in the session' }],
    [
      '1,001 characters worked on',
      { workedOn: 'x'.repeat(1001) },
      { workedOn: 'What was worked on is at most 1000 characters' },
    ],
    [
      'eleven drills',
      { drills: Array.from({ length: 11 }, (_, i) => `Drill ${i}`) },
      { drills: 'Drills are a list of at most 10 short texts' },
    ],
    ['501 characters of goals', { nextGoals: 'x'.repeat(501) }, { nextGoals: 'Next goals are at most 500 characters' }],
  ])('refuses %s with field errors (400) and stores nothing', async (_, change, fields) => {
    const booking = await session(priya.partner.id, booker)
    const response = await call('POST', `/v1/bookings/${booking.id}/report`, priya.owner, report(change))
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('VALIDATION_FAILED')
    expect(response.json().error.fields).toEqual(fields)
    expect(await reportsOf(booking.id)).toHaveLength(0)
  })

  it('keeps a safe video link as the browser reads it, and none when left empty', async () => {
    const booking = await session(priya.partner.id, booker)
    const written = await call(
      'POST',
      `/v1/bookings/${booking.id}/report`,
      priya.owner,
      report({ videoUrl: ' https://Video.Example/clip?t=1 ', drills: [] }),
    )
    expect(written.json().data).toMatchObject({ videoUrl: 'https://video.example/clip?t=1', drills: [] })
    const other = await session(priya.partner.id, booker)
    const none = await call('POST', `/v1/bookings/${other.id}/report`, priya.owner, report({ videoUrl: '' }))
    expect(none.json().data.videoUrl).toBeNull()
  })
})

describe('reading a report', () => {
  it('is for the booker, the provider and operators; 404 for anyone else and while there is none', async () => {
    const { owner, partner } = await provider('Rhea')
    const booker = await person('Kai')
    const stranger = await person('Zed')
    const admin = await person('Operator', { isAdmin: true })
    const booking = await session(partner.id, booker)
    const url = `/v1/bookings/${booking.id}/report`

    const none = await call('GET', url, booker)
    expect(none.statusCode).toBe(404)
    expect(none.json().error.message).toBe('This session has no report yet')

    await call('POST', url, owner, report())
    for (const who of [booker, owner, admin]) {
      const response = await call('GET', url, who)
      expect(response.statusCode).toBe(200)
      expect(response.json().data.workedOn).toBe(report().workedOn)
      expect(response.headers['cache-control']).toBe('private, no-store')
    }
    const refused = await call('GET', url, stranger)
    expect(refused.statusCode).toBe(404)
    expect(refused.json().error.message).toBe('This session does not exist, or it is not yours')
    expect((await call('GET', url)).statusCode).toBe(401)
  })
})

describe('the progress timeline', () => {
  it("holds the player's reports newest first and each rated skill's ratings oldest first", async () => {
    const { owner, partner } = await provider('Sana')
    const badminton = await provider('Bao', 'Badminton')
    const player = await person('Lena')
    const first = await session(partner.id, player, { startsAt: new Date('2026-03-01T09:00:00Z') })
    const second = await session(partner.id, player, { startsAt: new Date('2026-03-08T09:00:00Z') })
    // A badminton session (no sport on the booking: the partner's) shows on the badminton timeline only.
    const shuttle = await session(badminton.partner.id, player, {
      sport: '',
      startsAt: new Date('2026-03-05T09:00:00Z'),
    })
    await call('POST', `/v1/bookings/${first.id}/report`, owner, report())
    await call(
      'POST',
      `/v1/bookings/${second.id}/report`,
      owner,
      report({
        skills: [
          { skill: 'serve', rating: 4 },
          { skill: 'backhand', rating: 3 },
          { skill: 'footwork', rating: 3 },
        ],
      }),
    )
    const smash = await call(
      'POST',
      `/v1/bookings/${shuttle.id}/report`,
      badminton.owner,
      report({
        skills: [
          { skill: 'smash', rating: 2 },
          { skill: 'net-play', rating: 3 },
          { skill: 'defence', rating: 4 },
        ],
      }),
    )
    expect(smash.statusCode).toBe(201)
    expect(smash.json().data.sport).toBe('Badminton')

    const tennis = await call('GET', '/v1/me/progress?sport=Tennis', player)
    expect(tennis.statusCode).toBe(200)
    const timeline = tennis.json().data
    expect(timeline.player).toEqual({ firstName: 'Lena' })
    expect(timeline.reports.map((r: { bookingId: string }) => r.bookingId)).toEqual([second.id, first.id])
    expect(timeline.series).toEqual([
      {
        skill: 'serve',
        points: [
          { at: '2026-03-01T09:00:00.000Z', rating: 3 },
          { at: '2026-03-08T09:00:00.000Z', rating: 4 },
        ],
      },
      { skill: 'forehand', points: [{ at: '2026-03-01T09:00:00.000Z', rating: 4 }] },
      { skill: 'backhand', points: [{ at: '2026-03-08T09:00:00.000Z', rating: 3 }] },
      {
        skill: 'footwork',
        points: [
          { at: '2026-03-01T09:00:00.000Z', rating: 2 },
          { at: '2026-03-08T09:00:00.000Z', rating: 3 },
        ],
      },
    ])

    const shuttleTimeline = (await call('GET', '/v1/me/progress?sport=Badminton', player)).json().data
    expect(shuttleTimeline.reports.map((r: { bookingId: string }) => r.bookingId)).toEqual([shuttle.id])
    expect(shuttleTimeline.series.map((s: { skill: string }) => s.skill)).toEqual(['smash', 'net-play', 'defence'])

    // Someone else's timeline is their own (empty here), never the player's.
    const provider_ = (await call('GET', '/v1/me/progress?sport=Tennis', owner)).json().data
    expect(provider_.reports).toEqual([])
    expect((await call('GET', '/v1/me/progress?sport=Squash', player)).json().error.fields).toEqual({
      sport: 'Choose Badminton or Tennis',
    })
    expect((await call('GET', '/v1/me/progress?sport=Tennis')).statusCode).toBe(401)
  })
})

describe('a shared progress link', () => {
  it('shows the timeline read-only with the first name only, to anyone, until the player revokes it', async () => {
    const { owner, partner } = await provider('Tara')
    const player = await person('Noor', { email: 'noor.private@mail.example' })
    const booking = await session(partner.id, player)
    await call('POST', `/v1/bookings/${booking.id}/report`, owner, report())

    expect((await call('POST', '/v1/me/progress/shares', undefined, { sport: 'Tennis' })).statusCode).toBe(401)
    expect((await call('POST', '/v1/me/progress/shares', player, { sport: 'Golf' })).statusCode).toBe(400)
    const made = await call('POST', '/v1/me/progress/shares', player, { sport: 'Tennis' })
    expect(made.statusCode).toBe(201)
    const { token, url, id } = made.json().data
    expect(token).toMatch(/^[\w-]{43}$/)
    expect(url).toMatch(new RegExp(`/progress/${token}$`))

    const shared = await call('GET', `/v1/progress/${token}`)
    expect(shared.statusCode).toBe(200)
    expect(shared.headers['cache-control']).toBe('private, no-store')
    expect(shared.json().data.player).toEqual({ firstName: 'Noor' })
    expect(shared.json().data.reports.map((r: { bookingId: string }) => r.bookingId)).toEqual([booking.id])
    expect(shared.body).not.toContain('noor.private@mail.example')
    expect(shared.body).not.toContain('9845099999')
    expect(shared.body).not.toContain('Tester')
    expect((await call('GET', '/v1/progress/not-a-token')).statusCode).toBe(404)

    const listed = await call('GET', '/v1/me/progress/shares', player)
    expect(listed.json().data).toEqual([{ id, sport: 'Tennis', createdAt: made.json().data.createdAt }])
    expect((await call('GET', '/v1/me/progress/shares', owner)).json().data).toEqual([])

    // Only the player revokes it; by its token (from the link) or by its id (from the list).
    expect((await call('DELETE', `/v1/me/progress/shares/${token}`, owner)).statusCode).toBe(404)
    expect((await call('DELETE', `/v1/me/progress/shares/${id}`, owner)).statusCode).toBe(404)
    expect((await call('DELETE', `/v1/me/progress/shares/${token}`)).statusCode).toBe(401)
    expect((await call('DELETE', `/v1/me/progress/shares/${token}`, player)).statusCode).toBe(204)
    const gone = await call('GET', `/v1/progress/${token}`)
    expect(gone.statusCode).toBe(404)
    expect(gone.json().error.message).toBe('This link does not exist, or it was revoked')
    expect((await call('GET', '/v1/me/progress/shares', player)).json().data).toEqual([])
    expect((await call('DELETE', `/v1/me/progress/shares/${token}`, player)).statusCode).toBe(404)

    const byId = (await call('POST', '/v1/me/progress/shares', player, { sport: 'Tennis' })).json().data
    expect((await call('DELETE', `/v1/me/progress/shares/${byId.id}`, player)).statusCode).toBe(204)
    expect((await call('GET', `/v1/progress/${byId.token}`)).statusCode).toBe(404)
  })
})

describe('the report reminder', () => {
  it('asks the provider once, the day after a completed session left without a report, in their language', async () => {
    const { owner, partner } = await provider('Uma')
    await t.db.update(users).set({ language: 'ja' }).where(eq(users.id, owner.userId))
    const player = await person('Ravi')
    let now = new Date('2026-06-10T12:00:00Z')
    const completedAt = new Date('2026-06-09T08:00:00Z')
    const unreported = await session(partner.id, player, { startsAt: completedAt })
    const reported = await session(partner.id, player, { startsAt: completedAt })
    // Completed an hour ago: not due until tomorrow.
    const recent = await session(partner.id, player, { startsAt: new Date(now.getTime() - 2 * hour) })
    await call('POST', `/v1/bookings/${reported.id}/report`, owner, report())

    const db = t.db
    const bookables = bookablesOf(db)
    const reportBookings = createReportBookingsRepository(db, bookables)
    const reports = createSessionReportsService({
      db,
      repository: createSessionReportsRepository(db),
      bookings: reportBookings,
      firstNames: async () => new Map(),
      guardedJunior: async () => undefined,
      reminderMail: createReportReminderMailer({
        outbox: createOutboxWriter(),
        publicUrl: 'http://rally.test',
        session: reportBookings.reminderSession,
        bookedPerson: bookedPersonContacts(bookables, createUserDirectoryRepository(db)),
      }),
      publicUrl: 'http://rally.test',
      clock: () => now,
      pageSize: 1,
    })
    const mail = () =>
      db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, partner.email as string))

    expect(await reports.remindDue()).toBe(1)
    expect(await reports.remindDue()).toBe(0)
    const sent = await mail()
    expect(sent).toHaveLength(1)
    expect(sent[0]?.subject).toBe('セッションはいかがでしたか？ レポートを書きましょう')
    expect(sent[0]?.text).toContain('Maya Booker')
    expect(sent[0]?.text).toContain('http://rally.test/inbox')

    // A day later the recent session is due too; the first is not asked for again.
    now = new Date(now.getTime() + 25 * hour)
    expect(await reports.remindDue()).toBe(1)
    expect(await reports.remindDue()).toBe(0)
    expect(await mail()).toHaveLength(2)
    const reminded = await db
      .select({ bookingId: sessionReportReminders.bookingId })
      .from(sessionReportReminders)
      .where(inArray(sessionReportReminders.bookingId, [unreported.id, reported.id, recent.id]))
    expect(reminded.map((row) => row.bookingId).sort()).toEqual([unreported.id, recent.id].sort())
  })
})
