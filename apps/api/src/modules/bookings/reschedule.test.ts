import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LoopbackSmtpServer, startLoopbackSmtpServer } from '../../adapters/mail/loopback-smtp-server.ts'
import { bookingEvents, bookings, users } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'
import { insertBooking, insertCoach } from '../../test/fixtures.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let smtp: LoopbackSmtpServer
type Person = Awaited<ReturnType<typeof signIn>>
let provider: Person
let booker: Person
let stranger: Person
let coachId: string

const day = 86_400_000
const meetingUrl = 'https://meet.jit.si/Rally-reschedule0123456789abcdef'
const providerEmail = 'coach.resched@mail.example'

beforeAll(async () => {
  smtp = await startLoopbackSmtpServer()
  // The outbox's deliveries run on the job scheduler, as in production.
  t = await createTestApp({ SMTP_URL: smtp.url, RATE_LIMITS: 'false', JOB_SCHEDULER: 'true' })
  ;[provider, booker, stranger] = [await signIn(t.app), await signIn(t.app), await signIn(t.app)]
  // The person booked reads Thai; the booker books in English from New York.
  await t.db.update(users).set({ language: 'th' }).where(eq(users.id, provider.userId))
  coachId = (
    await insertCoach(t.db, {
      userId: provider.userId,
      firstName: 'Anan',
      lastName: 'Chai',
      feeAmount: 900,
      email: providerEmail,
    })
  ).id
  // The coach offers every hour of every day, in their own zone, from now on: any whole hour is open.
  const allDay = [{ start: '00:00', end: '24:00' }]
  const published = await t.app.inject({
    method: 'PUT',
    url: `/v1/schedules/coach/${coachId}`,
    headers: provider.headers,
    payload: {
      timeZone: 'Asia/Bangkok',
      weekly: Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((weekday) => [weekday, allDay])),
      sessionMinutes: [60],
      minimumNoticeMinutes: 0,
    },
  })
  expect(published.statusCode).toBe(200)
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

/** A paid, accepted video session with the coach, `inDays` from now, booked by the signed-in booker. */
const paidSession = (inDays: number, values: Partial<typeof bookings.$inferInsert> = {}) =>
  insertBooking(t.db, {
    resourceType: 'coach',
    bookingType: 'coach',
    requestedEntityName: 'Anan Chai',
    userId: booker.userId,
    email: booker.email,
    status: 'accepted',
    paymentStatus: 'completed',
    amountMinor: 90_000,
    paymentOrderId: `order_${crypto.randomUUID()}`,
    paymentId: `pay_${crypto.randomUUID()}`,
    preferredAt: new Date(Math.round((Date.now() + inDays * day) / 3_600_000) * 3_600_000),
    timeZone: 'America/New_York',
    meetingUrl,
    ...values,
    resourceId: coachId,
  })

const propose = (person: Person | undefined, id: string, start: Date | string) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/booking/${id}/reschedule`,
    headers: person?.headers ?? {},
    payload: { start: typeof start === 'string' ? start : start.toISOString() },
  })
const answer = (person: Person, id: string, proposalId: string, reply: 'accept' | 'decline') =>
  t.app.inject({
    method: 'POST',
    url: `/v1/booking/${id}/reschedule/${proposalId}`,
    headers: person.headers,
    payload: { answer: reply },
  })
const proposals = (person: Person, id: string) =>
  t.app.inject({ url: `/v1/booking/${id}/reschedule`, headers: person.headers })
const later = (at: Date | null, hours: number) => new Date((at as Date).getTime() + hours * 3_600_000)

/**
 * The e-mails about one booking (each names its reference), once the outbox's runs have sent `count`
 * of them after the commits; other tests' mail may still be arriving.
 */
async function mailsAbout(booking: { id: string }, count: number) {
  const reference = booking.id.slice(0, 8).toUpperCase()
  const about = () => smtp.received.filter((entry) => entry.parsed.text?.includes(reference))
  for (let waited = 0; about().length < count && waited < 10_000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  expect(about()).toHaveLength(count)
  return {
    to(address: string, subject: string) {
      const mail = about().find((entry) => entry.envelope.to.includes(address) && entry.parsed.subject === subject)
      if (!mail) throw new Error(`no mail "${subject}" to ${address}`)
      return mail.parsed
    },
  }
}
/** The lines of an .ics file, unfolded (RFC 5545 section 3.1), as name → value. */
function icsFields(ics: string): Record<string, string> {
  return Object.fromEntries(
    ics
      .replace(/\r\n /g, '')
      .split('\r\n')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.search(/[:;]/)), line.slice(line.indexOf(':') + 1)]),
  )
}

describe('rescheduling a booking', () => {
  it('moves a paid session when the other side accepts: the payment, the video link and the history stay, and both get an updated invitation', async () => {
    const booking = await paidSession(3)
    const newStart = later(booking.preferredAt, 26)

    const proposed = await propose(booker, booking.id, newStart)
    expect(proposed.statusCode).toBe(201)
    const proposal = proposed.json().data
    expect(proposal).toMatchObject({ bookingId: booking.id, proposedBy: 'booker', status: 'open' })
    expect(proposal.start).toBe(newStart.toISOString())
    // The person booked hears of it in their language, with the proposed time.
    // Both sides' lists carry it, for the answer buttons.
    const inbox = await t.app.inject({ url: '/v1/coach-sparring-players', headers: provider.headers })
    expect(inbox.json().data.find((row: { id: string }) => row.id === booking.id).openProposal).toMatchObject({
      id: proposal.id,
      start: newStart.toISOString(),
    })
    const reference = booking.id.slice(0, 8).toUpperCase()
    expect((await mailsAbout(booking, 1)).to(providerEmail, `มีการเสนอเวลาใหม่ — ${reference}`).text).toContain(
      'เวลาที่เสนอ',
    )

    const accepted = await answer(provider, booking.id, proposal.id, 'accept')
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json().data.proposal.status).toBe('accepted')
    expect(accepted.json().data.booking).toMatchObject({
      preferredAt: newStart.toISOString(),
      status: 'accepted',
      paymentStatus: 'completed',
      amountMinor: 90_000,
      meetingUrl,
    })
    const [moved] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id))
    expect(moved).toMatchObject({ sequence: 1, paymentId: booking.paymentId, meetingUrl })
    const history = await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id))
    expect(history.filter((event) => event.kind === 'rescheduled')).toEqual([
      expect.objectContaining({
        actorKind: 'provider',
        from: booking.preferredAt?.toISOString(),
        to: newStart.toISOString(),
      }),
    ])

    const mails = await mailsAbout(booking, 3)
    for (const [address, subject] of [
      [booker.email, 'Session moved — Anan Chai'],
      [providerEmail, `ย้ายเวลาเซสชันแล้ว — ${reference}`],
    ] as const) {
      const mail = mails.to(address, subject)
      expect(mail.text).toContain(meetingUrl)
      const [invitation] = mail.attachments
      expect(invitation?.contentType).toBe('text/calendar')
      const ics = icsFields(invitation?.content.toString('utf8') ?? '')
      // The same event as the first invitation (UID), a later version of it (an accepted session was 1).
      expect(ics).toMatchObject({
        METHOD: 'REQUEST',
        UID: `booking-${booking.id}@rally`,
        SEQUENCE: '2',
        STATUS: 'CONFIRMED',
        DTSTART: newStart
          .toISOString()
          .replace(/[-:]/g, '')
          .replace(/\.\d{3}/, ''),
        LOCATION: meetingUrl,
        URL: meetingUrl,
        ATTENDEE: `mailto:${address}`,
      })
    }
    // The booker reads the new time in their own zone.
    expect(mails.to(booker.email, 'Session moved — Anan Chai').text).toContain('(America/New_York)')
  })

  it('makes one move when the proposal is accepted twice at once', async () => {
    const booking = await paidSession(5)
    const proposal = (await propose(provider, booking.id, later(booking.preferredAt, 3))).json().data
    const answers = await Promise.all([
      answer(booker, booking.id, proposal.id, 'accept'),
      answer(booker, booking.id, proposal.id, 'accept'),
    ])
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 409])
    expect(answers.find((response) => response.statusCode === 409)?.json().error.code).toBe(
      'RESCHEDULE_PROPOSAL_ANSWERED',
    )
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id))
    expect(row?.sequence).toBe(1)
    const history = await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id))
    expect(history.filter((event) => event.kind === 'rescheduled')).toHaveLength(1)
  })

  it('lets the other side decline, the proposer withdraw, and a new proposal replace the open one', async () => {
    const booking = await paidSession(7)
    const first = (await propose(booker, booking.id, later(booking.preferredAt, 2))).json().data
    // The booker changes their mind: the new proposal replaces their first.
    const second = (await propose(booker, booking.id, later(booking.preferredAt, 4))).json().data
    const listed = (await proposals(provider, booking.id)).json().data
    expect(listed.map((proposal: { id: string; status: string }) => [proposal.id, proposal.status])).toEqual([
      [second.id, 'open'],
      [first.id, 'withdrawn'],
    ])
    expect((await answer(provider, booking.id, first.id, 'accept')).json().error.code).toBe(
      'RESCHEDULE_PROPOSAL_ANSWERED',
    )
    // Nobody accepts their own proposal; they may withdraw it.
    expect((await answer(booker, booking.id, second.id, 'accept')).statusCode).toBe(403)
    const declined = await answer(provider, booking.id, second.id, 'decline')
    expect(declined.json().data.proposal.status).toBe('declined')
    // Two proposals to the person booked, then the decline to the booker.
    expect((await mailsAbout(booking, 3)).to(booker.email, 'New time declined — Anan Chai').text).toContain(
      'Proposed time',
    )
    const third = (await propose(provider, booking.id, later(booking.preferredAt, 6))).json().data
    expect((await answer(provider, booking.id, third.id, 'decline')).json().data.proposal.status).toBe('withdrawn')
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id))
    expect(row).toMatchObject({ preferredAt: booking.preferredAt, sequence: 0 })
  })

  it('refuses strangers, bookings that cannot move, taken and past times, with nothing changed', async () => {
    const booking = await paidSession(9)
    const start = later(booking.preferredAt, 2)
    // Someone else's booking does not exist for them; a guest must sign in.
    expect((await propose(stranger, booking.id, start)).statusCode).toBe(404)
    expect((await proposals(stranger, booking.id)).statusCode).toBe(404)
    expect((await propose(undefined, booking.id, start)).statusCode).toBe(401)
    const open = (await propose(booker, booking.id, start)).json().data
    expect((await answer(stranger, booking.id, open.id, 'accept')).statusCode).toBe(404)
    // A proposal is answered on its own booking only.
    const other = await paidSession(11, { userId: stranger.userId, email: stranger.email })
    expect((await answer(stranger, other.id, open.id, 'decline')).statusCode).toBe(404)

    // A time another booking of the same coach claims (here the open proposal above) is not open.
    const taken = await propose(provider, other.id, start)
    expect(taken.statusCode).toBe(409)
    expect(taken.json().error).toMatchObject({
      code: 'SLOT_NOT_OPEN',
      message: 'This time is no longer open. Choose another time.',
    })
    const past = await propose(booker, booking.id, new Date(Date.now() - day))
    expect(past.statusCode).toBe(400)
    expect(past.json().error.fields).toEqual({ start: 'This time has already passed. Choose a later time.' })
    expect((await propose(booker, booking.id, 'tomorrow')).json().error.fields).toEqual({
      start: 'Choose an open time',
    })

    const cancelled = await paidSession(13, { status: 'cancelled' })
    const notAllowed = await propose(booker, cancelled.id, later(cancelled.preferredAt, 2))
    expect(notAllowed.statusCode).toBe(409)
    expect(notAllowed.json().error).toEqual({
      code: 'RESCHEDULE_NOT_ALLOWED',
      message: 'This booking cannot be moved now',
    })
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id))
    expect(row).toMatchObject({ preferredAt: booking.preferredAt, sequence: 0 })
  })
})

describe("a provider's calendar subscription", () => {
  it('lists their live sessions with only the first name, until it is replaced or revoked', async () => {
    const session = await paidSession(15, { name: 'Maya Rosen', phone: '2125550123' })
    expect(
      (await t.app.inject({ method: 'POST', url: '/v1/me/calendar-feed', headers: booker.headers })).statusCode,
    ).toBe(403)
    const made = await t.app.inject({ method: 'POST', url: '/v1/me/calendar-feed', headers: provider.headers })
    expect(made.statusCode).toBe(201)
    const url = new URL(made.json().data.url)
    expect(url.pathname).toMatch(/^\/calendar\/[A-Za-z0-9_-]{43}\.ics$/)

    const feed = await t.app.inject({ url: url.pathname })
    expect(feed.statusCode).toBe(200)
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(feed.body).toContain(`UID:booking-${session.id}@rally`)
    expect(feed.body).toContain('Maya')
    for (const secret of ['Rosen', booker.email, '2125550123']) expect(feed.body).not.toContain(secret)

    // A new address replaces the old one; a revoked one shows nothing.
    const renewed = new URL(
      (await t.app.inject({ method: 'POST', url: '/v1/me/calendar-feed', headers: provider.headers })).json().data.url,
    )
    expect((await t.app.inject({ url: url.pathname })).statusCode).toBe(404)
    expect((await t.app.inject({ url: renewed.pathname })).statusCode).toBe(200)
    const revoked = await t.app.inject({ method: 'DELETE', url: '/v1/me/calendar-feed', headers: provider.headers })
    expect(revoked.json()).toEqual({ data: { url: null } })
    const gone = await t.app.inject({ url: renewed.pathname })
    expect(gone.statusCode).toBe(404)
    expect(gone.body).not.toContain('Maya')
  })
})
