import { verifyWebhookSignatureWith, type WebhookHeaders } from '../payments/payments.ts'
import {
  type LinkedAccount,
  PayoutProviderError,
  type PayoutRefusal,
  type PayoutsProvider,
  type PayoutWebhookEvent,
  type RouteActivation,
  type RouteTransfer,
} from './payouts.ts'

export type RazorpayRouteConfig = {
  keyId: string
  keySecret: string
  webhookSecret: string
  /** https://api.razorpay.com in production; the loopback twin in the embedded default and in tests. */
  apiBaseUrl: string
  timeoutMs?: number
  /** 'sandbox' when it speaks to the loopback twin (the embedded default). */
  name?: 'razorpay' | 'sandbox'
}

/** Razorpay's transfer entity, the fields Rally reads. */
export type RazorpayTransferEntity = {
  id: string
  entity: 'transfer'
  status: RouteTransfer['status']
  source: string
  recipient: string
  amount: number
  currency: string
  amount_reversed: number
  notes: Record<string, string> | []
  on_hold: boolean
  on_hold_until: number | null
  recipient_settlement_id: string | null
  created_at: number
  processed_at: number | null
}

/** Razorpay's Route product configuration entity, the fields Rally reads. */
export type RazorpayProductEntity = {
  id: string
  account_id: string
  product_name: 'route'
  activation_status: RouteActivation
  requirements: Array<{ field_reference: string; resolution_url: string; reason_code: string; status: string }>
  tnc_accepted: boolean
  requested_at: number
}

const routeKinds: ReadonlyArray<PayoutWebhookEvent['kind']> = [
  'transfer.processed',
  'transfer.failed',
  'transfer.reversed',
  'settlement.processed',
  'product.route.activated',
  'product.route.needs_clarification',
  'product.route.under_review',
]

const header = (headers: WebhookHeaders, name: string) => {
  const value = headers[name]
  return typeof value === 'string' && value !== '' ? value : null
}
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)

type RouteWebhookBody = {
  event?: unknown
  account_id?: unknown
  created_at?: unknown
  payload?: Record<string, { entity?: Record<string, unknown> } | undefined>
}

/**
 * A Route webhook (transfer.*, settlement.processed, product.route.*): X-Razorpay-Signature is HMAC-SHA256 of the
 * raw body with the webhook secret (the same secret as the payment events), X-Razorpay-Event-Id names the
 * delivery. Null when unsigned or unreadable, so nothing unverified reaches the payouts.
 */
export function parseRouteWebhook(
  webhookSecret: string,
  rawBody: string,
  headers: WebhookHeaders,
): PayoutWebhookEvent | null {
  const signature = header(headers, 'x-razorpay-signature')
  if (!signature || !verifyWebhookSignatureWith(webhookSecret, rawBody, signature)) return null
  let body: RouteWebhookBody
  try {
    body = JSON.parse(rawBody) as RouteWebhookBody
  } catch {
    return null
  }
  if (typeof body !== 'object' || body === null) return null
  const payload = body.payload ?? {}
  const kind = routeKinds.find((k) => k === body.event) ?? 'other'
  const createdAt = typeof body.created_at === 'number' ? body.created_at * 1000 : Date.now()
  return {
    eventId: header(headers, 'x-razorpay-event-id'),
    kind,
    transferId: text(payload.transfer?.entity?.id),
    accountId:
      text(payload.settlement?.entity?.account_id) ??
      text(payload.merchant_product?.entity?.account_id) ??
      text(body.account_id),
    settlementId: text(payload.settlement?.entity?.id),
    occurredAt: new Date(createdAt),
  }
}

const unix = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : null)

export function toRouteTransfer(entity: RazorpayTransferEntity): RouteTransfer {
  return {
    transferId: entity.id,
    paymentId: entity.source,
    accountId: entity.recipient,
    amountMinor: entity.amount,
    currency: entity.currency,
    onHold: entity.on_hold,
    onHoldUntil: entity.on_hold_until ? new Date(entity.on_hold_until * 1000) : null,
    status: entity.status,
    // Razorpay sends an empty array for no notes.
    notes: Array.isArray(entity.notes) ? {} : entity.notes,
  }
}

function toLinkedAccount(accountId: string, product: RazorpayProductEntity): LinkedAccount {
  return {
    accountId,
    productId: product.id,
    activation: product.activation_status,
    requirements: (product.requirements ?? []).map((r) => ({
      fieldReference: r.field_reference,
      reasonCode: r.reason_code,
      status: r.status,
    })),
  }
}

/**
 * Razorpay Route over its REST API with HTTP Basic (key id and secret): linked accounts (v2 accounts,
 * stakeholders, the route product and its settlement details) and transfers from captured payments with a
 * settlement hold, their hold changes and reversals (v1). A refusal is Razorpay's error envelope read into a
 * PayoutProviderError (status, code, description); no answer is a 503 of code 'ROUTE_UNREACHABLE'.
 */
/**
 * Route's refusals the product acts on, known by Razorpay's descriptions (its error code is BAD_REQUEST_ERROR for
 * all of them); the twin answers each in the same words.
 */
export function routeRefusal(description: string): PayoutRefusal | null {
  const said = description.toLowerCase()
  if (said.includes('same reference id already exists')) return 'duplicate_reference'
  if (said.includes('linked account is not activated')) return 'account_not_activated'
  if (said.includes('greater than the captured amount')) return 'amount_exceeds_captured'
  if (said.includes('reversal amount exceeds')) return 'reversal_exceeds_transfer'
  return null
}

