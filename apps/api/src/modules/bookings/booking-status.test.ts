import { refundPolicyMessages } from '@rally/shared'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings, refunds } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'
import { insertBooking, insertCoach, insertPartner } from '../../test/fixtures.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
type Person = Awaited<ReturnType<typeof signIn>>
let provider: Person
let booker: Person
let stranger: Person
let partnerId: string
let coachId: string

beforeAll(async () => {
  t = await createTestApp()
  provider = await signIn(t.app)
  booker = await signIn(t.app)
  stranger = await signIn(t.app)
  partnerId = (await insertPartner(t.db, { userId: provider.userId, feeAmount: 290, email: 'provider@mail.example' }))
    .id
  coachId = (await insertCoach(t.db, { userId: provider.userId, feeAmount: 900, email: 'provider@mail.example' })).id
})
afterAll(() => t.close())

const change = (person: Person | undefined, id: string, status: string) =>
  t.app.inject({ method: 'PATCH', url: `/v1/booking/${id}`, headers: person?.headers ?? {}, payload: { status } })

describe('the booking status machine', () => {
  it('lets the person booked accept, then complete; the booker cannot accept', async () => {
    const { id } = await insertBooking(t.db, { resourceId: partnerId, userId: booker.userId })
    expect((await change(booker, id, 'accepted')).statusCode).toBe(403)
    expect((await change(stranger, id, 'accepted')).statusCode).toBe(404)
    expect((await change(undefined, id, 'accepted')).statusCode).toBe(401)
    const accepted = await change(provider, id, 'accepted')
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json().data.status).toBe('accepted')
    expect((await change(provider, id, 'completed')).json().data.status).toBe('completed')
  })

  it('refuses an illegal step with 409', async () => {
    const { id } = await insertBooking(t.db, { resourceId: partnerId, status: 'declined' })
    const response = await change(provider, id, 'accepted')
    expect(response.statusCode).toBe(409)
    expect(response.json().error.message).toBe('A declined booking cannot become accepted')
    const pending = await insertBooking(t.db, { resourceId: partnerId })
    const skip = await change(provider, pending.id, 'completed')
    expect(skip.statusCode).toBe(409)
    expect(skip.json().error.message).toBe('A pending booking cannot become completed')
  })

  it('gives an accepted specialist session an unguessable video-call link', async () => {
    const { id } = await insertBooking(t.db, {
      resourceId: coachId,
      resourceType: 'coach',
      bookingType: 'coach',
      preferredAt: new Date('2026-12-05T13:00:00Z'),
      timeZone: 'Asia/Kolkata',
    })
    const accepted = await change(provider, id, 'accepted')
    const meetingUrl = accepted.json().data.meetingUrl
    expect(meetingUrl).toMatch(/^https:\/\/meet\.jit\.si\/Rally-[A-Za-z0-9]{20,}$/)
    // The inbox shows it too, so the specialist finds the link later.
    const inbox = await t.app.inject({ url: '/v1/coach-sparring-players?status=accepted', headers: provider.headers })
    expect(inbox.json().data.find((booking: { id: string }) => booking.id === id)?.meetingUrl).toBe(meetingUrl)
  })

  it('lets the booker cancel a paid booking within 7 days, refunding once through the provider', async () => {
    const { id } = await insertBooking(t.db, {
      resourceId: partnerId,
      userId: booker.userId,
      paymentStatus: 'completed',
      amountMinor: 29000,
      paymentOrderId: 'order_refund1',
      paymentId: 'pay_refund1',
      createdAt: new Date(Date.now() - 2 * 86_400_000),
    })
    const cancelled = await change(booker, id, 'cancelled')
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' })
    expect(cancelled.json().refund).toMatchObject({ refunded: true, amountMinor: 29000 })
    expect(await t.db.select().from(refunds).where(eq(refunds.bookingId, id))).toHaveLength(1)
    expect((await change(booker, id, 'cancelled')).statusCode).toBe(409)
    expect(await t.db.select().from(refunds).where(eq(refunds.bookingId, id))).toHaveLength(1)
  })

  it('cancels but does not refund a booking the booker paid more than 7 days ago, and says why in the policy words; the person booked cancelling refunds it in full', async () => {
    const { id } = await insertBooking(t.db, {
      resourceId: partnerId,
      userId: booker.userId,
      paymentStatus: 'completed',
      amountMinor: 29000,
      paymentOrderId: 'order_refund2',
      paymentId: 'pay_refund2',
      createdAt: new Date(Date.now() - 9 * 86_400_000),
    })
    const cancelled = await change(booker, id, 'cancelled')
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', paymentStatus: 'completed' })
    expect(cancelled.json().refund).toEqual({
      refunded: false,
      amountMinor: 0,
      message:
        'This booking was paid more than 7 days ago. Our refund policy gives a 7-day money-back guarantee, so this cancellation is not refunded.',
    })
    expect(await t.db.select().from(refunds).where(eq(refunds.bookingId, id))).toHaveLength(0)

    // The person booked cancelling refunds the booker in full at once, however long ago they paid.
    const theirs = await insertBooking(t.db, {
      resourceId: partnerId,
      userId: booker.userId,
      status: 'accepted',
      paymentStatus: 'completed',
      amountMinor: 29000,
      paymentOrderId: 'order_refund3',
      paymentId: 'pay_refund3',
      createdAt: new Date(Date.now() - 9 * 86_400_000),
    })
    const byProvider = await change(provider, theirs.id, 'cancelled')
    expect(byProvider.json().data).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' })
    expect(byProvider.json().refund).toEqual({
      refunded: true,
      amountMinor: 29000,
      message: refundPolicyMessages.refunded,
    })
    expect(await t.db.select().from(refunds).where(eq(refunds.bookingId, theirs.id))).toHaveLength(1)
  })

  it('does not refund by itself a paid session the booker cancels after it started, as the refund policy says', async () => {
    const paidSession = (n: number) =>
      insertBooking(t.db, {
        resourceId: coachId,
        resourceType: 'coach',
        bookingType: 'coach',
        userId: booker.userId,
        status: 'accepted',
        paymentStatus: 'completed',
        amountMinor: 90000,
        paymentOrderId: `order_started${n}`,
        paymentId: `pay_started${n}`,
        // Paid yesterday, within the money-back window; the session began an hour ago.
        createdAt: new Date(Date.now() - 86_400_000),
        preferredAt: new Date(Date.now() - 3_600_000),
        timeZone: 'Asia/Kolkata',
      })
    const { id } = await paidSession(1)
    const cancelled = await change(booker, id, 'cancelled')
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', paymentStatus: 'completed' })
    expect(cancelled.json().refund).toEqual({
      refunded: false,
      amountMinor: 0,
      message: refundPolicyMessages.sessionStarted,
    })
    expect(await t.db.select().from(refunds).where(eq(refunds.bookingId, id))).toHaveLength(0)

    // The person booked cancelling a session they did not give refunds the booker (Exchange and Refund Policy).
    const theirs = await paidSession(2)
    const byProvider = await change(provider, theirs.id, 'cancelled')
    expect(byProvider.json().refund).toMatchObject({ refunded: true, amountMinor: 90000 })
  })

  it('frees the one-open-request rule once a request is declined', async () => {
    const player = await signIn(t.app)
    const first = await insertBooking(t.db, { resourceId: partnerId, userId: player.userId, email: 'p@mail.example' })
    await change(provider, first.id, 'declined')
    const [row] = await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, first.id))
    expect(row?.status).toBe('declined')
    await expect(
      insertBooking(t.db, { resourceId: partnerId, userId: player.userId, email: 'p@mail.example' }),
    ).resolves.toBeTruthy()
  })
})
