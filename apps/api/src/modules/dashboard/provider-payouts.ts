import type { PayoutPosition, PayoutStatus } from '@rally/shared'

/** One payout as a statement lists it: a transfer for a booking, or a hand payment with its reference. */
export type StatementPayout = {
  id: string
  kind: 'transfer' | 'manual'
  bookingId: string | null
  amountMinor: number
  currency: string
  status: PayoutStatus
  /** A hand payment's bank reference; why a transfer is held, reversed or failed. */
  reference: string | null
  at: Date
}

/**
 * What the dashboard needs of the payouts module (decision 066): where the provider's money is (on hold, on the
 * way, paid out, due) and the month's payouts, each in one read. Implemented by the payouts module, wired in app.ts.
 */
export type ProviderPayouts = {
  positionsOf(providerUserId: string): Promise<PayoutPosition[]>
  /** Transfers made and hand payments recorded within `range`, oldest first. */
  ofPeriod(providerUserId: string, range: { from: Date; to: Date }): Promise<StatementPayout[]>
}
