import type { Money } from '@rally/shared'
import type { PaymentsProvider, PaymentWebhookEvent, WebhookHeaders } from '../../adapters/payments/payments.ts'
import { AppError } from '../../core/errors.ts'
import type { Database, Transaction } from '../../db/client.ts'
import type { MoneyPostings } from '../ledger/money-postings.ts'
import type { PaidBookingTransfers, PayoutWebhooks } from '../payouts/payouts-service.ts'
import type { PaymentOrderRow, PaymentsRepository } from './payments-repository.ts'

/** The browser's report of a payment: the provider's order and payment ids, and its signature over them. */
export type ReportedPayment = { paymentOrderId: string; paymentId: string; signature: string }

/** A paid order on its way to becoming a booking: what the booker asked, and the money taken. */
export type CapturedOrder = Pick<PaymentOrderRow, 'bookingData' | 'userId' | 'amountMinor' | 'currency'> & {
  paymentOrderId: string
  paymentId: string
}

/**
 * What payments needs of bookings (the port bookings implements, wired in app.ts): the booking a captured
 * order stands for, made in the capture's transaction, with the user it is owed to (the owner of the profile booked). When it cannot be made (the booker has an open
 * request), it throws the error `notBookable` gives, so the transaction is undone and the money goes back.
 */
export type PaidOrderBookings = {
  bookPaidOrder(
    tx: Transaction,
    order: CapturedOrder,
    notBookable: (reason?: AppError) => Error,
  ): Promise<{ id: string; providerUserId: string | null }>
}

/**
 * A paid order that cannot become a booking: its booker already has an open request (decision 012), or
 * the `reason` says why (the slot it paid for was taken meanwhile).
 */
class UnbookableOrder extends Error {
  override name = 'UnbookableOrder'
  constructor(readonly reason?: AppError) {
    super(reason?.message ?? 'This order cannot become a booking')
  }
}

/**
 * Online payments (decision 039): orders, captures (the browser's signed report and the provider's
 * webhook), refunds. The amount of an order is the server's, kept with it; a captured order becomes its
 * booking once, however often it is reported; one that cannot is refunded whole.
 */
