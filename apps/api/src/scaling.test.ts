import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hmacHex } from './adapters/payments/payments.ts'
import { bookings, paymentOrders, schedules, slotClaims } from './db/schema/index.ts'
import { startApiServers } from './test/api-servers.ts'
import { createTestDatabase } from './test/database.ts'
import { insertCoach, insertPartner } from './test/fixtures.ts'

// Two API processes on one PostgreSQL database (the way Rally scales out): the invariants
// that money and trust depend on must hold across processes, not only inside one.
// PGlite lives inside one process, so this runs where a server is configured (CI's second run).
const onServer = Boolean(process.env.DATABASE_URL)
const webhookSecret = 'scaling-webhook-secret'
const keySecret = 'scaling-key-secret'

let database: Awaited<ReturnType<typeof createTestDatabase>>
let ports: number[] = []
let stopServers = async () => {}

describe.runIf(onServer)('two API processes on one database', () => {
  beforeAll(async () => {
    database = await createTestDatabase()
    ;({ ports, stop: stopServers } = await startApiServers(2, {
      databaseUrl: database.url as string,
      env: {
        // Races of 20 requests from one address on purpose: the database must hold, not a limit.
        RATE_LIMITS: 'false',
        RAZORPAY_KEY_ID: 'rzp_test_scaling',
        RAZORPAY_KEY_SECRET: keySecret,
        RAZORPAY_WEBHOOK_SECRET: webhookSecret,
        RAZORPAY_API_URL: 'http://127.0.0.1:9',
      },
    }))
  }, 120_000)

  afterAll(async () => {
    await stopServers()
    await database?.close()
  })

  const post = (index: number, url: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${ports[index % 2]}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    })

  it('keeps one open request per guest when 20 submissions race across both processes', async () => {
    const partner = await insertPartner(database.db, { feeAmount: 290 })
    const body = JSON.stringify({
      name: 'Racing Guest',
      phone: '9845012345',
      whatsappNumber: '9845012345',
      email: 'racing.guest@mail.example',
      sport: 'Tennis',
      resourceId: partner.id,
    })
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => post(index, '/v1/booking', body)))
    const codes = answers.map((answer) => answer.status)
    expect(codes.filter((code) => code === 201)).toHaveLength(1)
    expect(codes.filter((code) => code === 409)).toHaveLength(19)
  })

  it('makes one booking of one payment when both processes hear of it at once', async () => {
    const partner = await insertPartner(database.db, { feeAmount: 290 })
    const orderId = 'order_scaling1'
    const paymentId = 'pay_scaling1'
    await database.db.insert(paymentOrders).values({
      provider: 'razorpay',
      providerOrderId: orderId,
      amountMinor: 29000,
      currency: 'INR',
      receipt: 'scaling',
      bookingData: {
        name: 'Paying Guest',
        phone: '9845012345',
        whatsappNumber: '9845012345',
        email: 'paying.guest@mail.example',
        sport: 'Tennis',
        bookingType: 'player',
        resourceId: partner.id,
      },
    })
    const event = (eventId: string) => {
      const body = JSON.stringify({
        entity: 'event',
        event: 'payment.captured',
        payload: { payment: { entity: { id: paymentId, order_id: orderId, amount: 29000 } } },
      })
      return { body, headers: { 'x-razorpay-signature': hmacHex(webhookSecret, body), 'x-razorpay-event-id': eventId } }
    }
    const browser = JSON.stringify({
      name: 'Paying Guest',
      phone: '9845012345',
      whatsappNumber: '9845012345',
      email: 'paying.guest@mail.example',
      sport: 'Tennis',
      resourceId: partner.id,
      razorpayOrderId: orderId,
      razorpayPaymentId: paymentId,
      razorpaySignature: hmacHex(keySecret, `${orderId}|${paymentId}`),
    })
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, (_, index) => {
        const { body, headers } = event(`evt_scaling_${index % 3}`)
        return post(index, '/v1/razorpay/webhook', body, headers)
      }),
      ...Array.from({ length: 4 }, (_, index) => post(index, '/v1/booking', browser)),
    ])
    expect(answers.every((answer) => answer.status < 300)).toBe(true)
    const rows = await database.db.select().from(bookings).where(eq(bookings.paymentOrderId, orderId))
    expect(rows).toHaveLength(1)
    expect(rows[0]?.paymentStatus).toBe('completed')
  })

  it('gives one slot to one of 50 bookers racing for it across both processes, and makes one booking of it', async () => {
    const coach = await insertCoach(database.db, { feeAmount: null })
    const allDay = [{ start: '00:00', end: '24:00' }]
    await database.db.insert(schedules).values({
      bookableKind: 'coach',
      bookableId: coach.id,
      timeZone: 'Asia/Kolkata',
      weekly: { '1': allDay, '2': allDay, '3': allDay, '4': allDay, '5': allDay, '6': allDay, '7': allDay },
      sessionMinutes: [60],
      minimumNoticeMinutes: 60,
    })
    const open = await fetch(`http://127.0.0.1:${ports[0]}/v1/schedules/coach/${coach.id}/slots?days=3`)
    const { days } = ((await open.json()) as { data: { days: { slots: { start: string }[] }[] } }).data
    const start = days.flatMap((day) => day.slots)[0]?.start as string

    const attempt = async (index: number) => {
      const held = await post(
        index,
        '/v1/slot-holds',
        JSON.stringify({ kind: 'coach', id: coach.id, start, sessionMinutes: 60 }),
      )
      const answer = (await held.json()) as { data: { id: string }; error: { code: string } }
      if (held.status !== 201) return { hold: held.status, code: answer.error.code }
      const { id } = answer.data
      const booked = await post(
        index + 1,
        '/v1/booking',
        JSON.stringify({
          bookingType: 'coach',
          name: `Racing Booker ${index}`,
          email: `racing.booker.${index}@mail.example`,
          phoneNumber: '9845012345',
          whatsappNumber: '9845012345',
          preferredDate: start.slice(0, 10),
          coachId: coach.id,
          coachName: 'Test Coach',
          slotHoldId: id,
        }),
      )
      return { hold: held.status, booking: booked.status }
    }
    const results = await Promise.all(Array.from({ length: 50 }, (_, index) => attempt(index)))
    expect(results.filter((result) => result.hold === 201)).toEqual([{ hold: 201, booking: 201 }])
    expect(results.filter((result) => result.hold === 409 && result.code === 'SLOT_NOT_OPEN')).toHaveLength(49)
    const booked = await database.db.select().from(bookings).where(eq(bookings.resourceId, coach.id))
    expect(booked.map((booking) => booking.preferredAt?.toISOString())).toEqual([start])
    const claims = await database.db.select().from(slotClaims).where(eq(slotClaims.bookableId, coach.id))
    expect(claims.map((claim) => [claim.purpose, claim.bookingId])).toEqual([['booking', booked[0]?.id]])
  })
})
