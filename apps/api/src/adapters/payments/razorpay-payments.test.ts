import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
// The official SDK's own checks, to prove our signatures are the ones Razorpay computes.
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hmacHex, PaymentProviderError } from './payments.ts'
import { createRazorpayPayments } from './razorpay-payments.ts'
import { createSandboxPayments } from './sandbox-payments.ts'

const keyId = 'rzp_test_1DP5mmOlF5G5ag'
const keySecret = 'thisisasecret'
const webhookSecret = 'webhook-secret'
type Seen = { method?: string; url?: string; headers: IncomingMessage['headers']; body: Record<string, unknown> }
const seen: Seen[] = []
const refundsByKey = new Map<string, { id: string; amount: number }>()
let server: Server
let baseUrl: string

// A loopback server answering like Razorpay's Orders and Refunds API.
beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk) => {
      raw += chunk
    })
    request.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {}
      seen.push({ method: request.method, url: request.url, headers: request.headers, body })
      const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`
      const reply = (status: number, payload: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload))
      if (request.headers.authorization !== expectedAuth) {
        return reply(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } })
      }
      if (request.method === 'POST' && request.url === '/v1/orders') {
        if (typeof body.amount !== 'number' || body.amount < 100) {
          return reply(400, {
            error: { code: 'BAD_REQUEST_ERROR', description: 'The amount must be atleast INR 1.00' },
          })
        }
        return reply(200, {
          id: `order_${seen.length}ABCDEFG`,
          entity: 'order',
          amount: body.amount,
          amount_paid: 0,
          currency: body.currency,
          receipt: body.receipt,
          status: 'created',
          notes: body.notes,
          created_at: 1_700_000_000,
        })
      }
      const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(request.url ?? '')
      if (request.method === 'POST' && refund) {
        const key = request.headers['x-refund-idempotency'] as string
        const existing = refundsByKey.get(key) ?? {
          id: `rfnd_${refundsByKey.size + 1}XYZ`,
          amount: body.amount as number,
        }
        refundsByKey.set(key, existing)
        return reply(200, {
          ...existing,
          entity: 'refund',
          payment_id: refund[1],
          currency: 'INR',
          status: 'processed',
        })
      }
      reply(404, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' },
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

const provider = () =>
  createRazorpayPayments({
    keyId,
    keySecret,
    webhookSecret,
    apiBaseUrl: baseUrl,
    checkoutScriptUrl: 'https://checkout.example/v1/checkout.js',
  })

describe('the Razorpay adapter against a loopback Razorpay', () => {
  it('creates an order with Basic auth, the amount in paise, the receipt and notes', async () => {
    const order = await provider().createOrder({
      amountMinor: 29000,
      currency: 'INR',
      receipt: 'rcpt_1',
      notes: { sport: 'Tennis' },
    })
    expect(order).toMatchObject({ amount: 29000, currency: 'INR', receipt: 'rcpt_1' })
    expect(order.id).toMatch(/^order_/)
    expect(seen.at(-1)?.body).toEqual({ amount: 29000, currency: 'INR', receipt: 'rcpt_1', notes: { sport: 'Tennis' } })
  })

  it("turns Razorpay's error answers into a PaymentProviderError with its description", async () => {
    await expect(provider().createOrder({ amountMinor: 50, currency: 'INR', receipt: 'r', notes: {} })).rejects.toThrow(
      /The amount must be atleast INR 1.00/,
    )
    const wrongKey = createRazorpayPayments({
      keyId,
      keySecret: 'nope',
      webhookSecret,
      apiBaseUrl: baseUrl,
      checkoutScriptUrl: '',
    })
    await expect(
      wrongKey.createOrder({ amountMinor: 29000, currency: 'INR', receipt: 'r', notes: {} }),
    ).rejects.toBeInstanceOf(PaymentProviderError)
  })

  it('refunds with an idempotency key: a retry returns the same refund', async () => {
    const first = await provider().refund('pay_ABC123', 29000, 'refund-booking-1')
    const retry = await provider().refund('pay_ABC123', 29000, 'refund-booking-1')
    expect(retry).toEqual(first)
    expect(seen.at(-1)?.headers['x-refund-idempotency']).toBe('refund-booking-1')
    expect(seen.at(-1)?.body).toEqual({ amount: 29000, speed: 'normal' })
  })

  it('verifies checkout signatures exactly as the official SDK does', () => {
    const orderId = 'order_IluGWxBm9U8zJ8'
    const paymentId = 'pay_IluGWxBm9U8zJ9'
    const signature = hmacHex(keySecret, `${orderId}|${paymentId}`)
    expect(validatePaymentVerification({ order_id: orderId, payment_id: paymentId }, signature, keySecret)).toBe(true)
    expect(provider().verifyPaymentSignature({ orderId, paymentId, signature })).toBe(true)
    expect(provider().verifyPaymentSignature({ orderId, paymentId: 'pay_other', signature })).toBe(false)
    expect(provider().verifyPaymentSignature({ orderId, paymentId, signature: signature.slice(0, -1) })).toBe(false)
  })

  it('verifies webhook signatures over the raw body exactly as the official SDK does', () => {
    const body = '{"entity":"event","event":"payment.captured","payload":{}}'
    const signature = hmacHex(webhookSecret, body)
    expect(validateWebhookSignature(body, signature, webhookSecret)).toBe(true)
    expect(provider().parseWebhook(body, { 'x-razorpay-signature': signature })).not.toBeNull()
    // The same JSON with other spacing is other bytes: the signature no longer holds.
    expect(provider().parseWebhook(body.replace(':', ': '), { 'x-razorpay-signature': signature })).toBeNull()
  })
})

describe('reading a webhook into our words', () => {
  const paymentEvent = (event: string) =>
    JSON.stringify({
      entity: 'event',
      event,
      payload: { payment: { entity: { id: 'pay_IluGWxBm9U8zJ9', order_id: 'order_IluGWxBm9U8zJ8', amount: 29000 } } },
    })
  const signed = (body: string, eventId?: string) => ({
    'x-razorpay-signature': hmacHex(webhookSecret, body),
    ...(eventId && { 'x-razorpay-event-id': eventId }),
  })

  it('turns a captured payment, a paid order and a failure into captured, captured and failed', () => {
    for (const [event, kind] of [
      ['payment.captured', 'captured'],
      ['order.paid', 'captured'],
      ['payment.failed', 'failed'],
      ['refund.processed', 'other'],
    ] as const) {
      const body = paymentEvent(event)
      expect(provider().parseWebhook(body, signed(body, 'evt_1'))).toEqual({
        eventId: 'evt_1',
        kind,
        orderId: 'order_IluGWxBm9U8zJ8',
        paymentId: 'pay_IluGWxBm9U8zJ9',
        fee: null,
      })
    }
  })

  it('reads the fee Razorpay kept of a captured payment, its tax included', () => {
    // Razorpay's payment entity: fee and tax in paise, fee including the 18 % GST on it.
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: { id: 'pay_2', order_id: 'order_2', amount: 29000, currency: 'INR', fee: 684, tax: 104 },
        },
      },
    })
    expect(provider().parseWebhook(body, signed(body))?.fee).toEqual({ amountMinor: 684, currency: 'INR' })
    const noFee = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_3', currency: 'INR', fee: null } } },
    })
    expect(provider().parseWebhook(noFee, signed(noFee))?.fee).toBeNull()
  })

  it('reads an event without a payment or an event id as nulls, not as an error', () => {
    const body = '{"entity":"event","event":"payment.captured","payload":{}}'
    expect(provider().parseWebhook(body, signed(body))).toEqual({
      eventId: null,
      kind: 'captured',
      orderId: null,
      paymentId: null,
      fee: null,
    })
  })

  it('refuses an unsigned body, a signature by another secret, and a signed body that is not JSON', () => {
    const body = paymentEvent('payment.captured')
    expect(provider().parseWebhook(body, {})).toBeNull()
    expect(provider().parseWebhook(body, { 'x-razorpay-signature': hmacHex('another-secret', body) })).toBeNull()
    expect(provider().parseWebhook('not json', signed('not json'))).toBeNull()
  })

  it('reads the sandbox’s webhooks the same way', () => {
    const sandbox = createSandboxPayments()
    const { body, headers } = sandbox.webhook(
      'payment.failed',
      { id: 'order_1', amount: 29000, currency: 'INR' },
      'pay_1',
    )
    expect(sandbox.parseWebhook(body, headers)).toEqual({
      eventId: headers['x-razorpay-event-id'],
      kind: 'failed',
      orderId: 'order_1',
      paymentId: 'pay_1',
      fee: null,
    })
    expect(provider().parseWebhook(body, headers)).toBeNull()
  })

  it('reports on a sandbox capture the fee Razorpay would keep: 2 % plus 18 % GST on it, rounded', () => {
    const sandbox = createSandboxPayments()
    const { body, headers } = sandbox.webhook(
      'payment.captured',
      { id: 'order_1', amount: 29000, currency: 'INR' },
      'pay_1',
    )
    // 2 % of ₹290.00 is ₹5.80; 18 % GST on it ₹1.04 (104.4 paise, rounded); ₹6.84 in all.
    expect(sandbox.parseWebhook(body, headers)?.fee).toEqual({ amountMinor: 684, currency: 'INR' })
    expect(JSON.parse(body).payload.payment.entity).toMatchObject({ fee: 684, tax: 104 })
  })
})
