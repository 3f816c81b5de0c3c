import {
  type PaymentOrder,
  PaymentProviderError,
  type PaymentsProvider,
  type PaymentWebhookEvent,
  type Refund,
  verifyPaymentSignatureWith,
  verifyWebhookSignatureWith,
  type WebhookHeaders,
} from './payments.ts'

type RazorpayConfig = {
  keyId: string
  keySecret: string
  webhookSecret: string
  /** https://api.razorpay.com in production; a loopback server in tests. */
  apiBaseUrl: string
  checkoutScriptUrl: string
  timeoutMs?: number
}

type RazorpayWebhookBody = {
  event?: unknown
  payload?: { payment?: { entity?: { id?: unknown; order_id?: unknown; fee?: unknown; currency?: unknown } } }
}

const kinds: Record<string, PaymentWebhookEvent['kind']> = {
  'payment.captured': 'captured',
  'order.paid': 'captured',
  'payment.failed': 'failed',
}

const header = (headers: WebhookHeaders, name: string) => {
  const value = headers[name]
  return typeof value === 'string' && value !== '' ? value : null
}
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)

/** A captured payment's `fee` (minor units, GST included) with its `currency`; null when absent or not a count. */
function feeOf(entity: { fee?: unknown; currency?: unknown } | undefined) {
  const currency = text(entity?.currency)
  const fee = entity?.fee
  if (!currency || typeof fee !== 'number' || !Number.isSafeInteger(fee) || fee < 0) return null
  return { amountMinor: fee, currency: currency.toUpperCase() }
}

/**
 * A Razorpay webhook: X-Razorpay-Signature is HMAC-SHA256 of the raw body with the webhook secret,
 * X-Razorpay-Event-Id names the delivery, and the payment sits in payload.payment.entity. The
 * sandbox sends the same, so it reads its webhooks here too.
 */
export function parseRazorpayWebhook(
  webhookSecret: string,
  rawBody: string,
  headers: WebhookHeaders,
): PaymentWebhookEvent | null {
  const signature = header(headers, 'x-razorpay-signature')
  if (!signature || !verifyWebhookSignatureWith(webhookSecret, rawBody, signature)) return null
  let body: RazorpayWebhookBody
  try {
    body = JSON.parse(rawBody) as RazorpayWebhookBody
  } catch {
    return null
  }
  const payment = body.payload?.payment?.entity
  return {
    eventId: header(headers, 'x-razorpay-event-id'),
    kind: (typeof body.event === 'string' && kinds[body.event]) || 'other',
    orderId: text(payment?.order_id),
    paymentId: text(payment?.id),
    fee: feeOf(payment),
  }
}

/** Razorpay's REST API (Orders, Refunds) with Basic auth, and its signature rules. */
export function createRazorpayPayments(config: RazorpayConfig): PaymentsProvider {
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`

  async function call<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
    let response: Response
    try {
      response = await fetch(new URL(path, config.apiBaseUrl), {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
      })
    } catch (error) {
      throw new PaymentProviderError(`Razorpay did not answer: ${(error as Error).message}`)
    }
    const text = await response.text()
    if (!response.ok) {
      let description = text.slice(0, 300)
      try {
        description = (JSON.parse(text) as { error?: { description?: string } }).error?.description ?? description
      } catch {
        // not JSON: keep the start of the text
      }
      throw new PaymentProviderError(`Razorpay answered ${response.status}: ${description}`)
    }
    return JSON.parse(text) as T
  }

  return {
    name: 'razorpay',
    keyId: config.keyId,
    checkoutScriptUrl: config.checkoutScriptUrl,

    async createOrder({ amountMinor, currency, receipt, notes }): Promise<PaymentOrder> {
      const order = await call<{ id: string; amount: number; currency: string; receipt: string }>('/v1/orders', {
        amount: amountMinor,
        currency,
        receipt,
        notes,
      })
      return { id: order.id, amount: order.amount, currency: order.currency, receipt: order.receipt }
    },

    verifyPaymentSignature: (proof) => verifyPaymentSignatureWith(config.keySecret, proof),
    parseWebhook: (rawBody, headers) => parseRazorpayWebhook(config.webhookSecret, rawBody, headers),

    async refund(paymentId, amountMinor, idempotencyKey): Promise<Refund> {
      const refund = await call<{ id: string; amount: number }>(
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: amountMinor, speed: 'normal' },
        { 'x-refund-idempotency': idempotencyKey },
      )
      return { id: refund.id, amount: refund.amount }
    },
  }
}
