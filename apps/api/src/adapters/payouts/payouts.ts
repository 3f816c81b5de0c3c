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
export type LinkedAccountDetails = {
  referenceId: string
  email: string
  phone: string
  legalName: string
  pan: string
  address: { street: string; city: string; state: string; postalCode: string; country: string }
  bank: { accountNumber: string; ifsc: string; beneficiaryName: string }
}
/**
 * What exists at Razorpay of a provider's linked account already (ids recorded as each was created), and
 * where to record what this call creates: opening an account takes four calls, and one interrupted part way
 * is resumed from the ids recorded, never opened twice (Razorpay refuses a second account with the same
 * reference id).
 */
export type LinkedAccountProgress = {
  accountId?: string | null
  productId?: string | null
  recordAccount?: (accountId: string) => Promise<void>
  recordProduct?: (accountId: string, productId: string) => Promise<void>
}
export interface PayoutsProvider {
  readonly name: 'razorpay' | 'sandbox'
  /**
   * Opens a Route linked account (account, stakeholder, Route product, its settlement bank account), or with
   * the ids of one that exists, updates its details and bank account: the same call for a first save, a
   * change of details and a retry after an interruption.
   */
  openLinkedAccount(input: LinkedAccountDetails, progress?: LinkedAccountProgress): Promise<LinkedAccount>
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
/**
 * What Razorpay refused, in our words, when it is one of Route's refusals the product acts on: a second account
 * with a reference id already used, a transfer to an account not activated, transfers beyond a payment's
 * captured amount, a reversal beyond what is left of a transfer. null: any other refusal.
 */
export type PayoutRefusal =
  | 'duplicate_reference'
  | 'account_not_activated'
  | 'amount_exceeds_captured'
  | 'reversal_exceeds_transfer'
export class PayoutProviderError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly refusal: PayoutRefusal | null = null,
    readonly field: string | null = null,
  ) {
    super(message)
  }
}