export function createPaymentsService({
  db,
  repository,
  provider,
  bookings,
  money,
  transfers,
  routeEvents,
}: {
  db: Database
  repository: PaymentsRepository
  provider: PaymentsProvider
  bookings: PaidOrderBookings
  /** The ledger's journals of the money moved here (decision 063), posted in the same transactions. */
  money: Pick<MoneyPostings, 'payment' | 'paymentFee' | 'refund' | 'unbookedOrderReturned'>
  /** Payouts: a captured booking's transfer intent (in the capture's transaction), its reversal before a refund. */
  transfers: PaidBookingTransfers
  /** Payouts: Razorpay Route's events, which arrive at the same webhook. */
  routeEvents: PayoutWebhooks
}) {
  /** Creates the booking a paid order stands for, once: the browser's report and the webhook meet here. */
  async function capture(tx: Transaction, paymentOrderId: string, paymentId: string) {
    const order = await repository.lockPaymentOrder(tx, paymentOrderId)
    if (!order) throw new AppError('NOT_FOUND', 'Unknown payment order')
    if (order.bookingId) return { bookingId: order.bookingId, created: false }
    // Its money went back already: a refunded order never becomes a booking, however late it is reported.
    if (order.status === 'refunded') throw new UnbookableOrder()
    const booking = await bookings.bookPaidOrder(
      tx,
      { ...order, paymentOrderId, paymentId },
      (reason) => new UnbookableOrder(reason),
    )
    await repository.markPaymentOrderPaid(tx, { id: order.id, providerPaymentId: paymentId, bookingId: booking.id })
    await money.payment(tx, {
      bookingId: booking.id,
      providerUserId: booking.providerUserId,
      amount: { amountMinor: order.amountMinor, currency: order.currency },
      paymentId,
    })
    await transfers.onCaptured(tx, {
      bookingId: booking.id,
      providerUserId: booking.providerUserId,
      paymentId,
      amountMinor: order.amountMinor,
      currency: order.currency,
    })
    return { bookingId: booking.id, created: true }
  }

  /**
   * Gives back the whole payment of an order that cannot become a booking; repeats refund once. The
   * ledger takes the money in as `unallocated` and out again, with the provider's fee when the webhook
   * reported it (that fee is not given back).
   */
  async function refundUnbookedOrder(
    paymentOrderId: string,
    paymentId: string,
    fee: PaymentWebhookEvent['fee'] = null,
  ) {
    const order = await repository.findPaymentOrderAmount(paymentOrderId)
    if (!order) throw new AppError('NOT_FOUND', 'Unknown payment order')
    await provider.refund(paymentId, order.amountMinor, `refund-order-${paymentOrderId}`)
    await db.transaction(async (tx) => {
      await repository.markPaymentOrderRefunded(tx, { providerOrderId: paymentOrderId, providerPaymentId: paymentId })
      await money.unbookedOrderReturned(tx, { paymentOrderId, paymentId, amount: order })
      if (fee) await money.paymentFee(tx, { paymentId, fee })
    })
  }

  return {
    /** The provider's name, for the notes of a booking's history ("razorpay payment pay_…"). */
    providerName: provider.name,

    /** Opens an order for an amount the server decided, keeping the booking request it pays for. */
    async openOrder(input: {
      amount: Money
      receipt: string
      notes: Record<string, string>
      bookingData: Record<string, unknown>
      userId: string | null
    }) {
      const { amountMinor, currency } = input.amount
      const order = await provider.createOrder({ amountMinor, currency, receipt: input.receipt, notes: input.notes })
      await repository.insertPaymentOrder({
        provider: provider.name,
        providerOrderId: order.id,
        amountMinor,
        currency,
        receipt: input.receipt,
        bookingData: input.bookingData,
        userId: input.userId,
      })
      return {
        id: order.id,
        amount: amountMinor,
        currency,
        key: provider.keyId,
        checkoutScriptUrl: provider.checkoutScriptUrl,
      }
    },

    /**
     * The browser's report of a payment, verified by its signature, then captured in the caller's
     * transaction: the id of the booking it made, or made before.
     */
    async captureReported(tx: Transaction, proof: ReportedPayment): Promise<{ bookingId: string; created: boolean }> {
      const verified = provider.verifyPaymentSignature({
        orderId: proof.paymentOrderId,
        paymentId: proof.paymentId,
        signature: proof.signature,
      })
      if (!verified) throw new AppError('PAYMENT_NOT_VERIFIED', 'The payment could not be verified')
      return capture(tx, proof.paymentOrderId, proof.paymentId)
    },

    /** Whether a capture failed because its order cannot become a booking (then `refundUnbookedOrder`). */
    isUnbookableOrder: (error: unknown) => error instanceof UnbookableOrder,

    /** Why an order could not become a booking, when it was not the open request (then undefined). */
    unbookableReason: (error: unknown) => (error instanceof UnbookableOrder ? error.reason : undefined),

    refundUnbookedOrder: (paymentOrderId: string, paymentId: string) => refundUnbookedOrder(paymentOrderId, paymentId),

    /**
     * The provider's webhook. Verified by the provider's adapter; a repeated event id is ignored; a
     * captured payment completes its order (creating the booking if the browser never did, or refunding
     * it when the booker already has an open request); a failure never overrides a capture.
     */
    async handleWebhook(rawBody: string, headers: WebhookHeaders) {
      // Route's events (transfers, settlements, linked accounts) go to payouts, a repeat ignored here as well.
      const routeEvent = routeEvents.parse(rawBody, headers)
      if (routeEvent && routeEvent.kind !== 'other') {
        const { eventId, kind } = routeEvent
        return routeEvents.handle(routeEvent, async (tx) =>
          eventId ? repository.claimWebhookEvent(tx, { eventId, type: kind }) : true,
        )
      }
      const event = provider.parseWebhook(rawBody, headers)
      if (!event) throw new AppError('UNAUTHORIZED', 'Invalid webhook signature')
      const { eventId, kind, orderId, paymentId, fee } = event
      try {
        return await db.transaction(async (tx) => {
          if (eventId && !(await repository.claimWebhookEvent(tx, { eventId, type: kind }))) {
            return { handled: 'duplicate' as const }
          }
          if (!orderId) return { handled: 'ignored' as const }
          if (kind === 'captured' && paymentId) {
            const { created } = await capture(tx, orderId, paymentId)
            // Razorpay's fee is Rally's own expense (decision 063), known only from this webhook.
            if (fee) await money.paymentFee(tx, { paymentId, fee })
            return { handled: created ? ('booking-created' as const) : ('already-booked' as const) }
          }
          if (kind === 'failed') {
            await repository.markPaymentOrderFailed(tx, orderId)
            return { handled: 'failed' as const }
          }
          return { handled: 'ignored' as const }
        })
      } catch (error) {
        if (!(error instanceof UnbookableOrder) || !orderId || !paymentId) throw error
        await refundUnbookedOrder(orderId, paymentId, kind === 'captured' ? fee : null)
        return { handled: 'refunded' as const }
      }
    },

    /**
     * Refunds a captured payment through the provider, before the caller's transaction: keyed by the
     * booking (`refund-<bookingId>`), so a repeat, by the booker or an operator, never pays twice. The
     * provider's transfer of the booking is reversed first (or never made): the money comes back to Rally.
     */
    async refundPayment(booking: { id: string; paymentId: string; amountMinor: number }) {
      await transfers.onRefunding({ id: booking.id, amountMinor: booking.amountMinor })
      return provider.refund(booking.paymentId, booking.amountMinor, `refund-${booking.id}`)
    },

    /**
     * Records a booking's refund, and its ledger journal, in the caller's transaction; false when it was
     * refunded before. Every refund path (a booker's cancellation, an operator's, a no-show's, a UPI
     * payment paid back by hand) comes through here.
     */
    async recordRefund(tx: Transaction, refund: Parameters<PaymentsRepository['recordRefund']>[1]) {
      const inserted = await repository.recordRefund(tx, refund)
      if (inserted) {
        await money.refund(tx, {
          bookingId: refund.bookingId,
          amountMinor: refund.amountMinor,
          method: refund.method === 'manual' ? 'manual' : 'provider',
        })
      }
      return inserted
    },

    /** The amount of an order, for the sandbox's checkout dialog. */
    orderAmount: (paymentOrderId: string) => repository.findPaymentOrderAmount(paymentOrderId),
  }
}

/** The port bookings and the console call for online payments. */
export type PaymentsService = ReturnType<typeof createPaymentsService>
