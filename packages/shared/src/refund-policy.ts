/**
 * Spec section 9's refund rules, as numbers the refund code enforces and the
 * legal texts show through their placeholders, so the two cannot drift apart.
 */

/** Money back within this many days of paying; none after more than this many days of use. */
export const refundWindowDays = 7
/** A refund reaches the original payment method within up to this many business days. */
export const refundArrivalBusinessDays = 7

/** The values of the refund placeholders in the legal texts (`{{refundWindowDays}}`). */
export const refundPolicyValues = { refundWindowDays, refundArrivalBusinessDays } as const

/** What a person is told when a cancellation is or is not refunded. */
export const refundPolicyMessages = {
  refunded: `Your payment is being refunded to the original payment method; it arrives within up to ${refundArrivalBusinessDays} business days.`,
  tooLate: `This booking was paid more than ${refundWindowDays} days ago. Our refund policy gives a ${refundWindowDays}-day money-back guarantee, so this cancellation is not refunded.`,
  nothingPaid: 'Nothing was paid online for this booking, so there is nothing to refund.',
  /** The booker cancelled once the session had begun: that is use, which the policy does not refund by itself. */
  sessionStarted:
    'This session had already started when it was cancelled, so it is not refunded automatically. If it did not take place, write to us through the contact page: we review it under our refund policy.',
} as const
