import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hmacHex } from '../../adapters/payments/payments.ts'
import { bookings, paymentOrders } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/app.ts'
import { insertBooking, insertPartner } from '../../test/fixtures.ts'

// These tests run the app on the Razorpay adapter (keys configured) with a webhook secret they know,
// so they can sign webhook bodies as Razorpay would. No order is created at Razorpay: the order rows
// are written directly, as createOrder would have. Refunds go to a loopback Razorpay.
let t: Awaited<ReturnType<typeof createTestApp>>
let partnerId: string
let razorpay: Server
const webhookSecret = 'test-webhook-secret'
const keySecret = 'test-key-secret'
const refundsSeen: { paymentId: string; amount: number; key: string }[] = []

beforeAll(async () => {
  razorpay = createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk) => {
      raw += chunk
    })
    request.on('end', () => {
      const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(request.url ?? '')
      if (request.method !== 'POST' || !refund?.[1]) return response.writeHead(404).end()
      const key = request.headers['x-refund-idempotency'] as string
      const { amount } = JSON.parse(raw) as { amount: number }
      refundsSeen.push({ paymentId: refund[1], amount, key })
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ id: `rfnd_${key}`, entity: 'refund', amount, payment_id: refund[1] }))
    })
  })
  await new Promise<void>((resolve) => razorpay.listen(0, '127.0.0.1', resolve))
  t = await createTestApp({
    RAZORPAY_KEY_ID: 'rzp_test_key',
    RAZORPAY_KEY_SECRET: keySecret,
    RAZORPAY_WEBHOOK_SECRET: webhookSecret,
    RAZORPAY_API_URL: `http://127.0.0.1:${(razorpay.address() as AddressInfo).port}`,
  })
  partnerId = (await insertPartner(t.db, { firstName: 'Webhook', lastName: 'Partner', feeAmount: 290 })).id
})
afterAll(async () => {
  await t.close()
  await new Promise((resolve) => razorpay.close(resolve))
})

let counter = 0
async function paidOrder() {
  const orderId = `order_test${++counter}`
  await t.db.insert(paymentOrders).values({
    provider: 'razorpay',
    providerOrderId: orderId,
    amountMinor: 29000,
    currency: 'INR',
    receipt: `r${counter}`,
    bookingData: {
      name: 'Closed Browser',
      phone: '9845012345',
      whatsappNumber: '9845012345',
      email: `closed.${counter}@mail.example`,
      sport: 'Tennis',
      bookingType: 'player',
      resourceId: partnerId,
      language: 'en',
    },
  })
  return { orderId, paymentId: `pay_test${counter}`, email: `closed.${counter}@mail.example` }
}

function webhook(event: string, orderId: string, paymentId: string, eventId: string, secret = webhookSecret) {
  const body = JSON.stringify({
    entity: 'event',
    event,
    payload: { payment: { entity: { id: paymentId, order_id: orderId, amount: 29000 } } },
  })
  return t.app.inject({
    method: 'POST',
    url: '/v1/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacHex(secret, body),
      'x-razorpay-event-id': eventId,
    },
    payload: body,
  })
}

const bookingsFor = (orderId: string) => t.db.select().from(bookings).where(eq(bookings.paymentOrderId, orderId))

describe('the page policy with Razorpay on', () => {
  it("lets the browser load Razorpay's checkout script and frames, and no sandbox", async () => {
    const response = await t.app.inject({ url: '/v1/site-config' })
    const csp = response.headers['content-security-policy'] as string
    expect(csp).toContain('https://checkout.razorpay.com')
    expect(csp).toMatch(/frame-src 'self' https:\/\/checkout\.razorpay\.com https:\/\/api\.razorpay\.com/)
    expect((await t.app.inject({ url: '/v1/razorpay/sandbox/checkout.js' })).statusCode).toBe(404)
  })
})

describe('POST /v1/razorpay/webhook', () => {
  it('completes a payment whose browser died: the booking is created, paid', async () => {
    const { orderId, paymentId } = await paidOrder()
    const response = await webhook('payment.captured', orderId, paymentId, 'evt_1')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ handled: 'booking-created' })
    const [booking] = await bookingsFor(orderId)
    expect(booking).toMatchObject({
      paymentStatus: 'completed',
      status: 'pending',
      amountMinor: 29000,
      paymentId: paymentId,
    })
  })

  it('creates one booking from a repeated webhook, and from the browser reporting the same payment', async () => {
    const { orderId, paymentId } = await paidOrder()
    await webhook('payment.captured', orderId, paymentId, 'evt_2')
    const repeat = await webhook('payment.captured', orderId, paymentId, 'evt_2')
    expect(repeat.json()).toEqual({ handled: 'duplicate' })
    const otherEvent = await webhook('order.paid', orderId, paymentId, 'evt_3')
    expect(otherEvent.json()).toEqual({ handled: 'already-booked' })
    const browser = await t.app.inject({
      method: 'POST',
      url: '/v1/booking',
      payload: {
        name: 'Closed Browser',
        phone: '9845012345',
        whatsappNumber: '9845012345',
        email: 'closed@mail.example',
        sport: 'Tennis',
        resourceId: partnerId,
        razorpayOrderId: orderId,
        razorpayPaymentId: paymentId,
        razorpaySignature: hmacHex(keySecret, `${orderId}|${paymentId}`),
      },
    })
    expect(browser.statusCode).toBe(200)
    expect(await bookingsFor(orderId)).toHaveLength(1)
  })

  it('ends captured when payment.failed is followed by payment.captured, and never the other way', async () => {
    const { orderId, paymentId } = await paidOrder()
    await webhook('payment.failed', orderId, 'pay_failedattempt', 'evt_4')
    let [order] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, orderId))
    expect(order?.status).toBe('failed')
    await webhook('payment.captured', orderId, paymentId, 'evt_5')
    await webhook('payment.failed', orderId, paymentId, 'evt_6')
    ;[order] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, orderId))
    expect(order?.status).toBe('paid')
    expect(await bookingsFor(orderId)).toHaveLength(1)
  })

  it('refunds a captured payment whose booker already has an open request, once however often it is sent', async () => {
    const { orderId, paymentId, email } = await paidOrder()
    await insertBooking(t.db, { resourceId: partnerId, email })
    refundsSeen.length = 0
    const first = await webhook('payment.captured', orderId, paymentId, 'evt_8')
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ handled: 'refunded' })
    const again = await webhook('order.paid', orderId, paymentId, 'evt_9')
    expect(again.json()).toEqual({ handled: 'refunded' })
    expect(await bookingsFor(orderId)).toHaveLength(0)
    const [refunded] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, orderId))
    expect(refunded?.status).toBe('refunded')
    // Both deliveries asked Razorpay with one idempotency key: the payment is refunded once.
    expect(refundsSeen).toEqual([
      { paymentId, amount: 29000, key: `refund-order-${orderId}` },
      { paymentId, amount: 29000, key: `refund-order-${orderId}` },
    ])
  })

  it('refuses a forged signature and creates nothing', async () => {
    const { orderId, paymentId } = await paidOrder()
    const forged = await webhook('payment.captured', orderId, paymentId, 'evt_7', 'not-the-secret')
    expect(forged.statusCode).toBe(401)
    expect(await bookingsFor(orderId)).toHaveLength(0)
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/v1/razorpay/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{"event":"payment.captured"}',
    })
    expect(unsigned.statusCode).toBe(401)
  })
})
