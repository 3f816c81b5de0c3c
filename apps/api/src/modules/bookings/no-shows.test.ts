import { scheduleMessages } from '@rally/shared'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, bookingEvents, mailOutbox, refunds, users } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'
import { insertBooking, insertCoach } from '../../test/fixtures.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
type Person = Awaited<ReturnType<typeof signIn>>
let provider: Person
let booker: Person
let stranger: Person
let operator: Person
let coachId: string

const hour = 3_600_000

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' })
  ;[provider, booker, stranger, operator] = [
    await signIn(t.app),
    await signIn(t.app),
    await signIn(t.app),
    await signIn(t.app),
  ]
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, operator.userId))
  // The coach's owner reads Thai: the e-mails to their side are in Thai.
  await t.db.update(users).set({ language: 'th' }).where(eq(users.id, provider.userId))
  coachId = (
    await insertCoach(t.db, {
      userId: provider.userId,
      firstName: 'Meera',
      lastName: 'Iyer',
      feeAmount: 900,
      email: 'meera@mail.example',
    })
  ).id
})
afterAll(() => t.close())

/** An accepted, paid specialist session that ended `endedHoursAgo` hours ago (negative: still to come). */
const paidSession = (endedHoursAgo: number, n: number) =>
  insertBooking(t.db, {
    resourceId: coachId,
    resourceType: 'coach',
    bookingType: 'coach',
    requestedEntityName: 'Meera Iyer',
    userId: booker.userId,
    email: booker.email,
    status: 'accepted',
    paymentStatus: 'completed',
    amountMinor: 90000,
    paymentOrderId: `order_noshow${n}`,
    paymentId: `pay_noshow${n}`,
    createdAt: new Date(Date.now() - 2 * 86_400_000),
    preferredAt: new Date(Date.now() - endedHoursAgo * hour - 60 * 60_000),
    durationMinutes: 60,
    timeZone: 'America/New_York',
  })

const post = (person: Person | undefined, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: person?.headers ?? {}, payload })
const report = (person: Person | undefined, id: string, absent: string, note?: string) =>
  post(person, `/v1/booking/${id}/no-show`, { absent, ...(note && { note }) })
const dispute = (person: Person | undefined, id: string, note = 'I was there and waited on the call') =>
  post(person, `/v1/booking/${id}/no-show/dispute`, { note })
const mailTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))

