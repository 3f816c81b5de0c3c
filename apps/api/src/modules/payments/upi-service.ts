import {
  formatMinorAmount,
  invalidPaymentLinkMessage,
  type ManualPayment,
  majorAmount,
  type manualPaymentInputSchema,
  moneyOf,
  rupees,
  storedMoney,
  type UpiPayment,
  upiPaymentUri,
} from '@rally/shared'
import QRCode from 'qrcode'
import type { z } from 'zod'
import type { Auth } from '../../core/auth.ts'
import type { BookingLinkSigner } from '../../core/booking-links.ts'
import { AppError } from '../../core/errors.ts'
import type { BookingPayments } from '../bookings/booking-payments.ts'
import { type PaymentsRepository, recordBookingEvent } from './payments-repository.ts'

const upiNote = 'Rally booking'

type ManualPaymentReport = z.output<typeof manualPaymentInputSchema>

const bookingNotFound = () => {
  const message = 'This booking was not found among yours'
  return new AppError('NOT_FOUND', message, { bookingId: message })
}

const notWaitingForPayment = () => {
  const message = 'This booking is not waiting for a payment'
  return new AppError('CONFLICT', message, { bookingId: message })
}

const isClosed = (booking: { paymentStatus: string; status: string }) =>
  booking.paymentStatus !== 'pending' || booking.status === 'declined' || booking.status === 'cancelled'

/**
 * /payment: pay by UPI QR code. The QR carries upi://pay with the configured payee and the amount in
 * rupees; a payment the payer reports waits as "awaiting confirmation" until an operator confirms it in
 * the console (modules/console). A report may name a pay-later booking, which then waits for that
 * confirmation too: only its signed-in booker may name it, or whoever opens the signed payment link of
 * the booking's e-mail (decision 032). Knowing a booking id and the booker's e-mail is not enough.
 */
export function createUpiService({
  repository,
  bookings,
  upi,
  bookingLinks,
}: {
  repository: PaymentsRepository
  /** The booking a report pays for: the bookings module's answer and change. */
  bookings: BookingPayments
  upi: { payeeVpa: string; payeeName: string }
  bookingLinks: BookingLinkSigner
}) {
  const uriFor = (amount: number) => upiPaymentUri({ ...upi, amount, note: upiNote })

  return {
    upiPayment: (amount: number): UpiPayment => ({ uri: uriFor(amount), ...upi, amount }),

    /**
     * The UPI link for a pay-later booking, for the fee the server recorded with it: the page shows that
     * amount and draws its QR code from it, whatever the address says. The booking is the signed-in
     * booker's own, or the one the booking e-mail's signed link names (as for a report).
     */
    async upiPaymentForBooking(
      bookingId: string,
      { auth, token }: { auth: Auth | null; token?: string | undefined },
    ): Promise<UpiPayment> {
      if (token !== undefined && !bookingLinks.verify(bookingId, token)) {
        throw new AppError('FORBIDDEN', invalidPaymentLinkMessage, { bookingId: invalidPaymentLinkMessage })
      }
      const booking = await bookings.findBookingFee(bookingId)
      const owns = token !== undefined || (auth !== null && booking?.userId === auth.userId)
      if (!booking || !owns) throw bookingNotFound()
      if (isClosed(booking)) throw notWaitingForPayment()
      const price = storedMoney(booking.priceMinor, booking.priceCurrency)
      if (!price || price.currency !== rupees) {
        const message = 'This booking has no fee to pay by UPI'
        throw new AppError('CONFLICT', message, { bookingId: message })
      }
      const amount = majorAmount(price)
      return { uri: uriFor(amount), ...upi, amount }
    },

    upiQrCodeSvg: (amount: number): Promise<string> =>
      QRCode.toString(uriFor(amount), { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),

    report(input: ManualPaymentReport, auth: Auth | null): Promise<ManualPayment> {
      return repository.transaction(async (tx) => {
        const bookingId = input.bookingId
        if (bookingId) {
          if (input.bookingToken !== undefined && !bookingLinks.verify(bookingId, input.bookingToken)) {
            throw new AppError('FORBIDDEN', invalidPaymentLinkMessage, { bookingId: invalidPaymentLinkMessage })
          }
          const booking = await bookings.lockBooking(tx, bookingId)
          // The payer's own booking: theirs when signed in, or the one their e-mail's signed link names.
          const owns =
            booking && ((auth !== null && booking.userId === auth.userId) || input.bookingToken !== undefined)
          if (!owns) throw bookingNotFound()
          if (isClosed(booking)) throw notWaitingForPayment()
        }
        const payment = await repository.insertManualPayment(tx, {
          ...moneyOf(input.amount, rupees),
          reference: input.reference.toUpperCase(),
          payerName: input.payerName,
          payerEmail: input.payerEmail,
          userId: auth?.userId ?? null,
          bookingId: bookingId ?? null,
        })
        if (!payment) {
          const message = 'This UPI reference was already reported'
          throw new AppError('PAYMENT_REFERENCE_EXISTS', message, { reference: message })
        }
        if (bookingId) {
          if (!(await bookings.markBookingAwaitingConfirmation(tx, bookingId))) {
            throw new AppError('BOOKING_CHANGED_CONCURRENTLY', 'This booking changed meanwhile; reload and try again')
          }
          await recordBookingEvent(tx, {
            bookingId,
            actor: { id: auth?.userId ?? null, kind: 'booker' },
            kind: 'payment',
            from: 'pending',
            to: 'awaiting_confirmation',
            note: `UPI ${payment.reference}: ${formatMinorAmount(payment.amountMinor, payment.currency)} reported`,
          })
        }
        return payment
      })
    },
  }
}

export type UpiService = ReturnType<typeof createUpiService>
