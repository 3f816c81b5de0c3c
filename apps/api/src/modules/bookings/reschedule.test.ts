import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LoopbackSmtpServer, startLoopbackSmtpServer } from '../../adapters/mail/loopback-smtp-server.ts'
import {
  type LoopbackZoomServer,
  loopbackZoomAccount,
  startLoopbackZoomServer,
} from '../../adapters/video/loopback-zoom-server.ts'
import { createZoomVideo } from '../../adapters/video/zoom-video.ts'
import { bookingEvents, bookings, users } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'
import { insertBooking, insertCoach } from '../../test/fixtures.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let smtp: LoopbackSmtpServer
let zoom: LoopbackZoomServer
type Person = Awaited<ReturnType<typeof signIn>>
let provider: Person
let booker: Person
let stranger: Person
let coachId: string
/** A specialist who publishes no availability: their bookings are requests with the booker's date and time. */
let requestCoach: Person
let requestCoachId: string
const requestCoachEmail = 'coach.request@mail.example'

const day = 86_400_000
const meetingUrl = 'https://meet.jit.si/Rally-reschedule0123456789abcdef'
const providerEmail = 'coach.resched@mail.example'

beforeAll(async () => {
  smtp = await startLoopbackSmtpServer()
  zoom = await startLoopbackZoomServer()
  t = await createTestApp({
    SMTP_URL: smtp.url,
    RATE_LIMITS: 'false',
    // The outbox's deliveries run on the job scheduler, as in production.
    JOB_SCHEDULER: 'true',
    ZOOM_ACCOUNT_ID: loopbackZoomAccount.accountId,
    ZOOM_CLIENT_ID: loopbackZoomAccount.clientId,
    ZOOM_CLIENT_SECRET: loopbackZoomAccount.clientSecret,
    ZOOM_OAUTH_URL: zoom.url,
    ZOOM_API_URL: zoom.url,
  })
  ;[provider, booker, stranger, requestCoach] = [
    await signIn(t.app),
    await signIn(t.app),
    await signIn(t.app),
    await signIn(t.app),
  ]
  // The specialist without published hours reads Japanese.
  requestCoachId = await ownCoach(requestCoach, 'ja', {
    firstName: 'Kenji',
    lastName: 'Mori',
    email: requestCoachEmail,
  })
  // The person booked reads Thai; the booker books in English from New York.
  coachId = await ownCoach(provider, 'th', { firstName: 'Anan', lastName: 'Chai', email: providerEmail })
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
/** A specialist record owned by a signed-in person who reads `language`; its id. */
async function ownCoach(
  owner: Person,
  language: string,
  values: { firstName: string; lastName: string; email: string },
) {
  await t.db.update(users).set({ language }).where(eq(users.id, owner.userId))
  return (await insertCoach(t.db, { userId: owner.userId, feeAmount: 900, ...values })).id
}

afterAll(async () => {
  await t.close()
  await smtp.close()
  await zoom.close()
})

/** A whole hour about `inDays` from now. */
const startIn = (inDays: number) => new Date(Math.round((Date.now() + inDays * day) / 3_600_000) * 3_600_000)

/** A paid, accepted video session with the coach (or another), `inDays` from now, booked by the signed-in booker. */
const paidSession = (
  inDays: number,
  values: Omit<Partial<typeof bookings.$inferInsert>, 'resourceId'> & { resourceId?: string } = {},
) =>
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
    preferredAt: startIn(inDays),
    timeZone: 'America/New_York',
    meetingUrl,
    resourceId: coachId,
    ...values,
  })

const propose = (person: Person | undefined, id: string, start: Date | string | Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/booking/${id}/reschedule`,
    headers: person?.headers ?? {},
    payload: start instanceof Date ? { start: start.toISOString() } : typeof start === 'string' ? { start } : start,
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
    expect(mails.to(booker.email, 'Session moved — Anan Chai').text).toContain('(Eastern Time)')
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
    // The booker, who was asked, hears that the coach withdrew it; in their zone, named in their language.
    const withdrawn = (await mailsAbout(booking, 5)).to(booker.email, 'Proposed time withdrawn — Anan Chai')
    expect(withdrawn.text).toContain('Anan Chai withdrew the new time they proposed. Your session keeps its time.')
    expect(withdrawn.text).toMatch(/Proposed time: .*\(Eastern Time\)/)
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

/** Wall-clock parts of an instant in a zone, as a proposer types them. */
function wallClock(at: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  )
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}`, timeZone }
}

