import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hmacHex } from '../../adapters/payments/payments.ts'
import { bookings, paymentOrders } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/app.ts'
import { insertPartner } from '../../test/fixtures.ts'

// These tests run the app on the Razorpay adapter (keys configured) with a webhook secret they know,
// so they can sign webhook bodies as Razorpay would. No order is created at Razorpay: the order rows
// are written directly, as createOrder would have.
let t: Awaited<ReturnType<typeof createTestApp>>
let partnerId: string
const webhookSecret = 'test-webhook-secret'
const keySecret = 'test-key-secret'

beforeAll(async () => {
  t = await createTestApp({
    RAZORPAY_KEY_ID: 'rzp_test_key',
    RAZORPAY_KEY_SECRET: keySecret,
    RAZORPAY_WEBHOOK_SECRET: webhookSecret,
    RAZORPAY_API_URL: 'http://127.0.0.1:9', // never called here
  })
  partnerId = (await insertPartner(t.db, { firstName: 'Webhook', lastName: 'Partner', feeAmount: 290 })).id
})
afterAll(() => t.close())

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
  return { orderId, paymentId: `pay_test${counter}` }
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

const bookingsFor = (orderId: string) => t.db.select().from(bookings).where(eq(bookings.razorpayOrderId, orderId))

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
      razorpayPaymentId: paymentId,
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