export function createRazorpayRoute(config: RazorpayRouteConfig): PayoutsProvider {
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`

  async function call<T>(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<T> {
    let response: Response
    try {
      response = await fetch(new URL(path, config.apiBaseUrl), {
        method,
        headers: { authorization, ...(body !== undefined && { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
      })
    } catch (error) {
      throw new PayoutProviderError(503, 'ROUTE_UNREACHABLE', `Razorpay did not answer: ${(error as Error).message}`)
    }
    const raw = await response.text()
    if (!response.ok) {
      let code = 'SERVER_ERROR'
      let description = raw.slice(0, 300)
      let field: string | null = null
      try {
        const envelope = (JSON.parse(raw) as { error?: { code?: unknown; description?: unknown; field?: unknown } })
          .error
        code = text(envelope?.code) ?? code
        description = text(envelope?.description) ?? description
        field = text(envelope?.field) ?? null
      } catch {
        // not JSON: keep the start of the text
      }
      throw new PayoutProviderError(
        response.status,
        code,
        `Razorpay answered ${response.status}: ${description}`,
        response.status === 400 ? routeRefusal(description) : null,
        field,
      )
    }
    try {
      return JSON.parse(raw) as T
    } catch {
      throw new PayoutProviderError(502, 'SERVER_ERROR', 'Razorpay answered with something other than JSON')
    }
  }
  const id = (value: string) => encodeURIComponent(value)

  return {
    name: config.name ?? 'razorpay',

    async openLinkedAccount(input, progress = {}) {
      const details = {
        email: input.email,
        phone: input.phone,
        legal_business_name: input.legalName,
        contact_name: input.legalName,
        profile: {
          category: 'education',
          subcategory: 'coaching',
          addresses: {
            registered: {
              street1: input.address.street,
              city: input.address.city,
              state: input.address.state,
              postal_code: input.address.postalCode,
              country: input.address.country,
            },
          },
        },
        ...(input.pan && { legal_info: { pan: input.pan } }),
      }
      let accountId = progress.accountId
      if (accountId) {
        await call('PATCH', `/v2/accounts/${id(accountId)}`, details)
      } else {
        const opened = await call<{ id: string }>('POST', '/v2/accounts', {
          ...details,
          type: 'route',
          reference_id: input.referenceId,
          business_type: 'individual',
        })
        accountId = opened.id
        await progress.recordAccount?.(accountId)
      }
      const stakeholder = { name: input.legalName, email: input.email, ...(input.pan && { kyc: { pan: input.pan } }) }
      const { items: stakeholders } = await call<{ items: { id: string }[] }>(
        'GET',
        `/v2/accounts/${id(accountId)}/stakeholders`,
      )
      const [first] = stakeholders
      if (first) await call('PATCH', `/v2/accounts/${id(accountId)}/stakeholders/${id(first.id)}`, stakeholder)
      else await call('POST', `/v2/accounts/${id(accountId)}/stakeholders`, stakeholder)
      let productId = progress.productId
      if (!productId) {
        const requested = await call<RazorpayProductEntity>('POST', `/v2/accounts/${id(accountId)}/products`, {
          product_name: 'route',
          tnc_accepted: true,
        })
        productId = requested.id
        await progress.recordProduct?.(accountId, productId)
      }
      const configured = await call<RazorpayProductEntity>(
        'PATCH',
        `/v2/accounts/${id(accountId)}/products/${id(productId)}`,
        {
          settlements: {
            account_number: input.bank.accountNumber,
            ifsc_code: input.bank.ifsc,
            beneficiary_name: input.bank.beneficiaryName,
          },
          tnc_accepted: true,
        },
      )
      return toLinkedAccount(accountId, configured)
    },

    async fetchLinkedAccount(accountId, productId) {
      return toLinkedAccount(
        accountId,
        await call<RazorpayProductEntity>('GET', `/v2/accounts/${id(accountId)}/products/${id(productId)}`),
      )
    },

    async createTransfer(paymentId, t) {
      const made = await call<{ items: RazorpayTransferEntity[] }>('POST', `/v1/payments/${id(paymentId)}/transfers`, {
        transfers: [
          {
            account: t.accountId,
            amount: t.amountMinor,
            currency: t.currency,
            notes: t.notes,
            on_hold: t.onHold,
            ...(t.onHold && t.onHoldUntil && { on_hold_until: unix(t.onHoldUntil) }),
          },
        ],
      })
      const [transfer] = made.items
      if (!transfer) throw new PayoutProviderError(502, 'SERVER_ERROR', 'Razorpay answered a transfer with none')
      return toRouteTransfer(transfer)
    },

    async transfersOfPayment(paymentId) {
      const list = await call<{ items: RazorpayTransferEntity[] }>('GET', `/v1/payments/${id(paymentId)}/transfers`)
      return list.items.map(toRouteTransfer)
    },

    async setHold(transferId, hold) {
      return toRouteTransfer(
        await call<RazorpayTransferEntity>('PATCH', `/v1/transfers/${id(transferId)}`, {
          on_hold: hold.onHold,
          ...(hold.onHold && hold.onHoldUntil && { on_hold_until: unix(hold.onHoldUntil) }),
        }),
      )
    },

    async reverseTransfer(transferId, amountMinor) {
      const reversal = await call<{ id: string; amount: number }>('POST', `/v1/transfers/${id(transferId)}/reversals`, {
        amount: amountMinor,
      })
      return { reversalId: reversal.id, amountMinor: reversal.amount }
    },

    parseWebhook: (rawBody, headers) => parseRouteWebhook(config.webhookSecret, rawBody, headers),
  }
}