/** A paid, accepted session with the specialist who publishes no hours, on a Zoom meeting made for it. */
async function requestSession(inDays: number) {
  const zoomVideo = createZoomVideo({ ...loopbackZoomAccount, oauthUrl: zoom.url, apiUrl: zoom.url })
  const startAt = startIn(inDays)
  const meeting = await zoomVideo.createMeeting({
    topic: 'Rally session',
    startAt,
    durationMinutes: 60,
    timeZone: 'UTC',
  })
  return paidSession(inDays, {
    requestedEntityName: 'Kenji Mori',
    durationMinutes: 60,
    meetingUrl: meeting.url,
    resourceId: requestCoachId,
  })
}
const meetingIdOf = (url: string | null) => /\/j\/(\d+)/.exec(url ?? '')?.[1] as string
const zoomTime = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z')

describe('moving a booking made by request (a provider without published hours)', () => {
  it('moves to the date and time the proposer names on their clock: payment, link and history kept, Zoom moved, invitations updated', async () => {
    const booking = await requestSession(4)
    // Any time to come, at 17:15 on the booker's clock, well outside what any slot grid would offer.
    const target = wallClock(later(booking.preferredAt, 50), 'America/New_York')
    target.time = '17:15'
    const proposed = await propose(booker, booking.id, target)
    expect(proposed.statusCode).toBe(201)
    const proposal = proposed.json().data
    const newStart = new Date(proposal.start)
    expect(wallClock(newStart, 'America/New_York')).toEqual(target)
    expect(proposal).toMatchObject({ proposedBy: 'booker', status: 'open' })

    // The specialist hears of it in Japanese, the time on the booker's clock named in Japanese.
    const reference = booking.id.slice(0, 8).toUpperCase()
    const asked = (await mailsAbout(booking, 1)).to(requestCoachEmail, `新しい日時の提案 — ${reference}`)
    expect(asked.text).toContain('米国東部時間')
    expect(asked.text).not.toContain('America/New_York')

    const accepted = await answer(requestCoach, booking.id, proposal.id, 'accept')
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json().data.booking).toMatchObject({
      preferredAt: newStart.toISOString(),
      paymentStatus: 'completed',
      amountMinor: 90_000,
      meetingUrl: booking.meetingUrl,
      sequence: 1,
    })
    // Zoom holds the meeting at the new time (same meeting, same link).
    expect(zoom.meetings.get(meetingIdOf(booking.meetingUrl))).toMatchObject({
      start_time: zoomTime(newStart),
      duration: 60,
      join_url: booking.meetingUrl,
    })
    const history = await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id))
    expect(history.filter((event) => event.kind === 'rescheduled')).toEqual([
      expect.objectContaining({ actorKind: 'provider', to: newStart.toISOString(), note: 'proposed by the booker' }),
    ])
    const mails = await mailsAbout(booking, 3)
    for (const [address, subject] of [
      [booker.email, 'Session moved — Kenji Mori'],
      [requestCoachEmail, `セッションの日時が変更されました — ${reference}`],
    ] as const) {
      const ics = icsFields(mails.to(address, subject).attachments[0]?.content.toString('utf8') ?? '')
      expect(ics).toMatchObject({ METHOD: 'REQUEST', UID: `booking-${booking.id}@rally`, SEQUENCE: '2' })
    }
  })

  it('refuses past times, times the clocks skip, dates the calendar lacks, strangers and answered proposals', async () => {
    const booking = await requestSession(6)
    const refused = async (person: Person | undefined, body: Record<string, string>) => {
      const response = await propose(person, booking.id, body)
      return { status: response.statusCode, error: response.json().error }
    }
    const yesterday = wallClock(new Date(Date.now() - day), 'Asia/Kolkata')
    expect(await refused(booker, yesterday)).toMatchObject({
      status: 400,
      error: { fields: { time: 'This time has already passed. Choose a later time.' } },
    })
    // 02:30 on 14 March 2027 does not happen in New York: the clocks go from 02:00 to 03:00.
    expect(await refused(requestCoach, { date: '2027-03-14', time: '02:30', timeZone: 'America/New_York' })).toEqual({
      status: 400,
      error: expect.objectContaining({
        fields: { time: 'This time does not exist in your time zone (the clocks change then). Choose another time.' },
      }),
    })
    expect(await refused(booker, { date: '2027-02-30', time: '10:00', timeZone: 'UTC' })).toMatchObject({
      status: 400,
      error: { fields: { date: 'Choose a date such as 2026-12-05' } },
    })
    expect((await refused(booker, { date: '2027-02-03', time: '25:00' })).error.fields).toEqual({
      time: 'Choose a time such as 18:30',
      timeZone: 'timeZone must be an IANA time zone such as Asia/Kolkata',
    })
    const future = wallClock(later(booking.preferredAt, 30), 'Asia/Kolkata')
    expect((await refused(stranger, future)).status).toBe(404)
    expect((await refused(undefined, future)).status).toBe(401)

    const proposal = (await propose(requestCoach, booking.id, future)).json().data
    expect((await answer(stranger, booking.id, proposal.id, 'accept')).statusCode).toBe(404)
    expect((await answer(booker, booking.id, proposal.id, 'decline')).statusCode).toBe(200)
    const again = await answer(booker, booking.id, proposal.id, 'accept')
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('RESCHEDULE_PROPOSAL_ANSWERED')
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id))
    expect(row).toMatchObject({ preferredAt: booking.preferredAt, sequence: 0 })
  })

  it("keeps a provider with published hours to open slots: a day beyond their horizon is refused, a request's is not", async () => {
    const farAway = wallClock(new Date(Date.now() + 200 * day), 'UTC')
    farAway.time = '10:00'
    const fromSlots = await propose(booker, (await paidSession(17)).id, farAway)
    expect(fromSlots.statusCode).toBe(400)
    expect(fromSlots.json().error.fields).toEqual({ start: 'This time is outside the hours this person offers.' })
    expect((await propose(booker, (await requestSession(17)).id, farAway)).statusCode).toBe(201)
  })

  it('still moves the session when Zoom refuses to move the meeting, and says so in the history', async () => {
    const booking = await requestSession(8)
    const proposal = (await propose(requestCoach, booking.id, later(booking.preferredAt, 5))).json().data
    zoom.state.updateStatus = 503
    try {
      const accepted = await answer(booker, booking.id, proposal.id, 'accept')
      expect(accepted.statusCode).toBe(200)
      expect(accepted.json().data.booking.preferredAt).toBe(proposal.start)
    } finally {
      zoom.state.updateStatus = 204
    }
    // The link still opens the meeting; Zoom holds its old time, and the operator can read why.
    expect(zoom.meetings.get(meetingIdOf(booking.meetingUrl))?.start_time).toBe(zoomTime(booking.preferredAt as Date))
    const history = await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id))
    expect(history.find((event) => event.kind === 'rescheduled')?.note).toBe(
      'proposed by the provider; the video meeting kept its old time: Zoom answered the update-meeting request with 503: Zoom is unavailable.',
    )
  })
})

