import { randomBytes } from 'node:crypto'
import { hmacHex, type PaymentOrder, type PaymentsProvider, verifyPaymentSignatureWith } from './payments.ts'
import { parseRazorpayWebhook } from './razorpay-payments.ts'

/**
 * Razorpay's standard fee on a payment as its webhook reports it: 2 % of the amount, plus 18 % GST on
 * that fee, each rounded to the minor unit; `fee` includes the tax.
 */
export function standardRazorpayFee(amountMinor: number): { fee: number; tax: number } {
  const base = Math.round(amountMinor * 0.02)
  const tax = Math.round(base * 0.18)
  return { fee: base + tax, tax }
}

const id = (prefix: string) => `${prefix}_sandbox${randomBytes(7).toString('hex')}`

/**
 * The embedded default's payment provider. It behaves like Razorpay from the
 * API's side (orders, signatures, webhooks, refunds) with local secrets, and
 * serves a checkout script defining the same `Razorpay` constructor, so the
 * browser's code path is the production one. No money moves.
 */
export function createSandboxPayments({ secret = randomBytes(24).toString('hex') }: { secret?: string } = {}) {
  const keySecret = `${secret}-key`
  const webhookSecret = `${secret}-webhook`
  const refunds = new Map<string, { id: string; amount: number }>()
  const captureListeners: Array<(payment: { id: string; amountMinor: number; currency: string }) => void> = []

  const provider: PaymentsProvider & {
    /**
     * What the sandbox dialog's Pay button does: capture (Razorpay's Route can transfer from the payment from
     * then on, before any webhook), then sign as Razorpay's checkout would.
     */
    pay(order: { id: string; amount: number; currency: string }): {
      razorpay_order_id: string
      razorpay_payment_id: string
      razorpay_signature: string
    }
    /** A webhook body and headers for a payment event, as Razorpay would send them. */
    webhook(
      event: 'payment.captured' | 'payment.failed',
      order: { id: string; amount: number; currency: string },
      paymentId: string,
    ): { body: string; headers: Record<string, string> }
    newPaymentId(): string
    /** Tells `listener` of every payment the sandbox captures (the Route twin transfers only from those). */
    onCapture(listener: (payment: { id: string; amountMinor: number; currency: string }) => void): void
  } = {
    name: 'sandbox',
    keyId: 'rzp_test_sandbox',
    checkoutScriptUrl: '/v1/razorpay/sandbox/checkout.js',

    async createOrder({ amountMinor, currency, receipt }): Promise<PaymentOrder> {
      return { id: id('order'), amount: amountMinor, currency, receipt }
    },

    verifyPaymentSignature: (proof) => verifyPaymentSignatureWith(keySecret, proof),
    parseWebhook: (rawBody, headers) => parseRazorpayWebhook(webhookSecret, rawBody, headers),

    async refund(paymentId, amountMinor, idempotencyKey) {
      const existing = refunds.get(idempotencyKey)
      if (existing) return existing
      const refund = { id: id('rfnd'), amount: amountMinor, paymentId }
      refunds.set(idempotencyKey, refund)
      return refund
    },

    pay(order) {
      const paymentId = id('pay')
      // Captured now: the booking this payment makes may ask Route for its transfer at once (before the
      // webhook, sent later), and the Route twin must know the payment then, as Razorpay does.
      for (const listener of captureListeners) {
        listener({ id: paymentId, amountMinor: order.amount, currency: order.currency })
      }
      return {
        razorpay_order_id: order.id,
        razorpay_payment_id: paymentId,
        razorpay_signature: hmacHex(keySecret, `${order.id}|${paymentId}`),
      }
    },

    webhook(event, order, paymentId) {
      if (event === 'payment.captured') {
        // A payment captured outside the dialog (the tests' webhooks): the twin learns of it here.
        for (const listener of captureListeners) {
          listener({ id: paymentId, amountMinor: order.amount, currency: order.currency })
        }
      }
      const eventId = id('evt')
      const body = JSON.stringify({
        entity: 'event',
        event,
        payload: {
          payment: {
            entity: {
              id: paymentId,
              order_id: order.id,
              amount: order.amount,
              currency: order.currency,
              status: event === 'payment.captured' ? 'captured' : 'failed',
              ...(event === 'payment.captured' ? standardRazorpayFee(order.amount) : { fee: null, tax: null }),
            },
          },
        },
        created_at: Math.floor(Date.now() / 1000),
      })
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': hmacHex(webhookSecret, body),
          'x-razorpay-event-id': eventId,
        },
      }
    },

    newPaymentId: () => id('pay'),
    onCapture: (listener) => {
      captureListeners.push(listener)
    },
  }
  return provider
}

export type SandboxPayments = ReturnType<typeof createSandboxPayments>
