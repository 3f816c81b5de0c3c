import { type AvailabilityInput, scheduleMessages } from '@rally/shared'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookings, slotClaims, users } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'
import { insertCoach, insertPartner } from '../../test/fixtures.ts'

// Tuesday 1 December 2026, 00:00 UTC (05:30 in Kolkata); tests move the clock forward.
let now = new Date('2026-12-01T00:00:00Z')
let t: Awaited<ReturnType<typeof createTestApp>>
type Person = Awaited<ReturnType<typeof signIn>>
let owner: Person
let booker: Person
let stranger: Person
let admin: Person
let coachId: string
let partnerId: string
let hiddenCoachId: string

/** A specialist in Kolkata: mornings every day, afternoons on weekdays, 60 or 90 minutes, 15 minutes between. */
const kolkataHours: AvailabilityInput = {
  timeZone: 'Asia/Kolkata',
  weekly: {
    '1': [
      { start: '09:00', end: '12:00' },
      { start: '14:00', end: '17:00' },
    ],
    '2': [
      { start: '09:00', end: '12:00' },
      { start: '14:00', end: '17:00' },
    ],
    '3': [{ start: '09:00', end: '12:00' }],
    '4': [{ start: '09:00', end: '12:00' }],
    '5': [{ start: '09:00', end: '12:00' }],
    '6': [{ start: '09:00', end: '12:00' }],
    '7': [{ start: '09:00', end: '12:00' }],
  },
  exceptions: [{ date: '2026-12-04', ranges: [] }],
  sessionMinutes: [60, 90],
  bufferMinutes: 15,
  minimumNoticeMinutes: 120,
  bookingHorizonDays: 30,
}

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now })
  owner = await signIn(t.app)
  booker = await signIn(t.app)
  stranger = await signIn(t.app)
  admin = await signIn(t.app)
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.userId))
  coachId = (await insertCoach(t.db, { userId: owner.userId, feeAmount: null, email: 'coach@mail.example' })).id
  partnerId = (await insertPartner(t.db, { userId: owner.userId, feeAmount: null })).id
  hiddenCoachId = (await insertCoach(t.db, { userId: stranger.userId, isApproved: false })).id
})
afterAll(() => t.close())

const put = (person: Person | undefined, kind: string, id: string, body: object) =>
  t.app.inject({ method: 'PUT', url: `/v1/schedules/${kind}/${id}`, headers: person?.headers ?? {}, payload: body })
const slots = (kind: string, id: string, query: string) =>
  t.app.inject({ url: `/v1/schedules/${kind}/${id}/slots?${query}` })
const hold = (id: string, start: string, sessionMinutes = 60, kind = 'coach') =>
  t.app.inject({ method: 'POST', url: '/v1/slot-holds', payload: { kind, id, start, sessionMinutes } })
const starts = (response: { json(): unknown }) =>
  (response.json() as { data: { days: { date: string; slots: { start: string }[] }[] } }).data.days.map((day) => [
    day.date,
    day.slots.map((slot) => slot.start),
  ])
const coachBooking = (holdId: string | undefined, email: string) => ({
  bookingType: 'coach',
  name: 'Maya Brooks',
  email,
  phoneNumber: '2125550123',
  whatsappNumber: '2125550123',
  preferredDate: '2026-12-01',
  timeZone: 'America/New_York',
  coachId,
  coachName: 'Test Coach',
  sport: 'Badminton',
  ...(holdId && { slotHoldId: holdId }),
})
const book = (payload: object) => t.app.inject({ method: 'POST', url: '/v1/booking', payload })