describe('no-shows', () => {
  it('lets either party report the other once within a day of the end, telling the absent one; refuses everyone else', async () => {
    const session = await paidSession(2, 1)
    expect((await report(undefined, session.id, 'provider')).statusCode).toBe(401)
    expect((await report(stranger, session.id, 'provider')).statusCode).toBe(404)
    expect((await report(operator, session.id, 'provider')).statusCode).toBe(403)
    const self = await report(booker, session.id, 'booker')
    expect(self.statusCode).toBe(400)
    expect(self.json().error.fields).toHaveProperty('absent')

    const before = (await mailTo('meera@mail.example')).length
    const reported = await report(booker, session.id, 'provider', 'Nobody joined the call')
    expect(reported.statusCode).toBe(201)
    expect(reported.json().data).toMatchObject({
      absent: 'provider',
      status: 'reported',
      note: 'Nobody joined the call',
    })
    const again = await report(provider, session.id, 'booker')
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toMatchObject({
      code: 'NO_SHOW_ALREADY_REPORTED',
      message: scheduleMessages.noShowAlreadyReported,
    })
    // The coach hears of it in Thai, with the booker's note.
    const told = (await mailTo('meera@mail.example')).slice(before)
    expect(told).toHaveLength(1)
    expect(told[0]?.subject).toContain('มีการแจ้งว่าไม่มาตามนัด')
    expect(told[0]?.text).toContain('Nobody joined the call')
  })

  it('refuses a report before the session has ended and more than 24 hours after', async () => {
    for (const [endedHoursAgo, n] of [
      [-1, 2],
      [25, 3],
    ] as const) {
      const session = await paidSession(endedHoursAgo, n)
      const refused = await report(booker, session.id, 'provider')
      expect(refused.statusCode).toBe(409)
      expect(refused.json().error).toMatchObject({
        code: 'NO_SHOW_WINDOW_CLOSED',
        message: scheduleMessages.noShowWindowClosed,
      })
    }
  })

  it('lets only the absent party dispute, once; an operator upholds a provider no-show and the booker is refunded in full', async () => {
    const session = await paidSession(1, 4)
    expect((await dispute(provider, session.id)).statusCode).toBe(404)
    expect((await report(booker, session.id, 'provider')).statusCode).toBe(201)
    expect((await dispute(booker, session.id)).statusCode).toBe(403)
    expect((await dispute(stranger, session.id)).statusCode).toBe(404)
    expect((await dispute(provider, session.id, 'no')).statusCode).toBe(400)
    const bookerMail = (await mailTo(booker.email)).length
    const disputed = await dispute(provider, session.id)
    expect(disputed.statusCode).toBe(200)
    expect(disputed.json().data).toMatchObject({
      status: 'disputed',
      disputeNote: 'I was there and waited on the call',
    })
    expect((await dispute(provider, session.id)).statusCode).toBe(409)
    expect((await mailTo(booker.email)).length).toBe(bookerMail + 1)

    // Both parties see it on their booking lists.
    for (const [person, url] of [
      [booker, `/v1/coach-sparring-players?userId=${booker.userId}`],
      [provider, '/v1/coach-sparring-players'],
    ] as const) {
      const list = await t.app.inject({ url, headers: person.headers })
      const mine = list.json().data.find((booking: { id: string }) => booking.id === session.id)
      expect(mine.noShow).toMatchObject({ absent: 'provider', status: 'disputed' })
    }

    // The console: operators only; the dispute waits there with its booking.
    expect((await t.app.inject({ url: '/v1/console/no-show-disputes', headers: booker.headers })).statusCode).toBe(403)
    const queue = await t.app.inject({ url: '/v1/console/no-show-disputes', headers: operator.headers })
    const waiting = queue.json().data.find((item: { booking: { id: string } }) => item.booking.id === session.id)
    expect(waiting).toMatchObject({
      absent: 'provider',
      status: 'disputed',
      booking: { requestedEntityName: 'Meera Iyer' },
    })
    const decide = (payload: Record<string, unknown>, person = operator) =>
      post(person, `/v1/console/no-show-disputes/${waiting.id}`, payload)
    expect((await decide({ decision: 'uphold', reason: 'ok' })).statusCode).toBe(400)
    expect(
      (await decide({ decision: 'uphold', reason: 'The call log shows nobody joined' }, provider)).statusCode,
    ).toBe(403)
    const upheld = await decide({ decision: 'uphold', reason: 'The call log shows nobody joined' })
    expect(upheld.statusCode).toBe(200)
    expect(upheld.json()).toMatchObject({
      data: { status: 'upheld', booking: { paymentStatus: 'refunded' } },
      refund: { refunded: true, amountMinor: 90000 },
    })
    expect((await decide({ decision: 'reject', reason: 'Changed my mind' })).statusCode).toBe(409)
    expect(await t.db.select().from(refunds).where(eq(refunds.bookingId, session.id))).toHaveLength(1)
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, session.id), eq(auditLog.action, 'no-show.uphold')))
    expect(audit).toHaveLength(1)
    expect(audit[0]?.reason).toBe('The call log shows nobody joined')
    // The booking's history keeps every step.
    const history = await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, session.id))
    expect(history.filter((event) => event.kind === 'no-show').map((event) => event.to)).toEqual([
      'reported',
      'disputed',
      'upheld',
    ])
    expect(history.some((event) => event.kind === 'refund' && event.to === 'refunded')).toBe(true)
  })

  it('refunds nothing when a booker’s no-show is upheld', async () => {
    const session = await paidSession(3, 5)
    expect((await report(provider, session.id, 'booker')).statusCode).toBe(201)
    expect((await dispute(booker, session.id)).statusCode).toBe(200)
    const queue = await t.app.inject({ url: '/v1/console/no-show-disputes', headers: operator.headers })
    const waiting = queue.json().data.find((item: { booking: { id: string } }) => item.booking.id === session.id)
    const upheld = await post(operator, `/v1/console/no-show-disputes/${waiting.id}`, {
      decision: 'uphold',
      reason: 'The booker never joined',
    })
    expect(upheld.json().data.booking.paymentStatus).toBe('completed')
    expect(upheld.json().refund).toBeUndefined()
    expect(await t.db.select().from(refunds).where(eq(refunds.bookingId, session.id))).toHaveLength(0)
  })
})
