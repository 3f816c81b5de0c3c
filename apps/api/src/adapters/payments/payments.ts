import { createHmac, timingSafeEqual } from 'node:crypto'

export type PaymentOrder = { id: string; amount: number; currency: string; receipt: string }
export type Refund = { id: string; amount: number }

/** The request headers of a webhook, as the HTTP layer received them. */
export type WebhookHeaders = Record<string, string | string[] | undefined>

/**
 * A verified webhook in our words: what happened to which order's payment. `eventId` is the
 * provider's id of the delivery (repeats carry the same one), or null when it sent none.
 */
export type PaymentWebhookEvent = {
  eventId: string | null
  kind: 'captured' | 'failed' | 'other'
  orderId: string | null
  paymentId: string | null
  /** What the provider kept of a captured payment (Razorpay's `fee`, its tax included), when it says. */
  fee: { amountMinor: number; currency: string } | null
}

/** The port every payment provider implements: Razorpay in production, the sandbox in the embedded default. */
export interface PaymentsProvider {
  readonly name: 'razorpay' | 'sandbox'
  /** The key id the browser's checkout dialog opens with (public). */
  readonly keyId: string
  /** Where the browser loads the checkout script that defines `window.Razorpay`. */
  readonly checkoutScriptUrl: string
  createOrder(order: {
    amountMinor: number
    currency: string
    receipt: string
    notes: Record<string, string>
  }): Promise<PaymentOrder>
  /** The checkout's success signature: HMAC-SHA256 of "order_id|payment_id" with the key secret. */
  verifyPaymentSignature(proof: { orderId: string; paymentId: string; signature: string }): boolean
  /**
   * Verifies a webhook over its raw body and reads it: null when it is not signed by the provider
   * (or unreadable), so nothing unverified ever reaches the bookings.
   */
  parseWebhook(rawBody: string, headers: WebhookHeaders): PaymentWebhookEvent | null
  /** Refunds a captured payment; the same idempotency key never refunds twice. */
  refund(paymentId: string, amountMinor: number, idempotencyKey: string): Promise<Refund>
}

/** The spec's names of a payment proof in POST /v1/booking (Razorpay's checkout fields), and ours. */
const specProofNames = {
  razorpayOrderId: 'paymentOrderId',
  razorpayPaymentId: 'paymentId',
  razorpaySignature: 'paymentSignature',
} as const

/**
 * A booking request's payment proof under the provider-neutral names: a client that follows the spec
 * sends Razorpay's (razorpayOrderId, razorpayPaymentId, razorpaySignature), still read as before.
 */
export function withNeutralProofNames(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body
  const renamed: Record<string, unknown> = { ...body }
  for (const [spec, neutral] of Object.entries(specProofNames)) {
    if (!(spec in renamed)) continue
    if (!(neutral in renamed)) renamed[neutral] = renamed[spec]
    delete renamed[spec]
  }
  return renamed
}

export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError'
}

export function hmacHex(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('hex')
}

/** Compares signatures in constant time, so timing tells an attacker nothing. */
export function signaturesMatch(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8')
  const b = Buffer.from(received, 'utf8')
  return a.length === b.length && timingSafeEqual(a, b)
}

export function verifyPaymentSignatureWith(
  keySecret: string,
  proof: { orderId: string; paymentId: string; signature: string },
) {
  return signaturesMatch(hmacHex(keySecret, `${proof.orderId}|${proof.paymentId}`), proof.signature)
}

export function verifyWebhookSignatureWith(webhookSecret: string, rawBody: string, signature: string) {
  return signaturesMatch(hmacHex(webhookSecret, rawBody), signature)
}
