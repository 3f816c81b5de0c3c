// The contract of issue 24 (briefs/issue24-contracts.md), types only: the route helper's branch owns this
// file; a merge of issue24-route replaces it with theirs.
import type { WebhookHeaders } from '../payments/payments.ts'

export type { WebhookHeaders }
export type RouteActivation = 'requested' | 'needs_clarification' | 'under_review' | 'activated' | 'suspended'
export type RouteRequirement = { fieldReference: string; reasonCode: string; status: string }
export type LinkedAccount = {
  accountId: string
  productId: string | null
  activation: RouteActivation
  requirements: RouteRequirement[]
}
export type RouteTransfer = {
  transferId: string
  paymentId: string
  accountId: string
  amountMinor: number
  currency: string
  onHold: boolean
  onHoldUntil: Date | null
  status: 'created' | 'pending' | 'processed' | 'failed' | 'reversed' | 'partially_reversed'
  notes: Record<string, string>
}
export type PayoutWebhookEvent = {
  eventId: string | null
  kind:
    | 'transfer.processed'
    | 'transfer.failed'
    | 'transfer.reversed'
    | 'settlement.processed'
    | 'product.route.activated'
    | 'product.route.needs_clarification'
    | 'product.route.under_review'
    | 'other'
  transferId: string | null
  accountId: string | null
  settlementId: string | null
  occurredAt: Date
}
export interface PayoutsProvider {
  readonly name: 'razorpay' | 'sandbox'
  openLinkedAccount(input: {
    referenceId: string
    email: string
    phone: string
    legalName: string
    pan: string
    address: { street: string; city: string; state: string; postalCode: string; country: string }
    bank: { accountNumber: string; ifsc: string; beneficiaryName: string }
  }): Promise<LinkedAccount>
  fetchLinkedAccount(accountId: string, productId: string): Promise<LinkedAccount>
  createTransfer(
    paymentId: string,
    t: {
      accountId: string
      amountMinor: number
      currency: string
      onHold: boolean
      onHoldUntil: Date | null
      notes: Record<string, string>
    },
  ): Promise<RouteTransfer>
  transfersOfPayment(paymentId: string): Promise<RouteTransfer[]>
  setHold(transferId: string, hold: { onHold: boolean; onHoldUntil: Date | null }): Promise<RouteTransfer>
  reverseTransfer(transferId: string, amountMinor: number): Promise<{ reversalId: string; amountMinor: number }>
  parseWebhook(rawBody: string, headers: WebhookHeaders): PayoutWebhookEvent | null
}
export class PayoutProviderError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

/** Until the Route adapter is merged (issue24-route): every call refuses, nothing moves. */
const refuse = (): never => {
  throw new PayoutProviderError(503, 'ROUTE_NOT_CONFIGURED', 'Razorpay Route is not configured')
}
export const unconfiguredPayouts: PayoutsProvider = {
  name: 'sandbox',
  openLinkedAccount: async () => refuse(),
  fetchLinkedAccount: async () => refuse(),
  createTransfer: async () => refuse(),
  transfersOfPayment: async () => refuse(),
  setHold: async () => refuse(),
  reverseTransfer: async () => refuse(),
  parseWebhook: () => null,
}
