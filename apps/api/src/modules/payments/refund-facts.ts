/** A refund as a provider's dashboard and statement show it. */
export type RefundFact = {
  bookingId: string
  amountMinor: number
  /** The operator's written reason; null for a booker's cancellation within the policy. */
  reason: string | null
  /** Refunded by an operator from the console, rather than by the booker's cancellation. */
  byOperator: boolean
  refundedAt: Date
}

/**
 * What a provider's dashboard may ask of the refunds (issue 24, decision 066): a port of the payments
 * module, implemented by `refund-facts-repository.ts`. One read for any number of bookings.
 */
export type RefundFacts = {
  /** The refunds of these bookings, made within `range` when given; newest first. */
  refundsOf(bookingIds: readonly string[], range?: { from: Date; to: Date }): Promise<RefundFact[]>
}
