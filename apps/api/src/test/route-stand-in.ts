import { createHmac, timingSafeEqual } from 'node:crypto'
import {
  type LinkedAccount,
  PayoutProviderError,
  type PayoutsProvider,
  type PayoutWebhookEvent,
  type RouteTransfer,
} from '../adapters/payouts/payouts.ts'

/**
 * Razorpay Route as the payouts module sees it through its port, kept in memory for the API tests: linked
 * accounts, transfers with their notes and holds, reversals, signed webhooks (Razorpay's body and headers).
 * One instance may serve several apps on one database (two processes' worth of claims). It counts every
 * money-moving call, so a test observes what Razorpay would have been asked; `crashAfter` makes a call
 * succeed at "Razorpay" and then fail in the caller, as a process that dies before its commit.
 */
export function createRouteStandIn({ webhookSecret }: { webhookSecret: string }) {
  const accounts = new Map<string, LinkedAccount>()
  const transfers = new Map<string, RouteTransfer>()
  const calls = { createTransfer: 0, setHold: 0, reverseTransfer: 0, openLinkedAccount: 0 }
  const crashes = { afterCreate: 0 }
  let ids = 0
  const nextId = (prefix: string) => `${prefix}_${(++ids).toString(36).padStart(14, '0')}`

  const provider: PayoutsProvider = {
    name: 'sandbox',
    async openLinkedAccount(input) {
      calls.openLinkedAccount++
      const pan = input.address.country === 'IN' && !/^[A-Z]{5}\d{4}[A-Z]$/.test(input.pan)
      const account: LinkedAccount = {
        accountId: nextId('acc'),
        productId: nextId('acc_prd'),
        activation: pan ? 'needs_clarification' : 'under_review',
        requirements: pan
          ? [{ fieldReference: 'legal_info.pan', reasonCode: 'field_missing', status: 'required' }]
          : [],
      }
      accounts.set(account.accountId, account)
      return account
    },
    async fetchLinkedAccount(accountId) {
      const account = accounts.get(accountId)
      if (!account) throw new PayoutProviderError(404, 'BAD_REQUEST_ERROR', 'The id provided does not exist')
      return account
    },
    async createTransfer(paymentId, t) {
      calls.createTransfer++
      if (accounts.get(t.accountId)?.activation !== 'activated') {
        throw new PayoutProviderError(400, 'BAD_REQUEST_ERROR', 'Linked account is not activated')
      }
      const transfer: RouteTransfer = { transferId: nextId('trf'), paymentId, status: 'processed', ...t }
      transfers.set(transfer.transferId, transfer)
      if (crashes.afterCreate > 0) {
        crashes.afterCreate--
        throw new Error('the process died after Razorpay answered')
      }
      return { ...transfer }
    },
    async transfersOfPayment(paymentId) {
      return [...transfers.values()].filter((t) => t.paymentId === paymentId).map((t) => ({ ...t }))
    },
    async setHold(transferId, hold) {
      calls.setHold++
      const transfer = transfers.get(transferId)
      if (!transfer) throw new PayoutProviderError(404, 'BAD_REQUEST_ERROR', 'The id provided does not exist')
      Object.assign(transfer, hold)
      return { ...transfer }
    },
    async reverseTransfer(transferId, amountMinor) {
      calls.reverseTransfer++
      const transfer = transfers.get(transferId)
      if (!transfer || transfer.status === 'reversed') {
        throw new PayoutProviderError(400, 'BAD_REQUEST_ERROR', 'The reversal amount exceeds the transfer amount')
      }
      transfer.status = 'reversed'
      return { reversalId: nextId('rvrsl'), amountMinor }
    },
    parseWebhook(rawBody, headers) {
      const signature = headers['x-razorpay-signature']
      const expected = createHmac('sha256', webhookSecret).update(rawBody).digest('hex')
      if (typeof signature !== 'string' || signature.length !== expected.length) return null
      if (!timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) return null
      const body = JSON.parse(rawBody) as {
        event: string
        created_at?: number
        account_id?: string
        payload: Record<string, { entity: Record<string, unknown> } | undefined>
      }
      const kinds = [
        'transfer.processed',
        'transfer.failed',
        'transfer.reversed',
        'settlement.processed',
        'product.route.activated',
        'product.route.needs_clarification',
        'product.route.under_review',
      ] as const
      const kind = (kinds as readonly string[]).includes(body.event)
        ? (body.event as PayoutWebhookEvent['kind'])
        : 'other'
      const eventId = headers['x-razorpay-event-id']
      return {
        eventId: typeof eventId === 'string' ? eventId : null,
        kind,
        transferId: (body.payload.transfer?.entity.id as string | undefined) ?? null,
        accountId:
          (body.payload.settlement?.entity.account_id as string | undefined) ??
          (body.payload.merchant_product?.entity.account_id as string | undefined) ??
          body.account_id ??
          null,
        settlementId: (body.payload.settlement?.entity.id as string | undefined) ?? null,
        occurredAt: new Date((body.created_at ?? Date.now() / 1000) * 1000),
      }
    },
  }

  return {
    provider,
    calls,
    crashes,
    transfers,
    /** Razorpay finishes its review of an account. */
    activate(accountId: string) {
      const account = accounts.get(accountId)
      if (account) Object.assign(account, { activation: 'activated', requirements: [] })
    },
    /** A Route event's body and headers, signed as Razorpay signs them. */
    event(event: string, payload: Record<string, unknown>, eventId: string) {
      const body = JSON.stringify({ entity: 'event', event, created_at: Math.floor(Date.now() / 1000), payload })
      return {
        body,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': createHmac('sha256', webhookSecret).update(body).digest('hex'),
          'x-razorpay-event-id': eventId,
        },
      }
    },
  }
}