describe("a provider's calendar subscription", () => {
  it('lists their live sessions with only the first name, until it is replaced or revoked', async () => {
    const session = await paidSession(15, { name: 'Maya Rosen', phone: '2125550123' })
    expect(
      (await t.app.inject({ method: 'POST', url: '/v1/me/calendar-feed', headers: booker.headers })).statusCode,
    ).toBe(403)
    const status = async (headers?: Record<string, string>) =>
      await t.app.inject({ method: 'GET', url: '/v1/me/calendar-feed', headers })
    expect((await status()).statusCode).toBe(401)
    expect((await status(provider.headers)).json()).toEqual({ data: { active: false, madeAt: null } })
    const made = await t.app.inject({ method: 'POST', url: '/v1/me/calendar-feed', headers: provider.headers })
    expect(made.statusCode).toBe(201)
    // The provider learns that an address works (not the address); nobody else's status shows theirs.
    expect((await status(provider.headers)).json().data).toMatchObject({ active: true, madeAt: expect.any(String) })
    expect((await status(booker.headers)).json()).toEqual({ data: { active: false, madeAt: null } })
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
    expect((await status(provider.headers)).json()).toEqual({ data: { active: false, madeAt: null } })
    const gone = await t.app.inject({ url: renewed.pathname })
    expect(gone.statusCode).toBe(404)
    expect(gone.body).not.toContain('Maya')
  })
})