describe('a provider’s availability', () => {
  it('is set and read by the profile’s owner and operators only', async () => {
    expect((await put(undefined, 'coach', coachId, kolkataHours)).statusCode).toBe(401)
    const theirs = await put(stranger, 'coach', coachId, kolkataHours)
    expect(theirs.statusCode).toBe(403)
    expect((await t.app.inject({ url: `/v1/schedules/coach/${coachId}`, headers: stranger.headers })).statusCode).toBe(
      403,
    )
    expect((await t.app.inject({ url: `/v1/schedules/coach/${coachId}`, headers: owner.headers })).json()).toEqual({
      data: null,
    })
    expect((await put(owner, 'coach', '00000000-0000-4000-8000-000000000000', kolkataHours)).statusCode).toBe(404)

    const saved = await put(owner, 'coach', coachId, kolkataHours)
    expect(saved.statusCode).toBe(200)
    expect(saved.json().data).toMatchObject({ timeZone: 'Asia/Kolkata', sessionMinutes: [60, 90], published: true })
    const read = await t.app.inject({ url: `/v1/schedules/coach/${coachId}`, headers: admin.headers })
    expect(read.json().data.weekly['3']).toEqual([{ start: '09:00', end: '12:00' }])
  })

  it('refuses bad input with field messages', async () => {
    const bad = await put(owner, 'coach', coachId, {
      ...kolkataHours,
      timeZone: 'Mars/Olympus',
      weekly: {
        '1': [
          { start: '09:00', end: '12:00' },
          { start: '11:00', end: '13:00' },
        ],
        '2': [{ start: '10:00', end: '09:00' }],
      },
      sessionMinutes: [],
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields).toMatchObject({
      timeZone: 'timeZone must be an IANA time zone such as Asia/Kolkata',
      'weekly.1': scheduleMessages.rangesOverlap,
      'weekly.2.0.end': scheduleMessages.rangeOrder,
      sessionMinutes: scheduleMessages.sessionLengthRequired,
    })
  })
})

describe('open slots', () => {
  it('are the provider’s hours on the booker’s dates, in instants; their notice, exceptions and lengths hold', async () => {
    // New York is 10:30 behind Kolkata: a Kolkata morning is the New York evening before.
    const response = await slots('coach', coachId, 'from=2026-12-01&days=4&timeZone=America/New_York')
    expect(response.statusCode).toBe(200)
    expect(response.json().data).toMatchObject({
      published: true,
      providerTimeZone: 'Asia/Kolkata',
      sessionMinutes: [60, 90],
    })
    expect(starts(response)).toEqual([
      // Tuesday's Kolkata afternoon, then Wednesday's morning (Tuesday evening in New York).
      [
        '2026-12-01',
        [
          '2026-12-01T08:30:00.000Z',
          '2026-12-01T09:45:00.000Z',
          '2026-12-02T03:30:00.000Z',
          '2026-12-02T04:45:00.000Z',
        ],
      ],
      // Wednesday has no afternoon; Thursday's morning.
      ['2026-12-02', ['2026-12-03T03:30:00.000Z', '2026-12-03T04:45:00.000Z']],
      // Friday 4 December is a day off in Kolkata.
      ['2026-12-03', []],
      ['2026-12-04', ['2026-12-05T03:30:00.000Z', '2026-12-05T04:45:00.000Z']],
    ])
    const longer = await slots('coach', coachId, 'from=2026-12-02&days=1&timeZone=Asia/Kolkata&sessionMinutes=90')
    expect(starts(longer)).toEqual([['2026-12-02', ['2026-12-02T03:30:00.000Z']]])
  })

  it('say published false for a provider without availability, 404 for a profile nobody may see', async () => {
    expect((await slots('partner', partnerId, 'days=2')).json().data).toEqual({
      published: false,
      providerTimeZone: null,
      sessionMinutes: [],
      days: [],
    })
    expect((await slots('coach', hiddenCoachId, 'days=2')).statusCode).toBe(404)
    expect((await slots('coach', coachId, 'days=40&timeZone=Nowhere/City')).statusCode).toBe(400)
    expect((await slots('coach', coachId, 'from=2026-02-31')).json().error.fields).toEqual({
      from: 'Choose a date such as 2026-12-05',
    })
  })
})

describe('the next open slot on cards and profiles', () => {
  it('names each provider’s first open slot, null for one who publishes none', async () => {
    const profile = await t.app.inject({ url: `/v1/personal-coach/records/${coachId}` })
    // Tuesday 1 December at 00:00Z: with 2 hours' notice, 09:00 in Kolkata (03:30Z) is the first.
    expect(profile.json().data.nextOpenSlot).toBe('2026-12-01T03:30:00.000Z')
    const list = await t.app.inject({ url: '/v1/personal-coach/records?isApproved=true&category=Badminton' })
    const listed = list.json().data.find((card: { id: string }) => card.id === coachId)
    expect(listed.nextOpenSlot).toBe('2026-12-01T03:30:00.000Z')
    const partners = await t.app.inject({ url: '/v1/sparring-partners?status=ACTIVE' })
    expect(partners.json().data.find((card: { id: string }) => card.id === partnerId).nextOpenSlot).toBeNull()
  })
})

describe('holds and bookings from a slot', () => {
  it('hold a slot once: another hold on any part of its time is refused', async () => {
    const first = await hold(coachId, '2026-12-08T03:30:00.000Z')
    expect(first.statusCode).toBe(201)
    expect(first.json().data).toMatchObject({
      start: '2026-12-08T03:30:00.000Z',
      end: '2026-12-08T04:30:00.000Z',
      expiresAt: '2026-12-01T00:10:00.000Z',
    })
    for (const [start, minutes] of [
      ['2026-12-08T03:30:00.000Z', 60],
      // 90 minutes from 03:30 would need the second slot too.
      ['2026-12-08T03:30:00.000Z', 90],
    ] as const) {
      const taken = await hold(coachId, start, minutes)
      expect(taken.statusCode).toBe(409)
      expect(taken.json().error).toMatchObject({ code: 'SLOT_NOT_OPEN', message: scheduleMessages.slotNotOpen })
    }
    // The slot is gone from the list; the next one stays.
    const day = await slots('coach', coachId, 'from=2026-12-08&days=1&timeZone=Asia/Kolkata')
    expect(starts(day)[0]?.[1]).toEqual([
      '2026-12-08T04:45:00.000Z',
      '2026-12-08T08:30:00.000Z',
      '2026-12-08T09:45:00.000Z',
    ])
  })

  it('is refused by the database itself when code lets two overlapping claims through', async () => {
    const claim = (start: string, end: string, ownerKey: string) =>
      t.db.insert(slotClaims).values({
        purpose: 'booking',
        bookableKind: 'coach',
        bookableId: coachId,
        period: sql`tstzrange(${start}::timestamptz, ${end}::timestamptz, '[)')` as unknown as string,
        sessionMinutes: 60,
        ownerKey,
        bookingId: ownerKey,
      })
    const [one, two] = ['00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-00000000000b']
    await claim('2027-01-01T10:00:00Z', '2027-01-01T11:00:00Z', one)
    await expect(claim('2027-01-01T10:59:00Z', '2027-01-01T12:00:00Z', two)).rejects.toMatchObject({
      cause: { code: '23P01', constraint: 'slot_claims_no_overlap' },
    })
    // Back to back is no overlap; the same owner (a booking's own proposal) may overlap its time.
    await claim('2027-01-01T11:00:00Z', '2027-01-01T12:00:00Z', two)
    await t.db.insert(slotClaims).values({
      purpose: 'proposal',
      bookableKind: 'coach',
      bookableId: coachId,
      period:
        sql`tstzrange('2027-01-01T10:30:00Z'::timestamptz, '2027-01-01T10:45:00Z'::timestamptz, '[)')` as unknown as string,
      sessionMinutes: 15,
      ownerKey: one,
      bookingId: one,
      proposalId: two,
      expiresAt: new Date('2027-01-01T00:00:00Z'),
    })
  })

  it('refuses a time in the past, outside the hours, or of a length not offered, with field messages', async () => {
    const past = await hold(coachId, '2026-11-30T03:30:00.000Z')
    expect(past.statusCode).toBe(400)
    expect(past.json().error.fields).toEqual({ start: scheduleMessages.inThePast })
    for (const start of ['2026-12-08T06:30:00.000Z', '2026-12-08T03:45:00.000Z', '2026-12-04T03:30:00.000Z']) {
      const outside = await hold(coachId, start)
      expect(outside.statusCode).toBe(400)
      expect(outside.json().error.fields).toEqual({ start: scheduleMessages.outsideHours })
    }
    expect((await hold(coachId, '2026-12-09T03:30:00.000Z', 45)).json().error.fields).toEqual({
      sessionMinutes: scheduleMessages.outsideHours,
    })
    expect((await hold(partnerId, '2026-12-09T03:30:00.000Z', 60, 'partner')).statusCode).toBe(400)
    expect((await hold(hiddenCoachId, '2026-12-09T03:30:00.000Z')).statusCode).toBe(404)
  })

  it('frees the slot when the hold lapses or is let go', async () => {
    const start = '2026-12-09T03:30:00.000Z'
    const first = (await hold(coachId, start)).json().data
    expect((await hold(coachId, start)).statusCode).toBe(409)
    now = new Date('2026-12-01T00:10:00Z')
    try {
      const second = await hold(coachId, start)
      expect(second.statusCode).toBe(201)
      // The lapsed hold no longer books.
      const lapsed = await book(coachBooking(first.id, 'lapsed@mail.example'))
      expect(lapsed.statusCode).toBe(409)
      expect(lapsed.json().error).toMatchObject({ code: 'SLOT_HOLD_EXPIRED', message: scheduleMessages.holdExpired })
      const release = () => t.app.inject({ method: 'DELETE', url: `/v1/slot-holds/${second.json().data.id}` })
      expect((await release()).statusCode).toBe(204)
      expect((await release()).statusCode).toBe(404)
      expect((await hold(coachId, start)).statusCode).toBe(201)
    } finally {
      now = new Date('2026-12-01T00:00:00Z')
    }
  })

  it('books a publishing provider only from a live hold, at the hold’s time, and gives the time back when declined', async () => {
    const count = async () => (await t.db.select({ id: bookings.id }).from(bookings)).length
    const before = await count()
    const without = await book(coachBooking(undefined, 'nohold@mail.example'))
    expect(without.statusCode).toBe(400)
    expect(without.json().error.fields).toEqual({ slotHoldId: scheduleMessages.chooseSlot })
    const unknown = await book(coachBooking('00000000-0000-4000-8000-000000000000', 'unknown@mail.example'))
    expect(unknown.json().error.fields).toEqual({ slotHoldId: scheduleMessages.chooseSlot })
    expect(await count()).toBe(before)

    const held = (await hold(coachId, '2026-12-10T03:30:00.000Z', 90)).json().data
    const booked = await t.app.inject({
      method: 'POST',
      url: '/v1/booking',
      headers: booker.headers,
      payload: coachBooking(held.id, 'maya@mail.example'),
    })
    expect(booked.statusCode).toBe(201)
    expect(booked.json().data).toMatchObject({
      preferredAt: '2026-12-10T03:30:00.000Z',
      startsAt: '2026-12-10T03:30:00.000Z',
      endsAt: '2026-12-10T05:00:00.000Z',
      timeZone: 'America/New_York',
      providerTimeZone: 'Asia/Kolkata',
      sequence: 0,
    })
    // The hold became the booking: it books once, and its time stays taken after the hold would have lapsed.
    expect((await book(coachBooking(held.id, 'again@mail.example'))).statusCode).toBe(400)
    now = new Date('2026-12-01T01:00:00Z')
    try {
      expect((await hold(coachId, '2026-12-10T03:30:00.000Z', 60)).statusCode).toBe(409)
      const declined = await t.app.inject({
        method: 'PATCH',
        url: `/v1/booking/${booked.json().data.id}`,
        headers: owner.headers,
        payload: { status: 'declined' },
      })
      expect(declined.statusCode).toBe(200)
      expect((await hold(coachId, '2026-12-10T03:30:00.000Z', 60)).statusCode).toBe(201)
    } finally {
      now = new Date('2026-12-01T00:00:00Z')
    }
  })

  it('leaves the request flow of a provider who publishes nothing as it was', async () => {
    const response = await book({
      name: 'Asha Verma',
      email: 'asha.request@mail.example',
      phone: '9845012345',
      whatsappNumber: '9845012345',
      sport: 'Tennis',
      resourceId: partnerId,
    })
    expect(response.statusCode).toBe(201)
    expect(response.json().data).toMatchObject({ startsAt: null, endsAt: null, providerTimeZone: null, sequence: 0 })
  })
})

describe('paid bookings from a slot', () => {
  let paidCoachId: string
  beforeAll(async () => {
    paidCoachId = (await insertCoach(t.db, { feeAmount: 900, feeCurrency: 'INR' })).id
    expect((await put(admin, 'coach', paidCoachId, kolkataHours)).statusCode).toBe(200)
  })

  const paidBooking = (holdId: string, email: string) => ({
    ...coachBooking(holdId, email),
    coachId: paidCoachId,
  })
  const order = (bookingData: object) =>
    t.app.inject({ method: 'POST', url: '/v1/razorpay', payload: { action: 'CreateOrder', bookingData } })
  async function payAndBook(bookingData: object, orderId: string) {
    const proof = (
      await t.app.inject({ method: 'POST', url: '/v1/razorpay/sandbox/pay', payload: { order_id: orderId } })
    ).json()
    return book({
      ...bookingData,
      razorpayOrderId: proof.razorpay_order_id,
      razorpayPaymentId: proof.razorpay_payment_id,
      razorpaySignature: proof.razorpay_signature,
    })
  }
  const at = async (time: string, work: () => Promise<void>) => {
    now = new Date(time)
    try {
      await work()
    } finally {
      now = new Date('2026-12-01T00:00:00Z')
    }
  }

  it('keeps the slot while the booker pays, and books it', async () => {
    const start = '2026-12-14T03:30:00.000Z'
    const held = (await hold(paidCoachId, start)).json().data
    const body = paidBooking(held.id, 'paying.one@mail.example')
    const opened = await order(body)
    expect(opened.statusCode).toBe(200)
    await at('2026-12-01T00:15:00Z', async () => {
      // Past a hold's 10 minutes, the checkout's 30 still keep it.
      expect((await hold(paidCoachId, start)).statusCode).toBe(409)
      const paid = await payAndBook(body, opened.json().data.id)
      expect(paid.statusCode).toBe(201)
      expect(paid.json().data).toMatchObject({ startsAt: start, paymentStatus: 'completed', amountMinor: 90000 })
    })
  })

  it('books a hold that lapsed during the payment while the time is free, and refunds one whose time was taken', async () => {
    const free = '2026-12-15T03:30:00.000Z'
    const lapsed = (await hold(paidCoachId, free)).json().data
    const freeBody = paidBooking(lapsed.id, 'paying.two@mail.example')
    const freeOrder = (await order(freeBody)).json().data

    const taken = '2026-12-15T04:45:00.000Z'
    const lost = (await hold(paidCoachId, taken)).json().data
    const lostBody = paidBooking(lost.id, 'paying.three@mail.example')
    const lostOrder = (await order(lostBody)).json().data

    await at('2026-12-01T00:31:00Z', async () => {
      // Someone else holds the second time once the first booker's hold has lapsed.
      expect((await hold(paidCoachId, taken)).statusCode).toBe(201)
      const booked = await payAndBook(freeBody, freeOrder.id)
      expect(booked.statusCode).toBe(201)
      expect(booked.json().data.startsAt).toBe(free)
      const refused = await payAndBook(lostBody, lostOrder.id)
      expect(refused.statusCode).toBe(409)
      expect(refused.json().error).toEqual({ code: 'SLOT_NOT_OPEN', message: scheduleMessages.paidSlotRefunded })
    })
    const orders = await t.db.execute(
      sql`select status, booking_id from payment_orders where provider_order_id = ${lostOrder.id}`,
    )
    expect((orders as unknown as { rows: unknown[] }).rows).toEqual([{ status: 'refunded', booking_id: null }])
  })

  it('takes no money for a hold that has already lapsed', async () => {
    const held = (await hold(paidCoachId, '2026-12-16T03:30:00.000Z')).json().data
    await at('2026-12-01T00:11:00Z', async () => {
      const refused = await order(paidBooking(held.id, 'paying.four@mail.example'))
      expect(refused.statusCode).toBe(409)
      expect(refused.json().error.code).toBe('SLOT_HOLD_EXPIRED')
    })
  })
})
