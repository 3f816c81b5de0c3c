// The payouts port (Razorpay Route), as issue 24's helpers agreed it: the production adapter
// (razorpay-route.ts) and, in the embedded default, the same adapter on the loopback twin (index.ts).
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
