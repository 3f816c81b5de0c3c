import type { Transaction } from '../../db/client.ts'
import type { Ledger, LedgerAccount } from './ledger.ts'

/** An amount as stored with a payment: minor units and the ISO currency it was taken in. */
type Money = { amountMinor: number; currency: string }

/** How a booking's money came in, as its payment journal says: whose it is, in which currency. */
export type BookingReceipt = {
  account: 'provider_payable' | 'unallocated'
  providerUserId: string | null
  currency: string
}

/** The ledger's own read of a booking's receipt, in the caller's transaction (ledger-repository.ts). */
export type BookingReceipts = { receiptOf(tx: Transaction, bookingId: string): Promise<BookingReceipt | undefined> }

/**
 * The journals of a booking's money (decision 063), posted by the modules that move it, in their own
 * transaction. Each has a reference made of the provider's ids, so posting again (a retry, the webhook
 * after the browser's report, another process) posts once. The owed side is the provider's
 * `provider_payable`, or `unallocated` when the money has nobody to be owed to (a paid order that never
 * became a booking, a profile without an account).
 */
export function createMoneyPostings({ ledger, receipts }: { ledger: Ledger; receipts: BookingReceipts }) {
  const owed = (providerUserId: string | null, amountMinor: number) =>
    providerUserId
      ? { account: 'provider_payable' as const, providerUserId, amountMinor }
      : { account: 'unallocated' as const, amountMinor }

  return {
    /** A captured online payment for a booking: Razorpay holds it, Rally owes it to the person booked. */
    payment: (
      tx: Transaction,
      p: { bookingId: string; providerUserId: string | null; amount: Money; paymentId: string; occurredAt?: Date },
    ) =>
      ledger.post(tx, {
        kind: 'payment',
        reference: `payment:${p.paymentId}`,
        currency: p.amount.currency,
        bookingId: p.bookingId,
        lines: [
          { account: 'razorpay_clearing', amountMinor: p.amount.amountMinor },
          owed(p.providerUserId, -p.amount.amountMinor),
        ],
        ...(p.occurredAt && { occurredAt: p.occurredAt }),
      }),

    /** A UPI payment an operator confirmed for a booking: Rally's bank holds it, owed to the person booked. */
    upiPayment: (
      tx: Transaction,
      p: {
        bookingId: string
        providerUserId: string | null
        amount: Money
        upiReference: string
        recordedBy?: string | null
        occurredAt?: Date
      },
    ) =>
      ledger.post(tx, {
        kind: 'upi_payment',
        reference: `upi:${p.upiReference}`,
        currency: p.amount.currency,
        bookingId: p.bookingId,
        recordedBy: p.recordedBy ?? null,
        lines: [
          { account: 'rally_bank', amountMinor: p.amount.amountMinor },
          owed(p.providerUserId, -p.amount.amountMinor),
        ],
        ...(p.occurredAt && { occurredAt: p.occurredAt }),
      }),

    /** Razorpay's fee on a captured payment (tax included): Rally's own expense, never the provider's. */
    paymentFee: (tx: Transaction, p: { paymentId: string; fee: Money }) =>
      p.fee.amountMinor > 0
        ? ledger.post(tx, {
            kind: 'payment_fee',
            reference: `fee:${p.paymentId}`,
            currency: p.fee.currency,
            lines: [
              { account: 'payment_fees', amountMinor: p.fee.amountMinor },
              { account: 'razorpay_clearing', amountMinor: -p.fee.amountMinor },
            ],
          })
        : Promise.resolve({ posted: false }),

    /**
     * A booking's refund (one per booking): what was owed for it goes back out, through Razorpay or, for a
     * payment given back by hand, from Rally's bank. Whose and which currency: the booking's own receipt.
     */
    async refund(
      tx: Transaction,
      p: { bookingId: string; amountMinor: number; method: 'provider' | 'manual'; occurredAt?: Date },
    ) {
      const receipt = await receipts.receiptOf(tx, p.bookingId)
      if (!receipt || p.amountMinor <= 0) return { posted: false }
      const from: LedgerAccount = p.method === 'manual' ? 'rally_bank' : 'razorpay_clearing'
      return ledger.post(tx, {
        kind: 'refund',
        reference: `refund:${p.bookingId}`,
        currency: receipt.currency,
        bookingId: p.bookingId,
        lines: [owed(receipt.providerUserId, p.amountMinor), { account: from, amountMinor: -p.amountMinor }],
        ...(p.occurredAt && { occurredAt: p.occurredAt }),
      })
    },

    /**
     * A paid order that could not become a booking, and its refund: the money came in owed to nobody
     * (`unallocated`) and went straight back.
     */
    async unbookedOrderReturned(tx: Transaction, p: { paymentOrderId: string; paymentId: string; amount: Money }) {
      const { amountMinor, currency } = p.amount
      const memo = `order ${p.paymentOrderId} could not become a booking`
      await ledger.post(tx, {
        kind: 'payment',
        reference: `payment:${p.paymentId}`,
        currency,
        memo,
        lines: [
          { account: 'razorpay_clearing', amountMinor },
          { account: 'unallocated', amountMinor: -amountMinor },
        ],
      })
      return ledger.post(tx, {
        kind: 'refund',
        reference: `refund:order:${p.paymentOrderId}`,
        currency,
        memo,
        lines: [
          { account: 'unallocated', amountMinor },
          { account: 'razorpay_clearing', amountMinor: -amountMinor },
        ],
      })
    },
  }
}

/** The port payments and the console post a booking's money through. */
export type MoneyPostings = ReturnType<typeof createMoneyPostings>
